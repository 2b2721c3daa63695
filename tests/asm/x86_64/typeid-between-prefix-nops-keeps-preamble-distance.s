## A .kcfi_typeid marker among the 11 prefix nops: its .weak/.set put no
## bytes there, so the preamble stays right before .LPFE1 and the check reads
## -(4+11) = -15 (found by fuzzing: --verify took the .set for code). Ids from
## clang-19: void(void(*)(int)) = 0xb2595507, void(void) typeid 2772461324
## (its checks use movl $1522505972, %r10d), void(int) check 4267963220.
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
	.kcfi_typeid f, "_ZTSFvvE"
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
# CHECK-COUNT-5: nop
# CHECK:      .set __kcfi_typeid_f, 2772461324
# CHECK-COUNT-6: nop
# CHECK-NEXT: .type g, @function
# CHECK-NEXT: g:
# CHECK:      movl $4267963220, %r10d
# CHECK-NEXT: addl -15(%rax), %r10d
