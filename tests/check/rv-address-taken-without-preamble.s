# Functions whose address an object takes need a preamble (riscv64).
# bare: "lla a0, bare" is auipc (PCREL_HI20 against bare, at caller+0x8)
# and addi (PCREL_LO12_I against the auipc's label, which names no
# function); "call bare" (CALL_PLT) takes no address.  good (preamble word)
# is taken by a table entry (R_RISCV_64), no warning.  Offsets by hand,
# RVC off: good's word at .text+0x0, good at 0x4, caller at 0x8
# (call = auipc + jalr: 8 bytes, so lla's auipc is at 0x10).
# 2 functions whose address is taken, 1 without a preamble.
	.option norvc
	.section .text.unlikely,"ax",@progbits
	.type	bare, @function
bare:
	ret
	.size	bare, .-bare

	.text
	.word	0x12345678
	.type	good, @function
good:
	ret
	.size	good, .-good
	.globl	caller
	.type	caller, @function
caller:
	call	bare
	lla	a0, bare
	ret
	.size	caller, .-caller

	.section .data.rel.ro,"aw"
	.dword	good
