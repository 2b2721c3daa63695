## With -fpatchable-function-entry=11,11 the preamble goes before GCC's
## .LPFEn: label, with no padding (-(5+11) mod 16 = 0): __cfi_g = g-16, and
## checks read the id at -(4+11) = -15 (kcfi-abi.md 2.3; clang-19 with
## =11,11 emits `__cfi_g: movl $2992198919, %eax` then 11 nops then g:).
	.kcfi_version 1
	.kcfi_prefix_nops 11
	.text
	.kcfi_func g, "_ZTSFvPFviEE"
	.p2align 4
	.globl	g
	.section	__patchable_function_entries,"awo",@progbits,g
	.align 8
	.quad	.LPFE1
	.text
.LPFE1:
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	.type	g, @function
g:
	movq	%rdi, %rax
	.kcfi_call "_ZTSFviE"
	jmp	*%rax
# CHECK:      .quad .LPFE1
# CHECK-NEXT: .text
# CHECK-NEXT: # kcfi: preamble _ZTSFvPFviEE (0xb2595507)
# CHECK-NEXT: .globl __cfi_g
# CHECK-NEXT: .type __cfi_g,@function
# CHECK-NEXT: __cfi_g:
# CHECK-NEXT: movl $2992198919, %eax
# CHECK-NEXT: .size __cfi_g, 5
# CHECK-NEXT: .LPFE1:
# CHECK:      movl $4267963220, %r10d
# CHECK-NEXT: addl -15(%rax), %r10d
