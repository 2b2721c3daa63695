/*
 * Rule: a whole cold function (in .text.unlikely) gets a preamble with
 * PAD 0 (GCC does not align it) and its checks' .kcfi_traps entries link
 * to .text.unlikely. Static functions only called directly get none;
 * address-taken statics get a local __cfi_; weak functions a .weak one;
 * hidden ones a non-hidden one; an alias gets no own preamble (clang-19).
 * Inline asm calls are never instrumented.
 */
// RUN: -O2
typedef int (*fn_t)(int);

__attribute__((cold)) int all_cold(fn_t f, int x) { return f(x) + 3; }
static __attribute__((noinline)) int direct_only(int x) { return x * 3; }
static int taken(int x) { return x * 5; }
fn_t get_taken(void) { return taken; }
int use_direct(int x) { return direct_only(x) + 1; }
__attribute__((weak)) int weak_fn(int x) { return x; }
__attribute__((visibility("hidden"))) int hidden_fn(int x) { return x; }
int aliased(int) __attribute__((alias("hidden_fn")));
int asm_call(fn_t f)
{
	int r;

	asm volatile("call *%1" : "=a"(r) : "r"(f) : "memory");
	return r;
}

// CHECK-NOT: __cfi_direct_only
// CHECK: .type __cfi_taken,@function
// CHECK-NEXT: __cfi_taken:
// CHECK-NOT: __cfi_direct_only
// CHECK: .section .text.unlikely
// CHECK-NEXT: .globl all_cold
// CHECK-NEXT: .type all_cold, @function
// CHECK-NEXT: # kcfi: preamble
// CHECK-NEXT: .globl __cfi_all_cold
// CHECK-NEXT: .type __cfi_all_cold,@function
// CHECK-NEXT: __cfi_all_cold:
// CHECK-NEXT: movl
// CHECK: all_cold:
// CHECK: .pushsection .kcfi_traps,"ao",@progbits,.Lkcfi_trap[[T:[0-9]+]]
// CHECK-NEXT: .long .Lkcfi_trap[[T]] - .
// CHECK: .weak __cfi_weak_fn
// CHECK: .globl __cfi_hidden_fn
// CHECK-NOT: .hidden __cfi_
// CHECK-NOT: __cfi_aliased
// CHECK: .set aliased,hidden_fn
// CHECK-LABEL: asm_call:
// CHECK: call *%
// CHECK-NOT: ud2
// CHECK: .size asm_call,
