#!/usr/bin/env bash
# Optimizer-stress tier: the program from gen.py (near-identical wrappers,
# dispatchers, callbacks, aliases and branches that differ only in callee
# types GCC's merging treats as equal) built by kcfi-gcc at every -O level,
# alone and with -fno-inline, -fno-optimize-sibling-calls, -ffunction-sections
# and -fpatchable-function-entry:
#   <build>/well-typed-calls-run   every well-typed call runs (cases.py)
#   <build>/confused-calls-trap    every confused call dies at a .kcfi_traps ud2
#   <build>/check-ids-as-clang19   every call-site id is clang-19's (ids.py)
#   <build>/preamble-ids-as-clang19  every preamble id is clang-19's
# stress/clang19/...: the program under clang-19 -O2 behaves the same (the
# cases are right). A failing case is one FAIL line naming it.
set -u
here=$KCFI_TOP/tests/stress
lib=$KCFI_TOP/tests/lib
kcfi_gcc=$KCFI_BUILD/bin/kcfi-gcc
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

python3 "$here/gen.py" "$tmp/stress.c" "$tmp/stress.graph" "$tmp/refs.c" || { echo "FAIL stress/gen: gen.py failed"; exit 0; }
ncases=$(grep -c "^// \(OK\|TRAP\): " "$tmp/stress.c")

if ! command -v clang-19 >/dev/null; then
	echo "SKIP stress: clang-19 not installed (make deps)"
	exit 0
fi
cflags=(-w -I"$lib" -no-pie)
if ! clang-19 -fsanitize=kcfi -O2 "${cflags[@]}" "$tmp/stress.c" "$tmp/refs.c" -o "$tmp/clang" \
	2>"$tmp/err" ||
	! clang-19 -fsanitize=kcfi -O0 "${cflags[@]}" -c "$tmp/stress.c" -o "$tmp/clang0.o" 2>>"$tmp/err"; then
	echo "FAIL stress/clang19: clang-19 failed: $(head -2 "$tmp/err" | tr '\n' ' ')"
	exit 0
fi
python3 "$here/cases.py" stress/clang19 "$tmp/clang" "$ncases"
python3 "$lib/kcfi_ids.py" "$tmp/clang0.o" >"$tmp/clang.ids"

for opt in -O0 -O1 -O2 -O3 -Os; do
	for extra in "" -fno-inline -fno-optimize-sibling-calls -ffunction-sections \
		-fpatchable-function-entry=4,2; do
		label=stress/gcc$opt${extra:+$extra}
		exe=$tmp/gcc
		if ! "$kcfi_gcc" -fsanitize=kcfi $opt $extra "${cflags[@]}" "$tmp/stress.c" \
			"$tmp/refs.c" -o "$exe" 2>"$tmp/err"; then
			echo "FAIL $label: build failed: $(grep -m1 error "$tmp/err")"
			continue
		fi
		python3 "$lib/traps.py" "$exe" >"$tmp/traps" 2>&1 ||
			{ echo "FAIL $label: $(tail -1 "$tmp/traps")"; continue; }
		python3 "$here/cases.py" "$label" "$exe" "$ncases" "$tmp/traps"
		python3 "$lib/kcfi_ids.py" "$exe" >"$tmp/gcc.ids"
		python3 "$here/ids.py" "$label" "$tmp/clang.ids" "$tmp/gcc.ids" "$tmp/stress.graph"
	done
done
