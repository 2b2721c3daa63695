#!/usr/bin/env bash
# An out-of-tree module built as DKMS builds one: against the linux-headers
# package (unpacked here, as dpkg would install it), with "make -C HEADERS
# M=DIR modules" and no CC of ours.  The headers must name the KCFI GCC
# driver (patch 0008, .kernelvariables), so the module gets preambles; and a
# user who forces plain gcc (CC=gcc) must be stopped at the build, never get
# a module without KCFI.
#
# Usage: debian-oot.sh DEB_DIR MODULE_SRC WORK KCFI_BIN KCFI_CHECK
#   KCFI_BIN is put first on PATH, as an installed kcfi-gcc would be.
# Prints one PASS/FAIL line per check; exits 1 on any FAIL.  The module is
# left in WORK/kcfi/*.ko.
set -euo pipefail
[ $# -eq 5 ] || { echo "usage: debian-oot.sh DEB_DIR MODULE_SRC WORK KCFI_BIN KCFI_CHECK" >&2; exit 2; }
debs=$1 src=$2 work=$3 bin=$4 kcheck=$5
rc=0
pass() { echo "PASS debian-oot/$1"; }
fail() { echo "FAIL debian-oot/$1"; rc=1; }

rm -rf "$work"
mkdir -p "$work/root"
set -- "$debs"/linux-headers-*.deb
[ -e "$1" ] || { echo "debian-oot.sh: no linux-headers package in $debs" >&2; exit 2; }
dpkg-deb -x "$1" "$work/root"
set -- "$work"/root/usr/src/linux-headers-*
hdr=$1
if grep -qx 'CC = kcfi-gcc' "$hdr/.kernelvariables" 2>/dev/null; then
	pass headers-record-the-kcfi-driver
else
	fail "headers-record-the-kcfi-driver: $(cat "$hdr/.kernelvariables" 2>&1 | tr '\n' ' ')"
fi

# as DKMS: no CC on the command line
cp -r "$src" "$work/kcfi"
if PATH=$bin:$PATH make -C "$hdr" M="$work/kcfi" modules >"$work/kcfi.log" 2>&1 &&
   set -- "$work"/kcfi/*.ko && [ -e "$1" ]; then
	ko=$1
	out=$("$kcheck" -q --dwarf "$ko" 2>&1) || true
	pre=$(sed -n 's/^[^ ]*: \([0-9]*\) preambles .*/\1/p' <<<"$out")
	if [ "${pre:-0}" -gt 0 ] && grep -q ' 0 mismatched, 0 not verified' <<<"$out" &&
	   ! grep -qE ': (error|warning): ' <<<"$out"; then
		pass "dkms-style-build-has-kcfi ($(basename "$ko"): $pre preambles, every id verified by DWARF)"
	else
		fail "dkms-style-build-has-kcfi: $(tr '\n' ' ' <<<"$out")"
	fi
else
	fail "dkms-style-build-has-kcfi: the build failed: $(tail -n 3 "$work/kcfi.log" | tr '\n' ' ')"
fi

# the user who forgot: plain gcc
cp -r "$src" "$work/plain"
if make -C "$hdr" M="$work/plain" CC=gcc modules >"$work/plain.log" 2>&1; then
	fail "plain-gcc-is-stopped-at-build: it built $(ls "$work"/plain/*.ko 2>/dev/null | tr '\n' ' ')"
elif grep -q "unrecognized argument to '-fsanitize=' option: 'kcfi'\|unrecognized argument to ‘-fsanitize=’ option: ‘kcfi’" "$work/plain.log" &&
     ! ls "$work"/plain/*.ko >/dev/null 2>&1; then
	pass "plain-gcc-is-stopped-at-build ($(grep -m1 'unrecognized argument' "$work/plain.log"))"
else
	fail "plain-gcc-is-stopped-at-build: failed otherwise: $(tail -n 3 "$work/plain.log" | tr '\n' ' ')"
fi
exit $rc
