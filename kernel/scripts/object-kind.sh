#!/usr/bin/env bash
# What each object of a kernel build is, for the shard audit
# (debian-shard.sh): "kernel" (audited), or why it is not: the ELF machine
# of another machine than the kernel's (16- and 32-bit boot and vDSO code),
# or "host program", an object Kbuild compiled with HOSTCC for the build
# machine (arch/x86/tools/relocs).  Kbuild's command file says which: a
# compile ("-c") without -D__KERNEL__, which every kernel compile, C or
# assembly, vDSO too, has.  A composite object (ld -r of a module's parts)
# and an objcopy'd one (the x32 vDSO) are kernel objects: no compile.
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
	line=
	[ ! -f "$cmd" ] || line=$(head -n 1 "$cmd")
	case $m/$line in
	"$machine"/*" -c "*)
		case $line in *-D__KERNEL__*) kind=kernel ;; *) kind="host program" ;; esac ;;
	"$machine"/*) kind=kernel ;;
	*) kind=$m ;;
	esac
	printf '%s\t%s\n' "$o" "$kind"
done
