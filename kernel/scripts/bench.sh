#!/usr/bin/env bash
# One table row per build directory: build wall time and peak RSS (from
# /usr/bin/time -f '%e %M' around the Kbuild make, kernel/Makefile "build"),
# vmlinux.o's .text size (size -A), and kcfi-check's counts over vmlinux and
# the modules (preambles, checks, .kcfi_traps entries).
# Usage: bench.sh KCFI_CHECK OUT...
set -uo pipefail
kc=$1
shift
printf '%-28s %9s %12s %12s %10s %8s %8s %8s\n' build wall_s max_rss_kB vmlinux.o_text vmlinux_MB preamble check trap
for out in "$@"; do
	name=$(basename "$out")
	if [ ! -e "$out/vmlinux" ]; then
		printf '%-28s not built\n' "$name"; continue
	fi
	read -r wall rss < <(cat "$out/build-rusage" 2>/dev/null || echo '? ?')
	text=$(size -A "$out/vmlinux.o" | awk '$1 == ".text" { print $2 }')
	mb=$(du -m "$out/vmlinux" | cut -f1)
	files=("$out/vmlinux")
	if [ -s "$out/modules.order" ]; then
		while read -r m; do files+=("$out/${m%.o}.ko"); done < "$out/modules.order"
	fi
	# "FILE: N preambles (...), N typeids, N checks, ..., N trap entries (...)"
	read -r pre chk trap < <("$kc" -q "${files[@]}" 2>&1 | awk '
		/ preambles \(/ { for (i = 2; i <= NF; i++) {
			if ($(i) ~ /^preambles/) p += $(i - 1)
			if ($(i) ~ /^checks/) c += $(i - 1)
			if ($(i) == "trap") t += $(i - 1) } }
		END { print p + 0, c + 0, t + 0 }')
	printf '%-28s %9s %12s %12s %10s %8s %8s %8s\n' "$name" "$wall" "$rss" "$text" "$mb" "$pre" "$chk" "$trap"
done
