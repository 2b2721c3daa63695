## GNU as for aarch64 reads a '#' that starts a statement (after a label or
## ';') as a comment to the end of the line, so "g:#APP" is the label g and a
## comment: kept whole on its line, not split into a "#APP" line that would
## open an asm block (found by fuzzing: the check then vanished for --verify).
## Ids from clang-19 --target=aarch64-linux-gnu -fsanitize=kcfi:
## void(void(*)(int)) = 2992198919; _ZTSFviE = 0x019c0cac (movk #3244, movk
## #412, lsl #16); target x16 puts the loaded id in w9: brk 0x8000|17<<5|16.
	.kcfi_version 1
	.kcfi_hash xxHash64
	.kcfi_prefix_nops 0
	.text
	.kcfi_func g, "_ZTSFvPFviEE"
	.align	2
	.global	g
	.type	g, %function
g:#APP
	mov	x16, x0
	mov	w0, 1; # blr x3 ; never assembled
#APP
	.kcfi_call "_ZTSFviE"
#NO_APP
	br	x16
	.size	g, .-g
// CHECK:      .word 2992198919
// CHECK-NEXT: g:#APP
// CHECK-NEXT: mov x16, x0
// CHECK-NEXT: mov w0, 1; # blr x3 ; never assembled
// CHECK-NEXT: // kcfi: check _ZTSFviE (0x019c0cac)
// CHECK-NEXT: ldur w9, [x16, #-4]
// CHECK-NEXT: movk w17, #3244
// CHECK-NEXT: movk w17, #412, lsl #16
// CHECK-NEXT: cmp w9, w17
// CHECK-NEXT: b.eq .Lkcfi_pass0
// CHECK-NEXT: brk #0x8230
// CHECK-NEXT: .Lkcfi_pass0:
// CHECK-NEXT: br x16
