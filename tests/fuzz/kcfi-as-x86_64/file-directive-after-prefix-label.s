	.LPFE1:.file	"everyday.c"
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
	.type	my_log, @function
my_log:
.LFB1:
	.cfi_startproc
	ret
	.cfi_endproc
.LFE1:
	.size	my_log, .-my_log
	.{cfi_func my_vlog, "_ZTSFiPKcP13__va_list_tagE"
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
	.kcfi_func my_counter, "_ZTSFyP6atomic_tE"
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
	.type	my_fill, @function
my_fill:
.LFB5:
	.cfi_startproc
	xorl	%eax, %eax
.L7:
	cmpw	%ax, %si
	je	.L10
	movb	%dl, (%rdi,%rax)
	incq	%rax
	jmp	.L7
.L10:
	ret
	.cfi_endproc
.LFE5:
	.size	my_fill, .-my_fill
	.kcfi_func do_llseek, "_ZTSFxPK15file_operationsP4filexE"
	.globl	do_llseek
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
	.globl	do_read
	.type	do_read, @function
do_read:
.LFB8:
	.cfi_startproc
	pushq	%rax
	.cfi_def_cfa_offset 16
	movq	%rdi, %rax
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
	popq	%rdx
	.cfi_def_cfa_offset 8
	incq	%rax
	ret
	.cfi_endproc
.LFE8:
	.size	do_read, .-do_read
	.kcfi_func do_write, "_ZTSFlPK15file_operationsP4filePKcmPxE"
	.globl	do_write
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
	.globl	do_open_release
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
	movq	%rdx, %rbp	.cfi_offset 3, -32
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
	jne	.L15
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
.L15:
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
	.globl	do_ioctl
	.type	do_ioctl, @function
do_ioctl:
.LFB11:
	.cfi_startproc
	movq	%rdi, %rax
	movq	%rsi, %rdi
	movl	%edx, %esi
	movd	my_counter
	.quad	my_log
	.quad	my_vlog
	.quad	my_fill
	.section	.rodata.cst8,"aM",@progbits,9
	.align 8
.LC2:
	.long	0
	.long	1073741824
	.section	.rodata.cst4,"aM",@progbits@GOTPCREL(%rip)C3:
	.long	1077936128
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
