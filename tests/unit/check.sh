#!/usr/bin/env bash
# Unit tier: every tests/unit/*.c is built by make into build/tests/unit/<name>.
# A binary's PASS/FAIL lines count, and so does the way it ends: a crash or a
# non-zero exit after its PASS lines, or no line at all, is a FAIL.
set -u
dir=$KCFI_BUILD/tests/unit
out=$(mktemp)
trap 'rm -f "$out"' EXIT
for src in "$KCFI_TOP"/tests/unit/*.c; do
	name=$(basename "$src" .c)
	if [ ! -x "$dir/$name" ]; then
		echo "FAIL unit/$name: not built (run make)"
		continue
	fi
	"$dir/$name" >"$out" 2>&1
	rc=$?
	sed -E "s@^(PASS|FAIL) @\1 unit/$name/@" "$out"
	if [ $rc -gt 128 ]; then
		echo "FAIL unit/$name: killed by signal $((rc - 128)): $(grep -vE '^(PASS|FAIL) ' "$out" | tail -n 1)"
	elif [ $rc -ne 0 ]; then
		echo "FAIL unit/$name: exited $rc: $(grep -vE '^(PASS|FAIL) ' "$out" | tail -n 1)"
	elif ! grep -qE '^(PASS|FAIL) ' "$out"; then
		echo "FAIL unit/$name: ran no test"
	fi
done

# The include graph: no cycle, no core including a backend (docs/architecture.md).
python3 "$KCFI_TOP/tests/lib/include-graph.py" "$KCFI_TOP" | sed -E 's@^(PASS|FAIL) @\1 unit/@'
# ... and the check can fail: a planted cycle and a core including arch/.
plant=$(mktemp -d)
mkdir -p "$plant/src/lib" "$plant/src/as" "$plant/arch/x"
printf '#include "b.h"\n' >"$plant/src/lib/a.h"
printf '#include "a.h"\n' >"$plant/src/lib/b.h"
printf '#include "../../arch/x/x.h"\n' >"$plant/src/as/core.c"
: >"$plant/arch/x/x.h"
got=$(python3 "$KCFI_TOP/tests/lib/include-graph.py" "$plant")
if grep -q '^FAIL include-graph/no-cycle: src/lib/a.h -> src/lib/b.h -> src/lib/a.h' <<<"$got" &&
   grep -q '^FAIL include-graph/folders-include-only-what-they-may: src/as/core.c includes arch/x/x.h' <<<"$got"; then
	echo "PASS unit/include-graph/finds-planted-cycle-and-backend-include"
else
	echo "FAIL unit/include-graph/finds-planted-cycle-and-backend-include: $(tr '\n' ' ' <<<"$got")"
fi
rm -rf "$plant"
