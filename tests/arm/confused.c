// SPDX-License-Identifier: GPL-2.0
/*
 * Runtime probe for the arm tier, run under qemu-arm. "ok" makes correctly
 * typed indirect calls (blx) and sibcalls (bx); "call" and "tail" make the
 * same calls through a function of another type, which must stop at the
 * check's bkpt #0. Linux 6.12 decodes nothing around an arm CFI bkpt
 * (report_cfi_failure_noaddr), so the SIGTRAP handler only reads what
 * stopped it: a bkpt #0 in the state (ARM or Thumb) the caller runs in, and
 * whether the target function was entered (it must not be). The tier
 * compares the lines with clang-19's build of the same file. With a second
 * argument "die" no handler is installed and the process dies of SIGTRAP;
 * with "skip" the handler does what Linux 6.12 does under
 * CONFIG_CFI_PERMISSIVE (pc += 4) and returns, so in ARM state the call
 * must then go on to the target as in clang-19's build.
 */
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <ucontext.h>
#include <unistd.h>

#ifndef __clang__
#define NOIPA __attribute__((noipa))
#else
#define NOIPA __attribute__((noinline, optnone))
#endif

typedef int (*int_fn)(int);

static volatile int entered, skip;

NOIPA int twice(int x) { return 2 * x; }
/* long and int are both 32 bits here, but the type ids differ */
NOIPA long wrong_type(long x) { entered = 1; return x + 1; }

/* noipa: the calls stay indirect; call_it keeps a frame, tail_it sibcalls */
NOIPA int call_it(int_fn f, int x) { return f(x) + 1; }
NOIPA int tail_it(int_fn f, int x) { return f(x); }

static void on_trap(int sig, siginfo_t *si, void *ctx)
{
	const mcontext_t *mc = &((ucontext_t *)ctx)->uc_mcontext;
	uintptr_t pc = mc->arm_pc;
	int thumb = (mc->arm_cpsr & 0x20) != 0;
	uint32_t insn;

	(void)si;
	if (thumb) {
		uint16_t h;

		memcpy(&h, (const void *)pc, 2);
		insn = h;
	} else {
		memcpy(&insn, (const void *)pc, 4);
	}
	/* bkpt #0: 0xbe00 in Thumb, 0xe1200070 in ARM state */
	printf("signal %d %s bkpt-0 %d target-entered %d\n", sig, thumb ? "thumb" : "arm",
	       thumb ? insn == 0xbe00 : insn == 0xe1200070, entered);
	fflush(stdout);
	if (!skip)
		_exit(3);
	((ucontext_t *)ctx)->uc_mcontext.arm_pc += 4;
}

int main(int argc, char **argv)
{
	struct sigaction sa;
	const char *mode = argc > 1 ? argv[1] : "ok";

	memset(&sa, 0, sizeof(sa));
	sa.sa_sigaction = on_trap;
	sa.sa_flags = SA_SIGINFO;
	if (argc < 3 || strcmp(argv[2], "die"))
		sigaction(SIGTRAP, &sa, NULL);
	skip = argc > 2 && !strcmp(argv[2], "skip");
	if (!strcmp(mode, "ok")) {
		printf("call %d tail %d\n", call_it(twice, 20), tail_it(twice, 21));
		return 0;
	}
	if (!strcmp(mode, "call") || !strcmp(mode, "tail")) {
		int r = (mode[0] == 'c' ? call_it : tail_it)((int_fn)wrong_type, 1);

		printf("went on: %d target-entered %d\n", r, entered);
		return 0;
	}
	return 2;
}
