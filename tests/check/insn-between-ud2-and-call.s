# A nop between ud2 and the call: Linux decodes at ud2-12/ud2-6 and resumes
# at ud2+2 (permissive mode), so the shape must be exact: unchecked.
	.text
	.globl	caller
	.type	caller, @function
caller:
	movl	$-12345, %r10d
	addl	-4(%rax), %r10d
	je	1f
.Ltrap:
	ud2
	.pushsection .kcfi_traps,"ao",@progbits,.text
.Lentry:
	.long	.Ltrap - .Lentry
	.popsection
1:
	nop
	call	*%rax
	ret
	.size	caller, .-caller
