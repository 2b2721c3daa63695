# A complete check that reads the id through a2, before a call through
# a1 (at caller+0x12, lw/lui/addiw/beq 4 bytes each, c.ebreak 2): the
# call is unchecked, and the listed ebreak guards no call.
	.text
	.globl	caller
	.type	caller, @function
caller:
	lw	t1, -4(a2)
	lui	t2, 6593
	addiw	t2, t2, -852
	beq	t1, t2, 1f
2:	ebreak
	.pushsection	.kcfi_traps,"ao",@progbits,.text
	.word	2b - .
	.popsection
1:	jalr	a1
	.size	caller, .-caller
