/*
 * Rule: when GCC splits a function into hot and cold parts (-O2 partitions
 * blocks that lead to a cold call; -freorder-blocks-and-partition), the hot
 * entry gets the preamble, the split part hot.cold gets none, and indirect
 * calls in the cold part are still checked, with their .kcfi_traps entry
 * linked through a label in .text.unlikely.
 */
// RUN: -O2
// RUN-PART: -O2 -freorder-blocks-and-partition
// CHECK-NOT: __cfi_hot.cold
// CHECK: __cfi_hot:
// CHECK: hot:
// CHECK: # kcfi: check _ZTSFviE
// CHECK: .section{{[[:space:]]+}}.text.unlikely
// CHECK: .type{{[[:space:]]+}}hot.cold, @function
// CHECK-NEXT: hot.cold:
// CHECK-NOT: __cfi_
// CHECK: # kcfi: check _ZTSFvlE
// CHECK: .Lkcfi_trap[[N:[0-9]+]]:
// CHECK-NEXT: ud2
// CHECK-NEXT: .pushsection{{[[:space:]]+}}.kcfi_traps,"ao",@progbits,.Lkcfi_trap[[N]]
// CHECK-NOT: __cfi_hot.cold
__attribute__((cold, noinline)) void slow_path(void (*f)(int), int x);

int hot(void (*f)(int), int x, void (*g)(long))
{
	if (__builtin_expect(x > 100, 0)) {
		slow_path(f, x);
		g(x);
		return -1;
	}
	f(x);
	return 0;
}
