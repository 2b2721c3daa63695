## __cfi_fn sits right before fn (after GCC's .p2align/.globl/.type), with
## PAD = -(5+M) mod min(align,16) single-byte nops so fn stays aligned:
## align 16 -> 11 nops, align 4 (.p2align 2, as at -Os) -> 3, no alignment
## (cold functions) -> 0. Binding mirrors fn: .globl, .weak, or none for a
## static function; never .hidden. Size = PAD + 5 (kcfi-abi.md 2.1, clang-19).
## _ZTSFvvE = 0xa540670c = 2772461324.
	.kcfi_version 1
	.text
	.kcfi_func a, "_ZTSFvvE"
	.p2align 4
	.globl	a
	.hidden	a
	.type	a, @function
a:
	ret
	.kcfi_func b, "_ZTSFvvE"
	.p2align 2
	.weak	b
	.type	b, @function
b:
	ret
	.kcfi_func c, "_ZTSFvvE"
	.type	c, @function
c:
	ret
# CHECK:      .type a, @function
# CHECK-NEXT: # kcfi: preamble _ZTSFvvE (0xa540670c)
# CHECK-NEXT: .globl __cfi_a
# CHECK-NEXT: .type __cfi_a,@function
# CHECK-NEXT: __cfi_a:
# CHECK-COUNT-11: nop
# CHECK-NEXT: movl $2772461324, %eax
# CHECK-NEXT: .size __cfi_a, 16
# CHECK-NEXT: a:
# CHECK:      .type b, @function
# CHECK-NEXT: # kcfi: preamble
# CHECK-NEXT: .weak __cfi_b
# CHECK-NEXT: .type __cfi_b,@function
# CHECK-NEXT: __cfi_b:
# CHECK-NEXT: nop
# CHECK-NEXT: nop
# CHECK-NEXT: nop
# CHECK-NEXT: movl $2772461324, %eax
# CHECK-NEXT: .size __cfi_b, 8
# CHECK-NEXT: b:
# CHECK:      .type c, @function
# CHECK-NEXT: # kcfi: preamble
# CHECK-NEXT: .type __cfi_c,@function
# CHECK-NEXT: __cfi_c:
# CHECK-NEXT: movl $2772461324, %eax
# CHECK-NEXT: .size __cfi_c, 5
# CHECK-NEXT: c:
# CHECK-NOT: .hidden __cfi_
