// SPDX-License-Identifier: GPL-2.0
/*
 * The kcfi-gcc demo: an ops table called through a function pointer, the
 * way kernel drivers are. "./demo" makes a correctly typed call; "./demo
 * confuse" first overwrites the handler with a function of another type,
 * which is what an attacker with a write primitive would do. With
 * -fsanitize=kcfi the second call stops at the check (SIGILL at its ud2).
 */
#include <stdio.h>
#include <string.h>

struct frobnicator_ops {
	int (*frob)(int level);
};

static int frob_gently(int level)
{
	return level * 2;
}

/* Same machine-level signature on x86_64, different C type. */
static int frob_wildly(unsigned long level)
{
	return (int)level * 1000;
}

struct frobnicator_ops ops = { .frob = frob_gently };

__attribute__((noinline)) int frobnicate(struct frobnicator_ops *o, int level)
{
	return o->frob(level) + 1;
}

int main(int argc, char **argv)
{
	if (argc > 1 && !strcmp(argv[1], "confuse")) {
		void *any = (void *)frob_wildly;

		ops.frob = any;	/* type confusion: int (*)(unsigned long) */
		printf("calling a type-confused handler...\n");
		fflush(stdout);
	}
	printf("frobnicate(21) = %d\n", frobnicate(&ops, 21));
	return 0;
}
