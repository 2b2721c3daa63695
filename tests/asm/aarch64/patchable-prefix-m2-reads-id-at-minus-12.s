## With -fpatchable-function-entry=4,2 the `.word` goes before GCC's .LPFEn:
## label, so the id sits at fn - (4 + 2 * 4) and checks read it at #-12
## (clang-19 -O2 -fsanitize=kcfi -fpatchable-function-entry=4,2 emits
## `.word 2992198919; .Ltmp0: nop; nop; call_reg:` and `ldur w16, [x1, #-12]`).
	.kcfi_version 1
	.kcfi_hash xxHash64
	.kcfi_prefix_nops 2
	.text
	.kcfi_func g, "_ZTSFvPFviEE"
	.align	2
	.p2align 4,,11
	.global	g
	.section	__patchable_function_entries,"awo",@progbits,g
	.align	3
	.8byte	.LPFE1
	.text
.LPFE1:
	nop
	nop
	.type	g, %function
g:
	nop
	nop
	mov	x1, x0
#APP
	.kcfi_call "_ZTSFviE"
#NO_APP
	blr	x1
	ret
	.size	g, .-g
// CHECK:      .8byte .LPFE1
// CHECK-NEXT: .text
// CHECK-NEXT: // kcfi: preamble _ZTSFvPFviEE (0xb2595507)
// CHECK-NEXT: .word 2992198919
// CHECK-NEXT: .LPFE1:
// CHECK-NEXT: nop
// CHECK-NEXT: nop
// CHECK-NEXT: .type g, %function
// CHECK-NEXT: g:
// CHECK:      ldur w16, [x1, #-12]
// CHECK:      brk #0x8221
// CHECK-NEXT: [[PASS:\.L[a-z_0-9]+]]:
// CHECK-NEXT: blr x1
