// SPDX-License-Identifier: GPL-2.0
/*
 * Indirect calls whose arguments fill r0-r3, so GCC 12 (-O2, -Os) puts
 * the target of a sibcall in ip ("bx ip") and kcfi-as has no free register
 * left: its check pushes r2 and r3 around itself. "run" prints what the
 * calls return (the arm tier compares it with plain GCC's build);
 * "confuse" makes the sibcall through a function of another type.
 */
#include <stdio.h>
#include <string.h>

#ifdef __clang__
#define noipa noinline
#endif

typedef int (*fn4)(int, int, int, int);

__attribute__((noipa)) int add4(int a, int b, int c, int d) { return a * 1000 + b * 100 + c * 10 + d; }
__attribute__((noipa)) long other(long a) { return a; }

__attribute__((noipa)) int tail4(fn4 f, int a, int b, int c, int d) { return f(a, b, c, d); }
__attribute__((noipa)) int call4(fn4 f, int a, int b, int c, int d) { return f(a, b, c, d) + 1; }

struct s { fn4 f; int a; };
__attribute__((noipa)) int callm(struct s *p, int a, int b, int c) { return p->f(a, b, c, a) + 1; }
__attribute__((noipa)) int tailm(struct s *p, int a, int b, int c) { return p->f(a, b, c, p->a); }

int main(int argc, char **argv)
{
	struct s s = { add4, 9 };

	if (argc > 1 && !strcmp(argv[1], "confuse"))
		return tail4((fn4)(void *)other, 1, 2, 3, 4);
	printf("%d %d %d %d\n", tail4(add4, 1, 2, 3, 4), call4(add4, 5, 6, 7, 8),
	       callm(&s, 1, 2, 3), tailm(&s, 4, 5, 6));
	return 0;
}
