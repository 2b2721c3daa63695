#!/usr/bin/env bash
# What each object of a kernel build is, for the shard audit
# (debian-shard.sh): "kernel" (audited), or why it is not: the ELF machine
# of another machine than the kernel's (16- and 32-bit boot and vDSO code),
# or "host program", an object Kbuild compiled with HOSTCC for the build
# machine (arch/x86/tools/relocs).  Kbuild's command file says which: every
# kernel object, C or assembly, vDSO too, is compiled with -D__KERNEL__.
#
# Usage: object-kind.sh MACHINE OBJECT...   (MACHINE as readelf -h names it)
# Prints "OBJECT<TAB>KIND" per object.
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: object-kind.sh MACHINE OBJECT..." >&2; exit 2; }
machine=$1
shift
for o in "$@"; do
	m=$(readelf -h "$o" | sed -n 's/^ *Machine: *//p')
	cmd=$(dirname "$o")/.$(basename "$o").cmd
	if [ "$m" != "$machine" ]; then
		kind=$m
	elif [ -f "$cmd" ] && ! grep -q -e '-D__KERNEL__' "$cmd"; then
		kind="host program"
	else
		kind=kernel
	fi
	printf '%s\t%s\n' "$o" "$kind"
done
