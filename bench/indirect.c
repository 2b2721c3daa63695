// SPDX-License-Identifier: GPL-2.0
/* Benchmark kernel: a hot loop of indirect calls through an ops table. */
#include <stdio.h>
#include <stdlib.h>

struct ops {
	unsigned long (*step)(unsigned long);
	unsigned long (*mix)(unsigned long, unsigned long);
};

static unsigned long step(unsigned long x) { return x * 6364136223846793005ul + 1442695040888963407ul; }
static unsigned long mix(unsigned long a, unsigned long b) { return (a ^ (b >> 7)) + 0x9e3779b97f4a7c15ul; }

struct ops ops = { step, mix };

__attribute__((noipa)) unsigned long run(struct ops *o, unsigned long n)
{
	unsigned long x = 1, acc = 0;

	for (unsigned long i = 0; i < n; i++) {
		x = o->step(x);
		acc = o->mix(acc, x);
	}
	return acc;
}

int main(int argc, char **argv)
{
	unsigned long n = argc > 1 ? strtoul(argv[1], NULL, 0) : 1000000;

	printf("%lx\n", run(&ops, n));
	return 0;
}
