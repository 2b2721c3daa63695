#!/usr/bin/env bash
# verify tier: `kcfi-as --verify` passes on every valid input we have: the
# asm goldens and the plugin's marked output of our C cases on all four
# arches (fuzz/seeds.sh, at -O0..-O3/-Os, patchable entries, retpolines,
# BTI, PIC; arm in ARM and Thumb-2 state).
# That the checker finds defects is pinned in tests/unit/verify.c.
set -u
top=${KCFI_TOP:?} build=${KCFI_BUILD:?}
kas=$build/bin/kcfi-as
w=$(mktemp -d "${TMPDIR:-/tmp}/kcfi-verify.XXXXXX")
trap 'rm -rf "$w"' EXIT
. "$top/tests/lib/arches.sh"
for arch in x86_64 aarch64 riscv64 arm; do
	name=verify/$arch/marked-gcc-output-and-goldens-pass
	cc=$(arch_gcc $arch)
	if ! command -v $cc >/dev/null; then
		echo "SKIP $name: $cc not installed (make deps)"
		continue
	fi
	"$top/fuzz/seeds.sh" $arch "$w/$arch" >/dev/null || { echo "FAIL $name: seeds.sh failed"; continue; }
	n=0 bad=
	for f in "$w/$arch"/*.s; do
		# inputs kcfi-as rejects are the diag tier's business
		"$kas" --arch=$arch -S -o /dev/null "$f" 2>/dev/null || continue
		n=$((n + 1))
		"$kas" --arch=$arch --verify -S -o "$w/out.s" "$f" 2>"$w/err" ||
			bad="$bad $(basename "$f"): $(head -n 1 "$w/err")"
	done
	if [ -n "$bad" ]; then echo "FAIL $name:$bad"
	elif [ $n -lt 100 ]; then echo "FAIL $name: only $n inputs (seeds.sh broken?)"
	else echo "PASS $name ($n files)"; fi
done
