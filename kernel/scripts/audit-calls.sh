#!/usr/bin/env bash
# List the indirect calls in a vmlinux that are not KCFI-checked and compare
# them with kernel/unchecked-calls.txt (function name + why it may stay
# unchecked).  Prints one PASS/FAIL line; exits 1 on FAIL.
#
# Usage: audit-calls.sh VMLINUX ALLOWLIST NAME
#
# A checked call is the x86 sequence arch/x86/kernel/cfi.c decodes:
#   movl $-id,%r10d ; addl -off(%reg),%r10d ; je 1f ; ud2 ; 1: call *%reg
# so "the instruction before the call is ud2" identifies it.  With retpolines
# the call is "call __x86_indirect_thunk_<reg>" (cs-prefixed) and the same
# rule holds (calls to an offset inside a thunk are the thunk's own
# retpoline construct, not a call site).  Indirect jmps are not audited: from the binary alone a checked
# tail call cannot be told from a switch jump table, which is never checked.
set -euo pipefail
vmlinux=$1 allow=$2 name=$3

found=$(objdump -d --no-show-raw-insn "$vmlinux" | awk '
	/^[0-9a-f]+ <.*>:$/ { fn = substr($2, 2, length($2) - 3) }
	/^ *[0-9a-f]+:/ {
		if (($0 ~ /[ \t]call[ \t]+\*/ || $0 ~ /call[ \t]+[0-9a-f]+ <__x86_indirect_thunk_[a-z0-9]+>$/) && prev !~ /[ \t]ud2/)
			print fn
		prev = $0
	}' | sort -u)
want=$(grep -v -e '^[[:space:]]*#' -e '^[[:space:]]*$' "$allow" | awk '{ print $1 }' | sort -u)

extra=$(comm -23 <(echo "$found") <(echo "$want") | paste -sd' ' -)
if [ -n "$extra" ]; then
	echo "FAIL $name: unchecked indirect calls in: $extra"
	exit 1
fi
echo "PASS $name (unchecked indirect calls only in: $(echo "$found" | paste -sd' ' -))"
