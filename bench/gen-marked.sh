#!/usr/bin/env bash
# Print a marked x86_64 .s (what the plugin makes of GCC -O2 output) with N
# functions, each with a checked call through memory, a checked call through
# a register, a jump-table jump with .kcfi_nocheck, local labels, .loc/.cfi
# lines and a string in .rodata. GNU as assembles kcfi-as's output of it.
# Usage: bench/gen-marked.sh N [sections] [calls=C] [pad=P] > big.s
#   sections: each function in its own .text.fN (as -ffunction-sections)
#   calls=C:  checked calls per function, 2 (default) or 1 (the memory one)
#   pad=P:    P more plain instructions per function (leal), for a lower
#             density of checks (issue 11's file: 20,000 functions, 20,000
#             checked calls, 30 MB: 20000 calls=1 pad=7)
set -eu
n=${1:?usage: gen-marked.sh N [sections] [calls=C] [pad=P]}
shift
fs="" calls=2 pad=0
for a in "$@"; do
	case $a in
	sections) fs=sections ;;
	calls=1 | calls=2) calls=${a#calls=} ;;
	pad=*) pad=${a#pad=} ;;
	*) echo "gen-marked.sh: unknown argument '$a'" >&2; exit 2 ;;
	esac
done
case $pad in '' | *[!0-9]*) echo "gen-marked.sh: pad=$pad is not a number" >&2; exit 2 ;; esac
awk -v n="$n" -v fs="$fs" -v calls="$calls" -v pad="$pad" 'BEGIN {
	print "\t.file\t\"gen.c\""
	print "\t.text"
	print "\t.kcfi_version 1"
	print "\t.kcfi_hash xxHash64"
	print "\t.kcfi_prefix_nops 0"
	print "\t.file 1 \"gen.c\""
	for (i = 0; i < n; i++) {
		printf "\t.section\t.rodata.str1.1,\"aMS\",@progbits,1\n"
		text = fs == "sections" ? sprintf("\t.section\t.text.f%d,\"ax\",@progbits", i) : "\t.text"
		printf ".LC%d:\n\t.string\t\"function %d says hello\"\n%s\n", i, i, text
		printf "\t.kcfi_func f%d, \"_ZTSFiiE\"\n\t.p2align 4\n\t.globl\tf%d\n", i, i
		printf "\t.type\tf%d, @function\nf%d:\n.LFB%d:\n", i, i, i
		printf "\t.loc 1 %d 1 view -0\n\t.cfi_startproc\n", 10 * i + 1
		printf "\tpushq\t%%rbx\n\t.cfi_def_cfa_offset 16\n\t.cfi_offset 3, -16\n"
		printf "\tmovl\t%%edi, %%ebx\n\tcmpl\t$3, %%edi\n\tja\t.L%d_def\n", i
		printf "\tmovl\t%%edi, %%eax\n\tleaq\t.L%d_tab(%%rip), %%rdx\n", i
		printf "\tmovslq\t(%%rdx,%%rax,4), %%rax\n\taddq\t%%rdx, %%rax\n"
		printf "\t.kcfi_nocheck \"jump\"\n\tjmp\t*%%rax\n"
		printf "\t.section\t.rodata\n\t.align 4\n.L%d_tab:\n", i
		for (k = 0; k < 4; k++)
			printf "\t.long\t.L%d_c%d-.L%d_tab\n", i, k, i
		printf "%s\n", text
		for (k = 0; k < 4; k++) {
			printf ".L%d_c%d:\n\t.loc 1 %d 3\n\tleal\t%d(%%rbx,%%rbx,2), %%edi\n", i, k, 10 * i + 2 + k, k + 1
			printf "\tleaq\t.LC%d(%%rip), %%rsi\n\taddl\t%%edi, %%ebx\n", i
			printf "\tjmp\t.L%d_join\n", i
		}
		printf ".L%d_def:\n\txorl\t%%ebx, %%ebx\n.L%d_join:\n", i, i
		for (k = 0; k < pad; k++)
			printf "\tleal\t%d(%%rbx,%%rax), %%eax\n", k + 1
		printf "#APP\n# %d \"gen.c\" 1\n\t.kcfi_call \"_ZTSFiiE\"\n# 0 \"\" 2\n#NO_APP\n", 10 * i + 7
		printf "\tcall\t*hooks+%d(%%rip)\n\tmovl\t%%eax, %%edi\n", 8 * (i % 16)
		if (calls == 2) {
			printf "\tmovq\thooks(%%rip), %%rax\n"
			printf "#APP\n# %d \"gen.c\" 1\n\t.kcfi_call \"_ZTSFiiE\"\n# 0 \"\" 2\n#NO_APP\n", 10 * i + 8
			printf "\tcall\t*%%rax\n"
		}
		printf "\taddl\t%%ebx, %%eax\n\tpopq\t%%rbx\n"
		printf "\t.cfi_def_cfa_offset 8\n\tret\n\t.cfi_endproc\n.LFE%d:\n", i
		printf "\t.size\tf%d, .-f%d\n", i, i
	}
	print "\t.globl\thooks"
	print "\t.bss"
	print "\t.align 32"
	print "\t.type\thooks, @object"
	print "\t.size\thooks, 128"
	print "hooks:"
	print "\t.zero\t128"
	print "\t.section\t.note.GNU-stack,\"\",@progbits"
}'
