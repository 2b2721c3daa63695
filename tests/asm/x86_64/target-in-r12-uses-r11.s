## addl -4(%r12) needs a SIB byte (5 bytes, `45 03 54 24 fc`), which Linux's
## decode_cfi_insn() cannot decode (kcfi-abi.md 3.1): move %r12 into %r11.
	.kcfi_version 1
	.text
f:
	.kcfi_call "_ZTSFviE"
	jmp	*%r12
# CHECK:      movq %r12, %r11
# CHECK-NEXT: movl $4267963220, %r10d
# CHECK-NEXT: addl -4(%r11), %r10d
# CHECK:      jmp *%r11
