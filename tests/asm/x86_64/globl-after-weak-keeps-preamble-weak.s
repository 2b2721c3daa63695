## GNU as lets .weak override .globl whichever comes first, so a function
## declared both ways is weak, and so must be its __cfi_ symbol (clang-19
## makes __cfi_f of a weak f weak: `.weak __cfi_f`). Found by fuzzing: the
## .globl after the .weak once left __cfi_f global.
	.kcfi_version 1
	.kcfi_func f, "_ZTSFvvE"
	.weak	f
	.globl	f
	.text
	.type	f, @function
f:
	ret
# CHECK:      .weak __cfi_f
# CHECK-NEXT: .type __cfi_f,@function
# CHECK-NEXT: __cfi_f:
