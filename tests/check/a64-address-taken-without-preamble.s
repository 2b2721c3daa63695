// Functions whose address an object takes need a preamble (aarch64).
// bare: "adrp x0, bare; add x0, x0, :lo12:bare" (ADR_PREL_PG_HI21 at
// caller+0x4, then ADD_ABS_LO12_NC: one function, one warning, at the
// first); "bl bare" (CALL26) takes no address.  good (preamble word) is
// taken by a table entry (ABS64), no warning.  Offsets by hand: good's
// word at .text+0x0, good at 0x4, caller at 0x8.
// 2 functions whose address is taken, 1 without a preamble.
	.section .text.unlikely,"ax",@progbits
	.type	bare, %function
bare:
	ret
	.size	bare, .-bare

	.text
	.word	0x12345678
	.type	good, %function
good:
	ret
	.size	good, .-good
	.globl	caller
	.type	caller, %function
caller:
	bl	bare
	adrp	x0, bare
	add	x0, x0, :lo12:bare
	ret
	.size	caller, .-caller

	.section .data.rel.ro,"aw"
	.xword	good
