## `.kcfi_func` may stand anywhere at top level (docs/markers.md), also between
## GCC's .p2align and the label; it emits nothing, so the function is still
## 16-byte aligned and gets 11 padding nops (clang-19, kcfi-abi.md 2.1).
	.kcfi_version 1
	.text
	.p2align 4
	.kcfi_func d, "_ZTSFvvE"
	.globl	d
	.type	d, @function
d:
	ret
# CHECK:      __cfi_d:
# CHECK-COUNT-11: nop
# CHECK-NEXT: movl $2772461324, %eax
# CHECK-NEXT: .size __cfi_d, 16
# CHECK-NEXT: d:
