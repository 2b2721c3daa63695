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
foreign=
[ "$debarch" = "$(dpkg --print-architecture)" ] || foreign="$here/../image/kcfi-stage2 $here/../image/stage2-init"
stamp=$( { cat "$0" $foreign; echo "$debarch $pkgs"; } | sha256sum | cut -c1-16)
if [ -s "$out/rootfs.tar" ] && [ "$(cat "$out/stamp" 2>/dev/null)" = "$stamp" ]; then
	echo "  IMAGE   $out/rootfs.tar (cached)"
	exit 0
fi
mkdir -p "$out"
rm -f "$out/rootfs.tar" "$out/stamp"
echo "  IMAGE   $out/rootfs.tar ($debarch: $pkgs)"
# initramfs-tools keeps Debian's MODULES=most, so the initramfs finds a
# virtio root whatever the kernel package.
if [ -z "$foreign" ]; then
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
	exit 0
fi

# A foreign arch (arm64 on an amd64 host): this host runs no arm64 binary
# (no binfmt_misc, and we register nothing in its kernel), so mmdebstrap
# only downloads and extracts minbase's packages and ours (merged /usr laid
# out first, as its merged-usr hook does; the .debs and apt's lists kept);
# the target then installs them itself: Debian's own kernel of the image,
# with an initramfs of busybox and the disk's modules, boots the extracted
# root under QEMU and runs image/kcfi-stage2 there (dpkg, the customizations above, the root back
# as a tar stream on a second disk).  The image keeps that kernel.
kpkg=$(printf '%s\n' "$@" | grep -m1 '^linux-image-') ||
	{ echo "debian-image.sh: a foreign image ($debarch) needs a linux-image-* package to install itself" >&2; exit 2; }
case $debarch in
arm64) qemu=(qemu-system-aarch64 -M virt,gic-version=3 -cpu max) console=ttyAMA0 ;;
*) echo "debian-image.sh: no QEMU machine for a foreign $debarch image" >&2; exit 2 ;;
esac
work=$(mktemp -d "${TMPDIR:-/var/tmp}/kcfi-image.XXXXXX")
trap 'rm -rf "$work"' EXIT
root=$work/root
mmdebstrap --variant=extract --architectures="$debarch" --skip=check/qemu,cleanup/apt \
	--setup-hook='for d in bin sbin lib; do mkdir -p "$1/usr/$d"; ln -s "usr/$d" "$1/$d"; done' \
	--include='?or(?essential,?priority(required))' --include="apt,$pkgs" \
	--format=directory bookworm "$root" /etc/apt/sources.list.d/debian.sources
krel=${kpkg#linux-image-}
[ -s "$root/boot/vmlinuz-$krel" ] || { echo "debian-image.sh: $kpkg has no /boot/vmlinuz-$krel" >&2; exit 1; }
cp "$root/boot/vmlinuz-$krel" "$work/kernel"
# the stage-2 initramfs: busybox-static of the arch (downloaded, not part of
# the image) and the modules of virtio-blk and ext4 in dependency order
mkdir -p "$work/initrd/bin" "$work/initrd/modules" "$work/debs"
(cd "$work/debs" && apt-get download "busybox-static:$debarch" >/dev/null 2>&1) ||
	{ echo "debian-image.sh: apt-get download busybox-static:$debarch failed (make -C kernel debian-deps ARCH=...)" >&2; exit 1; }
dpkg-deb --fsys-tarfile "$work"/debs/busybox-static_*.deb | tar -C "$work/debs" -x ./bin/busybox
install -m 0755 "$work/debs/bin/busybox" "$work/initrd/bin/busybox"
ln -s busybox "$work/initrd/bin/sh"
install -m 0755 "$here/../image/stage2-init" "$work/initrd/init"
mkdir -p "$work/mods/lib"
cp -a "$root/lib/modules" "$work/mods/lib/"
depmod -b "$work/mods" "$krel"
modprobe -d "$work/mods" -S "$krel" -a --show-depends virtio_blk ext4 | awk '$1 == "insmod" && !seen[$2]++ { print $2 }' |
while read -r ko; do
	name=$(basename "${ko%.xz}")
	xz -dc "$ko" > "$work/initrd/modules/$name"
	echo "$name" >> "$work/initrd/modules.order"
done
[ -s "$work/initrd/modules.order" ] || { echo "debian-image.sh: no virtio_blk/ext4 modules in $kpkg" >&2; exit 1; }
rm -rf "$work/mods"
(cd "$work/initrd" && find . | cpio -o -H newc -R 0:0 --quiet) > "$work/initrd.cpio"
install -m 0755 "$here/../image/kcfi-stage2" "$root/kcfi-stage2"
mkfs.ext4 -q -F -L root -d "$root" "$work/disk.img" 6G
rm -rf "$root"
truncate -s 4G "$work/out.img"
echo "  STAGE2  $kpkg installs the image under QEMU (console: $out/stage2-console.log)"
start=$(date +%s)
timeout --foreground 7200 "${qemu[@]}" -m 2G -smp 2 -nographic -no-reboot \
	-kernel "$work/kernel" -initrd "$work/initrd.cpio" -append "console=$console rdinit=/init panic=-1" \
	-drive "file=$work/disk.img,if=virtio,format=raw" -drive "file=$work/out.img,if=virtio,format=raw" \
	</dev/null >"$out/stage2-console.log" 2>&1 || true
echo "  STAGE2  $(( $(date +%s) - start )) s"
grep -a -o 'KCFI-STAGE2: .*' "$out/stage2-console.log" || true
grep -aq 'KCFI-STAGE2: done' "$out/stage2-console.log" ||
	{ echo "debian-image.sh: the second stage did not finish (console: $out/stage2-console.log)" >&2; exit 1; }
# the tar stream ends in the zero blocks of the rest of the disk: unpacked
# and packed again, owners and modes kept
mkdir -p "$root"
tar -C "$root" --numeric-owner -xpf "$work/out.img"
cp "$root/root/packages.txt" "$out/packages.txt"
tar -C "$root" --numeric-owner -cf "$out/rootfs.tar.tmp" .
mv "$out/rootfs.tar.tmp" "$out/rootfs.tar"
echo "$stamp" > "$out/stamp"
