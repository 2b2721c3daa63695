#!/usr/bin/env bash
# Kernel tier: Debian's linux-source-6.12 + kernel/series, CONFIG=minimal,
# built with the repo's kcfi-gcc and booted under QEMU TCG (kernel/Makefile);
# then the same for each cross arch in KCFI_KERNEL_ARCHES: arm64 with
# aarch64-linux-gnu-kcfi-gcc under qemu-system-aarch64 -M virt -cpu max,
# riscv64 with riscv64-linux-gnu-kcfi-gcc under qemu-system-riscv64 -M virt
# (default KCFI_KERNEL_ARCHES="x86_64 arm64 riscv64 arm"; the cross arches'
# table below), arm with arm-linux-gnueabihf-kcfi-gcc under qemu-system-arm -M virt
# (CONFIG=minimal in ARM state and CONFIG=thumb2).
# One PASS/FAIL/SKIP line per case.  A missing prerequisite is a SKIP on a
# developer machine and a FAIL under CI=true (the kernel run is required there).
#
# Environment: KCFI_TOP, KCFI_BUILD (tests/run); KCFI_KERNEL_CC overrides the
# compiler (e.g. clang-19 for the reference run), KCFI_KERNEL_CC_ARM64 and
# KCFI_KERNEL_CC_RISCV64 the cross arches'.
set -u
top=${KCFI_TOP:?}
build=${KCFI_BUILD:?}
cc=${KCFI_KERNEL_CC:-$build/bin/kcfi-gcc}
kdir=$top/kernel
config=minimal
arches=${KCFI_KERNEL_ARCHES:-x86_64 arm64 riscv64 arm}

missing() {
	if [ "${CI:-}" = true ]; then
		echo "FAIL kernel/prerequisites: $1"
	else
		echo "SKIP kernel/prerequisites: $1"
	fi
	exit 0
}

# Prerequisites (kernel/Makefile "deps" installs them).
[ -r /usr/src/linux-source-6.12.tar.xz ] || missing "no /usr/src/linux-source-6.12.tar.xz (apt-get install linux-source-6.12)"
[ -x /usr/bin/time ] || missing "/usr/bin/time missing: kernel/Makefile records each build's time and peak RSS (apt-get install time)"
for tool in qemu-system-x86_64 flex bison bc git nm objdump; do
	command -v $tool >/dev/null || missing "$tool not found (make -C kernel deps)"
done
[ -e /usr/include/libelf.h ] || missing "libelf headers missing (apt-get install libelf-dev)"
[ -e /usr/include/openssl/ssl.h ] || missing "openssl headers missing (apt-get install libssl-dev)"
[ -e /usr/lib/x86_64-linux-gnu/libc.a ] || missing "static libc missing for /init (apt-get install libc6-dev)"
/usr/bin/python3 -c 'import pytest' 2>/dev/null || missing "python3-pytest missing"
command -v "$cc" >/dev/null || missing "compiler $cc not found (run make first)"
echo "PASS kernel/prerequisites"

kmake() { make -C "$kdir" --no-print-directory CC="$cc" CONFIG=$config "$@"; }

# Kernel-side cases (kernel/cases/: patch 0001's __nocfi contract), compiled with
# the same compiler at the kernel's -Os and at -O2.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for src in "$kdir"/cases/*.c; do
	name=kernel/cases/$(basename "$src" .c)
	for opt in -Os -O2; do
		if ! err=$("$cc" $opt -fsanitize=kcfi -c "$src" -o "$tmp/case.o" 2>&1); then
			echo "FAIL $name$opt: $(grep -m1 'error' <<<"$err" || head -n 1 <<<"$err")"
		else
			echo "PASS $name$opt"
		fi
	done
