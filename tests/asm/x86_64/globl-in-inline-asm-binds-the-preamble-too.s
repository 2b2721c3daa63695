## A .globl in inline asm makes the function global for as, so its preamble
## symbol is global too, as __cfi_fn always follows fn's binding (kcfi-abi.md
## 2.1; found by fuzzing: __cfi_f stayed local). void(void) = 2772461324.
	.kcfi_version 1
	.text
	.kcfi_func f, "_ZTSFvvE"
	.type	f, @function
f:
	ret
#APP
	.globl	f
#NO_APP
# CHECK:      # kcfi: preamble _ZTSFvvE (0xa540670c)
# CHECK-NEXT: .globl __cfi_f
# CHECK-NEXT: .type __cfi_f,@function
# CHECK-NEXT: __cfi_f:
# CHECK-NEXT: movl $2772461324, %eax
