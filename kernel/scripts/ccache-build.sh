#!/usr/bin/env bash
# kernel/scripts/ccache-build.sh KCFI_GCC CONFIG: the kernel through ccache.
# Builds CONFIG with CC="ccache kcfi-gcc" and a fresh cache (compiler_check =
# %compiler% --version, docs/kcfi-gcc.md), keeps a copy of its objects, runs
# Kbuild's "make clean" and builds again: the second build must be served from
# the cache, and every object it gets must be byte-identical to the one the
# first build compiled. Prints the hit rate.
set -euo pipefail
kg=$1 config=$2
kdir=$(cd "$(dirname "$0")/.." && pwd)
out=$kdir/build/out/ccache-$config
export CCACHE_DIR=$kdir/build/ccache CCACHE_COMPILERCHECK='%compiler% --version' \
	CCACHE_NOHASHDIR=1 KBUILD_BUILD_TIMESTAMP=@0 KBUILD_BUILD_USER=kcfi KBUILD_BUILD_HOST=kcfi \
	KBUILD_BUILD_VERSION=1
rm -rf "$CCACHE_DIR" "$out" "$out.first"
ccache -M 5G >/dev/null
build() { make -s -C "$kdir" build CC="ccache $kg" CONFIG="$config"; }
ccache -z >/dev/null
build
ccache --print-stats >"$out.stats1"
cp -a "$out" "$out.first"
make -s -C "$kdir/build/linux-6.12" O="$out" ARCH=x86_64 clean
ccache -z >/dev/null
build
ccache --print-stats >"$out.stats2"
stat() { awk -F'\t' -v k="$2" '$1 == k { print $2 }' "$1"; }
hits=$(( $(stat "$out.stats2" direct_cache_hit) + $(stat "$out.stats2" preprocessed_cache_hit) ))
misses=$(stat "$out.stats2" cache_miss)
echo "second build: $hits hits, $misses misses ($(awk -v h="$hits" -v m="$misses" 'BEGIN { printf "%.1f", 100 * h / (h + m) }')% hit rate)"
differ=0 n=0
while IFS= read -r o; do
	n=$((n + 1))
	cmp -s "$out/$o" "$out.first/$o" || { differ=$((differ + 1)); echo "differs: $o"; }
done < <(cd "$out" && find . -name '*.o' ! -name 'vmlinux.o')
if [ "$hits" -gt 0 ] && [ "$misses" = 0 ] && [ "$differ" = 0 ]; then
	echo "PASS kernel/ccache/$config: every compile a hit, $n objects byte-identical to the first build's"
else
	echo "FAIL kernel/ccache/$config: $misses misses, $differ of $n objects differ"
	exit 1
fi
