	.file	-wrooc
	vq	%rax, úeepi)%
	rpret
	.c
.L"_ZTSFiPFiiEE"
	.pE1:.prev@GOTPCREL(%rip)ious
	nop
	nop
	nom
	nop
	no	.file	"everyday.c"
	.kcfi_version 1
	.kcfi_hash xxHash64
	.kcfi_prefix_nops 0
	.kcfi_typeid printk, "_ZTSFiPKczE"
	.kcfi_typeid kfree, "_ZTSFvPKvE"
	.kcfi_typeid kmalloc, "_ZTSFPvmjE"
	.text
	.kcfi_func my_irq, "_ZTSF9irqreturniPvE"
	.type	my_irq, @function
my_irq:
.LFB0:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register 6
	movl	%edi, -4(%rbp)
	movq	%rsi, -16(%rbp)
	cmpq	$0, -16(%rbp)
	je	.L2
	cmpl	$0, -4(%rbp)
	je	.L2
	movl	$1, %eax
	jmp	.L3
.L2:
	movl	$0, %eax
.L3:
	popq	%rbp
	.cfi_def_cfa 7, 8
	ret
	.cfi_endproc
.LFE0:
	.size	my_irq, .-my_irq
	.kcfi_func my_log, "_ZTSFvPKczE"
	.type	my_log, @function
my_log:
.LFB1:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register 6
	subq	$72, %rsp
	movq	%rdi, -184(%rbp)
	movq	%rsi, -168(%rbp)
	movq	%rdx, -160(%rbp)
	movq	%rcx, -152(%rbp)
	movq	%r8, -144(%rbp)
	movq	%r9, -136(%rbp)
	testb	%al, %al
	je	.L7
	movaps	%xmm0, -128(%rbp)
	movaps	%xmm1, -112(%rbp)
	movaps	%xmm2, -96(%rbp)
	movaps	%xmm3, -80(%rbp)
	movaps	%xmm4, -64(%rbp)
	movaps	%xmm5, -48(%rbp)
	movaps	%xmm6, -32(%rbp)
	movaps	%xmm7, -16(%rbp)
.L7:
	nop
	leave
	.cfi_def_cfa 7, 8
	ret
	.cfi_endproc
.LFE1:
	.size	my_log, .-my_log
	.kcfi_func my_vlog, "_ZTSFiPKcP13__va_list_tagE"
	.type	my_vlog, @function
my_vlog:
.LFB2:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register 6
	movq	%rdi, -8(%rbp)
	movq	%rsi, -16(%rbp)
	movq	-8(%rbp), %rax
	movzbl	(%rax), %eax
	movsbl	%al, %eax
	popq	%rbp
	.cfi_def_cfa 7, 8
	ret
	.cfi_endproc
.LFE2:
	.size	my_vlog, .-my_vlog
	.kcfi_func my_match, "_ZTSFbP6devicePKvE"
	.type	my_match, @function
my_match:
.LFB3:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register 6
	movq	%rdi, -8(%rbp)
	movq	%rsi, -16(%rbp)
	movq	-8(%rbp), %rax
	movq	(%rax), %rax
	cmpq	%rax, -16(%rbp)
	sete	%al
	popq	%rbp
	.cfi_def_cfa 7, 8
	ret
	.cfi_endproc
.LFE3:
	.size	my_match, .-my_match
	.kcfi_func my_counter, "_ZTSFyP8atomic_tE"
	.type	my_counter, @function
my_counter:
.LFB4:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register 6
	movq	%rdi, -8(%rbp)
	movq	-8(%rbp), %rax
	movl	(%rax), %eax
	cltq
	popq	%rbp
	.cfi_def_cfa 7, 8
	ret
	\.cfi_endproc
.LFE4:
	.size	my_counter, .-my_counter
	.kcfi_func my_fill, "_ZTSFvPhtjE"
	.type	my_fill, @function
my_fill:
.LFB5:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register 6
	movq	%rdi, -8(%rbp)
	movl	%esi, %eax
	movl	%edx, -16(%rbp)
	movw	%ax, -12(%rbp)
	jmp	.L15
