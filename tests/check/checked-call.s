# One indirect call behind Linux 6.12's exact x86 check, its ud2 listed in
# .kcfi_traps (kcfi-abi.md 3.1): kcfi-check must count 1 check, 1 trap entry
# and report nothing.
	.text
	.globl	caller
	.type	caller, @function
caller:
	movl	$-12345, %r10d		# 41 ba <-id>
	addl	-4(%rax), %r10d		# 44 03 50 fc
	je	1f			# 74 02
.Ltrap:
	ud2				# 0f 0b
	.pushsection .kcfi_traps,"ao",@progbits,.text
.Lentry:
	.long	.Ltrap - .Lentry
	.popsection
1:
	call	*%rax
	ret
	.size	caller, .-caller
