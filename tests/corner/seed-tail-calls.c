/*
 * Rule (seed kcfi-tail-calls): an indirect tail call (`jmp *%reg`) is
 * checked like a call: four checks, three checked tail jumps, one checked
 * call, and -mharden-sls=all keeps its int3 after the jump.
 */
// RUN: -O2
// RUN-SLS: -O2 -mharden-sls=all
typedef int (*func_ptr_t)(int);

int tail_simple(func_ptr_t f, int x) { return f(x); }
int tail_cond(func_ptr_t f, func_ptr_t g, int x) { return x ? f(x) : g(x); }
int non_tail(func_ptr_t f, int x) { return f(x) + 1; }

// CHECK: tail_simple:
// CHECK: ud2
// CHECK: .Lkcfi_pass{{[0-9]+}}:
// CHECK-NEXT: jmp *%
// SLS-NEXT: int3
// CHECK: tail_cond:
// CHECK: ud2
// CHECK: jmp *%
// CHECK: ud2
// CHECK: jmp *%
// CHECK: non_tail:
// CHECK: ud2
// CHECK: .Lkcfi_pass{{[0-9]+}}:
// CHECK-NEXT: call *%
// CHECK-NOT: ud2
