#!/usr/bin/env bash
# The indirect calls of a vmlinux (x86_64 or arm64) that have no KCFI check,
# compared with an allowlist (kernel/unchecked-calls*.txt: function name +
# why it may stay unchecked).  Prints one PASS/FAIL line; exits 1 on FAIL.
#
# Usage: audit-calls.sh KCFI_CHECK VMLINUX ALLOWLIST NAME
#
# kcfi-check finds them (capstone, function by function: a checked call is
# the sequence arch/*/kernel/cfi.c or traps.c decodes, a retpoline thunk
# call counts as the call).  A linear objdump sweep cannot: binutils 2.40 does not know
# every instruction a defconfig kernel has (FRED's in __switch_to), and
# the bytes after one it misreads decode as calls that are not there.
#
# An allowlist line names a function (or "prefix*"), or "*SYM" for every call through
# memory at SYM ("call *SYM+off(%rip)" anywhere): paravirt's pv_ops calls
# are the kernel's inline asm, inlined into hundreds of functions.  objdump
# names those operands, read only at the addresses kcfi-check reported
# (the host's objdump: x86_64 lists only; no arm64 list has such a line).
set -euo pipefail
check=$1 vmlinux=$2 allow=$3 name=$4

want=$(grep -v -e '^[[:space:]]*#' -e '^[[:space:]]*$' "$allow" | awk '{ print $1 }' | sort -u)
rc=0
out=$("$check" -q "$vmlinux" 2>&1) || rc=$?
# its summary: "F: 51573 preambles (...), ..., 253 unchecked calls, ..."
total=$(sed -n 's/^[^ ]*: [0-9]* preambles .*, \([0-9]*\) unchecked calls, .*/\1/p' <<<"$out")
if [ "$rc" -gt 1 ] || [ -z "$total" ]; then
	echo "FAIL $name: kcfi-check could not audit $vmlinux (exit $rc): $(tail -n 1 <<<"$out")"
	exit 1
fi
# "kcfi-check: F: .text+0x2f76e (common_startup_64+0x126): error: unchecked indirect call"
sites=$(sed -n \
	's/^kcfi-check: .*: \([^ +]*\)+0x\([0-9a-f]*\) (\([^ +]*\)+0x[0-9a-f]*): error: unchecked indirect call$/\1 \2 \3/p' <<<"$out")
if [ "$(grep -c . <<<"$sites" || true)" != "$total" ]; then
	echo "FAIL $name: kcfi-check counts $total unchecked calls but names $(grep -c . <<<"$sites" || true)"
	exit 1
fi
if [ -z "$sites" ]; then
	found=""
else
	syms=$(grep '^\*' <<<"$want" | paste -sd' ' - || true)
	if [ -n "$syms" ]; then
		# section name -> address, then each site's absolute address
		declare -A sec_addr
		while read -r sec addr; do
			sec_addr[$sec]=$addr
		done < <(readelf -SW "$vmlinux" | sed -n 's/^ *\[ *[0-9]*\] \([^ ]*\) *[A-Z_]* *\([0-9a-f]*\) .*/\1 \2/p')
		addrs=$(while read -r sec off fn; do
			printf '%s %x\n' "$fn" $((0x${sec_addr[$sec]} + 0x$off))
		done <<<"$sites")
		found=$(objdump -d --no-show-raw-insn "$vmlinux" | awk -v syms="$syms" '
			BEGIN { n = split(syms, s, " "); for (i = 1; i <= n; i++) allow[s[i]] = 1 }
			NR == FNR { fn[$2] = $1; next }
			/^ *[0-9a-f]+:/ {
				a = $1; sub(/:$/, "", a)
				if (!(a in fn))
					next
				who = fn[a]
				# "call *-0x86(%rip)   # ffffffff82a3bbd0 <pv_ops+0x10>"
				if ($0 ~ /call[ \t]+\*-?(0x[0-9a-f]+)?\(%rip\)[ \t]+# [0-9a-f]+ <[^>]+>$/) {
					sym = $0; sub(/.*</, "", sym); sub(/[+>].*/, "", sym)
					if (("*" sym) in allow)
						who = "*" sym
				}
				print who
				delete fn[a]
			}
			END { for (a in fn) print fn[a] }' <(echo "$addrs") - | sort -u)
	else
		found=$(awk '{ print $3 }' <<<"$sites" | sort -u)
	fi
fi

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
