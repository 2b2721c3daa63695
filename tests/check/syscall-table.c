// SPDX-License-Identifier: GPL-2.0
/* The other half of syscall-define.c: the table of entry points. */
struct pt_regs;
typedef long (*sys_call_ptr_t)(const struct pt_regs *);

long __x64_sys_getpid(const struct pt_regs *);
long __x64_sys_getppid(const struct pt_regs *);
long __x64_sys_ni_syscall(const struct pt_regs *);

const sys_call_ptr_t sys_call_table[] = {
	__x64_sys_getpid, __x64_sys_ni_syscall, __x64_sys_getppid,
};
