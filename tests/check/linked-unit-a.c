// SPDX-License-Identifier: GPL-2.0
/* Half of a file linked as arm64 links vmlinux (check.sh): a function named
 * as linked-unit-b.c's inlined static, and a syscall table whose entries a
 * position-independent link leaves to RELATIVE dynamic relocations. */
typedef long (*sys_call_ptr_t)(const void *regs);

unsigned int twin(const unsigned char *s, int n) { return s[n] + 7; }
unsigned int (*twin_ptr)(const unsigned char *, int) = twin;

long sys_a(const void *regs) { return regs != 0; }
long sys_b(const void *regs) { return regs == 0; }
const sys_call_ptr_t sys_call_table[] = { sys_a, sys_b };
