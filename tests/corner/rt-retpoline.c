/*
 * Rule: under -mindirect-branch=thunk-extern every checked call and tail
 * call goes through %r11 and __x86_indirect_thunk_r11 (rt-thunks.S is the
 * only thunk provided: a call left on another register's thunk fails to
 * link). Matching calls run; a type-confused call or tail call traps.
 */
// BUILD: -O2 -mindirect-branch=thunk-extern -mindirect-branch-register -mindirect-branch-cs-prefix -mfunction-return=thunk-extern rt-thunks.S
// BUILD: -O2 -mindirect-branch=thunk-extern -mindirect-branch-register -mharden-sls=all rt-thunks.S
// BUILD: -O0 -mindirect-branch=thunk-extern -mindirect-branch-register rt-thunks.S
// OK: call
// OK: tail
// OK: memory
// TRAP: call-mismatch
// TRAP: tail-mismatch
#include "rt.h"

typedef int (*op_t)(int);
typedef int (*op2_t)(int, int);

int inc(int x) { return x + 1; }
int add(int x, int y) { return x + y; }

struct ops { long pad; op_t op; };

__attribute__((noipa)) int call(op_t f, int x) { return f(x) * 2; }
__attribute__((noipa)) int tail(op_t f, int x) { return f(x); }
__attribute__((noipa)) int memory(const struct ops *o, int x) { return o->op(x) * 3; }

static int call_ok(void) { return call(inc, 4); }
static int tail_ok(void) { return tail(inc, 4); }
static int memory_ok(void)
{
	static const struct ops o = { 0, inc };

	return memory(&o, 1);
}
static int call_bad(void) { return call((op_t)(void *)add, 4); }
static int tail_bad(void) { return tail((op_t)(void *)add, 4); }

int main(int argc, char **argv)
{
	static const struct rt_case cases[] = {
		{ "call", call_ok, 10 },
		{ "tail", tail_ok, 5 },
		{ "memory", memory_ok, 6 },
		{ "call-mismatch", call_bad, -1 },
		{ "tail-mismatch", tail_bad, -1 },
		{ NULL, NULL, 0 },
	};

	return rt_main(argc, argv, cases);
}
