/*
 * Rule: with -fpatchable-function-entry=N,M the id sits before the M prefix
 * nops and every call site reads it at -(4 + M); -falign-functions=N pads
 * inside __cfi_ and keeps fn aligned. Correct calls run, including through
 * the function-alignment check below; a type-confused call traps.
 */
// BUILD: -O2 -fpatchable-function-entry=11,11
// BUILD: -O2 -fpatchable-function-entry=4,2
// BUILD: -O2 -fpatchable-function-entry=5
// BUILD: -O2 -falign-functions=32
// BUILD: -O2 -falign-functions=32 -fpatchable-function-entry=11,11
// OK: match
// OK: aligned
// TRAP: mismatch
#include "rt.h"

typedef long (*op_t)(long);
typedef long (*op2_t)(long, long);

long twice(long x) { return 2 * x; }
long add(long x, long y) { return x + y; }

__attribute__((noipa)) long apply(op_t f, long x) { return f(x) + 1; }

static int match(void) { return apply(twice, 20); }

/* fn keeps GCC's alignment: 16, or 32 under -falign-functions=32 */
static int aligned(void)
{
	unsigned long a = (unsigned long)twice | (unsigned long)add | (unsigned long)apply;

	return (int)(a & 15);
}

static int mismatch(void) { return apply((op_t)(void *)add, 1); }

int main(int argc, char **argv)
{
	static const struct rt_case cases[] = {
		{ "match", match, 41 },
		{ "aligned", aligned, 0 },
		{ "mismatch", mismatch, -1 },
		{ NULL, NULL, 0 },
	};

	return rt_main(argc, argv, cases);
}
