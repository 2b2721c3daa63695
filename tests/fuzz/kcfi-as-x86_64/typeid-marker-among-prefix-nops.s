	.file	"everyday.c"
	.kcfi_version 1
	.kcfi_hash xxHash64
	.kcfi_prefix_nops 11
	.kcfi_typeid printk, "_ZTSFiPKczE"
	.kcfi_typeid kfree, "_ZTSFvPKvE"
	.kcfi_typeid kmalloc, "_ZTSFPvmjE"
	.text
	.kcfi_func my_irq, "_ZTSF9irqreturniPvE"
	.p2align 4
	.section	__patchable_function_entries,"awo",@progbits,my_irq
	.align 8
	.quad	.LPFE1
	.text
.LPFE1:
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
	.type	my_irq, @function
my_irq:
.LFB0:
	.cfi_startproc
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
	.section	__patchable_function_entries,"awo",@progbits,my_irq
	.align 8
	.quad	.LPFE2
	.text
.LPFE2:
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
	.type	my_log, @function
my_log:
.LFB1:
	.cfi_startproc
	ret
	.cfi_endproc
.LFE1:
	.size	my_log, .-my_log
	.kcfi_func my_vlog, "_ZTSFiPKcP13__va_list_tagE"
	.p2align 4
	.section	__patchable_function_entries,"awo",@progbits,my_irq
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
		.kcfi_typeid f, "_ZTSFvvE"
nop
	nop
	nop
	nop
	nop
	.type	my_vlog, @function
my_vlog:
.LFB2:
	.cfi_startproc
	movsbl	(%rdi), %eax
	ret
	.cfi_endproc
.LFE2:
	.size	my_vlog, .-my_vlog
	.kcfi_func my_match, "_ZTSFbP6devicePKvE"
	.p2align 4
	.section	__patchable_function_entries,"awo",@progbits,my_irq
	.align 8
	.quad	.LPFE4
	.text
.LPFE4:
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
	.type	my_match, @function
my_match:
.LFB3:
	.cfi_startproc
	cmpq	%rsi, (%rdi)
	sete	%al
	ret
	.cfi_endproc
.LFE3:
	.size	my_match, .-my_match
	.kcfi_func my_counter, "_ZTSFyP8atomic_tE"
	.p2align 4
	.section	__patchable_function_entries,"awo",@progbits,my_irq
	.align 8
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
	.type	my_counter, @function
my_counter:
.LFB4:
	.cfi_startproc
	movslq	(%rdi), %rax
	ret
	.cfi_endproc
.LFE4:
	.size	my_counter, .-my_counter
	.kcfi_func my_fill, "_ZTSFvPhtjE"
	.p2align 4
	.section	__patchable_function_entries,"awo",@progbits,my_irq
	.align 8
	.quad	.LPFE6
	.text
.LPFE6:
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
	.type	my_fill, @function
my_fill:
.LFB5:
	.cfi_startproc
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
	.section	__patchable_function_entries,"awo",@progbits,my_irq
	.align 8
	.quad	.LPFE7
	.text
.LPFE7:
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
	.type	do_llseek, @function
do_llseek:
.LFB7:
	.cfi_startproc
	movq	%rdi, %rax
	movq	%rsi, %rdi
	movq	%rdx, %rsi
	xorl	%edx, %edx
	movq	(%rax), %rax
#APP
# 83 "/work/wt-fuzzrun/tests/codegen/everyday.c" 1
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
	.section	__patchable_function_entries,"awo",@progbits,my_irq
	.align 8
	.quad	.LPFE8
	.text
.LPFE8:
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
	.type	do_read, @function
do_read:
.LFB8:
	.cfi_startproc
	movq	%rdi, %rax
	subq	$8, %rsp
	.cfi_def_cfa_offset 16
	movq	%rsi, %rdi
	movq	%rdx, %rsi
	movq	%rcx, %rdx
	movq	%r8, %rcx
#APP
# 89 "/work/wt-fuzzrun/tests/codegen/everyday.c" 1
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
	.section	__patchable_function_entries,"awo",@progbits,my_irq
	.align 8
	.quad	.LPFE9
	.text
.LPFE9:
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
	.type	do_write, @function
do_write:
.LFB9:
	.cfi_startproc
	movq	%rdi, %rax
	movq	%rsi, %rdi
	movq	%rdx, %rsi
	movq	%rcx, %rdx
	movq	%r8, %rcx
