## A jump-table `br x1` after `adr` looks like a sibcall; the plugin marks it
## `.kcfi_nocheck "jump"` and kcfi-as leaves the branch unchecked
## (docs/markers.md coverage rule).
	.kcfi_version 1
	.kcfi_prefix_nops 0
	.text
	.align	2
	.global	sw
	.type	sw, %function
sw:
	adrp	x1, .Ltab
	add	x1, x1, :lo12:.Ltab
	ldrb	w1, [x1, w0, uxtw]
	adr	x2, .Lrtx4
	add	x1, x2, w1, sxtb #2
#APP
	.kcfi_nocheck "jump"
#NO_APP
	br	x1
.Lrtx4:
	ret
	.size	sw, .-sw
// CHECK:      add x1, x2, w1, sxtb #2
// CHECK:      // kcfi: nocheck jump
// CHECK-NOT:  ldur
// CHECK-NOT:  brk
// CHECK:      br x1
// CHECK-NEXT: .Lrtx4:
