// A `.text` switch (to the section it is in) between GCC's .LPFE label and
// the patchable nops puts no bytes there: the id still sits 4+4*4 = 20 bytes
// before `one`, where the checks read it (-fpatchable-function-entry=4,4;
// clang-19 --target=aarch64-linux-gnu puts that very word before
// `void one(void (*)(void))`). --verify once rejected this valid output (found by
// fuzzing: the label and the directive shared a line).
	.kcfi_version 1
	.kcfi_prefix_nops 4
	.kcfi_func one, "_ZTSFvPFvvEE"
	.text
	.align	2
	.global	one
.LPFE1:	.text
	nop
	nop
	nop
	nop
	.type	one, %function
one:
	ret
// CHECK:      .word 131620657
// CHECK-NEXT: .LPFE1:
// CHECK-NEXT: .text
// CHECK-NEXT: nop
// CHECK-NEXT: nop
// CHECK-NEXT: nop
// CHECK-NEXT: nop
// CHECK-NEXT: .type one, %function
// CHECK-NEXT: one:
