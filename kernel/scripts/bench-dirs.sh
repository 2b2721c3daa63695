#!/usr/bin/env bash
# Compile time of the same kernel directories with each compiler, back to
# back: a kernel-sized set of units when whole builds cannot run side by
# side (a defconfig build is most of an hour on 2 cores).
#
# Usage: bench-dirs.sh SRC KARCH CROSS "DIRS" NAME=OUT=CC...
#
# Each OUT must be a configured Kbuild output tree of SRC (kernel/Makefile
# "config", or a finished build).  Per tree: "make prepare" untimed, then the
# objects under DIRS are deleted and "make DIR/..." rebuilds them under
# /usr/bin/time.  Prints CPU seconds (user + sys of the whole make, children
# included), wall seconds and peak RSS per compiler, then the ratios of the
# first to each other.
set -euo pipefail
src=$1 karch=$2 cross=$3 dirs=$4
shift 4
[ $# -ge 2 ] || { echo "usage: bench-dirs.sh SRC KARCH CROSS \"DIRS\" NAME=OUT=CC..." >&2; exit 2; }

declare -a names cpus
printf '%-16s %6s %9s %9s %11s\n' compiler units cpu_s wall_s max_rss_kB
for spec in "$@"; do
	name=${spec%%=*} rest=${spec#*=}
	out=${rest%%=*} cc=${rest#*=}
	[ -s "$out/.config" ] || { echo "bench-dirs.sh: $out is not a configured build tree" >&2; exit 1; }
	kmake=(make -C "$src" O="$out" ARCH="$karch" ${cross:+CROSS_COMPILE=$cross} CC="$cc")
	"${kmake[@]}" -s -j2 prepare >/dev/null
	for d in $dirs; do
		[ ! -d "$out/$d" ] || find "$out/$d" \( -name '*.o' -o -name '*.a' \) -delete
	done
	log=$out/bench-dirs.log
	/usr/bin/time -f '%U %S %e %M' -o "$out/bench-dirs.rusage" \
		nice -n 19 "${kmake[@]}" -j2 $(printf '%s/ ' $dirs) >"$log" 2>&1 ||
		{ tail -n 20 "$log" >&2; echo "bench-dirs.sh: $name failed, see $log" >&2; exit 1; }
	units=$(find $(printf "$out/%s " $dirs) -name '*.o' ! -name '*.mod.o' 2>/dev/null | wc -l)
	read -r u s e m <"$out/bench-dirs.rusage"
	cpu=$(awk -v u="$u" -v s="$s" 'BEGIN { printf "%.2f", u + s }')
	printf '%-16s %6s %9s %9s %11s\n' "$name" "$units" "$cpu" "$e" "$m"
	names+=("$name") cpus+=("$cpu")
done
for i in $(seq 1 $((${#names[@]} - 1))); do
	awk -v a="${cpus[0]}" -v b="${cpus[$i]}" -v n="${names[0]} / ${names[$i]}" \
		'BEGIN { printf "%s CPU: %.3f\n", n, a / b }'
done
