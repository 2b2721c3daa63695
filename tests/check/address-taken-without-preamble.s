# Functions whose address an object takes need a preamble.  bare (in
# .text.unlikely, so the lea below needs a relocation: gas resolves a
# same-section rip-relative reference itself), bare_in_table and
# initcall_fn have none, good has one.  Expected, by hand:
#  - caller+0x5 (.text+0x5): "leaq bare(%rip)" (R_X86_64_PC32, bias 4): a
#    warning; the "call bare" before it and the second lea after it are not;
#  - .data.rel.ro+0x0: bare_in_table: a warning;
#  - .initcall6.init+0x0: initcall_fn ("fn - ."): a warning;
#  - .rodata's jump table entries are "case - table", no addresses: fourth
#    is not taken;
#  - good (movq $good, R_X86_64_32S; and the table): taken, has a preamble;
#  - __mcount_loc and .discard.addressable entries are bookkeeping, the
#    __SCT__ trampoline is called directly, .Lcase is a label inside caller,
#    and so is the start of GCC's cold part caller.cold (a computed goto's
#    table can hold it): none of them counts.
# 4 functions whose address is taken, 3 without a preamble.
	.section .text.unlikely,"ax",@progbits
	.type	bare, @function
bare:
	ret
	.size	bare, .-bare
	.type	bare_in_table, @function
bare_in_table:
	ret
	.size	bare_in_table, .-bare_in_table
	.type	bookkept, @function
bookkept:
	ret
	.size	bookkept, .-bookkept
	nop
	.type	fourth, @function
fourth:
	ret
	.size	fourth, .-fourth
	.type	initcall_fn, @function
initcall_fn:
	ret
	.size	initcall_fn, .-initcall_fn
	.type	caller.cold, @function
caller.cold:
	ud2
	.size	caller.cold, .-caller.cold

	.text
	.p2align 4
	.type	__cfi_good, @function
__cfi_good:
	.rept 11
	nop
	.endr
	movl	$0x12345678, %eax
	.size	__cfi_good, .-__cfi_good
	.type	good, @function
good:
	ret
	.size	good, .-good
	.globl	caller
	.type	caller, @function
caller:
	call	bare
	leaq	bare(%rip), %rax
	leaq	bare(%rip), %rdx
	movq	$good, %rdi
.Lcase:
	jmp	__SCT__tp_func_x
	.size	caller, .-caller

	.section .static_call.text,"ax",@progbits
	.type	__SCT__tp_func_x, @function
__SCT__tp_func_x:
	ret
	.size	__SCT__tp_func_x, .-__SCT__tp_func_x

	.section .data.rel.ro,"aw"
	.quad	bare_in_table
	.quad	good
	.quad	__SCT__tp_func_x
	.quad	.Lcase
	.quad	caller.cold
	# a position-independent jump table: entry 1 is "bare - table", whose
	# S + A (bare + 4) is fourth's address by accident, and no address
	.section .rodata,"a"
.Ltable:
	.long	bare - .Ltable
	.long	bare - .Ltable
	# an initcall as Linux's PREL32 entries are: "fn - ." (R_X86_64_PC32)
	.section .initcall6.init,"a"
	.long	initcall_fn - .
	.section __mcount_loc,"a"
	.quad	bookkept
	.section .discard.addressable,"aw"
	.quad	bookkept
