#!/usr/bin/env bash
# A real DKMS run (issue #25): Debian's own dkms builds our out-of-tree
# module (kernel/oot, with its dkms.conf) when the kernel packages are
# installed, as on a user's machine, in a chroot of the Debian image (the
# host's arch: x86_64).  Each install starts from a fresh copy of the image:
#   forgot  the module registered, the kernel packages installed, no
#           kcfi-gcc: the headers name kcfi-gcc (patch 0008), so DKMS's build
#           must fail saying so, and no module may be installed
#   kcfi    kcfi-gcc's package installed first (what a user of a KCFI kernel
#           has): DKMS builds and installs the module at the kernel's install,
#           with preambles whose ids kcfi-check re-derives from DWARF
# The second image, with kcfi-gcc, the kernel and the DKMS-built module
# installed, is written to OUT_TAR for debian-boot.sh's "dkms" job.
#
# Usage: debian-dkms.sh ROOTFS_TAR DEB_DIR KCFI_DEB MODULE_SRC KCFI_CHECK OUT_TAR
#   ROOTFS_TAR  debian-image.sh's image with dkms and kcfi-gcc's dependencies
#   DEB_DIR     debian-deb's packages (linux-image-*, linux-headers-*)
#   KCFI_DEB    our kcfi-gcc package (make deb)
# One PASS/FAIL line per check; exit 1 on any FAIL.
set -euo pipefail
[ $# -eq 6 ] || { echo "usage: debian-dkms.sh ROOTFS_TAR DEB_DIR KCFI_DEB MODULE_SRC KCFI_CHECK OUT_TAR" >&2; exit 2; }
tarball=$1 debs=$2 kdeb=$3 src=$4 kcheck=$5 out_tar=$6
rc=0
pass() { echo "PASS debian-dkms/$1"; }
fail() { echo "FAIL debian-dkms/$1"; rc=1; }

set -- "$debs"/linux-headers-*.deb
[ -e "$1" ] || { echo "debian-dkms.sh: no linux-headers package in $debs" >&2; exit 2; }
headers=$1
image=$(ls "$debs"/linux-image-*.deb | grep -v -- '-dbg_' | head -n 1)
[ -n "$image" ] || { echo "debian-dkms.sh: no linux-image package in $debs" >&2; exit 2; }
krel=$(dpkg-deb -f "$image" Package)
krel=${krel#linux-image-}
. "$src/dkms.conf"
mod=$PACKAGE_NAME/$PACKAGE_VERSION

work=$(mktemp -d "${TMPDIR:-/var/tmp}/kcfi-dkms.XXXXXX")
root=$work/root
cleanup() {
	umount "$root/proc" 2>/dev/null || true
	rm -rf "$work"
}
trap cleanup EXIT

# fresh_root: the image unpacked, /proc mounted (dkms and Kbuild read it),
# the module's source registered with dkms, the packages copied in
fresh_root() {
	umount "$root/proc" 2>/dev/null || true
	rm -rf "$root"
	mkdir -p "$root"
	tar -C "$root" -xf "$tarball"
	mount -t proc proc "$root/proc"
	cp -r "$src" "$root/usr/src/$PACKAGE_NAME-$PACKAGE_VERSION"
	chroot "$root" dkms add "$mod" >"$work/add.log" 2>&1 ||
		{ cat "$work/add.log" >&2; echo "debian-dkms.sh: dkms add $mod failed" >&2; exit 1; }
	cp "$headers" "$image" "$kdeb" "$root/tmp/"
}

# install_kernel LOG: dpkg -i of the headers and image packages; their
# postinst hooks run dkms (autoinstall) and initramfs-tools.  Prints dpkg's
# exit status.
install_kernel() {
	local st=0
	chroot "$root" dpkg -i "/tmp/$(basename "$headers")" "/tmp/$(basename "$image")" >"$1" 2>&1 || st=$?
	echo $st
}

# installed_ko: the module file dkms installed for krel, if any
installed_ko() {
	find "$root/lib/modules/$krel" -name "$BUILT_MODULE_NAME.ko*" 2>/dev/null | head -n 1
}

# --- forgot: no kcfi-gcc on the machine ---------------------------------
fresh_root
st=$(install_kernel "$work/forgot.log")
build_log=$root/var/lib/dkms/$mod/build/make.log
ko=$(installed_ko)
if [ -z "$ko" ] && grep -q 'kcfi-gcc' "$build_log" 2>/dev/null &&
   grep -qiE 'not found|No such file' "$build_log"; then
	pass "without-kcfi-gcc-the-dkms-build-fails (dpkg -i exit $st: $(grep -m1 -iE 'kcfi-gcc.*(not found|No such file)' "$build_log"))"
else
	fail "without-kcfi-gcc-the-dkms-build-fails: module '${ko#"$root"}', dpkg -i exit $st, $(tail -n 3 "$build_log" 2>/dev/null | tr '\n' ' ')"
	tail -n 20 "$work/forgot.log" >&2
fi

# --- kcfi: kcfi-gcc installed, then the kernel --------------------------
fresh_root
chroot "$root" dpkg -i "/tmp/$(basename "$kdeb")" >"$work/kcfi-gcc.log" 2>&1 ||
	{ cat "$work/kcfi-gcc.log" >&2; echo "debian-dkms.sh: dpkg -i $(basename "$kdeb") failed" >&2; exit 1; }
st=$(install_kernel "$work/kernel.log")
status=$(chroot "$root" dkms status "$mod" -k "$krel" 2>&1)
ko=$(installed_ko)
if [ "$st" = 0 ] && [ -n "$ko" ] && grep -q ": installed" <<<"$status"; then
	pass "dkms-builds-the-module-at-the-kernel-install ($status; ${ko#"$root"})"
else
	fail "dkms-builds-the-module-at-the-kernel-install: dpkg -i exit $st, status '$status', module '${ko#"$root"}'"
	tail -n 20 "$work/kernel.log" >&2
	tail -n 10 "$root/var/lib/dkms/$mod/build/make.log" >&2 2>/dev/null || true
fi
# Kbuild compares `$(CC) --version` with the kernel's CONFIG_CC_VERSION_TEXT:
# kcfi-gcc prints gcc's own line, so DKMS's build must not be warned
mlog=$root/var/lib/dkms/$mod/$krel/x86_64/log/make.log
if grep -q 'CC \[M\]' "$mlog" 2>/dev/null && ! grep -q 'compiler differs' "$mlog"; then
	pass "dkms-build-sees-the-kernel-compiler ($(grep -c 'CC \[M\]' "$mlog") compiles, no compiler warning)"
else
	fail "dkms-build-sees-the-kernel-compiler: $(grep -A2 'compiler differs' "$mlog" 2>/dev/null | tr '\n' ' ' || echo "no log $mlog")"
fi
if [ -n "$ko" ]; then
	case $ko in
	*.xz) xz -dc "$ko" >"$work/m.ko" ;;
	*.zst) zstd -q -dc "$ko" >"$work/m.ko" ;;
	*.gz) gzip -dc "$ko" >"$work/m.ko" ;;
	*) cp "$ko" "$work/m.ko" ;;
	esac
	# dkms strips the debug info of what it installs (STRIP's default), so
	# kcfi-check finds no DWARF to re-derive the ids from: that the ids are
	# right is judged by the boot, whose callbacks trap on a wrong one
	res=$("$kcheck" -q "$work/m.ko" 2>&1) || true
	pre=$(sed -n 's/^[^ ]*: \([0-9]*\) preambles .*/\1/p' <<<"$res")
	if [ "${pre:-0}" -gt 0 ] && ! grep -qE ': (error|warning): ' <<<"$res"; then
		pass "dkms-module-has-kcfi ($(basename "$ko"): $pre preambles; stripped by dkms, the ids are the boot's to judge)"
	else
		fail "dkms-module-has-kcfi: $(tr '\n' ' ' <<<"$res")"
	fi
fi
umount "$root/proc"
rm -f "$root"/tmp/*.deb
tar -C "$root" -cf "$out_tar.tmp" .
mv "$out_tar.tmp" "$out_tar"
exit $rc
