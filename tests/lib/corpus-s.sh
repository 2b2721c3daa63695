#!/usr/bin/env bash
# corpus-s.sh DIR: writes the instrumented .s of the test corpus into DIR, so
# two builds (before and after a refactoring) can be compared with diff -r:
#   asm/<arch>/<name>.s             kcfi-as --arch=<arch> -S of each golden input
#   <tier>/<arch>-O<n>/<name>.s     kcfi-gcc -S -fsanitize=kcfi of tests/{corner,codegen,check}/*.c
# A failing run leaves <name>.err (exit code and stderr) instead.
# Sources are named relative to the tree top, so '.file' lines do not depend on it.
set -u
out=${1:?usage: corpus-s.sh DIR}
top=$(cd "$(dirname "$0")/../.." && pwd)
bin=${KCFI_BUILD:-$top/build}/bin
mkdir -p "$out" && out=$(cd "$out" && pwd)
cd "$top" || exit 1
n=0
# run OUT CMD...: OUT.s from a successful CMD -o OUT.s, else OUT.err
run() {
	local o=$1; shift
	mkdir -p "$(dirname "$o")"
	if "$@" -o "$o.s" 2>"$o.stderr"; then
		rm -f "$o.stderr"
	else
		{ echo "rc=$?"; cat "$o.stderr"; } >"$o.err"
		rm -f "$o.stderr" "$o.s"
	fi
	n=$((n + 1))
}
for t in tests/asm/*/*.s; do
	arch=$(basename "$(dirname "$t")")
	run "$out/asm/$arch/$(basename "$t" .s)" "$bin/kcfi-as" --arch="$arch" -S "$t"
done
for cc in x86_64:kcfi-gcc aarch64:aarch64-linux-gnu-kcfi-gcc; do
	arch=${cc%%:*}
	[ -x "$bin/${cc#*:}" ] || { echo "corpus-s.sh: error: $bin/${cc#*:} not built" >&2; exit 1; }
	for tier in corner codegen check; do
		for src in tests/$tier/*.c; do
			for o in 0 2; do
				run "$out/$tier/$arch-O$o/$(basename "$src" .c)" \
					"$bin/${cc#*:}" -fsanitize=kcfi -S -O$o -Itests/lib "$src"
			done
		done
	done
done
echo "corpus-s.sh: $n runs, $(find "$out" -name '*.s' | wc -l) .s and $(find "$out" -name '*.err' | wc -l) .err files in $out"
