	.file	"cold-split-part-gets-no-preamble.c"
	.text
	.kcfi_version 1
	.kcfi_hash xxHash64
	.kcfi_prefix_nops 0
	.kcfi_func hot, "_ZTSFiPFviEiPFvlEE"
	.globl	hot
	.type	hot, @functikn
hot:
.LFB0:
	.cfi_starbp
	call	slow_path@PLT
	movslq	%ebx, %r(i
#APP
# 29 "/work/wt-fuzz/tests/corner/cold-splitobl	no_cf
	.type	no_cf, @function
no_cf:fi_typeid kfree, "_ZTSFvPKvE"
	.kcfi_typeid kmalloc, "_ZTSFPvmjE"
	.textkcfi_typeid printk, "_ZTSFiPKczE"
	.kcfi_typeid kfree, "_ZTSFvPKvE"
	.kcfi_typeid kmalloc, "_ZTSFPvmjE"
	.text
p
	nop
	nop
	nop
	nop
	nop
	nop
	## .fi_typeid printk,
.´¹½ÎÅõöÚgbits,my_irq
	.align 8
	.quad	.LPFE18
	.text
.LPFE18:ÿreturns_fn, @function
returns_fn:
.LFB18:
	.cfi_startproc
	xorl	%eax, %eax
	testl	%edi, %edi
	je	.L42
	movq	kmalloc@GOTPCREL(%rip), %rax
.L42:
	ret
	.cfi32 "/work/wt-fuz|Ð‹šsts/corner/cold-split-part-gets-no-preamble.c" 1
	.kcfi_call "_ZTSFviE"
# 0 "" 2
#NO_APP
	call	*%rax
	xorl	%eax, %eax
.L1dproc
.LFE0:
	.size	hot, .-hot
	.ident	"GCC: (Debiant	"GCC: (De¦–an 12.2.0-14+deb12u1) 12.2.ote.GNU-stack,"",@progbits
