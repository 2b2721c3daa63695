/*
 * Rule: under -mcmodel=large GCC calls a named function through a register
 * (movabsq $ext, %rax; call *%rax). That is a direct call in C: the plugin
 * marks it .kcfi_nocheck "direct" and it stays unchecked, as with clang-19
 * -mcmodel=large; a real indirect call next to it is still checked (the id
 * of int (int), 0x00050794, is clang-19's; 2^32 - 0x50794 = 4294637676).
 * Several such calls in one function, which cross-jumping may merge, still
 * say "direct".
 */
// RUN: -O2 -mcmodel=large -fno-pic
// RUN-O0: -O0 -mcmodel=large -fno-pic
// RUN-OS: -Os -mcmodel=large -fno-pic
extern int ext(int);
extern void g0(void), g1(void), g2(void);

// CHECK-LABEL: both:
int both(int (*f)(int), int x)
{
	// CHECK: kcfi: check _ZTSFiiE (0x00050794)
	// CHECK-NEXT: movl $4294637676, %r10d
	// CHECK: call{{q?}} *%r
	// CHECK: kcfi: nocheck direct
	// CHECK-NOT: r10d
	// CHECK: call{{q?}} *%r
	return f(x) + ext(x);
}

// CHECK-LABEL: many:
// CHECK-NOT: kcfi: check
// CHECK: kcfi: nocheck direct
// CHECK-NOT: kcfi: check
// CHECK: .size many
void many(int x)
{
	switch (x) {
	case 0: g0(); break;
	case 1: g1(); break;
	case 2: g0(); g1(); break;
	case 3: g2(); g1(); break;
	default: g2(); break;
	}
}