done
# Patch 0001's contract, on the object from the last (-O2) compile:
# unchecked_call() (__nocfi) calls without a check, checked_call() checks
# against void (int *) = 0x7e0c52a5, i.e. "movl $-0x7e0c52a5 = 0x81f3ad5b".
dis=$(objdump -d --no-show-raw-insn "$tmp/case.o" | awk '
	/^[0-9a-f]+ <.*>:$/ { fn = $2 } /^ *[0-9a-f]+:/ { print fn, $0 }')
if grep -q '^<unchecked_call>.*call *\*' <<<"$dis" && ! grep -qE '^<unchecked_call>.*(ud2|%r10d)' <<<"$dis" &&
	grep -q '^<checked_call>.*mov *\$0x81f3ad5b,%r10d' <<<"$dis" && grep -q '^<checked_call>.*ud2' <<<"$dis"; then
	echo "PASS kernel/cases/nocfi-attribute-semantics"
else
	echo "FAIL kernel/cases/nocfi-attribute-semantics: unexpected code: $(grep -E 'call|ud2|r10d' <<<"$dis" | paste -sd';' - | tr -s ' ')"
fi
# Without the plugin (plain gcc; kcfi-gcc without -fsanitize=kcfi) the
# attribute must be absent, so __nocfi stays empty as in compiler_types.h.
if gcc -c "$kdir/cases/nocfi-attribute.c" -o "$tmp/x.o" 2>/dev/null ||
	"$cc" -c "$kdir/cases/nocfi-attribute.c" -o "$tmp/x.o" 2>/dev/null; then
	echo "FAIL kernel/cases/nocfi-attribute-needs-plugin: __kcfi_no_sanitize__ visible without -fsanitize=kcfi"
else
	echo "PASS kernel/cases/nocfi-attribute-needs-plugin"
fi

# The series must apply (prepare re-extracts when it changed).
if ! out=$(kmake prepare 2>&1); then
	echo "FAIL kernel/series-applies: $(tail -n 3 <<<"$out" | paste -sd' ')"
	exit 0
fi
echo "PASS kernel/series-applies"

# Patch 0002 and its reproduction: the Debian tests fail, ours pass.
kmake -s testconfig-repro 2>&1 | grep -E '^(PASS|FAIL|SKIP) '

# The cross arches, one table row each: Kbuild's cross compiler triple (our
# <triple>-kcfi-gcc is the default compiler; KCFI_KERNEL_CC_<ARCH> overrides
# it), QEMU, the static libc /init needs and any firmware QEMU boots first.
cross_triple() { case $1 in arm64) echo aarch64-linux-gnu ;; riscv64) echo riscv64-linux-gnu ;;
	arm) echo arm-linux-gnueabihf ;; esac; }
cross_qemu() { case $1 in arm64) echo qemu-system-aarch64 ;; riscv64) echo qemu-system-riscv64 ;;
	arm) echo qemu-system-arm ;; esac; }
cross_libc() { case $1 in arm64) echo /usr/aarch64-linux-gnu/lib/libc.a libc6-dev-arm64-cross ;;
	riscv64) echo /usr/riscv64-linux-gnu/lib/libc.a libc6-dev-riscv64-cross ;;
	arm) echo /usr/arm-linux-gnueabihf/lib/libc.a libc6-dev-armhf-cross ;; esac; }
cross_firmware() { case $1 in riscv64) echo /usr/lib/riscv64-linux-gnu/opensbi/generic/fw_dynamic.bin opensbi ;; esac; }

