#!/usr/bin/env bash
# The indirect calls without a KCFI check in a vmlinux or in a set of
# objects and modules (any arch kcfi-check reads), compared with an allowlist
# (kernel/unchecked-calls*.txt: function name + why it may stay unchecked).
# Prints one PASS/FAIL line; exits 1 on FAIL.
#
# Usage: audit-calls.sh KCFI_CHECK ALLOWLIST NAME FILE...
#
# kcfi-check finds them (capstone, function by function: a checked call is
# the sequence arch/*/kernel/cfi.c or traps.c decodes, a retpoline thunk
# call counts as the call).  A linear objdump sweep cannot: binutils 2.40 does not know
# every instruction a defconfig kernel has (FRED's in __switch_to), and
# the bytes after one it misreads decode as calls that are not there.
#
# An allowlist line names a function (or "prefix*"), or "*SYM" for every call
# through memory at SYM ("call *SYM+off(%rip)" anywhere): paravirt's pv_ops
# calls are the kernel's inline asm, inlined into hundreds of functions.  A
# function's name also covers its calls inlined into others, as kcfi-check
# names them from DWARF (", inlined from FN"): arm64's __nocfi
# bpf_dispatcher_nop_func is inlined into every BPF runner.
# kcfi-check names that operand ("... unchecked indirect call through
# pv_ops+0x10"), from the relocation in an object, the symbol in a vmlinux.
set -euo pipefail
[ $# -ge 4 ] || { echo "usage: audit-calls.sh KCFI_CHECK ALLOWLIST NAME FILE..." >&2; exit 2; }
check=$1 allow=$2 name=$3
shift 3

want=$( { grep -v -e '^[[:space:]]*#' -e '^[[:space:]]*$' "$allow" || true; } | awk '{ print $1 }' | sort -u)
rc=0
out=$("$check" -q "$@" 2>&1) || rc=$?
# each file's summary: "F: 51573 preambles (...), ..., 253 unchecked calls, ..."
counts=$(sed -n 's/^[^ ]*: [0-9]* preambles .*, \([0-9]*\) unchecked calls, .*/\1/p' <<<"$out")
if [ "$rc" -gt 1 ] || [ "$(grep -c . <<<"$counts" || true)" != $# ]; then
	echo "FAIL $name: kcfi-check could not audit all $# files (exit $rc): $(grep -v ' preambles (' <<<"$out" | tail -n 1)"
	exit 1
fi
total=$(awk '{ n += $1 } END { print n + 0 }' <<<"$counts")
# any other finding (a syscall table entry without a preamble, a trap not
# in .kcfi_traps, a wrong id) is no unchecked call, and no allowlist's
other=$(grep -E '^kcfi-check: .*: error: ' <<<"$out" | grep -v ': error: unchecked indirect call' || true)
if [ -n "$other" ]; then
	echo "FAIL $name: $(grep -c . <<<"$other") other kcfi-check errors: $(head -n 2 <<<"$other" | sed 's/^kcfi-check: [^ ]*: //' | paste -sd' ' -)"
	exit 1
fi
# "kcfi-check: F: .text+0x2f76e (common_startup_64+0x126): error: unchecked
# indirect call[ through SYM+0x10][, inlined from FN]" -> "FUNC =SYM =FN"
sites=$(sed -n -E \
	's/^kcfi-check: .*: [^ +]*\+0x[0-9a-f]* \(([^ +]*)\+0x[0-9a-f]*\): error: unchecked indirect call( through ([^ +,-]*)[^,]*)?(, inlined from ([^ ,]*))?$/\1 =\3 =\5/p' <<<"$out")
if [ "$(grep -c . <<<"$sites" || true)" != "$total" ]; then
	echo "FAIL $name: kcfi-check counts $total unchecked calls but names $(grep -c . <<<"$sites" || true)"
	exit 1
fi
# A call through memory at SYM is "*SYM" when the allowlist has that line;
# else a call inlined from a function the allowlist names is that function
# (the __nocfi inline whose call it is); else its function.
found=$(awk -v list="$(paste -sd' ' - <<<"$want")" '
	BEGIN { n = split(list, w, " "); for (i = 1; i <= n; i++) allow[w[i]] = 1 }
	NF { sym = substr($2, 2); inl = substr($3, 2)
	     print (sym != "" && ("*" sym) in allow) ? "*" sym : (inl != "" && inl in allow) ? inl : $1 }' <<<"$sites" | sort -u)

# A GCC clone (f.isra.0, f.constprop.0, f.part.0, f.cold) is f; a line
# "prefix*" covers every function starting with prefix.
extra=""
while read -r fn; do
	[ -n "$fn" ] || continue
	base=$(sed -E 's/(\.(isra|constprop|part|cold|localalias)(\.[0-9]+)?)+$//' <<<"$fn")
	ok=""
	while read -r pat; do
		case $pat in
		\**) [ "$fn" = "$pat" ] && ok=1 ;;
		*\*) [[ $base == "${pat%\*}"* ]] && ok=1 ;;
		*) [ "$base" = "$pat" ] && ok=1 ;;
		esac
		[ -z "$ok" ] || break
	done <<<"$want"
	[ -n "$ok" ] || extra+="${extra:+ }$fn"
done <<<"$found"
if [ -n "$extra" ]; then
	echo "FAIL $name: unchecked indirect calls in: $extra"
	exit 1
fi
echo "PASS $name ($total unchecked indirect calls, only in: $(echo "$found" | paste -sd' ' -))"
