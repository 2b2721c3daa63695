#!/usr/bin/env bash
# The defconfig tier's initramfs contents: /init plus every module of the build.
#
# Usage: initramfs-modules.sh MODROOT INIT KUNIT_LIST > gen_init_cpio-list
#   MODROOT     INSTALL_MOD_PATH of `make modules_install` (lib/modules/<rel>/)
#   INIT        the static /init
#   KUNIT_LIST  written: one line per module that carries KUnit suites
# Environment: OBJCOPY, OBJDUMP (default objcopy, objdump; a cross build
# passes its own, e.g. aarch64-linux-gnu-objcopy: the host's binutils do not
# read arm64 ELF).
#
# Debian's build host has no depmod (kmod), so modules.dep is written here
# from each module's own .modinfo "depends=" (what depmod reads too), in
# depmod's format but with direct dependencies only; /init loads those
# first, recursively.  The cpio list uses gen_init_cpio's format.
set -euo pipefail
modroot=$1 init=$2 kunit_list=$3
reldir=$(find "$modroot/lib/modules" -mindepth 1 -maxdepth 1 -type d)
[ "$(wc -l <<<"$reldir")" -eq 1 ] || { echo "initramfs-modules.sh: want one release under $modroot/lib/modules" >&2; exit 1; }
mods=$(cd "$reldir" && find . -name '*.ko' | sed 's|^\./||' | sort)
[ -n "$mods" ] || { echo "initramfs-modules.sh: no modules under $reldir" >&2; exit 1; }

# objcopy writes to a file of ours: given /dev/stdout it renames its output
# over that path when fd 1 cannot be reopened (tests/lib/traps.py).
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
modinfo_field() {	# FILE FIELD: values of FIELD= in .modinfo
	"${OBJCOPY:-objcopy}" -O binary --only-section=.modinfo "$1" "$tmp/modinfo" 2>/dev/null
	tr '\0' '\n' <"$tmp/modinfo" | sed -n "s/^$2=//p"
}
# module name -> path; Kbuild names a module with '_' where the file may have '-'
declare -A path_of
for m in $mods; do
	n=$(basename "$m" .ko)
	path_of[${n//-/_}]=$m
done
: > "$kunit_list"
{
	for m in $mods; do
		deps=
		for d in $(modinfo_field "$reldir/$m" depends | tr ',' ' '); do
			p=${path_of[${d//-/_}]:-}
			[ -n "$p" ] || { echo "initramfs-modules.sh: $m depends on $d, not built" >&2; exit 1; }
			deps="$deps $p"
		done
		echo "$m:$deps"
		if "${OBJDUMP:-objdump}" -h "$reldir/$m" | grep -q ' \.kunit_test_suites '; then
			echo "$m" >> "$kunit_list"
		fi
	done
} > "$reldir/modules.dep"

echo 'dir /dev 0755 0 0'
echo 'nod /dev/console 0600 0 0 c 5 1'
echo 'dir /proc 0755 0 0'
echo 'dir /sys 0755 0 0'
echo 'dir /mnt 0755 0 0'
echo "file /init $init 0755 0 0"
(cd "$modroot" && find lib -type d | sort) | while read -r d; do echo "dir /$d 0755 0 0"; done
(cd "$modroot" && find lib -type f | sort) | while read -r f; do echo "file /$f $modroot/$f 0644 0 0"; done
