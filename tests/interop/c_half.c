// SPDX-License-Identifier: GPL-2.0
/*
 * Rule: with -fsanitize-cfi-icall-experimental-normalize-integers, kcfi-gcc's
 * type ids equal rustc's (-Zsanitizer=kcfi -Zsanitizer-cfi-normalize-integers),
 * so C calls Rust and Rust calls C through checked function pointers: the
 * matching calls run, a confused one traps in whichever language checks it.
 */
// BUILD: -O2 -fsanitize-cfi-icall-experimental-normalize-integers
// BUILD: -O0 -fsanitize-cfi-icall-experimental-normalize-integers
// OK: c-calls-rust
// OK: rust-calls-c
// TRAP: c-calls-confused-rust
// TRAP: rust-calls-confused-c
#include "rt.h"

int rust_add(int a, int b);			/* Rust: extern "C" fn(i32, i32) -> i32 */
unsigned long rust_scale(unsigned long x);	/* Rust: extern "C" fn(u64) -> u64 */
int rust_call_c(int (*f)(int, int), int x);	/* Rust calls f(x, 2), checked by rustc */

static int c_mul(int a, int b) { return a * b; }
static long c_mul_long(long a, long b) { return a * b; }

void *volatile smuggle;

__attribute__((noipa)) int call_int2(int (*f)(int, int), int a, int b)
{
	return f(a, b);		/* checked by kcfi-gcc against rustc's preamble */
}

static int c_calls_rust(void) { return call_int2(rust_add, 40, 2); }
static int rust_calls_c(void) { return rust_call_c(c_mul, 21); }

static int c_calls_confused_rust(void)
{
	smuggle = (void *)rust_scale;
	return call_int2(smuggle, 1, 2);
}

static int rust_calls_confused_c(void)
{
	smuggle = (void *)c_mul_long;
	return rust_call_c(smuggle, 1);
}

static const struct rt_case cases[] = {
	{ "c-calls-rust", c_calls_rust, 42 },
	{ "rust-calls-c", rust_calls_c, 42 },
	{ "c-calls-confused-rust", c_calls_confused_rust, -1 },
	{ "rust-calls-confused-c", rust_calls_confused_c, -1 },
	{ NULL, NULL, 0 },
};

int main(int argc, char **argv)
{
	return rt_main(argc, argv, cases);
}
