# Retpoline: the branch is a direct call/jmp to __x86_indirect_thunk_<reg>,
# visible in an object only through its relocation. The first call is
# checked (through %r11), the second call (.text+0x14) is not; the tail
# jump at the end is an unchecked jump, a warning.
	.text
	.globl	caller
	.type	caller, @function
caller:
	movl	$-12345, %r10d
	addl	-4(%r11), %r10d		# 45 03 53 fc
	je	1f
.Ltrap:
	ud2
	.pushsection .kcfi_traps,"ao",@progbits,.text
.Lentry:
	.long	.Ltrap - .Lentry
	.popsection
1:
	cs
	call	__x86_indirect_thunk_r11
	call	__x86_indirect_thunk_rax
	jmp	__x86_indirect_thunk_rax
	.size	caller, .-caller
