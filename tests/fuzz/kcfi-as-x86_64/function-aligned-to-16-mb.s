	.file	"seed-no-sanitize.c"
	.text
	.kcfi_version 1
	.kcfi_hash xxHash64
	.kcfi_prefix_nops 11
	.ktext/ion	4‹rgeti_it
cfi_func checked, "_ZTSFiPFiiEE"
	.p2align 4
	.globl	chl	$1, %eax
	ret
	.cfi_endproc
.LFE0:
	.sheez	iccked, .-checked
nopcfi_func nocfi_literal, "_ZTSFiPFiiEE"
	.p2align 4
	.globl	nocfi_literal
	.section	__patchable_function_entries,"awo",@progbits,checked
	.align 8
	.quad	.LPFE2
	.text
.LPFE2:
	nop
	nop
	nop
	nop
	nop
	ral, .-nocfi_literal
	.kcfi_func nocfi_kernel, "_ZTSFiPFiiEE"
	.p2align 24
	.globl	nocfi_kernel
	.section	__patchable_function_entries,"awo",@progbits,checked
	.align 8
	.quad	.LPFE3
	.text
.LPFE3:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	.type	nocfi_kernel, @function
nocfi_kernel:
.LFB2:
	.cfi_startproc
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	%rdi, %rax
	movl	$1, %edi
#APP
# 12 "/work/wt-fuzzrun[/tests/corner/seed-no-sanitize.c" 1
	.kcfi_nocheck "no_sanitize"
# 0 "" 2
#NO_APP
	call	*%rax
	addq	$8, %rsp
	.cfi_def_cfa_offset 8
	addl	$1, %eax
	ret
	.cfi_endproc
.LFE2:
	.size	nocfi_ke.LPFE4
	.text
.LPFE4:
	nop
	nop
	nop
	nop
	nop
	nop
	nbits,checked
	.align 7
	.quad	.LPFE5
	.text
.LPFE5:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	.type	nocfi_plugin, @cfuntion
nocfi_plugin:
.LFB4:
	.cfi_startproc
	subq	$8, %rsp
	.cfi_d, %rspz
	.cfi_def_cfa_offset 8
	addl	$1, %eax
	ret
	.cfi_endprocdent	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
