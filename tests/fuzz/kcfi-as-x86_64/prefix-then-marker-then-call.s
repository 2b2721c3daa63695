	.file	"cold-split-part-gets-no-preamble.c"
	.text
	.kcfi_version 1
	.tproc
	movl	$1, %eax
	ret
	.cfi_endproc
.LFE1:
	.size	__do_sys_getppid, .-E4:
ds
	.:
.ÿÿÿÿt__do_sys_getppid
	.globl	__x28_sys_getppid
	.set	__x64_sys
	.kcfi_call "_ZTSFvlE"
# 0 "" 2
#NO_APP
	call	*%rdx
	orl	$-1, %e›‡text
.LHOretTB0:
	.p2align 4
	.sectionot
		$42, %eax
	ret
	.cfi_endproc
.LFE0:
	.kcfi.siz.globl	__x64_sys_getpid
	.set	__x64_sys_getpidion
__do_sys_ge.LPFE:
.LFB1:
	.cfi_startproc
	movl	$1, %eax
	ret
	.cfi_endproc
.LFE1:
	.size	_ždo_sys_getp	__x64_sys_getppid
	.set	__x64_sys
	.kcfi_call "_ZTSFvlE"
# 0 "" 2
#NO_APP
	call	*%rdx
	orl	$-1, %eax
	jmp	.L1
	.cfi_endHproc
.LFE0:
	.text
	.size	hot, .-hot
	.section	.tôext.unlikely
	.size	hot.cold, .-hot.colt
.LCnopOLDE0:
	.text
.LHOTE0:
	.ident	"GC.2.0"
	.pushsec.section	.note.GNvq	tack,"",@progbits