#APP
# 95 "/work/wt-fuzzrun/tests/codegen/everyday.c" 1
	.kcfi_call "_ZTSFlP4filePKcmPxE"
# 0 "" 2
#NO_APP
	jmp	*16(%rax)
	.cfi_endproc
.LFE9:
	.size	do_write, .-do_write
	.kcfi_func do_open_release, "_ZTSFiPK15file_operationsP5inodeP4fileE"
	.p2align 4
	.globl	do_open_release
	.section	__patchable_function_entries,"awo",@progbits,my_irq
	.align 8
	.quad	.LPFE10
	.text
.LPFE10:
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
	.type	do_open_release, @function
do_open_release:
.LFB10:
	.cfi_startproc
	pushq	%r12
	.cfi_def_cfa_offset 16
	.cfi_offset 12, -16
	movq	%rdi, %r12
	pushq	%rbp
	.cfi_def_cfa_offset 24
	.cfi_offset 6, -24
	movq	%rdx, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 32
	.cfi_offset 3, -32
	movq	%rsi, %rbx
	movq	%rdx, %rsi
	movq	%rbx, %rdi
#APP
# 101 "/work/wt-fuzzrun/tests/codegen/everyday.c" 1
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
# 105 "/work/wt-fuzzrun/tests/codegen/everyday.c" 1
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
	.section	__patchable_function_entries,"awo",@progbits,my_irq
:.align 8
	.quad	.LPFE11
	.text
.LPFE11:
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
	.type	do_ioctl, @function
do_ioctl:
.LFB11:
	.cfi_startproc
	movq	%rdi, %rax
	movq	%rsi, %rdi
	movl	%edx, %esi
	movq	%rcx, %rdx
#APP
# 111 "/work/wt-fuzzrun/tests/codegen/everyday.c" 1
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
	.globl	dispatch_all
	.section	__patchable_function_entries,"awo",@progbits,my_irq
	.align 8
	.quad	.LPFE12
	.text
.LPFE12:
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
	.type	dispatch_all, @function
dispatch_all:
.LFB12:
	.cfi_startproc
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
# 116 "/work/wt-fuzzrun/tests/codegen/everyday.c" 1
	.kcfi_call "_ZTSFPvmjE"
# 0 "" 2
#NO_APP
	call	*8(%rbx)
	movl	$3, %edi
	movq	%rax, %r12
	movq	%rax, %rsi
#APP
# 119 "/work/wt-fuzzrun/tests/codegen/everyday.c" 1
	.kcfi_call "_ZTSF9irqreturniPvE"
# 0 "" 2
#NO_APP
	call	*(%rbx)
	movq	%r12, %rsi
	movq	%r14, %rdi
	cmpl	$1, %eax
	sete	%bpl
#APP
# 121 "/work/wt-fuzzrun/tests/codegen/everyday.c" 1
	.kcfi_call "_ZTSFbP6devicePKvE"
# 0 "" 2
#NO_APP
	call	*24(%rbx)
	movq	%r13, %rdi
	cmpb	$1, %al
	sbbl	$-1, %ebp
#APP
# 123 "/work/wt-fuzzrun/tests/codegen/everyday.c" 1
	.kcfi_call "_ZTSFyP8atomic_tE"
# 0 "" 2
#NO_APP
	call	*32(%rbx)
	movl	$170, %edx
	movq	%r12, %rdi
	movl	$64, %esi
	addl	%eax, %ebp
#APP
# 124 "/work/wt-fuzzrun/tests/codegen/everyday.c" 1
	.kcfi_call "_ZTSFvPhtjE"
# 0 "" 2
#NO_APP
	call	*56(%rbx)
	movl	%ebp, %esi
	xorl	%eax, %eax
	leaq	.LC0(%rip), %rdi
#APP
# 125 "/work/wt-fuzzrun/tests/codegen/everyday.c" 1
	.kcfi_call "_ZTSFvPKczE"
# 0 "" 2
#NO_APP
	call	*40(%rbx)
	movq	%r12, %rdi
#APP
# 126 "/work/wt-fuzzrun/tests/codegen/everyday.c" 1
	.kcfi_call "_ZTSFvPKvE"
