#!/usr/bin/env bash
# Runtime tier: programs built with kcfi-gcc run correctly typed indirect calls
# (also through typedefs, const-qualified parameters and sibcalls) and die with
# SIGILL at a ud2 listed in .kcfi_traps on a type-confused call.
set -u
kcfi_gcc=$KCFI_BUILD/bin/kcfi-gcc
src=$KCFI_TOP/tests/runtime
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Trap addresses from .kcfi_traps: each entry is a 32-bit offset from itself.
traps_of() {
	python3 - "$1" <<'PY'
import subprocess, sys, struct
exe = sys.argv[1]
sec = subprocess.run(['readelf', '-SW', exe], capture_output=True, text=True).stdout
addr = None
for line in sec.splitlines():
    f = line.replace('[ ', '[').split()
    if len(f) > 4 and f[1] == '.kcfi_traps':
        addr = int(f[3], 16)
if addr is None:
    sys.exit('no .kcfi_traps section')
raw = subprocess.run(['objcopy', '-O', 'binary', '--only-section=.kcfi_traps', exe, '/dev/stdout'],
                     capture_output=True).stdout
main = int(subprocess.run(['nm', exe], capture_output=True, text=True).stdout.split(' T main')[0].split()[-1], 16)
for i in range(0, len(raw), 4):
    (off,) = struct.unpack_from('<i', raw, i)
    print(addr + i + off - main)
PY
}

for opt in -O0 -O1 -O2 -O3 -Os; do
	exe=$tmp/calls$opt
	if ! "$kcfi_gcc" $opt -no-pie -fsanitize=kcfi "$src/calls.c" -o "$exe" 2>"$tmp/err"; then
		echo "FAIL runtime/build$opt: $(head -3 "$tmp/err" | tr '\n' ' ')"
		continue
	fi
	traps=$(traps_of "$exe" 2>&1)
	for c in ok-memory ok-typedef-sibcall ok-const-param ok-typedef-ulong; do
		if "$exe" "$c" >"$tmp/out" 2>&1; then
			echo "PASS runtime/matching-call-runs/$c$opt"
		else
			echo "FAIL runtime/matching-call-runs/$c$opt: exit $? $(head -1 "$tmp/out")"
		fi
	done
	for c in bad-memory bad-sibcall bad-signedness; do
		"$exe" "$c" >"$tmp/out" 2>&1
		rc=$?
		off=$(sed -n 's/^SIGILL at main+\{0,1\}\(-\{0,1\}[0-9]*\)$/\1/p' "$tmp/out")
		if [ $rc -ne 42 ] || [ -z "$off" ]; then
			echo "FAIL runtime/confused-call-traps/$c$opt: exit $rc, $(head -1 "$tmp/out")"
		elif ! grep -qx -- "$off" <<<"$traps"; then
			echo "FAIL runtime/confused-call-traps/$c$opt: SIGILL at main$off is not a .kcfi_traps entry ($traps)"
		else
			echo "PASS runtime/confused-call-traps/$c$opt"
		fi
	done
done
