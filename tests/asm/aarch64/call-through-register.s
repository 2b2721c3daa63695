## An indirect call through a register is checked in place: ldur the id from
## 4 bytes before the target, build the expected id in w17 with two movk,
## cmp, b.eq over a brk whose immediate names w17 and the target, then the blr.
## Expected: clang-19 --target=aarch64-linux-gnu -O2 -fsanitize=kcfi on
## `void g(void (*f)(int)) { f(1); }` (_ZTSFviE = 0x019c0cac: movk #3244,
## movk #412, lsl #16); brk = 0x8000 | 17 << 5 | 19 = 0x8233 (kcfi-abi.md 4.2).
	.kcfi_version 1
	.kcfi_hash xxHash64
	.kcfi_prefix_nops 0
	.text
	.align	2
	.global	g
	.type	g, %function
g:
	stp	x29, x30, [sp, -32]!
	mov	x29, sp
	str	x19, [sp, 16]
	mov	x19, x0
	mov	w0, 1
#APP
	.kcfi_call "_ZTSFviE"
#NO_APP
	blr	x19
	ldr	x19, [sp, 16]
	ldp	x29, x30, [sp], 32
	ret
	.size	g, .-g
// CHECK:      mov w0, 1
// CHECK:      // kcfi: check _ZTSFviE (0x019c0cac)
// CHECK-NEXT: ldur w16, [x19, #-4]
// CHECK-NEXT: movk w17, #3244
// CHECK-NEXT: movk w17, #412, lsl #16
// CHECK-NEXT: cmp w16, w17
// CHECK-NEXT: b.eq [[PASS:\.L[a-z_0-9]+]]
// CHECK-NEXT: brk #0x8233
// CHECK-NEXT: [[PASS]]:
// CHECK-NEXT: blr x19
// CHECK-NEXT: ldr x19, [sp, 16]
// CHECK-NOT: .kcfi_
// CHECK-NOT: .kcfi_traps
