# An indirect jmp without a check: a sibcall, a jump table or a computed
# goto, which bytes cannot tell apart, so a warning (exit 0), not an error.
	.text
	.globl	dispatcher
	.type	dispatcher, @function
dispatcher:
	jmp	*%rax
	.size	dispatcher, .-dispatcher
