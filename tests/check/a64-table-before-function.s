// Assembly as Linux's sha256-core.S has it: a constant table (data, "$d"),
// alignment nops, then a function of no C type.  The table's last word is
// no preamble: only a word with a "$d" of its own, after code, is one.
// One real preamble (typed) follows for contrast: 1 preamble, id 0x12345678.
	.text
	.globl	table_user
	.type	table_user, %function
table_user:
	ret
	.size	table_user, .-table_user
	.type	table, %object
table:
	.word	0x003e6772, 0x0b1c2d3e
	.size	table, .-table
	.p2align 4
	.globl	asm_fn
	.type	asm_fn, %function
asm_fn:
	ret
	.size	asm_fn, .-asm_fn
	.word	0x12345678
	.globl	typed_fn
	.type	typed_fn, %function
typed_fn:
	ret
	.size	typed_fn, .-typed_fn
