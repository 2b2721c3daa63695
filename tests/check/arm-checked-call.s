@ Two arm checks as kcfi-as writes them (docs: arch/arm/as.c), hand-laid:
@ ARM state, a sibcall bx r2 with r3 pushed for the expected id (push and
@ pop of one register assemble as str/ldr with sp writeback), 4 bytes each:
@   0x00 push, 0x04 bic, 0x08 ldr, 0x0c movw, 0x10 movt, 0x14 cmp, 0x18 pop,
@   0x1c beq, 0x20 bkpt, 0x24 b, 0x28 bx r2;
@ Thumb-2 from 0x2c (tcaller's symbol value is 0x2d, the Thumb bit), a blx
@ r3 with ip and lr free: bic.w, ldr.w, movw, movt 4 bytes, cmp, beq.n,
@ bkpt, b.n 2 each: the blx at 0x44 = tcaller+0x18.
@ 0x019c0cac = movw #3244 (0xcac), movt #412 (0x19c).
	.syntax unified
	.text
	.arm
	.globl	caller
	.type	caller, %function
caller:
	push	{r3}
	bic	ip, r2, #1
	ldr	ip, [ip, #-4]
	movw	r3, #3244
	movt	r3, #412
	cmp	ip, r3
	pop	{r3}
	beq	1f
	bkpt	#0
	b	1f
1:	bx	r2
	.size	caller, .-caller

	.thumb
	.globl	tcaller
	.type	tcaller, %function
	.thumb_func
tcaller:
	bic	ip, r3, #1
	ldr	ip, [ip, #-4]
	movw	lr, #3244
	movt	lr, #412
	cmp	ip, lr
	beq	2f
	bkpt	#0
	b	2f
2:	blx	r3
	.size	tcaller, .-tcaller
