/*
 * Rule (seed kcfi-move-preservation): GCC's own move of the target into a
 * register stays, and the register the check reads is the register the
 * branch uses.
 */
// RUN: -O2
// RUN-O0: -O0
int indirect_call(int (*f)(int), int x) { return f(x + 1); }

// CHECK-LABEL: indirect_call:
// CHECK: movq {{%rdi|-8\(%rbp\)}}, %[[R:[a-z0-9]+]]
// CHECK: # kcfi: check _ZTSFiiE
// CHECK-NEXT: movl ${{[0-9]+}}, %r10d
// CHECK-NEXT: addl -4(%[[R]]), %r10d
// CHECK: {{call|jmp}} *%[[R]]
