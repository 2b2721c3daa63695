#!/usr/bin/env bash
# Boot the Debian image (debian-image.sh) under QEMU TCG on a fresh ext4 disk
# made from its tarball, with a kernel and initramfs that dpkg and
# initramfs-tools installed inside it (/boot/vmlinuz-KREL, /boot/initrd.img-KREL),
# run one guest job and keep the console.
#
# Usage: debian-boot.sh ARCH ROOTFS_TAR KREL JOB CONSOLE_LOG [TIMEOUT_S] [DEBS...]
#   ARCH      x86_64 (q35) | arm64 (virt)
#   KREL      the kernel release whose /boot files to boot; "latest" = the only one
#   JOB       kcfi.job= for kernel/image/kcfi-guest (lsmod, none, ...)
#   DEBS      .deb files installed into the disk with dpkg before the boot (a
#             kernel package of ours: its postinst runs initramfs-tools); in
#             a chroot, or for a foreign arch's image by a first boot of the
#             image's own kernel (console: CONSOLE_LOG's "-install" twin)
# Environment: GUEST_FILES, host files copied into the guest's /root;
# EXTRA_DISKS=N, N empty 2 GiB virtio disks after the root (vdb, vdc, ...);
# GUEST_APPEND, more kernel command line (e.g. kcfi.min=10 for the soak).
# Exit status 0 when the guest printed "KCFI-GUEST: done" and powered off by
# itself within the timeout.
set -euo pipefail
[ $# -ge 5 ] || { echo "usage: debian-boot.sh ARCH ROOTFS_TAR KREL JOB CONSOLE_LOG [TIMEOUT_S] [DEBS...]" >&2; exit 2; }
arch=$1 tarball=$2 krel=$3 job=$4 log=$5 timeout=${6:-900}
shift $(( $# >= 6 ? 6 : 5 ))
work=$(mktemp -d "${TMPDIR:-/var/tmp}/kcfi-boot.XXXXXX")
trap 'rm -rf "$work"' EXIT
root=$work/root
mkdir -p "$root"
tar -C "$root" -xf "$tarball"
# the guest job, started once systemd reached multi-user.target
image=$(cd "$(dirname "$0")/../image" && pwd)
install -m 0644 "$image/kcfi-guest.service" "$root/etc/systemd/system/"
install -m 0755 "$image/kcfi-guest" "$root/usr/local/sbin/"
install -m 0644 "$image/kcfi-soak" "$root/usr/local/sbin/"
install -D -m 0644 "$image/stress-ng.list" "$root/usr/local/share/kcfi/stress-ng.list"
mkdir -p "$root/etc/systemd/system/multi-user.target.wants"
ln -sfn /etc/systemd/system/kcfi-guest.service "$root/etc/systemd/system/multi-user.target.wants/"
for f in ${GUEST_FILES:-}; do
	install -m 0644 "$f" "$root/root/"
done
# QEMU per arch.  One TCG thread for both vCPUs: under QEMU 7.2's
# multi-threaded TCG, Debian's own kernel (no CFI) oopsed on an int3 of the
# kernel's text_poke_bp() that the other vCPU had already removed (a static
# key's site in secure_tcp_seq_and_ts_off, during the soak; kernel/README.md).
case $arch in
x86_64) qemu=(qemu-system-x86_64 -M q35 -cpu max -accel tcg,thread=single) console=ttyS0 debarch=amd64 ;;
arm64)  qemu=(qemu-system-aarch64 -M virt,gic-version=3 -cpu max -accel tcg,thread=single) console=ttyAMA0 debarch=arm64 ;;
*) echo "debian-boot.sh: ARCH=$arch: x86_64 or arm64" >&2; exit 2 ;;
esac
# The packages go in as a user installs them: dpkg, whose kernel postinst
# runs initramfs-tools.  In a chroot of the image where the host runs its
# binaries; a foreign arch's image installs them itself, in a first boot
# of the kernel it already has (job "dpkg"), on the disk the real boot uses.
install_boot=
if [ $# -gt 0 ] && [ "$debarch" != "$(dpkg --print-architecture)" ]; then
	set -- "$root"/boot/vmlinuz-* "$@"
	[ -e "$1" ] && [ "${2#"$root"/boot/vmlinuz-}" = "$2" ] ||
		{ echo "debian-boot.sh: a foreign image needs one kernel of its own to install packages" >&2; exit 1; }
	install_boot=${1##*/vmlinuz-}
	shift
	mkdir -p "$root/root/kcfi-debs"
	cp "$@" "$root/root/kcfi-debs/"
	set --
fi
for deb in "$@"; do
	cp "$deb" "$root/tmp/"
	chroot "$root" dpkg -i "/tmp/$(basename "$deb")" >"$work/dpkg.log" 2>&1 ||
		{ cat "$work/dpkg.log" >&2; echo "debian-boot.sh: dpkg -i $(basename "$deb") failed" >&2; exit 1; }
	cat "$work/dpkg.log"
	rm -f "$root/tmp/$(basename "$deb")"
done
mkfs.ext4 -q -F -L root -d "$root" "$work/disk.img" 4G
rm -rf "$root"
# /boot/vmlinuz-K and its initrd, read from the disk (debugfs: no mount);
# $booted: the release the next run boots
boot_files() {
	local k=$1
	if [ "$k" = latest ]; then
		k=$(debugfs -R 'ls -p /boot' "$work/disk.img" 2>/dev/null | awk -F/ '$6 ~ /^vmlinuz-/ { print substr($6, 9) }' |
			grep -vxF "${install_boot:-/}") || true
		[ "$(echo "$k" | grep -c .)" -eq 1 ] || { echo "debian-boot.sh: KREL=latest but /boot has: $k" >&2; exit 2; }
	fi
	booted=$k
	rm -f "$work/kernel" "$work/initrd"
	debugfs -R "dump /boot/vmlinuz-$k $work/kernel" "$work/disk.img" >/dev/null 2>&1
	debugfs -R "dump /boot/initrd.img-$k $work/initrd" "$work/disk.img" >/dev/null 2>&1
	[ -s "$work/kernel" ] && [ -s "$work/initrd" ] ||
		{ echo "debian-boot.sh: no /boot/vmlinuz-$k or initrd.img-$k in the image" >&2; exit 1; }
}
disks=()
for i in $(seq 1 "${EXTRA_DISKS:-0}"); do
	truncate -s 2G "$work/extra$i.img"
	disks+=(-drive "file=$work/extra$i.img,if=virtio,format=raw")
done
# No network leaves the guest: its two virtio-net NICs share one QEMU hub,
# a cable between them (the soak puts one in a namespace), and nothing else.
run() { # JOB LOG TIMEOUT APPEND
	local start=$(date +%s)
	timeout --foreground "$3" "${qemu[@]}" -m 2G -smp 2 -nographic -no-reboot \
		-kernel "$work/kernel" -initrd "$work/initrd" \
		-append "root=/dev/vda rw console=$console kcfi.job=$1${4:+ $4}" \
		-drive "file=$work/disk.img,if=virtio,format=raw" "${disks[@]}" \
		-netdev hubport,id=n1,hubid=0 -device virtio-net-pci,netdev=n1,mac=52:54:00:00:c1:01 \
		-netdev hubport,id=n2,hubid=0 -device virtio-net-pci,netdev=n2,mac=52:54:00:00:c1:02 </dev/null >"$2" 2>&1 || true
	echo "  BOOTED  $booted, job $1, $(( $(date +%s) - start )) s (console: $2)"
	grep -a -o 'KCFI-GUEST: .*' "$2" | grep -v ': module: ' || true
	# the kernel that ran is the one asked for: a run of another would
	# judge the wrong kernel (the first arm64 soak ran Debian's own)
	if ! grep -aqF "Linux version $booted " "$2"; then
		echo "debian-boot.sh: the guest did not run $booted: $(grep -a -m1 -o 'Linux version [^ ]*' "$2" || echo 'no Linux version line') (console: $2)" >&2
		exit 1
	fi
}
if [ -n "$install_boot" ]; then
	boot_files "$install_boot"
	run dpkg "${log%.log}-install.log" "$timeout"
	grep -aq 'KCFI-GUEST: dpkg: installed' "${log%.log}-install.log" ||
		{ echo "debian-boot.sh: the packages did not install (console: ${log%.log}-install.log)" >&2; exit 1; }
fi
boot_files "$krel"
run "$job" "$log" "$timeout" "${GUEST_APPEND:-}"
grep -aq 'KCFI-GUEST: done' "$log"
