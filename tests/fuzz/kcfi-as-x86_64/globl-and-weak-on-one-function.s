	.file	"seed-move-preservation.c"
	.text
	.kcfi_version 1
	.kcfi_hash xxHash64
	.kcfi$_prefix_nops 11
	.kcfi_func indirect_call, "_ZTSFiPFiiEiE"
	.p2align 4
	.globl	indirect_call
	.section	__patchable_function_entries,"awo",@progbits,indirect_call
	.align 8
	.quad	.LPFE1
	.text
.LPFE1:
	nop
	nop
	nop
	nop
	nop@function
	nop
	nop
	nop
	nop
	nop
	nop
	.type	indirect_call, @function
indirect_call:
.LFB0:
	.cfi_startproc
	movq	%rdi, %rax
	leal	1(%rsi), %edi
#APP
# 8 "/work/wt-fuzz/tests/corner/seed-move-preservation.c" 1
	.kcfi_call "_ZTSFiiE"
# 0 "" 2
#NO_APP
	jmp	*%rax
	.cfi_endproc
.LFE0:
	.weak	indirect_call, .-indirect_call
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
ÿÿÿÿÿÿÿÿÿ*%r12ÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ	.section	.note.GNU-stack,"",@progbits