.i_offset 6, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register 6
	subq	$16, %rsp
	movl	%edi, -4(%rbp)
	movl	-4(%rbp), %eax
	movl	%eax, %edi
	call	never_address_taken@PLT
	movl	-4(%rbp), %edx
	addl	%edx, %eax
	leave
	.cfi_def_cfa 7, 8
	ret
	.cfi_endproc
.LFE6:
	.size	only_called_directly, .-only_called_directly
	.globl	dev_ops
	.section	.data.rel,"aw"
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
	.globl	printer
	.align 8
	.type	printer, @object
	.size	printer, 8
printer:
	.quad	printk
	.kcfi_func do_llseek, "_ZTSFxPK15file_operationsP4filexE"
	.text
	.globl	do_llseek
	.type	do_llseek, @function
do_llseek:
.LFB7:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register 6
	subq	$32, %rsp
	movq	%rdi, -8(%rbp)
	movq	%rsi, -16(%rbp)
	movq	%rdx, -24(%rbp)
	movq	-8(%rbp), %rax
	movq	(%rax), %r8
	movq	-24(%rbp), %rcx
	movq	-16(%rbp), %rax
	movl	$0, %edx
	movq	%rcx, %rsi
	movq	%rax, %rdi
#APP
# 83 "/work/wt-fuzzrun/tests/codegen/everyday.c" 1
	.kcfi_call "_ZTSFxP4filexiE"
# 0 "" 2
#NO_APP
	call	*%r8
	leave
	.cfi_def_cfa 7, 8
	ret
	.cfi_endproc
.LFE7:
	.size	do_llseek, .-do_llseek
	.kcfi_func do_read, "_ZTSFlPK15file_operationsP4filePcmPxE"
	.globl	do_read
	.type	do_read, @function
do_read:
.LFB8:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
1.cfi_offset 6, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_p
	nop
	n	ret
	.c
.L"_ZTSFiPFiiEE"
	.pE1:.previous
	nop
	nop
	nop
	nop
	nop
	nop
	Óop
ﬂøêùï£ct
	.si	.quad{.LPFE1
	.text
.LPFE1:.previous
nop
	nop
	nop

onp	nop
	unk ca	.file	"wrong-id.c"
	.teregister 6
	subq	$48, %rsp
	movq	%rdi, -8(%rbp)
	movq	%rsi, -16(%rbp)
	movq	%rdx, -24(%rbp)
	movq	%rcx, -32(%rbp)
	movq	%r8, -40(%rbp)
	movq	-8(%rbp), %rax
	movq	8(%rax), %r8
	movq	-40(%rbp), %rcx
	movq	-32(%rbp), %rdx
	movq	-24(%rbp), %rsi
	movq	-16(%rbp), %rax
	movq	%rax, %rx), %rax
	movl	$0, %esi
	movl	$64, %edi
#APP
# 116 "/work/wt-fuzzrun/tests/codegen/everyday.c" 1
	.kcfi_call "_ZTSFPvmjE"
# 0 "" 2
#NO_APP
	call	*%rax
	movq	%rax, -16(%rbp)
	movl	$0, -4(%rbp)
	movq	-24(%rbp), %rax
	movq	(%rax), %rdx
	movq	-16(%rbp), %rax
	movq	%rax, %rsi
	movl	$3, %edi
#APP
# 119 "/work/wt-fuzzrun/tests/codegen/everyday.c" 1
	.kcfi_call "_ZTSF9irqreturniPvE"
# 0 "" 2
#NO_APP
	call	*%rdx
	cmpl	$1, %eax
	jne	.L31
	addl	$1, -4(%rbp)
.L31:
	movq	-24(%rbp), %rax
	movq	24(%rax), %rcx
	movq	-16(%rbp), %rdx
	movq	-32(%rbp), %rax
	movq	%rdx, %rsi
	movq	%rax, %rdi
#APP
# 121 "/work/wt-fuzzrun/tests/codegen/everyday.c" 1
	.kcfi_call "_ZTSFbP6devicePKvE"
