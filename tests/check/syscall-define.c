// SPDX-License-Identifier: GPL-2.0
/*
 * Linux 6.12's x86_64 SYSCALL_DEFINE0 shape: the global entry point is an
 * alias of a static function, and nothing in this file takes an address.
 * The table lives in syscall-table.c, as sys_call_table lives in
 * arch/x86/entry/syscall_64.c. The static body needs a preamble.
 */
struct pt_regs;

#define SYSCALL_DEFINE0(sname)                                                  \
	static long __do_sys_##sname(const struct pt_regs *__unused);          \
	long __x64_sys_##sname(const struct pt_regs *__unused)                 \
		__attribute__((alias("__do_sys_" #sname)));                     \
	static long __do_sys_##sname(const struct pt_regs *__unused)

SYSCALL_DEFINE0(getpid)
{
	return 42;
}

SYSCALL_DEFINE0(getppid)
{
	return 1;
}

long __x64_sys_ni_syscall(const struct pt_regs *regs)
{
	return -38;
}