# arm64: the auditor on the whole image: every indirect call checked; jumps
# (jump tables, computed gotos, unchecked asm tail calls) are listed.
# Unchecked calls only in kernel/unchecked-calls-arm64.txt's functions.
audit_arm64() {
	local t=$1 vmlinux=$2 kc found want extra other
	kc=$("$build/bin/kcfi-check" -v "$vmlinux" 2>&1)
	want=$(grep -v -e '^[[:space:]]*#' -e '^[[:space:]]*$' "$kdir/unchecked-calls-arm64.txt" | awk '{ print $1 }' | sort -u)
	# a call inlined from a listed function is that function's (as in
	# kernel/scripts/audit-calls.sh), else its caller's
	found=$(sed -nE 's/.*\(([^+]+)\+0x[0-9a-f]+\): error: unchecked indirect call(, inlined from ([^ ,]+))?$/\1 =\3/p' <<<"$kc" |
		awk -v list="$(paste -sd' ' - <<<"$want")" '
		BEGIN { n = split(list, w, " "); for (i = 1; i <= n; i++) allow[w[i]] = 1 }
		{ inl = substr($2, 2); print (inl != "" && inl in allow) ? inl : $1 }' | sort -u)
	extra=$(comm -23 <(echo "$found") <(echo "$want") | paste -sd' ' -)
	# errors about the file itself; located findings ("FILE: SEC+0x...:
	# error: ...") are the unchecked calls judged against the list below
	other=$(grep -E '^kcfi-check: [^:]+: error: ' <<<"$kc")
	if [ -n "$other" ] || ! grep -qE ' [1-9][0-9]* checks, ' <<<"$kc"; then
		echo "FAIL $t/kcfi-check: $(head -n3 <<<"$other" | paste -sd' ' -) $(tail -n1 <<<"$kc")"
	elif [ -n "$extra" ]; then
		echo "FAIL $t/kcfi-check: unchecked indirect calls in: $extra"
	else
		echo "PASS $t/kcfi-check ($(tail -n1 <<<"$kc" | sed 's/^[^:]*: //'); unchecked calls only in: $(paste -sd' ' - <<<"$found"))"
	fi
	# Scale against clang-19's vmlinux (kernel/clang-reference.txt): far
	# fewer preambles means missed functions; checks differ more (GCC -Os
	# makes fewer indirect calls), the allowlist above judges the calls.
	local pre chk rpre rchk
	pre=$(grep -oE '[0-9]+ preambles' <<<"$kc" | cut -d' ' -f1)
	chk=$(grep -oE '[0-9]+ checks' <<<"$kc" | cut -d' ' -f1)
	rpre=$(awk -v c=arm64-$config '$1 == c && $2 == "preambles" { print $3 }' "$kdir/clang-reference.txt")
	rchk=$(awk -v c=arm64-$config '$1 == c && $2 == "checks" { print $3 }' "$kdir/clang-reference.txt")
	if [ -z "$pre" ] || [ -z "$rpre" ] || [ $((pre * 100)) -lt $((rpre * 90)) ]; then
		echo "FAIL $t/preambles: '$pre', clang-19 '$rpre' (need 90%)"
	else
		echo "PASS $t/preambles ($pre; clang-19: $rpre)"
	fi
	if [ -z "$chk" ] || [ -z "$rchk" ] || [ $((chk * 100)) -lt $((rchk * 50)) ]; then
		echo "FAIL $t/checks: '$chk', clang-19 '$rchk' (need half)"
	else
		echo "PASS $t/checks ($chk; clang-19: $rchk)"
	fi
	# Every syscall goes through invoke_syscall()'s checked call of the
	# syscall_fn_t (long (const struct pt_regs *) = 0xb02b34d9), so the boot's
	# syscalls (init's mounts, writes, fork, wait, reboot) are checked calls.
	# GCC inlines invoke_syscall() and el0_svc_common() into do_el0_svc().
	if grep -qE '\((invoke_syscall|el0_svc_common|do_el0_svc)[.a-z0-9]*\+0x[0-9a-f]+\): check 0xb02b34d9 call' <<<"$kc"; then
		echo "PASS $t/syscalls-go-through-a-checked-call"
	else
		echo "FAIL $t/syscalls-go-through-a-checked-call: no check 0xb02b34d9 in invoke_syscall: $(grep -m2 'invoke_syscall' <<<"$kc" | paste -sd' ' -)"
	fi
}

# riscv64: kcfi-check does not read riscv64 (docs/kcfi-check.md), so the
# image is judged with objdump.  .kcfi_traps (ARCH_USES_CFI_TRAPS) lists
# every check's ebreak: is_cfi_trap() only reports those.  Every syscall is
# syscall_handler()'s call of a syscall_t (asm/syscall.h: long (const struct
# pt_regs *), id 0xb02b34d9 as on arm64; clang-19 --target=riscv64-linux-gnu
# loads it as "lui t2, 721587; addiw t2, t2, 1241"), inlined into
# do_trap_ecall_u() (or not: Clang's): objdump comments the lui+addiw value.
audit_riscv64() {
	local t=$1 vmlinux=$2 traps n ref dis
	traps=$(riscv64-linux-gnu-nm "$vmlinux" | awk '$3 == "__start___kcfi_traps" { s = $1 }
		$3 == "__stop___kcfi_traps" { e = $1 } END { print s, e }')
	ref=$(awk -v c=riscv64-$config '$1 == c && $2 == "traps" { print $3 }' "$kdir/clang-reference.txt")
	set -- $traps
	[ $# -eq 2 ] && n=$(( (0x$2 - 0x$1) / 4 )) || n=
	# as on x86_64: GCC -Os makes fewer indirect calls than Clang
	if [ -z "$n" ] || [ -z "$ref" ] || [ $((n * 100)) -lt $((ref * 50)) ]; then
		echo "FAIL $t/traps: .kcfi_traps entries '$n' (bounds '$traps'), clang-19 '$ref' (need half)"
	else
		echo "PASS $t/traps ($n .kcfi_traps entries; clang-19: $ref)"
	fi
	# GCC inlines syscall_handler() into do_trap_ecall_u(), Clang does not
	dis=$(riscv64-linux-gnu-objdump -d --no-show-raw-insn "$vmlinux" | awk '
		/^[0-9a-f]+ <.*>:$/ { fn = $2 }
		/^ *[0-9a-f]+:/ && fn ~ /^<(do_trap_ecall_u|syscall_handler)[.>]/ { print }')
	# the id's addiw (objdump: "addw t2,t2,1241 # ffffffffb02b34d9"), then
	# beq t1,t2 / ebreak / jalr: the check right before the call
	if grep -A3 'ffffffffb02b34d9' <<<"$dis" | awk '{ $1 = ""; print }' | tr -s ' \t' ' ' |
		paste -sd';' - | grep -qE 'addi?w t2,t2,1241 [^;]*; beq t1,t2,[^;]*; c?\.?ebreak; c?\.?jalr [a-z0-9]+$'; then
		echo "PASS $t/syscalls-go-through-a-checked-call"
	else
		echo "FAIL $t/syscalls-go-through-a-checked-call: no check of 0xb02b34d9 before a jalr in do_trap_ecall_u/syscall_handler"
	fi
}

# arm: kcfi-check does not read arm (docs/kcfi-check.md), and Linux 6.12's
# arm has no .kcfi_traps, so the image is judged with objdump.  Our check
# ends "beq 1f; bkpt; b 1f; 1:" before the branch (ARM and Thumb-2 state), so
# an indirect "blx rN" or sibcall "bx rN" (not lr: a return) is checked when
# the instruction two before it is a bkpt.  Unchecked ones may only be in
# kernel/unchecked-calls-arm.txt's functions (assembly and __nocfi).
audit_arm() {
	local t=$1 vmlinux=$2 dis found want extra n ref
	# disassembled once: the audit and the LKDTM check below both read it
	arm-linux-gnueabihf-objdump -d --no-show-raw-insn "$vmlinux" >"$tmp/arm.dis"
	dis=$(awk '
		/^[0-9a-f]+ <.*>:$/ { fn = substr($2, 2, length($2) - 3); p1 = p2 = ""; next }
		/^ *[0-9a-f]+:\t/ {
			split($0, f, "\t"); op = f[2]; arg = f[3]
			if (op == "bkpt") bkpts++
			if ((op == "blx" || op == "bx") && arg ~ /^(r[0-9]+|sb|sl|fp|ip)$/) {
				if (p2 == "bkpt") checked++; else print "unchecked", fn, op, arg
			}
			p2 = p1; p1 = op
		}
		END { print "bkpts", bkpts + 0; print "checked", checked + 0 }' "$tmp/arm.dis")
	n=$(awk '$1 == "bkpts" { print $2 }' <<<"$dis")
	ref=$(awk -v c=arm-$config '$1 == c && $2 == "checks" { print $3 }' "$kdir/clang-reference.txt")
	# as on the other arches: GCC -Os makes fewer indirect calls than Clang
	if [ -z "$n" ] || [ -z "$ref" ] || [ $((n * 100)) -lt $((ref * 50)) ]; then
		echo "FAIL $t/checks: '$n' bkpt checks, clang-19 '$ref' (need half)"
	else
		echo "PASS $t/checks ($n bkpt checks, $(awk '$1 == "checked" { print $2 }' <<<"$dis") before a blx/bx; clang-19: $ref)"
	fi
	found=$(awk '$1 == "unchecked" { print $2 }' <<<"$dis" | sort -u)
	want=$(grep -v -e '^[[:space:]]*#' -e '^[[:space:]]*$' "$kdir/unchecked-calls-arm.txt" | awk '{ print $1 }' | sort -u)
	extra=$(comm -23 <(echo "$found") <(echo "$want") | paste -sd' ' -)
	if [ -n "$extra" ]; then
		echo "FAIL $t/every-indirect-call-checked: unchecked blx/bx in: $extra"
	else
		echo "PASS $t/every-indirect-call-checked (unchecked only in: $(paste -sd' ' - <<<"$found"))"
	fi
	# LKDTM's mismatched call: Linux 6.12 prints no expected type on arm, so
	# the id is read from the check itself: void (int *) = 0x7e0c52a5 built
	# by movw #0x52a5 / movt #0x7e0c right before the cmp, as in clang-19's
	# kernel (objdump comments each immediate in hex).
	if awk '
		/^[0-9a-f]+ <.*>:$/ { in_fn = ($2 ~ /^<lkdtm_indirect_call[.>]/) }
		in_fn && /^ *[0-9a-f]+:\t/ { $1 = ""; print }' "$tmp/arm.dis" | tr -s ' \t' ' ' | paste -sd';' - |
		grep -qE 'movw [a-z0-9]+, #21157 @ 0x52a5; movt [a-z0-9]+, #32268 @ 0x7e0c; cmp [^;]*;( pop [^;]*;)? beq(\.[nw])? [^;]*; bkpt'; then
		echo "PASS $t/lkdtm-call-expects-void-int-ptr"
	else
		echo "FAIL $t/lkdtm-call-expects-void-int-ptr: no movw/movt of 0x7e0c52a5 before a cmp, beq, bkpt in lkdtm_indirect_call"
	fi
}

cross_arch() {
	local arch=$1 config=${2:-$config}
	local triple qemu libc fw cc t=kernel/$1-${2:-$config} out vmlinux
	local ccvar=KCFI_KERNEL_CC_${1^^}
	triple=$(cross_triple $arch) qemu=$(cross_qemu $arch)
	cc=${!ccvar:-$build/bin/$triple-kcfi-gcc}
	for tool in $qemu $triple-gcc $triple-ld; do
		command -v $tool >/dev/null || missing "$tool not found (make -C kernel deps)"
	done
	set -- $(cross_libc $arch)
	[ -e "$1" ] || missing "static $arch libc missing for /init (apt-get install $2)"
	set -- $(cross_firmware $arch)
	[ $# -eq 0 ] || [ -e "$1" ] || missing "$1 missing (apt-get install $2)"
	command -v "$cc" >/dev/null || missing "compiler $cc not found (run make first)"
	xkmake() { make -C "$kdir" --no-print-directory ARCH=$arch CC="$cc" CONFIG=$config "$@"; }
	if ! out=$(xkmake build 2>&1); then
		echo "FAIL $t/build: $(grep -E 'error|config:' <<<"$out" | tail -n 5 | paste -sd' ' -)"
		return
	fi
	echo "PASS $t/build ($(grep -oE 'in [0-9]+s' <<<"$out" | tail -1))"
	vmlinux=$(xkmake -s print-vmlinux)
	audit_$arch $t "$vmlinux"
	xkmake -s boot 2>&1 | grep -E '^(PASS|FAIL|SKIP) '
}

# arm: the ARM-state kernel multi_v7_defconfig builds, and in Thumb-2 state
run_cross() {
	for a in $arches; do
		case $a in
		arm64|riscv64) cross_arch $a ;;
		arm) cross_arch arm minimal; cross_arch arm thumb2 ;;
		esac
	done
}
case " $arches " in *" x86_64 "*) ;; *)
	run_cross
	exit 0 ;;
esac

# Build.  A Kconfig probe that rejects -fsanitize=kcfi drops CFI_CLANG and
# makes the config check fail here, before any compilation.
if ! out=$(kmake build 2>&1); then
	echo "FAIL kernel/$config/build: $(grep -E 'error|config:' <<<"$out" | tail -n 5 | paste -sd' ' -)"
	exit 0
fi
echo "PASS kernel/$config/build ($(grep -oE 'in [0-9]+s' <<<"$out" | tail -1))"

# Scale check against clang-19's numbers for the same tree and config
# (kernel/clang-reference.txt, measured with clang-19): far fewer preambles
# than Clang means functions were missed.  Trap counts differ more, because
# GCC -Os emits fewer indirect calls than Clang -Os (it inlines and
# devirtualises differently), so calls are judged by the audit below; the trap
# count must cover every checked call and not be far below Clang's.
stats=$(kmake -s stats)
num() { sed -n "s/^$1: //p" <<<"$stats"; }
ref() { awk -v c=$config -v w="$1" '$1 == c && $2 == w { print $3 }' "$kdir/clang-reference.txt"; }
pre=$(num '__cfi_ preambles') traps=$(num '\.kcfi_traps entries') icalls=$(num 'indirect calls')
allowed=$(grep -cv -e '^[[:space:]]*#' -e '^[[:space:]]*$' "$kdir/unchecked-calls.txt")
if [ -z "$pre" ] || [ -z "$(ref preambles)" ]; then
	echo "FAIL kernel/$config/preambles: count missing ('$pre', clang '$(ref preambles)')"
elif [ $((pre * 100)) -lt $(($(ref preambles) * 90)) ]; then
	echo "FAIL kernel/$config/preambles: $pre, less than 90% of clang-19's $(ref preambles)"
else
	echo "PASS kernel/$config/preambles ($pre; clang-19: $(ref preambles))"
fi
if [ -z "$traps" ] || [ -z "$icalls" ] || [ -z "$(ref traps)" ]; then
	echo "FAIL kernel/$config/traps: count missing ('$traps', '$icalls', clang '$(ref traps)')"
elif [ "$traps" -lt $((icalls - allowed)) ]; then
	echo "FAIL kernel/$config/traps: $traps traps for $icalls indirect calls"
elif [ $((traps * 100)) -lt $(($(ref traps) * 50)) ]; then
	echo "FAIL kernel/$config/traps: $traps, less than half of clang-19's $(ref traps)"
else
	echo "PASS kernel/$config/traps ($traps for $icalls indirect calls; clang-19: $(ref traps) for $(ref icalls))"
fi
kmake -s audit 2>&1 | grep -E '^(PASS|FAIL|SKIP) '

# Every sys_call_table entry has a preamble (issue #9: SYSCALL_DEFINE makes
# __x64_sys_* aliases of static bodies); kcfi-check reads the table.
vmlinux=$kdir/build/out/$(basename "${cc%% *}")-$config/vmlinux
chk=$("$build/bin/kcfi-check" -q "$vmlinux" 2>&1)
entries=$(sed -n 's/.*, \([0-9]*\) syscall table entries.*/\1/p' <<<"$chk")
bare=$(grep -c 'sys_call_table\[[0-9]*\] = .* has no preamble' <<<"$chk")
if [ -z "$entries" ] || [ "$entries" -eq 0 ]; then
	echo "FAIL kernel/$config/syscall-table-preambles: kcfi-check found no sys_call_table in $vmlinux"
elif [ "$bare" -ne 0 ]; then
	echo "FAIL kernel/$config/syscall-table-preambles: $bare of $entries entries without a preamble: $(grep -m3 'sys_call_table\[' <<<"$chk" | sed 's/.*: sys_call_table/sys_call_table/' | paste -sd' ' -)"
else
	echo "PASS kernel/$config/syscall-table-preambles ($entries entries; $(grep -o '[0-9]* global aliases without a preamble' <<<"$chk"))"
fi

# Boot: KUnit, zero false positives, LKDTM catches, __nocfi (see kernel/expect.txt).
kmake -s boot 2>&1 | grep -E '^(PASS|FAIL|SKIP) '
run_cross
exit 0
