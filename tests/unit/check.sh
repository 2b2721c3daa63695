#!/usr/bin/env bash
# Unit tier: every tests/unit/*.c is built by make into build/tests/unit/<name>.
set -u
dir=$KCFI_BUILD/tests/unit
for src in "$KCFI_TOP"/tests/unit/*.c; do
	name=$(basename "$src" .c)
	if [ ! -x "$dir/$name" ]; then
		echo "FAIL unit/$name: not built (run make)"
		continue
	fi
	"$dir/$name" | sed -E "s@^(PASS|FAIL) @\1 unit/$name/@"
done
