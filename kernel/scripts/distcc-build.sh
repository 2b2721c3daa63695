#!/usr/bin/env bash
# kernel/scripts/distcc-build.sh KCFI_GCC CONFIG: the kernel through distcc
# (plain mode). Builds CONFIG locally with kcfi-gcc, keeps that tree, then
# builds it again in the same output directory with CC="distcc kcfi-gcc"
# against two distccd servers on loopback ports (tests/lib/distccd.sh: each
# in its own directory with its own log, stopped at the end). DISTCC_HOSTS
# names only the two servers, with fallback and local retry off, so every
# compile distcc can distribute runs on a server, and a failed one fails the
# build. Both builds pass -fkcfi-identity= (KCFLAGS), so a server with other
# tools would refuse its jobs. vmlinux, the image and every object must be
# byte-identical to the local build's, except objects that differ only in
# debug info (distcc compiles the client's -E output, whose macro expansions
# carry other columns; the minimal kernel has -g only in arch/x86/boot's
# setup code, which is not in vmlinux); each server must have compiled some.
# Prints remote compiles per server, the commands distcc kept local, both
# wall times, and vmlinux's preamble and .kcfi_traps counts.
set -euo pipefail
kg=$1 config=$2
kdir=$(cd "$(dirname "$0")/.." && pwd)
top=$(cd "$kdir/.." && pwd)
out=$kdir/build/out/distcc-$config
bindir=$(cd "$(dirname "$kg")" && pwd)
export KBUILD_BUILD_TIMESTAMP=@0 KBUILD_BUILD_USER=kcfi KBUILD_BUILD_HOST=kcfi KBUILD_BUILD_VERSION=1

if [ ! -e /usr/lib/distcc/kcfi-gcc ]; then
	echo "FAIL kernel/distcc/$config: /usr/lib/distcc/kcfi-gcc missing: distccd runs only compilers linked there (make deps links it)"
	exit 1
fi
. "$top/tests/lib/distccd.sh"
dd=$(mktemp -d /tmp/kcfi-distcc-kernel.XXXXXX)
logs=$out.logs
cleanup() {
	distccd_stop "$dd"
	rm -rf "$logs" && mkdir -p "$logs" && cp "$dd"/client.log "$logs"/ 2>/dev/null || true
	for s in "$dd"/s*/; do cp "$s/log" "$logs/$(basename "$s").log" 2>/dev/null || true; done
	rm -rf "$dd"
}
trap cleanup EXIT
# The distccd user cannot reach a tree under /root: the servers and both
# builds use one world-readable copy, laid out as installed.
mkdir -p "$dd/inst/bin" "$dd/inst/lib"
cp -a "$bindir/kcfi-gcc" "$bindir/kcfi-as" "$dd/inst/bin/"
cp -a "$bindir/../lib/kcfi-gcc" "$dd/inst/lib/"
chmod -R a+rX "$dd/inst"

# Both builds write to the same directory (the first is moved aside), so no
# path in any object can differ between them.
build() {
	local start rc=0
	start=$(date +%s)
	make -s -C "$kdir" build CONFIG="$config" OUT="$out" CC="$1" \
		KCFLAGS="-fkcfi-identity=$id" >&2 || rc=$?
	echo $(($(date +%s) - start))
	return $rc
}
id=$("$dd/inst/bin/kcfi-gcc" -print-kcfi-identity)
rm -rf "$out" "$out.local"
local_time=$(build "$dd/inst/bin/kcfi-gcc")
mv "$out" "$out.local"

distccd_start "$dd" "$dd/inst/bin" 2
export DISTCC_SKIP_LOCAL_RETRY=1 DISTCC_LOG=$dd/client.log PATH=$dd/inst/bin:$PATH
distcc_time=$(build "distcc kcfi-gcc")

# distccd logs one COMPILE_OK per job it compiled; the client logs "exec on
# localhost" for every command it would not distribute (probes, links, -E).
served=() failed=0
for s in "$dd"/s*/; do
	served+=("$(grep -c 'COMPILE_OK' "$s/log" || true)")
	failed=$((failed + $(grep 'dcc_job_summary' "$s/log" | grep -vc 'COMPILE_OK' || true)))
done
local_runs=$(grep -c 'exec on localhost' "$dd/client.log" || true)
undistributed=$(grep -c 'failed to distribute' "$dd/client.log" || true)
echo "distcc build: ${served[0]} compiles on server 1, ${served[1]} on server 2, $failed failed remotely, $undistributed fell back, $local_runs commands kept local"
echo "why kept local (distcc's words):"
grep -B1 'exec on localhost' "$dd/client.log" | sed -n 's/^distcc\[[0-9]*\] (dcc_[a-z_]*) //p' | sort | uniq -c | sort -rn | head -n5 || true
echo "wall time: local build ${local_time}s, distcc build ${distcc_time}s (one machine: the servers share its 2 cores)"
daemons=$(cat "$dd"/s*/daemon.pid)
distccd_stop "$dd"
stopped=true
for p in $daemons; do
	if kill -0 -- "-$p" 2>/dev/null; then stopped=false; echo "server process group $p still running"; fi
done

differ=0 debug_only=0 n=0
while IFS= read -r o; do
	n=$((n + 1))
	cmp -s "$out/$o" "$out.local/$o" && continue
	if objcopy --strip-debug "$out/$o" "$dd/a.o" 2>/dev/null &&
		objcopy --strip-debug "$out.local/$o" "$dd/b.o" && cmp -s "$dd/a.o" "$dd/b.o"; then
		debug_only=$((debug_only + 1)); echo "differs in debug info only: $o"
	else
		differ=$((differ + 1)); echo "differs: $o"
	fi
done < <(cd "$out.local" && find . -name '*.o' -o -name vmlinux -o -name bzImage)
if [ "$(find "$out" -name '*.o' | wc -l)" != "$(find "$out.local" -name '*.o' | wc -l)" ]; then
	differ=$((differ + 1)); echo "the two builds made different sets of objects"
fi
for v in "$out.local/vmlinux" "$out/vmlinux"; do
	traps=$(nm "$v" | awk '$3 == "__start___kcfi_traps" { s = $1 } $3 == "__stop___kcfi_traps" { e = $1 }
		END { print "0x" e " - 0x" s }')
	echo "$v: $(nm "$v" | grep -c ' __cfi_') __cfi_ preambles, $(( (traps) / 4 )) .kcfi_traps entries, sha256 $(sha256sum <"$v" | cut -c1-16)"
done
if [ "${served[0]}" -gt 0 ] && [ "${served[1]}" -gt 0 ] && [ "$failed" = 0 ] &&
	[ "$undistributed" = 0 ] && [ "$differ" = 0 ] && [ "$n" -gt 2 ] && $stopped; then
	echo "PASS kernel/distcc/$config: both servers compiled and are stopped; of $n files (every .o, both vmlinux, bzImage and its arch/x86_64 link) $((n - debug_only)) are byte-identical to the local build's, $debug_only differ in debug info only"
else
	echo "FAIL kernel/distcc/$config: servers ${served[*]}, $failed failed, $undistributed fell back, $differ of $n files differ beyond debug info, stopped: $stopped"
	exit 1
fi
