#!/usr/bin/env bash
# Instructions, not seconds: what kcfi-gcc adds to a compile, counted the
# same on a quiet machine and a loaded one.  CPU seconds on 2 shared cores
# move by several percent between two runs of the same shard; callgrind's
# instruction count does not move.  It leaves out the kernel's side of
# each exec (kcfi-gcc runs more processes), so it is a floor, not a time.
#
# Usage: bench-insns.sh TREE KCFI_CC PLAIN_CC OBJ...
#
# Each OBJ (relative to the Kbuild output TREE, compiled there by KCFI_CC)
# is compiled again from Kbuild's own command (its .cmd file) under
# callgrind, every process counted (--trace-children): once as Kbuild ran
# it, and once with PLAIN_CC and without -fsanitize=kcfi, the same source,
# flags and configuration otherwise.  Prints per object both counts, the
# processes each ran and the ratio, then the ratio of the sums.
set -euo pipefail
[ $# -ge 4 ] || { echo "usage: bench-insns.sh TREE KCFI_CC PLAIN_CC OBJ..." >&2; exit 2; }
tree=$1 kcc=$2 pcc=$3
shift 3
command -v valgrind >/dev/null || { echo "bench-insns.sh: valgrind is not installed" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$tree"

count() {	# LABEL COMMAND: instructions of every process, and their number
	rm -f "$work/$1".*
	valgrind --tool=callgrind --trace-children=yes --callgrind-out-file="$work/$1.%p" \
		bash -c "$2" >"$work/$1.log" 2>&1 ||
		{ tail -n 20 "$work/$1.log" >&2; echo "bench-insns.sh: $1 compile failed" >&2; exit 1; }
	# %.0f: mawk prints a sum past 2^31 as 3.75e+09, which the shell cannot add
	awk '/^totals:/ { s += $2; n++ } END { printf "%.0f %d\n", s, n }' "$work/$1".[0-9]*
}

printf '%-52s %14s %14s %5s %7s\n' object kcfi_insns plain_insns procs ratio
ksum=0 psum=0
for obj in "$@"; do
	cmdfile=$(dirname "$obj")/.$(basename "$obj").cmd
	[ -s "$cmdfile" ] || { echo "bench-insns.sh: $tree/$cmdfile: no Kbuild command for $obj" >&2; exit 1; }
	cmd=$(sed -n '1s/^savedcmd_[^ ]* := //p' "$cmdfile")
	case $cmd in "$kcc "*) ;; *) echo "bench-insns.sh: $obj was not compiled by $kcc" >&2; exit 1 ;; esac
	# the dependency file and the object go to the scratch directory
	cmd=$(sed -E "s| -Wp,-MMD,[^ ]*||; s| -o $obj | -o $work/out.o |" <<<"$cmd")
	plain=$pcc${cmd#"$kcc"}
	plain=${plain// -fsanitize=kcfi/}
	read -r k kn < <(count kcfi "$cmd")
	read -r p pn < <(count plain "$plain")
	[ "$k" -gt 0 ] && [ "$p" -gt 0 ] || { echo "bench-insns.sh: $obj: nothing counted" >&2; exit 1; }
	printf '%-52s %14s %14s %5s %7.4f\n' "$obj" "$k" "$p" "$kn/$pn" "$(awk -v a="$k" -v b="$p" 'BEGIN { print a / b }')"
	ksum=$((ksum + k)) psum=$((psum + p))
done
awk -v a="$ksum" -v b="$psum" -v n=$# 'BEGIN { printf "kcfi-gcc / gcc instructions over %d objects: %.4f\n", n, a / b }'
