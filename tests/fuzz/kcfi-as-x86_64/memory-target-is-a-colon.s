	.file	"everyday.c"
	.kcfi_version 1
	.kcfi_hash xxHash64
	.kcfi_prefix_nops 0
	.kcfi_typeid printk, "_ZTSFiPKczE"
	.kcfi_typeid kfree, "_ZTSFvPKvE"
	.kcfi_typeid kmalloc, "_ZTSFPvmjE"
	.text
	.kcfi_func my_irq, "_ZTSF9irqreturniPvE"
	.p2align 4
	.type	my_irq, @function
my_irq:
.LFB0:
	.cfi_startproc
	endbr64
	testq	%rsi, %rsi
	setne	%dl
	xorl	%eax, %eax
	testl	%edi, %edi
	setne	%al
	andl	%edx, %eax
	ret
	.cfi_endproc
.LFE0:
	.size	my_irq, .-my_irq
	.kcfi_func my_log, "_ZTSFvPKczE"
	.p2align 4
	.type	my_log, @function
my_log:
.LFB1:
	.cfi_startproc
	endbr64
	ret
	.cfi_endproc
.LFE1:
	.size	my_log, .-my_log
	.kcfi_func my_vlog, "_ZTSFiPKcP13__va_list_tagE"
	.p2align 4
	.type	my_vlog, @function
my_vlog:
.LFB2:
	.cfi_startproc
	end	.p2align 4
	.type	my_match, @function
my_match:
.LFB3:
	.cfi_startproc
	endbr64
	cmpq	%rsi, (%rdi)
	sete	%al
	ret
	.cfi_endproc
.LFE3:
	.size	my_match, .-my_match
	.kcfi_func my_counter, "_ZTSFyP8atomic_tE"
	.p2align 4
	.type	my_counter, @function
my_counter:
.LFB4:
	.cfi_startproc
	endbr64
	movslq	(%rdi), %rax
	ret
	.cfi_endproc
.LFE4:
	.size	my_counter, .-my_counter
	.kcfi_func my_fill, "_ZTSFvPhtjE"
	.p2align 4
	.type	my_fill, @function
my_fill:
.LFB5:
	.cfi_startproc
	endbr64
	movl	%edx, %eax
	testw	%si, %si
	je	.L9
	movzwl	%si, %edx
	movzbl	%al, %esi
	jmp	memset@PLT
	.p2align 4,,10
	.p2align 3
.L9:
	ret
	.cfi_endproc
.LFE5:
	.size	my_fill, .-my_fill
	.kcfi_func do_llseek, "_ZTSFxPK15file_operationsP4filexE"
	.p2align 4
	.globl	do_llseek
	.type	do_llseek, @function
do_llseek:
.LFB7:
	.cfi_startproc
	endbr64
	movq	%rdi, %rax
	movq	%rsi, %rdi
	movq	%rdx, %rsi
	xorl	%edx, %edx
	movq	(%rax), %rax
#APP
# 83 "/work/wt-fuzz/tests/codegen/everyday.c" 1
	.kcfi_call "_ZTSFxP4filexiE"
# 0 "" 2
#NO_APP
	jmp	*%rax
	.cfi_endproc
.LFE7:
	.size	do_llseek, .-do_llseek
	.kcfi_func do_read, "_ZTSFlPK15file_operationsP4filePcmPxE"
	.p2align 4
	.globl	do_read
	.type	do_read, @function
do_read:
.LFB8:
	.cfi_startproc
	endbr64
	movq	%rdi, %rax
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	%rsi, %rdi
	movq	%rdx, %rsi
	movq	%rcx, %rdx
	movq	%r8, %rcx
#APP
# 89 "/work/wt-fuzz/tests/codegen/everyday.c" 1
	.kcfi_call "_ZTSFlP4filePcmPxE"
# 0 "" 2
#NO_APP
	call	*8(%rax)
	addq	$8, %rsp
	.cfi_def_cfa_offset 8
	addq	$1, %rax
	ret
	.cfi_endproc
.LFE8:
	.size	do_read, .-do_read
	.kcfi_func do_write, "_ZTSFlPK15file_operationsP4filePKcmPxE"
	.p2align 4
	.globl	do_write
	.type	do_write, @function
do_write:
.LFB9:
	.cfi_startproc
	endbr64
	movq	%rdi, %rax
	movq	%rsi, %rdi
	movq	%rdx, %rsi
	movq	%rcx, %rdx
	movq	%r8, %rcx
#APP
# 95 "/work/wt-fuzz/tests/codegen/everyday.c" 1
	.kcfi_call "_ZTSFlP4filePKcmPxE"
# 0 "" 2
#NO_APP
	jmp	*16(%rax)
	.cfi_endpro*c
.LFE9:
	.smember_state
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
	jmp	*:
.LFB12:
	.cfi_startproc
	endbr64
	pushq	%r14
	.cfi_def_cfa_offset 16
	.cfi_offset 14, -16
	movq	(%rsp)
	movq	(%rsp), %rax
	movl	8(%rsp), %edx
	pushq	%rdx
	.cfi_def_cfa_offset 40
	pushq	%rax
	.cfi_def_cfa_offset 48
#APP
# 164 "/work/wt-fuzz/tests/codegen/everyday.c" 1
	.kcfi_call "_ZTSFdfdeE"
# 0 "" 2
#NO_APP
	call	*%rdi
	addq	$40, %rsp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE17:
	.size	floats, .-floats
	.kcfi_func returns_fn, "_ZTSFPFPvmjEiE"
	.p2align 4
	.globl	returns_fn
	.type	returns_fn, @function
returns_fn:
.LFB18:
	.cfi_startproc
	endly, @function
frob_wildly:
.LFB1:
	.cfi_startproc
	imull	$1000, %edi, %eax
	ret
	.cfi_%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%endproc
.LFE1:
	.size	frob_wildly, .-frob_wildly
	.kcfi_func frobnicate, "_ZTSFiP15frobnicator_opsiE"
	.globl	frobnicate
	.type	frobnicate, @function
frobnicate:
.LFB2:
	.cfi_startproc
	pushq	%rax
	.cfi_def_cfa_offset 16
	movq	%rdi, %rax
	movl	%esi, %edi
#APP
# 31 "/work/wt-fuzz/examples/demo.c" 1
	.kcfi_call "_ZTSFiiE"
# 0 "" 2
#NO_APP
	call	*(%rax)
	popq	%rdx
	.cfi_def_cfa_offset 8
	ing	0
	.long	1073741824
	.section	.rodata.cst4,"aM",@progbits,4
	.align 4
.LC3:
	.long	1077936128
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
	.section	.note.gnu.property,"a"
	.align 8
	.long	1f - 0f
	.long	4f - 1f
	.long	5
0:
	.string	"GNU"
1:
	.align 8
	.long	0xc0000002
	.long	3f - 2f
2:
	.long	0x1
3:
	.align 8
4:
