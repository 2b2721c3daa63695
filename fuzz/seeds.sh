#!/usr/bin/env bash
# Seed corpus for the kcfi-as fuzzer: the golden .s files of tests/asm/ and
# the marked .s the plugin makes of our C test cases, at several option
# sets, for one arch. Usage: fuzz/seeds.sh ARCH OUTDIR
set -eu
arch=$1 out=$2
top=$(cd "$(dirname "$0")/.." && pwd)
build=$top/build
mkdir -p "$out"
case $arch in
x86_64)  cc=gcc
	 extra=("-mindirect-branch=thunk-extern" "-fpatchable-function-entry=11,11"
		"-fcf-protection=branch" "-mindirect-branch=thunk-extern -mindirect-branch-cs-prefix") ;;
aarch64) cc=aarch64-linux-gnu-gcc
	 extra=("-fpatchable-function-entry=4,4" "-mbranch-protection=standard" "-fPIC" "-mharden-sls=all") ;;
riscv64) cc=riscv64-linux-gnu-gcc
	 extra=("-fPIC" "-march=rv64imafd" "-mno-relax" "-mcmodel=medany") ;;
# armhf's gcc makes Thumb-2 by default: -marm covers ARM state
arm)     cc=arm-linux-gnueabihf-gcc
	 extra=("-marm" "-mthumb -fPIC" "-marm -fPIC" "-marm -mno-thumb-interwork") ;;
*) echo "seeds.sh: unknown arch $arch" >&2; exit 2 ;;
esac
plugin=$(KCFI_REAL_CC=$cc "$build/bin/kcfi-gcc" -print-kcfi-plugin)
for f in "$top"/tests/asm/"$arch"/*.s; do
	[ -e "$f" ] || continue		# riscv64 and arm have no goldens
	cp "$f" "$out/golden-$(basename "$f")"
done
n=0
for c in "$top"/tests/corner/*.c "$top"/tests/codegen/*.c "$top"/tests/check/*.c \
	 "$top"/tests/aarch64/*.c "$top"/tests/riscv64/*.c "$top"/tests/arm/*.c "$top"/examples/*.c; do
	[ -e "$c" ] || continue
	for flags in -O0 -O2 -Os "-O2 ${extra[0]}" "-O2 ${extra[1]}" "-O3 ${extra[2]:-}" "-O2 ${extra[3]:-}"; do
		n=$((n + 1))
		# shellcheck disable=SC2086
		"$cc" $flags -S -fplugin="$plugin" -w "$c" -o "$out/gcc-$n-$(basename "$c" .c).s" \
			2>/dev/null || rm -f "$out/gcc-$n-$(basename "$c" .c).s"
	done
done
# only the files that carry markers exercise more than the pass-through
grep -L '\.kcfi_' "$out"/gcc-*.s | xargs -r rm -f
ls "$out" | wc -l
