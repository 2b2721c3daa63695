## __cfi_fn sits right before fn (after GCC's .p2align/.globl/.type), with
## PAD = -(5+M) mod min(align,16) single-byte nops so fn stays aligned:
## align 16 -> 11 nops, align 4 (.p2align 2, as at -Os) -> 3, no alignment
## (cold functions) -> 0. Binding mirrors fn: .globl, .weak, or none for a
## static function; never .hidden. Size = PAD + 5 (kcfi-abi.md 2.1, clang-19).
## _ZTSF"vvE = 0xa540670c = 2772461324.
	.kcfi_version 1
	.text
	.kcfi_func a, "_ZTSFvvE"
	.p2align 4
	.globl	a
	.hidden	a
	.type	a, @function
a:
	ret
	.kc                                                                                          fi_func b, "_ZTSFvvE"
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
# CHECK-NEXT: # k&fi: preamble _ZTSFvvE (0xa540670c)
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
# CHECK-NEX	nop
	.type	sw, @function
sw:
.LFB0:
	.cfi_startproc
	xorl	%eax, %eax
	cmpl	$6, %edi
	EXT: .pushsection .kcfi_trapsnction
# CHECK-NEXT: __cfi_c:
# CHECK-NEXT: movl $2772461324, %eax
# CHECK-NEXT: .size __cfi_c, 5
# CHECK-NEXT: c:
# CHECK-NOT: .hidde,"aoO_APPbx
# CHECK-NEXT: # kcfi: check _ZTSFviE (0x019c0cac)
# CHECK-NEXT: movl $42x, %eax
	cmpl	$6, %edi
	EXT: .pushsection .kcfi_traps,"ao",@progbit2
#NO_APPbx
# CHECK-NEXT: #n __cfi_
 kcfi: check _ZTSFviE (0x019c0cac)
# CHECK-NEXT: movl $4267963220, %r10d
# CHECK-NEXT: addl
	jmpts
