/*
 * Rule (seed kcfi-adjacency): the check is one unit directly in front of
 * its branch: movl, addl, je, trap label, ud2, the .kcfi_traps entry, the
 * pass label, then the call or jump itself, with nothing of GCC's between
 * (also for a conditional call and a call with many arguments).
 */
// RUN: -O2
typedef int (*fn6_t)(int, int, int, int, int, int);

__attribute__((noinline)) int cond_call(int (*f)(int), int flag)
{
	if (flag)
		return f(flag) * 3;
	return 0;
}

int many_args(fn6_t f, int a) { return f(a, a + 1, a + 2, a + 3, a + 4, a + 5) + 1; }

// CHECK-LABEL: cond_call:
// CHECK: movl ${{[0-9]+}}, %r10d
// CHECK-NEXT: addl -4(%[[R:[a-z0-9]+]]), %r10d
// CHECK-NEXT: je [[PASS:.Lkcfi_pass[0-9]+]]
// CHECK-NEXT: .Lkcfi_trap{{[0-9]+}}:
// CHECK-NEXT: ud2
// CHECK-NEXT: .pushsection .kcfi_traps,"ao",@progbits,.Lkcfi_trap{{[0-9]+}}
// CHECK-NEXT: .long .Lkcfi_trap{{[0-9]+}} - .
// CHECK-NEXT: .popsection
// CHECK-NEXT: [[PASS]]:
// CHECK-NEXT: {{call|jmp}} *%[[R]]
// CHECK-LABEL: many_args:
// CHECK: movl ${{[0-9]+}}, %r10d
// CHECK-NEXT: addl -4(%[[R2:[a-z0-9]+]]), %r10d
// CHECK-NEXT: je [[PASS2:.Lkcfi_pass[0-9]+]]
// CHECK-NEXT: .Lkcfi_trap{{[0-9]+}}:
// CHECK-NEXT: ud2
// CHECK: [[PASS2]]:
// CHECK-NEXT: call *%[[R2]]
