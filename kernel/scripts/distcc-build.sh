#!/usr/bin/env bash
# kernel/scripts/distcc-build.sh BINDIR CONFIG REFERENCE-VMLINUX: build
# CONFIG with CC="distcc kcfi-gcc" on two distccd servers on loopback
# (tests/lib/distccd.sh: each in its own directory, stopped at the end), then
# compare its vmlinux with a local kcfi-gcc build's: the same preambles with
# the same ids and the same number of .kcfi_traps entries (kcfi-check).
set -euo pipefail
bindir=$1 config=$2 ref=$3
kdir=$(cd "$(dirname "$0")/.." && pwd)
. "$kdir/../tests/lib/distccd.sh"
out=$kdir/build/out/distcc-$config
dd=$(mktemp -d /tmp/kcfi-distcc-kernel.XXXXXX)
trap 'distccd_stop "$dd"; rm -rf "$dd"' EXIT
distccd_start "$dd" "$bindir" 2
rm -rf "$out"
export KBUILD_BUILD_TIMESTAMP=@0 KBUILD_BUILD_USER=kcfi KBUILD_BUILD_HOST=kcfi KBUILD_BUILD_VERSION=1
PATH=$bindir:$PATH make -s -C "$kdir" build CC="distcc kcfi-gcc" CONFIG="$config" JOBS=4
served=$(distccd_served "$dd")
compiles=$(grep -h -c 'COMPILE_OK' "$dd"/s*/log | paste -sd+ | bc)
facts() { "$bindir/kcfi-check" "$1" 2>&1 | grep -E ': preamble | trap entries' | sed 's/^[^:]*: //' | sort; }
facts "$ref" >"$dd/ref"
facts "$out/vmlinux" >"$dd/dist"
echo "distcc: $compiles compiles on $served servers; $(grep -c '^preamble ' "$dd/dist") preambles"
if [ "$served" = 2 ] && diff -q "$dd/ref" "$dd/dist" >/dev/null; then
	echo "PASS kernel/distcc/$config: vmlinux preambles, ids and trap entries equal the local build's"
else
	diff "$dd/ref" "$dd/dist" | head -5
	echo "FAIL kernel/distcc/$config: $served servers used, or vmlinux differs from $ref"
	exit 1
fi
