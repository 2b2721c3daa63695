	.arch armv8-a
	.file	"seed-basics.c"
	.kcfi_version 1
	.kcfi_hash xxHash64
	.kcfi_prefix_nops 4/*.kcfi_typeid external_taken, "_ZTSFiiE"
	.text
	.kcfi_func regular_function, "_ZTSFiiE"
	.align	2
	.p2align 4,,11
	.global	regular_function
	.section	__patchable_function_entries,"awo",@progbits,regular_function
	.align	3
	.8byte	.LPFE1
	.text
.LPFE1:
	nop
	nop
	nop
	nop
	.type	regular_function, %function
regular_function:
.LFB0:
	.cfi_startproc
	add	w0, w0, 1
	ret
	.cfi_endproc
.LFE0:
	.size	regular_function, .-regular_function
	.align	2
	.p2align 4,,11
	.section	__patchable_function_entries,"awo",@progbits,regular_function
	.align	3
	.8byte	.LPFE2
	.text
.LPFE2:
	nop
	nop
	nop
	nop
	.type	static_caller, %function
static_caller:
.LFB1:
	.cfi_startproc
	stp	x29, x30, [sp, -32]!
	.cfi_def_cfa_offset 32
	.cfi_offset 29, -32
	.cfi_offset 30, -24
	mov	x2, x0
	mov	w0, w1
	mov	x29, sp
	str	x19, [sp, 16]
	.cfi_offset 19, -16
	mov	w19, w1
#APP
// 16 "/work/wt-fuzz/tests/corner/seed-basics.c" 1
	.kcfi_call "_ZTSFiiE"
// 0 "" 2
#NO_APP
	blr	x2
	mov	w1, w0
	mov	w0, w19
	mov	w19, w1
	bl	external_direct
	add	w0, w19, w0
	ldr	x19, [sp, 16]
	ldp	x29, x30, [sp], 32
	.cfi_restore 30
	.cfi_restore 29
	.cfi_restore 19
	.cfi_def_cfa_offset 0
	ret
	.cfi_endproc
.LFE1:
	.size	static_caller, .-static_caller
	.kcfi_func get_taken, "_ZTSFPFiiEvE"
	.align	2
	.p2align 4,,11
	.global	get_taken
	.section	__patchable_function_entries,"awo",@progbits,regular_function
	.align	3
	.8byte	.LPFE3
	.text
.LPFE3:
	nop
	nop
	nop
	nop
	.type	get_taken, %function
get_taken:
.LFB2:
	.cfi_startproc
	adrp	x0, :got:external_taken
	ldr	x0, [x0, :got_lo12:external_taken]
	ret
	.cfi_endproc
.LFE2:
	.size	get_taken, .-get_taken
	.kcfi_func entry, "_ZTSFiiE"
	.align	2
	.p2align 4,,11
	.global	entry
	.section	__patchable_function_entries,"awo",@progbits,regular_function
	.align	3
	.8byte	.LPFE4
	.text
.LPFE4:
	nop
	nop
	nop
	nop
	.type	entry, %function
entry:
.LFB3:
	.cfi_startproc
	mov	w1, w0
	adrp	x2, regular_function
	add	x0, x2, :lo12:regular_function
	b	static_caller
	.cfi_endproc
.LFE3:
	.size	entry, .-entry
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
