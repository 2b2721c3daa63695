// SPDX-License-Identifier: GPL-2.0
/*
 * Rule: correctly typed indirect calls run, also when the pointer's type is
 * spelled through a typedef or with const on a by-value parameter (neither
 * is part of the KCFI type), through memory operands and as sibcalls; a
 * type-confused call dies in the check, at a ud2 listed in .kcfi_traps.
 */
// BUILD: -O0
// BUILD: -O1
// BUILD: -O2
// BUILD: -O3
// BUILD: -Os
// OK: memory
// OK: typedef-sibcall
// OK: const-param
// OK: typedef-ulong
// TRAP: confused-memory
// TRAP: confused-sibcall
// TRAP: confused-signedness
#include "rt.h"

typedef int (*const_str_fn)(const char *);
typedef unsigned long ulong_t;

struct ops {
	int (*measure)(const char *);
	void (*set)(int);
	ulong_t (*scale)(ulong_t);
};

static int last_set;

static int measure(const char *s) { return (int)strlen(s); }
static void set(const int v) { last_set = v; }	/* top-level const is not part of the type */
static unsigned long scale(unsigned long x) { return x * 3; }
static long scale_signed(long x) { return x * 5; }
static int measure_mutable(char *s) { return (int)strlen(s) + 100; }

struct ops ops = { measure, set, scale };
void *volatile smuggle;		/* where a type confusion comes from */

/* Through a memory operand: call *(%rdi)-style. */
__attribute__((noipa)) int do_measure(struct ops *o, const char *s)
{
	return o->measure(s) + 1;
}

/* Through a typedef'd pointer held in a register; a sibcall at -O2. */
__attribute__((noipa)) int do_measure_tail(const_str_fn f, const char *s)
{
	return f(s);
}

__attribute__((noipa)) void do_set(void (*const f)(const int), int v)
{
	f(v);
	last_set++;
}

__attribute__((noipa)) ulong_t do_scale(struct ops *o, ulong_t x)
{
	return o->scale(x);
}

static int memory(void) { return do_measure(&ops, "four"); }
static int typedef_sibcall(void) { return do_measure_tail(measure, "three"); }
static int const_param(void) { do_set(set, 7); return last_set; }
static int typedef_ulong(void) { return (int)do_scale(&ops, 2); }

static int confused_memory(void)
{
	smuggle = (void *)measure_mutable;	/* int (char *) */
	ops.measure = smuggle;
	return do_measure(&ops, "x");
}

static int confused_sibcall(void)
{
	smuggle = (void *)measure_mutable;
	return do_measure_tail(smuggle, "x");
}

static int confused_signedness(void)
{
	smuggle = (void *)scale_signed;		/* long (long) */
	ops.scale = smuggle;
	return (int)do_scale(&ops, 2);
}

static const struct rt_case cases[] = {
	{ "memory", memory, 5 },
	{ "typedef-sibcall", typedef_sibcall, 5 },
	{ "const-param", const_param, 8 },
	{ "typedef-ulong", typedef_ulong, 6 },
	{ "confused-memory", confused_memory, -1 },
	{ "confused-sibcall", confused_sibcall, -1 },
	{ "confused-signedness", confused_signedness, -1 },
	{ NULL, NULL, 0 },
};

int main(int argc, char **argv)
{
	return rt_main(argc, argv, cases);
}