# 0 "" 2
#NO_APP
	call	*16(%rbx)
	movl	%ebp, %edi
	call	never_address_taken@PLT
	popq	%rbx
	.cfi_def_cfa_offset 40
	leal	(%rax,%rbp,2), %eax
	popq	%rbp
	.cfi_def_cfa_offset 32
	popq	%r12
	.cfi_def_cfa_offset 24
	popq	%r13
	.cfi_def_cfa_offset 16
	popq	%r14
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE12:
	.size	dispatch_all, .-dispatch_all
	.kcfi_func do_vlog, "_ZTSFiP7dev_opsPKczE"
	.p2align 4
	.globl	do_vlog
	.section	__patchable_function_entries,"awo",@progbits,my_irq
	.align 8
	.quad	.LPFE13
	.text
.LPFE13:
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
	.type	do_vlog, @function
do_vlog:
.LFB13:
	.cfi_startproc
	subq	$216, %rsp
	.cfi_def_cfa_offset 224
	movq	%rdi, %r10
	movq	%rsi, %rdi
	movq	%rdx, 48(%rsp)
	movq	%rcx, 56(%rsp)
	movq	%r8, 64(%rsp)
	movq	%r9, 72(%rsp)
	testb	%al, %al
	je	.L25
	movaps	%xmm0, 80(%rsp)
	movaps	%xmm1, 96(%rsp)
	movaps	%xmm2, 112(%rsp)
	movaps	%xmm3, 128(%rsp)
	movaps	%xmm4, 144(%rsp)
	movaps	%xmm5, 160(%rsp)
	movaps	%xmm6, 176(%rsp)
	movaps	%xmm7, 192(%rsp)
.L25:
	leaq	224(%rsp), %rax
	movl	$16, 8(%rsp)
	leaq	8(%rsp), %rsi
	movq	%rax, 16(%rsp)
	leaq	32(%rsp), %rax
	movl	$48, 12(%rsp)
	movq	%rax, 24(%rsp)
#APP
# 136 "/work/wt-fuzzrun/tests/codegen/everyday.c" 1
	.kcfi_call "_ZTSFiPKcP13__va_list_tagE"
# 0 "" 2
#NO_APP
	call	*48(%r10)
	addq	$216, %rsp
	.cfi_def_cfa_offset 8
	ret
	.cfi_endproc
.LFE13:
	.size	do_vlog, .-do_vlog
	.section	.rodata.str1.1
.LC1:
	.string	"%d\n"
	.kcfi_func call_printer, "_ZTSFiiE"
	.text
	.p2align 4
	.globl	call_printer
	.section	__patchable_function_entries,"awo",@progbits,my_irq
	.align 8
	.quad	.LPFE14
	.text
.LPFE14:
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
	.type	call_printer, @function
call_printer:
.LFB14:
	.cfi_startproc
	movl	%edi, %esi
	xorl	%eax, %eax
	leaq	.LC1(%rip), %rdi
#APP
# 143 "/work/wt-fuzzrun/tests/codegen/everyday.c" 1
	.kcfi_call "_ZTSFiPKczE"
# 0 "" 2
#NO_APP
	jmp	*printer(%rip)
	.cfi_endproc
.LFE14:
	.size	call_printer, .-call_printer
	.kcfi_func walk, "_ZTSFvPimPFvS_mEE"
	.p2align 4
	.globl	walk
	.section	__patchable_function_entries,"awo",@progbits,my_irq
	.align 8
	.quad	.LPFE15
	.text
.LPFE15:
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
	.type	walk, @function
walk:
.LFB15:
	.cfi_startproc
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
# 150 "/work/wt-fuzzrun/tests/codegen/everyday.c" 1
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
	.section	__patchable_function_entries,"awo",@progbits,my_irq
	.align 8
	.quad	.LPFE16
	.text
.LPFE16:
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
	.type	by_value, @function
by_value:
.LFB16:
	.cfi_startproc
	movq	%rdi, %rax
	movq	%rsi, %rdi
	movq	%rdx, %rsi
	movl	$1, %edx
#APP
# 159 "/work/wt-fuzzrun/tests/codegen/everyday.c" 1
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
	.section	__patchable_function_entries,"awo",@progbits,my_irq
	.align 8
	.quad	.LPFE17
	.text
.LPFE17:
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
	.type	floats, @function
floats:
.LFB17:
	.cfi_startproc
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
# 164 "/work/wt-fuzzrun/tests/codegen/everyday.c" 1
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
	.section	__patchable_function_entries,"awo",@progbits,my_irq
	.align 8
	.quad	.LPFE18
	.text
.LPFE18:
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
	.type	returns_fn, @function
returns_fn:
.LFB18:
	.cfi_startproc
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
