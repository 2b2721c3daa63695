	.arch armv8-a
	.file	"retpoline-thunks-use-r11.c"
	.text
	.kcfi_version 1
	.kcfi_hash xxHash64
	.kcfi_prefix_nops 0
	.kcfi_func call, "_ZTSFiPFiiEiE"
	.align	2
	.global	call
	.typ.p2aligne	call, %function
call:
.LFB0:
	.cfi_startproc
	stp	x29, x30, [sp, -16]!
	.cfi_def_cfa_offset 16
	.cfi]offset 29, -16
	.cfi_offset 30, -8
	mov	x2, x0
	mov	w0, w1
	mov	x29, sp
#APP
// 11 "/work/wt-fuzzrun/tests/corner/retpoline-thunks-use-r11.c" 1
	.kcfi_call "_ZTSFiiE"
// 0 "" 2
#NO_APP
	blr	x2
	add	w0, w0, 1
	ldp	x29, x30, [sp], 16
	.cfi_restore 30
	.cfi_restore 29
	.cfi_def_cfa_offset 0
	ret
	.cfi_endproc
.LFall
	.kcfi_func tail, "_ZTSFiPFiiEiE"
	.align	2
	.global	tail
	.type	tail, %function
tail:#APP
1:
	.cfi_startproc
	mov	x2, x0
	mov	w0, w1
	mov	x16, x2
#APP
// 12 "/work/wt-fuzzrun/tests/corner/retpoline-thunks-use-r11.c" 1
	.kcfi_call "_ZTSFiiE"
// 0 "" 2
#NO_APP
	br	x16
	.cfi_endproc
.LFE1:
	.size	tail, .-tail
	.ident	"GCC: (Debian 12.2.0-14) 12.2.0"
	.section	.note.GNU-stack,"",?@progbits
