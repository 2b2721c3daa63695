#!/usr/bin/env bash
# A Debian 12 system image for QEMU, made by mmdebstrap from Debian's
# packages only: systemd, udev, kmod and what the workloads use (issues #25,
# #26).  The root file system is written once as a tarball (cached: rebuilt
# only when this script or the package list changes); each boot gets a fresh
# ext4 disk made from it by debian-boot.sh, which adds the guest job
# (kernel/image/), so a new job needs no new image.
#
# Usage: debian-image.sh OUTDIR DEBARCH [PACKAGE...]
#   OUTDIR/rootfs.tar      the image
#   OUTDIR/packages.txt    dpkg -l of the image (name, version)
# Extra PACKAGEs (e.g. Debian's own linux-image-6.12.118+deb12-amd64) are
# installed too; a kernel package runs initramfs-tools inside the image, as
# on a real machine.
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: debian-image.sh OUTDIR DEBARCH [PACKAGE...]" >&2; exit 2; }
out=$1 debarch=$2
shift 2
here=$(cd "$(dirname "$0")" && pwd)
# dbus: systemd-run (the soak's bounded trinity unit) speaks to systemd
# over the system bus, as on any real Debian system
pkgs=systemd-sysv,udev,kmod,dbus,iproute2,e2fsprogs,xfsprogs,procps,util-linux,stress-ng,trinity,nftables,bpftool,iputils-ping,initramfs-tools,zstd
for p in "$@"; do pkgs+=",$p"; done
stamp=$( { cat "$0"; echo "$debarch $pkgs"; } | sha256sum | cut -c1-16)
if [ -s "$out/rootfs.tar" ] && [ "$(cat "$out/stamp" 2>/dev/null)" = "$stamp" ]; then
	echo "  IMAGE   $out/rootfs.tar (cached)"
	exit 0
fi
mkdir -p "$out"
rm -f "$out/rootfs.tar" "$out/stamp"
echo "  IMAGE   $out/rootfs.tar ($debarch: $pkgs)"
# initramfs-tools keeps Debian's MODULES=most, so the initramfs finds a
# virtio root whatever the kernel package.
mmdebstrap --variant=minbase --architectures="$debarch" --include="$pkgs" \
	--customize-hook='echo kcfi-guest > "$1/etc/hostname"' \
	--customize-hook='echo "/dev/vda / ext4 rw,errors=remount-ro 0 1" > "$1/etc/fstab"' \
	--customize-hook='chroot "$1" passwd -d root' \
	--customize-hook='chroot "$1" useradd -m -s /bin/sh fuzz' \
	--customize-hook='chroot "$1" dpkg-query -W -f "\${Package}\t\${Version}\n" > "$1/root/packages.txt"' \
	--customize-hook='copy-out /root/packages.txt '"$out" \
	--format=tar bookworm "$out/rootfs.tar.tmp" /etc/apt/sources.list.d/debian.sources
mv "$out/rootfs.tar.tmp" "$out/rootfs.tar"
echo "$stamp" > "$out/stamp"
