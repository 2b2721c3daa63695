# Linux's SYSCALL_DEFINE shape before issue #9: the global __x64_sys_getpid
# is an alias of the static __do_sys_getpid, and neither has a preamble;
# sys_ok has one. sys_call_table holds both: entry 0 (at .data.rel.ro+0x0)
# must be an error, entry 1 not; the alias is a warning at .text+0x0.
	.text
	.type	__do_sys_getpid, @function
__do_sys_getpid:
	movl	$42, %eax
	ret
	.size	__do_sys_getpid, .-__do_sys_getpid
	.globl	__x64_sys_getpid
	.set	__x64_sys_getpid, __do_sys_getpid
	.type	__x64_sys_getpid, @function

	.p2align 4
	.type	__cfi_sys_ok, @function
__cfi_sys_ok:
	.rept 11
	nop
	.endr
	movl	$0x12345678, %eax
	.size	__cfi_sys_ok, .-__cfi_sys_ok
	.globl	sys_ok
	.type	sys_ok, @function
sys_ok:
	xorl	%eax, %eax
	ret
	.size	sys_ok, .-sys_ok

	.section .data.rel.ro,"aw"
	.globl	sys_call_table
	.type	sys_call_table, @object
sys_call_table:
	.quad	__x64_sys_getpid
	.quad	sys_ok
	.size	sys_call_table, .-sys_call_table
