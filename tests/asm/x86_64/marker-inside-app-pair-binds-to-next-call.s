## The plugin's call markers are ASM_INPUT insns, which GCC prints inside
## their own #APP/#NO_APP pair right before the call (design-sketch.md): the
## marker is still recognised and binds to the call after #NO_APP.
	.kcfi_version 1
	.text
f:
#APP
	.kcfi_call "_ZTSFviE"
#NO_APP
	call	*%rax
	ret
# CHECK:      #APP
# CHECK-NEXT: #NO_APP
# CHECK-NEXT: # kcfi: check _ZTSFviE (0x019c0cac)
# CHECK-NEXT: movl $4267963220, %r10d
# CHECK-NEXT: addl -4(%rax), %r10d
# CHECK:      call *%rax
# CHECK-NOT:  .kcfi_call
