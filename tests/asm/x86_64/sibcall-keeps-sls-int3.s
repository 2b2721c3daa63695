## An indirect sibcall `jmp *%rax` is checked like a call; the SLS `int3`
## GCC puts after it (-mharden-sls=all) stays right after the jmp, because the
## check goes before the branch (kcfi-abi.md 8.13).
	.kcfi_version 1
	.text
f:
	movq	%rdi, %rax
	.kcfi_call "_ZTSFviE"
	jmp	*%rax
	int3
	.size	f, .-f
# CHECK:      movq %rdi, %rax
# CHECK-NEXT: # kcfi: check _ZTSFviE (0x019c0cac)
# CHECK-NEXT: movl $4267963220, %r10d
# CHECK-NEXT: addl -4(%rax), %r10d
# CHECK-NEXT: je [[PASS:\.L[a-z_0-9]+]]
# CHECK:      [[PASS]]:
# CHECK-NEXT: jmp *%rax
# CHECK-NEXT: int3
