## An indirect call through a register is checked in place: movl $-ID, %r10d;
## addl -4(%reg), %r10d; je; ud2 with a .kcfi_traps entry; then the call.
## Expected: clang-19 -O2 -fsanitize=kcfi on `void g(void (*f)(int)) { f(1); }`
## (_ZTSFviE = 0x019c0cac, -id = 4267963220; kcfi-abi.md 1.9).
	.kcfi_version 1
	.kcfi_hash xxHash64
	.kcfi_prefix_nops 0
	.text
	.p2align 4
	.globl	g
	.type	g, @function
g:
	pushq	%rbx
	movq	%rdi, %rbx
	.kcfi_call "_ZTSFviE"
	call	*%rbx
	popq	%rbx
	ret
	.size	g, .-g
# CHECK:      pushq %rbx
# CHECK-NEXT: movq %rdi, %rbx
# CHECK-NEXT: # kcfi: check _ZTSFviE (0x019c0cac)
# CHECK-NEXT: movl $4267963220, %r10d
# CHECK-NEXT: addl -4(%rbx), %r10d
# CHECK-NEXT: je [[PASS:\.L[a-z_0-9]+]]
# CHECK-NEXT: [[TRAP:\.L[a-z_0-9]+]]:
# CHECK-NEXT: ud2
# CHECK-NEXT: .pushsection .kcfi_traps,"ao",@progbits,[[TRAP]]
# CHECK-NEXT: .long [[TRAP]] - .
# CHECK-NEXT: .popsection
# CHECK-NEXT: [[PASS]]:
# CHECK-NEXT: call *%rbx
# CHECK-NEXT: popq %rbx
# CHECK-NOT: .kcfi_