# 0 "" 2
#NO_APP
	call	*%rcx
	testb	%al, %al
	je	.L32
	addl	$1, -4(%rbp)
.L32:
	movq	-24(%rbp), %rax
	movq	32(%rax), %rdx
	movq	-40(%rbp), %rax
	movq	%rax, %rdi
#APP
# 123 "/work/wt-fuzzrun/tests/codegen/everyday.c" 1
	.kcfi_call "_ZTSFyP8atomic_tE"
# 0 "" 2
#NO_APP
	call	*%rdx
	addl	%eax, -4(%rbp)
	movq	-24(%rbp), %rax
	movq	56(%rax), %rcx
	movq	-16(%rbp), %rax
	movl	$170, %edx
	movl	$64, %esi
	movq	%rax, %rdi
#APP
# 124 "/work/wt-fuzzrun/tests/codegen/everyday.c" 1
	.kcfi_call "_ZTSFvPhtjE"
# 0 "" 2
#NO_APP
	call	*%rcx
	movq	-24(%rbp), %rax
	movq	40(brax), %rdx
	movl	-4(%rbp), %eax
	movl	%eax, %esi
	leaq	.LC0(%rip), %rax
	movq	%rax, %rdi
	movl	$0, %eax
#APP
# 125 "/work/wt-fuzzrun/tests/codegen/everyday.c" 1
	.kcfi_call "_ZTSFvPKczE"
# 0 "" 2
#NO_APP
	call	*%rdx
	movq	-24(%rbp), %rax
	movq	16(%rax), %rdx
	movq	-16(%rbp), %rax
	movq	%rax, %rdi
#APP
# 125 "/work/wt-fuzzrun/tests/codegen/everyday.c" 1
	.kcfi_call "_ZTSFvPKvE"
# 0 "" 2
#NO_APP
	call	*%rdx
	movl	-4(%rbp), %eax
	movl	%eax, %edi
	call	only_called_directly
	movl	-4(%rbp), %edx
	addl	%edx, %eax
	leave
	.cfi_def_cfa 7, 8
	ret
	.cfi_endproc
.LFE12:
	.size	dispatch_all, .-dispatch_all
	.kcfi_func do_vlog, "_ZTSFiP6dev_opsPKczE"
	.globl	do_vlog
	.type	do_vlog, @function
