## A target in x17 keeps w16 for the loaded id and builds the expected id in
## w9 instead; the brk's type field then names register 9: clang-19 -O2
## -fsanitize=kcfi with a `register ... asm("x17")` pointer emits
## `movk w9, #3244; movk w9, #412, lsl #16; cmp w16, w9; brk #0x8131`.
	.kcfi_version 1
	.kcfi_prefix_nops 0
	.text
	.align	2
	.global	h
	.type	h, %function
h:
	mov	x17, x0
#APP
	.kcfi_call "_ZTSFviE"
#NO_APP
	blr	x17
	ret
	.size	h, .-h
// CHECK:      ldur w16, [x17, #-4]
// CHECK-NEXT: movk w9, #3244
// CHECK-NEXT: movk w9, #412, lsl #16
// CHECK-NEXT: cmp w16, w9
// CHECK-NEXT: b.eq [[PASS:\.L[a-z_0-9]+]]
// CHECK-NEXT: brk #0x8131
// CHECK-NEXT: [[PASS]]:
// CHECK-NEXT: blr x17
