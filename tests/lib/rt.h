/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Runtime case harness: a type-confused call must die by SIGILL; the
 * handler prints the faulting address for check.sh to look up in
 * .kcfi_traps. Only direct calls into libc: libc has no KCFI preambles.
 */
#define _GNU_SOURCE
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ucontext.h>
#include <unistd.h>

static void rt_sigill(int sig, siginfo_t *si, void *uc)
{
	char buf[64];
	int n;

	(void)sig;
	(void)si;
	n = snprintf(buf, sizeof(buf), "SIGILL at %#llx\n",
		     (unsigned long long)((ucontext_t *)uc)->uc_mcontext.gregs[REG_RIP]);
	write(1, buf, n);
	_exit(42);
}

static void rt_init(void)
{
	struct sigaction sa = { .sa_sigaction = rt_sigill, .sa_flags = SA_SIGINFO };

	sigaction(SIGILL, &sa, NULL);
}

struct rt_case {
	const char *name;
	int (*run)(void);
	int want;
};

/* Runs the case named argv[1]; exit 0 if it returned its expected value. */
static int rt_main(int argc, char **argv, const struct rt_case *cases)
{
	rt_init();
	for (; argc > 1 && cases->name; cases++)
		if (!strcmp(cases->name, argv[1]))
			return cases->run() == cases->want ? 0 : 1;
	fprintf(stderr, "unknown case\n");
	return 2;
}
