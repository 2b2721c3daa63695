# The check reads the id through %rcx but the call goes through %rax: not a
# check of this call (LLVM #59017 was this bug), so it is unchecked.
	.text
	.globl	caller
	.type	caller, @function
caller:
	movl	$-12345, %r10d
	addl	-4(%rcx), %r10d
	je	1f
.Ltrap:
	ud2
	.pushsection .kcfi_traps,"ao",@progbits,.text
.Lentry:
	.long	.Ltrap - .Lentry
	.popsection
1:
	call	*%rax
	ret
	.size	caller, .-caller
