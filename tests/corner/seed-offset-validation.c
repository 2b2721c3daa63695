/*
 * Rule (seed kcfi-offset-validation): without a patchable prefix every call
 * site reads the id at -4, also under -falign-functions=16 and =32, where
 * only the padding inside __cfi_ changes: 11 nops for 16 (as clang-19) and
 * 27 for 32, so fn stays 32-aligned (seed 003's rule; clang-19 pads only
 * to 16 and leaves fn 16-aligned).
 */
// RUN: -O2 -falign-functions=16
// RUN-A32: -O2 -falign-functions=32
int target(int x) { return x; }
int call(int (*f)(int), int x) { return f(x) + 1; }

// CHECK-LABEL: __cfi_target:
// A32-COUNT-16: nop
// CHECK-COUNT-11: nop
// CHECK-NEXT: movl ${{[0-9]+}}, %eax
// A32-NEXT: .size __cfi_target, 32
// CHECK-LABEL: call:
// CHECK: movl ${{[0-9]+}}, %r10d
// CHECK-NEXT: addl -4(%{{[a-z0-9]+}}), %r10d
