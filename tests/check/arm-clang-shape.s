@ clang-19's arm check (Thumb-2, as clang-19 -O2 -mthumb builds a sibcall
@ f(3) through r0): the target copied to r1, the five instructions
@ interleaved, the bkpt out of line, and after it the sibcall again for a
@ permissive kernel. mov, cmp, bne.n, movs, bx, bkpt 2 bytes, bic.w, movw,
@ ldr.w, movt 4: the checked bx r1 at caller+0x18; the one after the bkpt
@ (caller+0x1e) is that check's own path, no second check, no finding.
	.syntax unified
	.thumb
	.text
	.globl	caller
	.type	caller, %function
	.thumb_func
caller:
	mov	r1, r0
	bic	r0, r0, #1
	movw	r2, #3244
	ldr	r0, [r0, #-4]
	movt	r2, #412
	cmp	r0, r2
	bne	1f
	movs	r0, #3
	bx	r1
1:	bkpt	#0
	movs	r0, #3
	bx	r1
	.size	caller, .-caller
