## A retpoline thunk call counts as an indirect call through the thunk's
## register; the thunk call itself stays (objtool --retpoline needs it).
	.kcfi_version 1
	.text
f:
	movq	%rdi, %rax
	.kcfi_call "_ZTSFviE"
	call	__x86_indirect_thunk_rax
	ret
# CHECK:      movq %rdi, %rax
# CHECK-NEXT: # kcfi: check _ZTSFviE (0x019c0cac)
# CHECK-NEXT: movl $4267963220, %r10d
# CHECK-NEXT: addl -4(%rax), %r10d
# CHECK:      call __x86_indirect_thunk_rax