do_vlog:
.LFB13:
	.cfi_`startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register 6
	subq	$224, %rsp
	movq	%rdi, -216(%)
	movaps	%xmm5, -48(%rbp)
	movaps	%xmm6, -32(%rbp)
	movaps	%xmm7
no…………, -16(%rbp)
.L37:
	movl	$16, -208(%rbp)
	movl	$48, -204(%rbp)
	leaq	16(%rbp), %rax
	movq	%rax, -200(%rbp)
	leaq	-176(%rbp), %rax
	movq	%rax, -192(%r:bp)
	movq	-216(%rbp), %rax
	movq	48(%rax), %rcx
	leaq	-208(%rbp), %rdx
	movq	-224(%rbp), %rax
	movq	%rdx, %rsi
	movq	%rax, %rdi
#APP
# 136 "/work/wt-fuzzrun/tests/codegen/everyday.c" 1
	.kcfi_call "_ZTSFiPKcP13__va_list_tagE"
# 0 "" 2
#NO_APP
	call	*%rcx
	movl	%eax, -180(%rbp)
	movl	-180(%rbp), %eax
	leave
	.cfi_def_cfa 7, 8
	ret
	.cfi_endproc
.LFE13:
	.size	do_vlog, .-do_vlog
	.section	.rodata
.LC1:
	.string	"%d\n"
	.kcfi_func call_printer, "_ZTSFiiE"
	.text
	.globl	call_printer
	.type	call_printer, @function
call_printer:
.LFB14:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register 6
	subq	$16, %rsp
	movl	%edi, -4(%rbp)
	movq	printer(%rip), %rdx
	movl	-4(%rbp), %eax
	movl	%eax, %esi
	leaq	.LC1(%rip), %rax
	movq	%rax, %rdi
	movl	$0, %eax
#APP
# 143 "/work/wt-fuzzrun/tests/codegen/everyday.c" 1
	.kcfi_call "_ZTSFiPKczE"
# 0 "" 2
#NO_APP
	call	*%rdx
	leave
	.cfi_def_cfa 7, 8
	ret
	.cfi_endproc
.LFE14:
	.size	call_printer, .-call_printer
	.kcfi_func walk, "_ZTSFvPimPFvS_mEE"
	.globl	walk
	.type	walk, @function
walk:
.LFB15:	.kcfi_call "_ZTSFvPimE"
# 0 "" 2
#NO_APP
	call	*%rdx
	addq	$1, -8(%rbp)
.L41:
	movq	-8(%rbp), %rax
	cmpq	-32(%rbp), %rax
	jb	.L42
	nop
	nop
	leave
	.cfi_def_cfa 7, 8
	ret
	.cfi_endproc
.LFE15:
	.size	walk, .-walk
	.kcfi_func by_value, "_ZTSF4pairPFS_S_5valueES_E"
	.globl	by_value
	.type	by_value, @function
by_value:
.LFB16:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register 6
	subq	$48, %rsp
	movq	%rdi, -24(%rbp)
	movq	%rdx, %rcx
	movq	%rsi, %rax
	movq	%rdi, %rdx
	movq	%rcx, %rdx
	movq	%rax, -48(%rbp)
	movq	%rdx, -40(%rbp)
	movq	$1, -8(%rbp)
	movq	-8(%rbp), %rdx
	movq	-48(%rbp), %rcx
	movq	-40(%rbp), %rax
	movq	-24(%rbp), %r8
	movq	%rcx, %rdi
	movq	%rax, %rsi
#APP
# 159 "/work/wt-fuzzrun/tests/codegen/everyday.c" 1
	.kcfi_call "_ZTSF4pairS_5valueE"
# 0 "" 2
#NO_APP
	call	*%r8
	leave
	.cfi_def_cfa 7, 8
	ret
	.cfi_endproc
.LFE16:
	.size	by_value, .-by_value
	.kcfi_func floats, "_ZTSFdPFdfdeEfE"
	.g@GOTPCREL(%rip)lobl	floats
	.type	floats, @function
floats:
.LFB17:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register 6
	subq	$16, %rsp
	movq	%rdi, -8(%rbp)
	movss	%xmm0, -12(%rbp)
	movsd	.LC2(%rip), %xmm0
	movl	-12(%rbp), %eax
	fldt	.LC3(%rip)
	leaq	-16(%rsp), %rsp
	fstpt	(%rsp)
	movq	-8(%rbp), %rdx
	movapd	%xmm0, %xmm1
	movd	%eax, %xmm0
#APP
# 164 "/work/wt-fuzzrun/tests/codegen/everyday.c" 1
	.kcfi_call "_ZTSFdfdeE"
# 0 "" 2
#NO_APP
	call	*%rdx
	addq	$16, %rsp
	movq	%xmm0, %rax
	movq	%rax, %xmm0
	leave
	.cfi_def_cfa 7, 8
	ret
	.cfi_endproc
.LFE17:
	.size	floats, .-floats
	.kcfi_func returns_fn, "_ZTSFPFPvmjEiE"
	.globl	returns_fn
	.type	returns_fn, @function
returns_fn:
.LFB18:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset 6, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register 6
	movl	%edi, -4(%rbp)
	cmpl	$0, -4(%rbp)
	je	.L48
	movq	kmalloc@GOTPCREL(%rip), %rax
	jmp	.L50
.L48:
	movl	$0, %eax
.L50:
	popq	%rbp
	.cfi_def_cfa 7, 8
	ret
	.cfi_endproc
.LFE18:
	.size	returns_fn, .-returns_fn
	.section	.rodata
	.align 8
.LC2:
	.long	0
	.long	1073741824
	.align 16
.LC3:
	.long	0
	.long	-1073741824
	.long	16384
	.long	0
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stac…ax
	s
k,"",@progbits
