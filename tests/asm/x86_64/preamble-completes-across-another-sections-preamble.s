## A function's label may come after another section's whole preamble: g's
## preamble goes before .LPFE1 in .text, h's in .data.rel, then g's label
## (found by fuzzing: --verify tracked one preamble at a time and lost g's).
## Ids (kcfi-abi.md 1.9; clang-19): void(int) 0x019c0cac = 27004076,
## void(void) 0xa540670c = 2772461324.
	.kcfi_version 1
	.text
	.kcfi_func g, "_ZTSFviE"
	.section	.data.rel,"aw"
	.text
.LPFE1:.previous
	.kcfi_func h, "_ZTSFvvE"
	.type	h, @function
h:
	ret
	.text
	.type	g, @function
g:
	ret
# CHECK:      .section .data.rel,"aw"
# CHECK-NEXT: .text
# CHECK-NEXT: # kcfi: preamble _ZTSFviE (0x019c0cac)
# CHECK-NEXT: .type __cfi_g,@function
# CHECK-NEXT: __cfi_g:
# CHECK-NEXT: movl $27004076, %eax
# CHECK-NEXT: .size __cfi_g, 5
# CHECK-NEXT: .LPFE1:
# CHECK-NEXT: .previous
# CHECK-NEXT: .type h, @function
# CHECK-NEXT: # kcfi: preamble _ZTSFvvE (0xa540670c)
# CHECK:      movl $2772461324, %eax
# CHECK:      h:
# CHECK:      .text
# CHECK-NEXT: .type g, @function
# CHECK-NEXT: g:
