// SPDX-License-Identifier: GPL-2.0
/*
 * Driver of regs.s (arm tier): "ok" calls each of its functions with a
 * correctly typed callee and prints the results; "NAME" calls that one
 * with a callee of another type, which must die of the check's SIGTRAP.
 */
#include <stdio.h>
#include <string.h>

typedef int (*fn)(void *f, int a, int b, int c);

int add4(int a, int b, int c, int d) { return a * 1000 + b * 100 + c * 10 + d; }
int add3(int a, int b, int c) { return a * 100 + b * 10 + c; }
long wrong(long a) { return a; }

#define FNS(X) X(call_ip_a) X(call_lr_a) X(tail_ip_a) X(tail_r3_a) \
	       X(call_ip_t) X(call_lr_t) X(tail_ip_t) X(tail_r3_t)
#define DECL(n) int n(void *f, int a, int b, int c);
FNS(DECL)
#define ROW(n) { #n, n },
static const struct { const char *name; fn f; } fns[] = { FNS(ROW) };

int main(int argc, char **argv)
{
	for (unsigned int i = 0; i < sizeof(fns) / sizeof(fns[0]); i++) {
		void *good = strstr(fns[i].name, "r3") ? (void *)add3 : (void *)add4;

		if (argc < 2)
			printf("%s %d\n", fns[i].name, fns[i].f(good, 1, 2, 3));
		else if (!strcmp(argv[1], fns[i].name))
			return fns[i].f((void *)wrong, 1, 2, 3);
	}
	return argc < 2 ? 0 : 2;
}
