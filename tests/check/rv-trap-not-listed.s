# The exact check before a call through a1, but its ebreak (caller+0x10)
# has no .kcfi_traps entry: Linux would not know the trap is a CFI one.
	.text
	.globl	caller
	.type	caller, @function
caller:
	lw	t1, -4(a1)
	lui	t2, 6593
	addiw	t2, t2, -852
	beq	t1, t2, 1f
	ebreak
1:	jalr	a1
	.size	caller, .-caller
