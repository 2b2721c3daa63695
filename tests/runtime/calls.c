// SPDX-License-Identifier: GPL-2.0
/*
 * Runtime behaviour of checked calls. "./calls <case>" runs one case:
 * ok-* cases must return normally; bad-* cases make a type-confused call
 * and must die in the check: the SIGILL handler prints the faulting
 * address relative to main so check.sh can find it in .kcfi_traps.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

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

/* Through a memory operand: call *8(%rdi)-style. */
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

int main(int argc, char **argv);

static void on_sigill(int sig, siginfo_t *info, void *uc)
{
	(void)sig;
	(void)uc;
	printf("SIGILL at main%+ld\n", (long)((char *)info->si_addr - (char *)main));
	fflush(stdout);
	_exit(42);
}

int main(int argc, char **argv)
{
	struct sigaction sa = { .sa_sigaction = on_sigill, .sa_flags = SA_SIGINFO };
	const char *c = argc > 1 ? argv[1] : "";

	sigaction(SIGILL, &sa, NULL);
	if (!strcmp(c, "ok-memory"))
		return do_measure(&ops, "four") == 5 ? 0 : 1;
	if (!strcmp(c, "ok-typedef-sibcall"))
		return do_measure_tail(measure, "three") == 5 ? 0 : 1;
	if (!strcmp(c, "ok-const-param"))
		return (do_set(set, 7), last_set == 8) ? 0 : 1;
	if (!strcmp(c, "ok-typedef-ulong"))
		return do_scale(&ops, 2) == 6 ? 0 : 1;
	if (!strcmp(c, "bad-memory")) {
		smuggle = (void *)measure_mutable;	/* int (char *) */
		ops.measure = smuggle;
		return do_measure(&ops, "x");
	}
	if (!strcmp(c, "bad-sibcall")) {
		smuggle = (void *)measure_mutable;
		return do_measure_tail(smuggle, "x");
	}
	if (!strcmp(c, "bad-signedness")) {
		smuggle = (void *)scale_signed;		/* long (long) */
		ops.scale = smuggle;
		return (int)do_scale(&ops, 2);
	}
	fprintf(stderr, "unknown case '%s'\n", c);
	return 2;
}
