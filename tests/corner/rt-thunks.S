/* Retpoline thunks for the userspace retpoline case: a plain indirect jump
 * keeps the test about KCFI, not about speculation. */
	.text
	.globl	__x86_indirect_thunk_r11
	.type	__x86_indirect_thunk_r11, @function
__x86_indirect_thunk_r11:
	jmp	*%r11
	.size	__x86_indirect_thunk_r11, . - __x86_indirect_thunk_r11

	.globl	__x86_return_thunk
	.type	__x86_return_thunk, @function
__x86_return_thunk:
	ret
	.size	__x86_return_thunk, . - __x86_return_thunk
	.section	.note.GNU-stack, "", @progbits
