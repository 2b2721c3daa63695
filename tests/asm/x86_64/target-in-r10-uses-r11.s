## %r10 is the check's accumulator, so a target in %r10 is moved to %r11 and
## %r11 is checked and called.
	.kcfi_version 1
	.text
f:
	.kcfi_call "_ZTSFviE"
	call	*%r10
	ret
# CHECK:      movq %r10, %r11
# CHECK-NEXT: movl $4267963220, %r10d
# CHECK-NEXT: addl -4(%r11), %r10d
# CHECK:      call *%r11
