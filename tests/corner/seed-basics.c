/*
 * Rule (seed kcfi-basics, x86_64 form): an externally visible definition
 * gets a __cfi_ preamble (alignment nops, then movl $id, %eax right before
 * the label); an indirect call gets the movl/addl/je/ud2 check; an extern
 * function that is only called directly gets neither a preamble nor a
 * __kcfi_typeid_ symbol; an address-taken extern declaration gets one.
 */
// RUN: -O2
extern int external_direct(int);
extern int external_taken(int);

int regular_function(int x) { return x + 1; }

static __attribute__((noipa)) int static_caller(int (*f)(int), int x)
{
	return f(x) + external_direct(x);
}

int (*get_taken(void))(int) { return external_taken; }
int entry(int x) { return static_caller(regular_function, x); }

// CHECK-NOT: __cfi_external
// CHECK-NOT: __kcfi_typeid_external_direct
// CHECK: .set __kcfi_typeid_external_taken, [[ID:[0-9]+]]
// CHECK-LABEL: __cfi_regular_function:
// CHECK-NEXT: nop
// CHECK-COUNT-10: nop
// CHECK-NEXT: movl $[[ID]], %eax
// CHECK-NEXT: .size __cfi_regular_function, 16
// CHECK-NEXT: regular_function:
// CHECK-LABEL: static_caller:
// CHECK: movl ${{[0-9]+}}, %r10d
// CHECK-NEXT: addl -4(%{{r[a-z0-9]+}}), %r10d
// CHECK-NEXT: je .Lkcfi_pass
// CHECK-NEXT: .Lkcfi_trap{{[0-9]+}}:
// CHECK-NEXT: ud2
// CHECK: call external_direct
// CHECK-NOT: __kcfi_typeid_external_direct
// CHECK-NOT: __cfi_static_caller
