/*
 * Rule: under -mindirect-branch=thunk-extern every checked call and tail
 * call moves its target to %r11, checks -4(%r11) and branches to
 * __x86_indirect_thunk_r11 (clang-19 -mretpoline-external-thunk shape;
 * FineIBT needs the movl 14 bytes before the thunk call); with
 * -mindirect-branch-cs-prefix a separate cs line precedes it, as in
 * clang-19. The return thunk jump and the SLS int3 are left alone.
 */
// RUN: -O2 -mindirect-branch=thunk-extern -mindirect-branch-register
// RUN-CS: -O2 -mindirect-branch=thunk-extern -mindirect-branch-register -mindirect-branch-cs-prefix -mfunction-return=thunk-extern -mharden-sls=all
int call(int (*f)(int), int x) { return f(x) + 1; }
int tail(int (*f)(int), int x) { return f(x); }

// CHECK-LABEL: call:
// CHECK: movq %{{[a-z0-9]+}}, %r11
// CHECK-NEXT: movl ${{[0-9]+}}, %r10d
// CHECK-NEXT: addl -4(%r11), %r10d
// CHECK: .Lkcfi_pass{{[0-9]+}}:
// CS-NEXT: cs
// CHECK-NEXT: call __x86_indirect_thunk_r11
// CS: jmp __x86_return_thunk
// CHECK-LABEL: tail:
// CHECK: addl -4(%r11), %r10d
// CHECK: .Lkcfi_pass{{[0-9]+}}:
// CS-NEXT: cs
// CHECK-NEXT: jmp __x86_indirect_thunk_r11
// CS-NEXT: int3
// CHECK-NOT: __x86_indirect_thunk_r{{[a-z0-9]*[^1]}}
