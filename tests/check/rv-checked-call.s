# A riscv64 call through a1 behind the exact check (kcfi-abi.md, LLVM's
# LowerKCFI_CHECK: 0x019c0cac = lui 0x19c1 (6593), addiw -852) and a
# sibcall through t1, whose loaded id goes to t3 and whose small id 5 is
# one c.li; each ebreak listed in .kcfi_traps. With RVC:
#   0x00 lw 4, 0x04 lui 4, 0x08 addiw 4, 0x0c beq 4, 0x10 c.ebreak,
#   0x12 c.jalr a1; 0x14 lw t3 4, 0x18 c.li 2, 0x1a beq 4, 0x1e c.ebreak,
#   0x20 c.jr t1: 2 checks, at +0x12 and +0x20.
	.text
	.globl	caller
	.type	caller, @function
caller:
	lw	t1, -4(a1)
	lui	t2, 6593
	addiw	t2, t2, -852
	beq	t1, t2, 1f
2:	ebreak
	.pushsection	.kcfi_traps,"ao",@progbits,.text
	.word	2b - .
	.popsection
1:	jalr	a1
	lw	t3, -4(t1)
	li	t2, 5
	beq	t3, t2, 3f
4:	ebreak
	.pushsection	.kcfi_traps,"ao",@progbits,.text
	.word	4b - .
	.popsection
3:	jr	t1
	.size	caller, .-caller
