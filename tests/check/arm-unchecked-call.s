@ A bare blx at caller+0x4 (ARM state, after a nop).
	.syntax unified
	.arm
	.text
	.globl	caller
	.type	caller, %function
caller:
	nop
	blx	r1
	bx	lr
	.size	caller, .-caller
