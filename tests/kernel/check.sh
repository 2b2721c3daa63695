#!/usr/bin/env bash
# Kernel tier: Debian's linux-source-6.12 + kernel/series, CONFIG=minimal,
# built with the repo's kcfi-gcc and booted under QEMU TCG (kernel/Makefile).
# One PASS/FAIL/SKIP line per case.  A missing prerequisite is a SKIP on a
# developer machine and a FAIL under CI=true (the kernel run is required there).
#
# Environment: KCFI_TOP, KCFI_BUILD (tests/run); KCFI_KERNEL_CC overrides the
# compiler (e.g. clang-19 for the reference run).
set -u
top=${KCFI_TOP:?}
build=${KCFI_BUILD:?}
cc=${KCFI_KERNEL_CC:-$build/bin/kcfi-gcc}
kdir=$top/kernel
config=minimal

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
for tool in qemu-system-x86_64 flex bison bc git nm; do
	command -v $tool >/dev/null || missing "$tool not found (make -C kernel deps)"
done
[ -e /usr/include/libelf.h ] || missing "libelf headers missing (apt-get install libelf-dev)"
[ -e /usr/include/openssl/ssl.h ] || missing "openssl headers missing (apt-get install libssl-dev)"
[ -e /usr/lib/x86_64-linux-gnu/libc.a ] || missing "static libc missing for /init (apt-get install libc6-dev)"
/usr/bin/python3 -c 'import pytest' 2>/dev/null || missing "python3-pytest missing"
command -v "$cc" >/dev/null || missing "compiler $cc not found (run make first)"
echo "PASS kernel/prerequisites"

kmake() { make -C "$kdir" --no-print-directory CC="$cc" CONFIG=$config "$@"; }

# The series must apply (prepare re-extracts when it changed).
if ! out=$(kmake prepare 2>&1); then
	echo "FAIL kernel/series-applies: $(tail -n 3 <<<"$out" | paste -sd' ')"
	exit 0
fi
echo "PASS kernel/series-applies"

# Patch 0002 and its reproduction: the Debian tests fail, ours pass.
kmake -s testconfig-repro 2>&1 | grep -E '^(PASS|FAIL|SKIP) '

# Build.  A Kconfig probe that rejects -fsanitize=kcfi drops CFI_CLANG and
# makes the config check fail here, before any compilation.
if ! out=$(kmake build 2>&1); then
	echo "FAIL kernel/$config/build: $(grep -E 'error|config:' <<<"$out" | tail -n 5 | paste -sd' ' -)"
	exit 0
fi
echo "PASS kernel/$config/build ($(grep -oE 'in [0-9]+s' <<<"$out" | tail -1))"

# Scale check against clang-19's numbers for the same tree and config
# (kernel/clang-reference.txt, measured with clang-19).  Far fewer preambles or
# traps than Clang means functions or calls were missed.
stats=$(kmake -s stats)
pre=$(sed -n 's/^__cfi_ preambles: //p' <<<"$stats")
traps=$(sed -n 's/^\.kcfi_traps entries: //p' <<<"$stats")
ref_pre=$(awk -v c=$config '$1 == c && $2 == "preambles" { print $3 }' "$kdir/clang-reference.txt")
ref_traps=$(awk -v c=$config '$1 == c && $2 == "traps" { print $3 }' "$kdir/clang-reference.txt")
for what in preambles traps; do
	if [ $what = preambles ]; then n=$pre ref=$ref_pre; else n=$traps ref=$ref_traps; fi
	if [ -z "$n" ] || [ -z "$ref" ]; then
		echo "FAIL kernel/$config/$what: count missing (got '$n', clang reference '$ref')"
	elif [ $((n * 100)) -lt $((ref * 85)) ]; then
		echo "FAIL kernel/$config/$what: $n, less than 85% of clang-19's $ref"
	else
		echo "PASS kernel/$config/$what ($n; clang-19: $ref)"
	fi
done

# Boot: KUnit, zero false positives, LKDTM catches, __nocfi (see kernel/expect.txt).
kmake -s boot 2>&1 | grep -E '^(PASS|FAIL|SKIP) '
exit 0
