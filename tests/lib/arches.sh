# Sourced by tiers that build or boot for several arches: the facts about
# each one, as data (src/lib/arches.h is the tools' own list).  Columns:
# our name, Linux's ARCH, the GNU triple, QEMU's user and system emulators,
# the static libc a guest /init links and its package, the firmware QEMU
# boots first and its package ("-": none).
arch_rows='
x86_64  x86_64  x86_64-linux-gnu    -            qemu-system-x86_64  /usr/lib/x86_64-linux-gnu/libc.a    libc6-dev               -                                                        -
aarch64 arm64   aarch64-linux-gnu   qemu-aarch64 qemu-system-aarch64 /usr/aarch64-linux-gnu/lib/libc.a   libc6-dev-arm64-cross   -                                                        -
riscv64 riscv64 riscv64-linux-gnu   qemu-riscv64 qemu-system-riscv64 /usr/riscv64-linux-gnu/lib/libc.a   libc6-dev-riscv64-cross /usr/lib/riscv64-linux-gnu/opensbi/generic/fw_dynamic.bin opensbi
arm     arm     arm-linux-gnueabihf qemu-arm     qemu-system-arm     /usr/arm-linux-gnueabihf/lib/libc.a libc6-dev-armhf-cross   -                                                        -
'
# arch_field ARCH COLUMN...: those columns of ARCH's row (ARCH: our name or
# Linux's), "-" printed as nothing; no output for an unknown ARCH
arch_field() {
	local a=$1
	shift
	awk -v a="$a" -v cols="$*" 'NF && ($1 == a || $2 == a) {
		n = split(cols, c, " "); s = ""
		for (i = 1; i <= n; i++) if ($c[i] != "-") s = s (s == "" ? "" : " ") $c[i]
		print s; exit }' <<<"$arch_rows"
}
# arch_gcc ARCH: the GNU C compiler for ARCH (the host's gcc for x86_64)
arch_gcc() {
	local t
	t=$(arch_field "$1" 3)
	[ "$t" = x86_64-linux-gnu ] && echo gcc || echo "$t-gcc"
}
