# The same check without its .kcfi_traps entry: Linux would not know the
# ud2 is a CFI trap (kernel/cfi.c is_cfi_trap), so kcfi-check must fail.
	.text
	.globl	caller
	.type	caller, @function
caller:
	movl	$-12345, %r10d
	addl	-4(%rax), %r10d
	je	1f
	ud2
1:
	call	*%rax
	ret
	.size	caller, .-caller
