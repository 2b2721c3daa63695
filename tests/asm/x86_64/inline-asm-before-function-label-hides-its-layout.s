## Inline asm may put bytes in any section (kcfi-as does not follow its
## section switches), so a function's layout is never read across an #APP
## block: the preamble goes after the block, right before f, not before the
## .LPFE1 label ahead of it, where the block's .byte would have come between
## the id and f (found by fuzzing: --verify rejected the output).
## void(void) = 0xa540670c = 2772461324 (clang-19).
	.kcfi_version 1
	.text
	.kcfi_func f, "_ZTSFvvE"
.LPFE1:
	.data
#APP
	.pushsection .text
	.byte 0x90
	.popsection
#NO_APP
	.text
	.type	f, @function
f:
	ret
# CHECK:      #NO_APP
# CHECK-NEXT: .text
# CHECK-NEXT: .type f, @function
# CHECK-NEXT: # kcfi: preamble _ZTSFvvE (0xa540670c)
# CHECK-NEXT: .type __cfi_f,@function
# CHECK-NEXT: __cfi_f:
# CHECK-NEXT: movl $2772461324, %eax
# CHECK-NEXT: .size __cfi_f, 5
# CHECK-NEXT: f:
