@ arm's syscall table (arch/arm/kernel/entry-common.S): 4-byte entries, a
@ Thumb function's with bit 0 set.  entry-header.S's invoke_syscall jumps
@ through it ("ldrcc pc, [tbl, scno, lsl #2]") with no check, so an entry
@ without a preamble (the assembly sys_mmap2 in 6.12) is a warning, not an
@ error.  sys_ok (ARM) and sys_tok (Thumb) have a preamble word, sys_bare
@ none: 3 entries, and entry 2 at .data.rel.ro+0x8 is the warning.
	.syntax unified
	.text
	.arm
	.globl	sys_bare
	.type	sys_bare, %function
sys_bare:
	bx	lr
	.size	sys_bare, .-sys_bare

	.p2align 2
	.long	0x12345678
	.globl	sys_ok
	.type	sys_ok, %function
sys_ok:
	bx	lr
	.size	sys_ok, .-sys_ok

	.thumb
	.p2align 2
	.long	0x12345678
	.globl	sys_tok
	.type	sys_tok, %function
	.thumb_func
sys_tok:
	bx	lr
	.size	sys_tok, .-sys_tok

	.section .data.rel.ro,"aw"
	.globl	sys_call_table
	.type	sys_call_table, %object
sys_call_table:
	.long	sys_ok
	.long	sys_tok
	.long	sys_bare
	.size	sys_call_table, .-sys_call_table
