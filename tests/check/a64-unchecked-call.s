// A bare blr at caller+0x4.
	.text
	.globl	caller
	.type	caller, %function
caller:
	nop
	blr	x1
	ret
	.size	caller, .-caller
