#!/usr/bin/env bash
# Run one fuzz target for SECONDS: fuzz/run.sh kcfi-as-x86_64|kcfi-as-aarch64|kcfi-check SECONDS
# (make fuzz-as / make fuzz-check call this). The corpus grows in
# build/fuzz/corpus-TARGET/ across runs; seeds are rebuilt when missing:
#   kcfi-as-ARCH  fuzz/seeds.sh ARCH (goldens + the plugin's marked .s)
#   kcfi-check    objects of tests/corner/*.c and tests/check/*.s by
#                 kcfi-gcc and clang-19, both arches, with DWARF
# plus tests/fuzz/TARGET/, the regression cases. A crash, sanitizer report,
# timeout or leak stops the run with exit != 0 and the input in
# build/fuzz/crashes-TARGET/; copy it into tests/fuzz/TARGET/ once fixed.
set -eu
target=$1 secs=$2
top=$(cd "$(dirname "$0")/.." && pwd)
b=$top/build bin=$top/build/fuzz/$target
seeds=$b/fuzz/seeds-$target corpus=$b/fuzz/corpus-$target crashes=$b/fuzz/crashes-$target
mkdir -p "$corpus" "$crashes"
[ -x "$bin" ] || { echo "run.sh: $bin not built (make fuzz-build)" >&2; exit 2; }
if [ ! -d "$seeds" ]; then
	mkdir -p "$seeds.tmp"
	case $target in
	kcfi-as-*) "$top/fuzz/seeds.sh" "${target#kcfi-as-}" "$seeds.tmp" >/dev/null ;;
	kcfi-check)
		for c in "$top"/tests/corner/*.c "$top"/tests/check/*.c; do
			n=$(basename "$c" .c)
			"$b/bin/kcfi-gcc" -O2 -g -fsanitize=kcfi -w -c "$c" -o "$seeds.tmp/kg-$n.o" 2>/dev/null || true
			"$b/bin/aarch64-linux-gnu-kcfi-gcc" -O2 -g -fsanitize=kcfi -w -c "$c" \
				-o "$seeds.tmp/kg-a64-$n.o" 2>/dev/null || true
			clang-19 -O2 -g -fsanitize=kcfi -w -c "$c" -o "$seeds.tmp/cl-$n.o" 2>/dev/null || true
			clang-19 --target=aarch64-linux-gnu -O2 -g -fsanitize=kcfi -w -c "$c" \
				-o "$seeds.tmp/cl-a64-$n.o" 2>/dev/null || true
		done
		for s in "$top"/tests/check/*.s; do
			case $s in */a64-*) as=aarch64-linux-gnu-as ;; *) as=as ;; esac
			$as "$s" -o "$seeds.tmp/as-$(basename "$s" .s).o" 2>/dev/null || true
		done ;;
	esac
	mv "$seeds.tmp" "$seeds"
fi
dict=()
[ -f "$top/fuzz/$target.dict" ] && dict=(-dict="$top/fuzz/$target.dict")
[ "${target#kcfi-as-}" != "$target" ] && dict=(-dict="$top/fuzz/kcfi-as.dict")
regress=$top/tests/fuzz/$target
dirs=("$corpus" "$seeds")
[ -d "$regress" ] && dirs+=("$regress")
log=$b/fuzz/$target.log
echo "fuzzing $target for ${secs}s: seeds $(ls "$seeds" | wc -l), corpus $(ls "$corpus" | wc -l), log $log"
rc=0
nice "$bin" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
	-artifact_prefix="$crashes/" "${dict[@]}" "${dirs[@]}" >"$log" 2>&1 || rc=$?
grep -E '^#[0-9]+[[:space:]]+(INITED|DONE)' "$log" | tail -n 2
grep -E '^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)' "$log"
echo "corpus: $(ls "$corpus" | wc -l) files; crashes: $(ls "$crashes" | wc -l)"
if [ $rc != 0 ]; then
	grep -E 'ERROR|SUMMARY|runtime error|Test unit written' "$log" | head -n 5
	echo "run.sh: $target failed (exit $rc)"
fi
exit $rc
