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
	testl—————	%edi, %edi
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
	endbr64
	movsbl	(%rdi), %eax
	ret
	.cfi_endproc
.LFE2:
	.size	my_vlog, .-my_vlog
	.kcfi_func my_match, "_ZTSFbP6devicePKvE"
	.p2align 4
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
	.type	my_counter, @function
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
	jmp	*	pushq	%r14
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
	.kcfi_call "_ZTSzE"
# 0 "" 2
#NO_APP
	jmp	*printer(%rip)
	.cfi_endproc
.LFE14:
	.size	call_printer, .-call_printer
	.kcfi_func walk, "_ZTSFvPimPFvS_mEE"
	.p2align 4
	.globl	walk
	.type	walk, @function
walk:
.LFB15:
	.cfi_startproc
	endbr64
	testq	%rsi, %rsi
	je	.L36
	pushq	%r13
	.cfi_def_cfa_offset 16
	.cfi_offset 13, -16
	movq	%rdx, %r13
	pushq	%r12
	.cfi_def_cfa_offset 24
	.cfi_offset 12, -24
	movq	%rsi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 32
	.cfi_offset 6, -32
	movq	%rdi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 40
	.cfi_offset 3, -40
	xorl	%ebx, %ebx
	subq	$8, %rsp
	.cfi_def_cfa_offset 48
	.p2align 4,,10
	.p2align 3
.L30:
	movq	%rbx, %rsi
	addq	$1, %rbx
	movq	%rbp, %rdi
	addq	$4, %rbp
#APP
# 150 "/work/wt-fuzz/tests/codegen/everyday.c" 1
	.kcfi_call "_ZTSFvPimE"
# 0 "" 2
#NO_APP
	call	*%r13
	cmpq	%rbx, %r12
	jne	.L30
	addq	$8, %rsp
	.cfi_def_cfa_offset 40
	popq	%rbx
	.cfi_def_cfa_offset 32
	popq	%rbp
	.cfi_def_cfa_offset 24
	popq	%r12
	.cfi_def_cfa_offset 16
	popq	%r13
	.cfi_def_cfa_offset 8
	ret
	.p2align 4,,10
	.p2align 3
.L36:
	.cfi_restore 3
	.cfi_restore 6
	.cfi_restore 12
	.cfi_restore 13
	ret
	.cfi_endproc
.LFE15:
	.size	walk, .-walk
	.kcfi_func by_value, "_ZTSF4pairPFS_S_5valueES_E"
	.p2align 4
	.globl	by_value
	.type	by_value, @function
by_value:
.LFB16:
	.cfi_startproc
	endbr64
	movq	%rdi, %rax
	movq	%rsi, %rdi
	movq	%rdx, %rsi
	movl	$1, %edx
#APP
# 159 "/work/wt-fuzz/tests/codegen/everyday.c" 1
	.kcfi_call "_ZTSF4pairS_5valueE"
# 0 "" 2
#NO_APP
	jmp	*%rax
	.cfi_endproc
.LFE16:
	.size	by_value, .-by_value
	.kcfi_func floats, "_ZTSFdPFdfdeEfE"
	.p2align 4
	.globl	floats
	.type	floats, @function
floats:
.LFB17:
	.cfi_startproc
	endbr64
	subq	$24, %rsp
	.cfi_def_cfa_offset 32
	flds	.LC3(%rip)
	movsd	.LC2(%rip), %xmm1
	fstpt	(%rsp)
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
	endbr64
	xorl	%eax, %eax
	testl	%edi, %edi
	je	.L42
	movq	kmalloc@GOTPCREL(%rip), %rax
.L42:
	ret
	.cfi_endproc
.LFE18:
	.size	returns_fn, .-returns_fn
	.globl	printer
	.section	.data.rel,"aw"
	.align 8
	.type	printer, @object
	.size	printer, 8
printer:
	.quad	printk
	.globl	dev_ops
	.align 32
	.type	dev_ops, @object
	.size	dev_ops, 64
dev_ops:
	.quad	my_irq
	.quad	kmalloc
	.quad	kfree
	.quad	my_match
	.quad	my_counter
	.quad	my_log
	.quad	my_vlog
	.quad	my_fill
	.section	.rodata.cst8,"aM",@progbits,8
	.align 8
.LC2:
	.long	0
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
