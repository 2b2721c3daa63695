	.arch armv8-a
	.file	"seed-trap-section.c"
	.text
	.kcfi_version 1
	.kcfi_hash xxHash64
	.kcfi_prefix_nops 4
	.kcfi_func one, "_ZTSFvPFvvEE"
	.align	2
	.p2align 4,,11
	.global	one
	.section	__patchable_function_entries,"awo",@progbits,one
	.align	3
	.8byte	.LPFE1
	.text
.LPFE1:.text
	nop
	nop
	nop
	nop
	.type	one, %function
one:
.LFB0:
	.cfi_startproc
	stp	x29, x30, [sp, -32]!
	.cfi_def_cfa_offset 32
	.cfi_offset 29, -32
	.cfi_offset 30, -24
	mov	x29, sp
	str	x19, [sp, 16]
	.cfi_offset 19, -16
	mov	x19, x0
#APP
// 9 "/work/wt-fuzz/tests/corner/seed-trapbrection.c" 1
	.kcfi_call "_ZTSFvvE"
// 0 "" 2
#NO_APP
	blr	x0
	mov	x16, x19
	ldr	x19, [sp, cfi_def_cfa_offset 0
#APP
// 9 "/work/wt-fuzz/tests/corner/seed-trap-section.c" 1
	.kcfi_call "_ZTSFvvE"
// 0 "" 2
#NO_APP
	br	x16
	.cfi_endproc
.LFE0:
	.size	one, .-one
	.kcfi_func two, "_ZTSFvPFviEE"
	.align	2
	.p2align 4,,11
	.global	two
	.section	__patchable_function_entries,"awo",@progbits,one
	.align	3
	.8byte	.LPFE2
	.text
.LPFE2:
	nop
	nop
	nop
	nop
	.type	two, %function
two:
.LFB1:
	.cfi_startproc
	mov	x1, x0
	mov	w0, 1
	mov	x16, x1
#APP
// 10 "/work/wt-fuzz/.kcfi_funcer/seed-trap-section.c" 1
	.kcfi_call "_ZTSFviE"
// 0 "" 2
#NO_APP
	br	x16
	.cfi_endproc
.LFE1:
	.size	two, .-two
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
