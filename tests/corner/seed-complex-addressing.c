/*
 * Rule (seed kcfi-complex-addressing): a call through memory (struct
 * member, array element, global pointer, double indirection) is loaded
 * into %r11 once; the check reads -4(%r11) and the call goes through %r11,
 * never through the base register of the address (llvm #59017). Where GCC
 * loads the target itself, the check reads the register the jump uses.
 */
// RUN: -O2
struct ops { long pad; void (*fn[4])(int); };
struct obj { struct ops *ops; };
void (*global_fp)(int);

void member(struct obj *o, int i) { o->ops->fn[i](i); o->ops->fn[1](i); }
void global(int x) { global_fp(x); global_fp(x + 1); }

// CHECK-LABEL: member:
// CHECK: movq {{[0-9]*}}(%{{r[a-z0-9]+}},%{{r[a-z0-9]+}},8), %r11
// CHECK-NEXT: movl ${{[0-9]+}}, %r10d
// CHECK-NEXT: addl -4(%r11), %r10d
// CHECK: call *%r11
// CHECK: # kcfi: check
// CHECK-NEXT: movl ${{[0-9]+}}, %r10d
// CHECK-NEXT: addl -4(%[[T:[a-z0-9]+]]), %r10d
// CHECK: jmp *%[[T]]
// CHECK-LABEL: global:
// CHECK: addl -4(%{{r[a-z0-9]+}}), %r10d
// CHECK: {{call|jmp}} *%
// CHECK-NOT: addl -4(%rip)
