@ Functions whose address an object takes need a preamble (arm, SHT_REL:
@ the addends are in the fields).  bare_arm (ARM, .text.unlikely+0x0) is
@ taken by movw/movt at caller+0x4; bare_thumb (Thumb, at +0x4) through
@ bare_arm+5 (its address with the Thumb bit): Thumb-2 movw/movt at
@ tcaller+0x0 keep 5 in their imm16, the literal pool word (ABS32, at
@ tcaller+0xc) keeps it in the word.  "bl bare_arm" (R_ARM_CALL) takes no
@ address.  good (preamble word) is taken by a table entry, no warning.
@ Offsets by hand: good's word at .text+0x0, good at 0x4, caller at 0x8
@ (bl; movw at 0xc; movt; bx), tcaller at 0x18 (movw.w; movt.w; ldr; bx;
@ pool at 0x24).
@ 3 functions whose address is taken, 2 without a preamble.
	.syntax unified
	.section .text.unlikely,"ax",%progbits
	.arm
	.type	bare_arm, %function
bare_arm:
	bx	lr
	.size	bare_arm, .-bare_arm
	.thumb
	.type	bare_thumb, %function
	.thumb_func
bare_thumb:
	bx	lr
	.size	bare_thumb, .-bare_thumb

	.text
	.arm
	.long	0x12345678
	.type	good, %function
good:
	bx	lr
	.size	good, .-good
	.globl	caller
	.type	caller, %function
caller:
	bl	bare_arm
	movw	r0, #:lower16:bare_arm
	movt	r0, #:upper16:bare_arm
	bx	lr
	.size	caller, .-caller
	.thumb
	.globl	tcaller
	.type	tcaller, %function
	.thumb_func
tcaller:
	movw	r0, #:lower16:bare_arm+5
	movt	r0, #:upper16:bare_arm+5
	ldr	r1, =bare_arm+5
	bx	lr
	.size	tcaller, .-tcaller
	.ltorg

	.section .data.rel.ro,"aw"
	.long	good
