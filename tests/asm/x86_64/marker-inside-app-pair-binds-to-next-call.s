## The plugin's call markers are ASM_INPUT insns, which GCC prints inside
## their own #APP/#NO_APP pair right before the call (design-sketch.md): the
## marker is still recognised and binds to the call after #NO_APP. A block
## that held only markers goes with them: plain gcc -S has no #APP there.
	.kcfi_version 1
	.text
f:
#APP
	.kcfi_call "_ZTSFviE"
#NO_APP
	call	*%rax
	ret
# CHECK:      f:
# CHECK-NEXT: # kcfi: check _ZTSFviE (0x019c0cac)
# CHECK-NEXT: movl $4267963220, %r10d # imm = 0xFE63F354
# CHECK-NEXT: addl -4(%rax), %r10d
# CHECK:      call *%rax
# CHECK-NOT:  .kcfi_call
# CHECK-NOT:  #APP
