## GCC 12 routes every indirect sibcall through x16. The check must not
## overwrite the target, so the id is loaded into w9 and the brk names
## target 16, type 17: clang-19 -O2 -fsanitize=kcfi on a call through a
## `register ... asm("x16")` pointer emits exactly this (brk #0x8230).
	.kcfi_version 1
	.kcfi_hash xxHash64
	.kcfi_prefix_nops 0
	.text
	.align	2
	.global	tail
	.type	tail, %function
tail:
	mov	x16, x0
	mov	w0, 3
#APP
	.kcfi_call "_ZTSFviE"
#NO_APP
	br	x16
	.size	tail, .-tail
// CHECK:      mov w0, 3
// CHECK:      // kcfi: check _ZTSFviE (0x019c0cac)
// CHECK-NEXT: ldur w9, [x16, #-4]
// CHECK-NEXT: movk w17, #3244
// CHECK-NEXT: movk w17, #412, lsl #16
// CHECK-NEXT: cmp w9, w17
// CHECK-NEXT: b.eq [[PASS:\.L[a-z_0-9]+]]
// CHECK-NEXT: brk #0x8230
// CHECK-NEXT: [[PASS]]:
// CHECK-NEXT: br x16
