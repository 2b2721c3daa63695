# riscv64's entry.S: SYM_INNER_LABEL(ret_from_exception_end) ends one routine
# at the address where SYM_CODE_START(ret_from_fork) begins the next, both
# untyped globals, the end label the later symbol.  A finding there is named
# by the label that has a size (the routine it is in), not the empty one.
	.text
	.globl	ret_from_fork
	.globl	ret_from_exception_end
ret_from_fork:
ret_from_exception_end:
	nop
	call	*%rax
	ret
	.size	ret_from_fork, .-ret_from_fork
