# A bare indirect call (offset 0x3 of caller: after "nop; nop; nop").
	.text
	.globl	caller
	.type	caller, @function
caller:
	nop
	nop
	nop
	call	*%rax
	ret
	.size	caller, .-caller
