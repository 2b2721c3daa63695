#!/usr/bin/env bash
# Benchmarks that print ratios (kcfi-gcc / plain gcc); nothing here is a test.
#   bench/bench.sh            compile time, object size, run-time cost of checks
# Run-time cost is counted in instructions with valgrind (repeatable on a busy
# machine) and, where perf works, in cycles.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
kcfi=$top/build/bin/kcfi-gcc
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
srcs=("$top"/tests/codegen/*.c "$top"/tests/typeid/corpus/{c-types,drivers,fs-ops,tags}.c
      "$top"/examples/demo.c "$top"/bench/indirect.c)

ratio() { python3 -c "import sys; print('%.3f' % (float(sys.argv[1]) / float(sys.argv[2])))" "$1" "$2"; }
now() { date +%s.%N; }

compile_all() {	# compiler flags... -> seconds for 5 rounds of all sources
	local t0 t1
	t0=$(now)
	for _ in 1 2 3 4 5; do
		for s in "${srcs[@]}"; do "$@" -c "$s" -o "$tmp/$(basename "$s" .c).o"; done
	done
	t1=$(now)
	python3 -c "print($t1 - $t0)"
}

tg=$(compile_all gcc -O2)
tk=$(compile_all "$kcfi" -O2 -fsanitize=kcfi)
echo "compile time  gcc ${tg}s  kcfi-gcc ${tk}s  ratio $(ratio "$tk" "$tg")"

size_of() { size -A "$1" | awk '$1 ~ /^\.text/ { s += $2 } END { print s }'; }
sg=0 sk=0
for s in "${srcs[@]}"; do
	gcc -O2 -c "$s" -o "$tmp/g.o"
	"$kcfi" -O2 -fsanitize=kcfi -c "$s" -o "$tmp/k.o"
	sg=$((sg + $(size_of "$tmp/g.o")))
	sk=$((sk + $(size_of "$tmp/k.o")))
done
echo ".text size    gcc ${sg}B  kcfi-gcc ${sk}B  ratio $(ratio "$sk" "$sg")"

gcc -O2 "$top/bench/indirect.c" -o "$tmp/plain"
"$kcfi" -O2 -fsanitize=kcfi "$top/bench/indirect.c" -o "$tmp/kcfi"
if command -v valgrind >/dev/null; then
	ir() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 | sed -n 's/.*Collected : //p'; }
	ig=$(ir "$tmp/plain" 1000000)
	ik=$(ir "$tmp/kcfi" 1000000)
	echo "instructions  gcc $ig  kcfi-gcc $ik  ratio $(ratio "$ik" "$ig")  (2M checked calls, $(python3 -c "print(round(($ik - $ig) / 2e6, 2))") extra instructions per check)"
fi
if perf stat -x, -e cycles true 2>&1 | grep -q '^[0-9]'; then
	cyc() { perf stat -x, -e cycles "$@" 2>&1 >/dev/null | awk -F, '/cycles/ { print $1 }'; }
	cg=$(cyc "$tmp/plain" 50000000)
	ck=$(cyc "$tmp/kcfi" 50000000)
	echo "cycles        gcc $cg  kcfi-gcc $ck  ratio $(ratio "$ck" "$cg")  (100M checked calls)"
fi
