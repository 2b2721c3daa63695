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
#             kernel package of ours: its postinst runs initramfs-tools)
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
for deb in "$@"; do
	cp "$deb" "$root/tmp/"
	chroot "$root" dpkg -i "/tmp/$(basename "$deb")" >"$work/dpkg.log" 2>&1 ||
		{ cat "$work/dpkg.log" >&2; echo "debian-boot.sh: dpkg -i $(basename "$deb") failed" >&2; exit 1; }
	cat "$work/dpkg.log"
	rm -f "$root/tmp/$(basename "$deb")"
done
if [ "$krel" = latest ]; then
	set -- "$root"/boot/vmlinuz-*
	[ $# -eq 1 ] || { echo "debian-boot.sh: KREL=latest but /boot has: $*" >&2; exit 2; }
	krel=${1##*/vmlinuz-}
fi
kernel=$root/boot/vmlinuz-$krel initrd=$root/boot/initrd.img-$krel
[ -s "$kernel" ] && [ -s "$initrd" ] || { echo "debian-boot.sh: no /boot/vmlinuz-$krel or initrd.img-$krel in the image" >&2; exit 1; }
cp "$kernel" "$work/kernel"; cp "$initrd" "$work/initrd"
mkfs.ext4 -q -F -L root -d "$root" "$work/disk.img" 4G
rm -rf "$root"

# One TCG thread for both vCPUs: under QEMU 7.2's multi-threaded TCG,
# Debian's own kernel (no CFI) oopsed on an int3 of the kernel's
# text_poke_bp() that the other vCPU had already removed (a static key's
# site in secure_tcp_seq_and_ts_off, during the soak; kernel/README.md).
case $arch in
x86_64) qemu=(qemu-system-x86_64 -M q35 -cpu max -accel tcg,thread=single) console=ttyS0 ;;
arm64)  qemu=(qemu-system-aarch64 -M virt,gic-version=3 -cpu max -accel tcg,thread=single) console=ttyAMA0 ;;
*) echo "debian-boot.sh: ARCH=$arch: x86_64 or arm64" >&2; exit 2 ;;
esac
disks=()
for i in $(seq 1 "${EXTRA_DISKS:-0}"); do
	truncate -s 2G "$work/extra$i.img"
	disks+=(-drive "file=$work/extra$i.img,if=virtio,format=raw")
done
# No network leaves the guest: its two virtio-net NICs share one QEMU hub,
# a cable between them (the soak puts one in a namespace), and nothing else.
start=$(date +%s)
timeout --foreground "$timeout" "${qemu[@]}" -m 2G -smp 2 -nographic -no-reboot \
	-kernel "$work/kernel" -initrd "$work/initrd" \
	-append "root=/dev/vda rw console=$console kcfi.job=$job${GUEST_APPEND:+ $GUEST_APPEND}" \
	-drive "file=$work/disk.img,if=virtio,format=raw" "${disks[@]}" \
	-netdev hubport,id=n1,hubid=0 -device virtio-net-pci,netdev=n1,mac=52:54:00:00:c1:01 \
	-netdev hubport,id=n2,hubid=0 -device virtio-net-pci,netdev=n2,mac=52:54:00:00:c1:02 </dev/null >"$log" 2>&1 || true
echo "  BOOTED  $krel, job $job, $(( $(date +%s) - start )) s (console: $log)"
grep -a -o 'KCFI-GUEST: .*' "$log" | grep -v ': module: ' || true
grep -aq 'KCFI-GUEST: done' "$log"
