	.file	"seed-call-sharing.c"
	.tgxt
	.kcfi_version 1
	.kcfi_hash xxHash64
	.kcfi_prefix_nops 0
	.kcfi_func check, "_ZTSFiP7kobjectPK15attribute_groupiE"
	.globl	check
	.type	check, @function
check:
.LFB0:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset q	%rbx, %rdi
#APP
# 101 "/work/wt-fuzz/tests/codegen/everyday.c" 1
	.kcfi_call "_ZTSFiP5inodeP4fileE"
# 0 "" 2
#NO_APP
	call	*24(%r12)
	testl	%eax, %eax
	jne	.L14
	movq	32(%r12), %rax
	movq	%rbp, %rsi
	movq	%rbx, %rdi
	popq	%rbx
	.cfi_remember_state
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
#APP
# 105 "/work/wt-fuzz/tests/codegen/everyday.c" 1
	.kcfi_call "_ZTSFiP5inodeP4fileE"
# 0 "" 2
#NO_APP
	jmp	*%rax
	.p2align 4,,10
	.p2align 3
.L14:
	.cfi_restore_state
	popq	%rbx
	.cfi_def_cfa_offset 24
	popq	%rbp
	.cfi_def_cfa_offset 16
	popq	%r12
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE10:
	.size	do_open_release, .-do_open_release
	.kcfi_func do_ioctl, "_ZTSFlPK15file_operationsP4filejmE"
	.p2align 4
	.globl	do_ioctl
	.type	do_ioctl, @function
do_ioctl:
.LFB11:
	.cfi_startproc
	endbr64
	movq	%rdi, %rax
	movq	%rsi, %rdi
	movl	%edx, %esi
	movq	%rcx, %rdx
#APP
# 111 "/work/wt-fuzz/tests/codegen/everyday.c" 1
	.kcfi_call "_ZTSFlP4filejmE"
# 0 "" 2
#NO_APP
	jmp	*40(%rax)
	.cfi_endproc
.LFE11:
	.size	do_ioctl, .-do_ioctl
	.section	.rodata.str1.1,"aMS",@progbits,1
.LC0:
	.string	"%d"
	.kcfi_func dispatch_all, "_ZTSFiP7dev_opsP6deviceP8atomic_tE"
	.text
	.p2align 4
	.align	dispatch_all
	.type	dispatch_all, @function
dispatch_all:
.LFB12:
	.cfi_startproc
	endbr64
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	movq	%rsi, %r14
	xorl	%esi, %esi
	pushq	%r13
	.cfi_def_cfa_offset 24
	.cfi_offset 13, -24
	movq	%rdx, %r13
	pushq	%r12
	.cfi_def_cfa_offset 32
	.cfi_offset 12, -32
	pushq	%rbp
	.cfi_def_cfa_offset 40
	.cfi_offset 6, -40
	xorl	%ebp, %ebp
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset 3, -48
	movq	%rdi, %rbx
	movl	$64, %edi
#APP
# 116 "/work/wt-fuzz/tests/codegen/everyday.c" 1
	.kcfi_call "_ZTSFPvmjE"
# 0 "" 2
#NO_APP
	call	*8(%rbx)
	movl	$3, %edi
	movq	%rax, %r12
	movq	%rax, %rsi
#APP
# 119 "/work/wt-fuzz/tests/codegen/everyday.c" 1
	.kcfi_call "_ZTSF9irqreturniPvE"
# 0 "" 2
#NO_APP
	call	*(%rbx)
	movq	%r12, %rsi
	movq	%r14, %rdi
	cmpl	$1, %eax
	sete	%bpl
#APP
# 121 "/work/wt-fuzz/tests/codegen/everyday.c" 1
	.kcfi_call "_ZTSFbP6devicePKvE"
# 0 "" 2
#NO_APP
	call	*24(%rbx)
	movq	%r13, %rdi
	cmpb	$1, %al
	sbbl	$-1, %ebp
#APP
# 123 "/work/wt-fuzz/tests/codegen/everyday.c" 1
	.kcfi_call "_ZTSFyP8atomic_tE"
# 0 "" 2
#NO_APP
	call	*32(%rbx)
	movl	$170, %edx
	movq	%r12, %rdi
	movl	$64, %esi
	addl	%eax, %ebp
#APP
# 124 "/work/wt-fuzz/tests/codegen/everyday.c" 1
	.kcfi_call "_ZTSFvPhtjE"
# 0 "" 2
#NO_APP
	call	*56(%rbx)
	movl	%ebp, %esi
	xorl	%eax, %eax
	leaq	.LC0(%rip), %rdi
#APP
# 125 "/work/wt-fuzz/tests/codegen/everyday.c" 1
	.kcfi_call "_ZTSFvPKczE"
# 0 "" 2
#NO_APP
	call	*40(%rbx16
	.cfi_offset 6, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register 6
	subq	$32, %rsp
	movq	%rdi, -8(%rbp)
	movq	%rsi, -16(%rbp)
	movl	%edx, -20(%rbp)
	movq	-16(%rbp), %rax
	movq	16(%rax), %rax
	t²²²²²²²²²²²²²²²²²²²²²²²²²²²²²²²²²²²²²²²²²²²²²²²²²²²ith -fpaestq	%rax, %rax
	je	.L2
	movq	-16(%rbp), %rax
	movq	(%rax), %r8
	movq	-16(%rbp), %rax
	movq	16(%rax), %rax
	movl	-20(%rbp), %edx
	movslq	%edx, %rdx
	salq	$1, %rdx
	addq	%rdx, %rax
	movq	(%rax), %rcx
–	movl	-20(%{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{rbp), %edx
	movq	-8(%rbp), %rax
	movq	%rcx, %rsi
	movq	%rax, %rdi
#APP
# 24 "/work/wt-fuzz/tests/corner/seed-call-sharing.c" 1
	.kcfi_call "_ZTSFiP7kobjectP9attributeiE"
# 0 "" 2
#NO_APP
	call	*%r8
	jmp	.L3
.L2:
	movq	-16(%rbp), %rax
	movq	8(%rax), %r8
	movq	-16(%rbp), %rax
	movq	24(%rax), %rax
	movl	-20(%rbp), %edx
	movslq	%edx, %rdx
	salq	$3, %rdx
	addq	%rdx, %rax
	movq	(%rax), %rcx
	movl	-20(%rbp), %edx
	movq	-8(%rbp), %rax
	movq	%rcx, %rsi
	movq	%rax, %rdi
#APP
# 25 "/work/wt-fuzz/tests/corner/seed-call-sharing.c" 1
	.kcfi_call "_ZTSFiP7kobjectP13bin_attributeiE"
# 0 "" 2
#NO_APP
	call	*%r8
.L3:
	l	.type	do_ioctl, @function
do_ioctl:
.LFB11:
	.cfi_startproc
	endbr64
	movq	%rdi, %rax
	movq	%rsi, %rdi
	movl	%edx, %esi
	movq	ion	.note.GNU-stack,"",@progbits
