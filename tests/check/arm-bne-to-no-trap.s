@ clang-19's shape (arm-clang-shape.s) around a call, but the mismatch
@ branch goes to a nop, not a bkpt: the blx at caller+0x18 is unchecked.
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
	blx	r1
1:	nop
	bx	lr
	.size	caller, .-caller
