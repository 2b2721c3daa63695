## `.kcfi_nocheck "jump"` (jump table or computed goto) leaves the branch
## unchecked on purpose and says so in the review output.
	.kcfi_version 1
	.text
f:
	.kcfi_nocheck "jump"
	jmp	*%rax
# CHECK:      f:
# CHECK-NEXT: # kcfi: nocheck jump
# CHECK-NEXT: jmp *%rax
# CHECK-NOT:  movl
