# A bare riscv64 c.jalr at caller+0x2 (after a c.nop); the call of a
# symbol (auipc ra; jalr ra) after it is direct, no finding.
	.text
	.globl	caller
	.type	caller, @function
caller:
	nop
	jalr	a1
	call	caller
	ret
	.size	caller, .-caller
