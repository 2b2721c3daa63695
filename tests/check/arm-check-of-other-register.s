@ A complete arm check (ARM state, 4 bytes each) that reads the id through
@ r2 before a call through r3 at caller+0x20: unchecked.
	.syntax unified
	.arm
	.text
	.globl	caller
	.type	caller, %function
caller:
	bic	ip, r2, #1
	ldr	ip, [ip, #-4]
	movw	lr, #3244
	movt	lr, #412
	cmp	ip, lr
	beq	1f
	bkpt	#0
	b	1f
1:	blx	r3
	.size	caller, .-caller
