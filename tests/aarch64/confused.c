// SPDX-License-Identifier: GPL-2.0
/*
 * Runtime probe for the aarch64 tier, run under qemu-aarch64. "ok" makes
 * correctly typed indirect calls (blr) and sibcalls (br x16); "call" and
 * "tail" make the same calls through a function of another type, which must
 * stop at the check's brk. The SIGTRAP handler then decodes the brk the way
 * Linux's cfi_brk_handler() does and prints what it found; with a second
 * argument "die" no handler is installed and the process dies of SIGTRAP.
 * Only our own, instrumented functions are called indirectly.
 */
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <ucontext.h>
#include <unistd.h>

typedef int (*int_fn)(int);

__attribute__((noipa)) int twice(int x) { return 2 * x; }
__attribute__((noipa)) long wrong_type(long x, long y) { return x + y; }

/* noipa: the calls stay indirect; call_it keeps a frame, tail_it sibcalls */
__attribute__((noipa)) int call_it(int_fn f, int x) { return f(x) + 1; }
__attribute__((noipa)) int tail_it(int_fn f, int x) { return f(x); }

static const void *victim;

static void on_trap(int sig, siginfo_t *si, void *ctx)
{
	mcontext_t *mc = &((ucontext_t *)ctx)->uc_mcontext;
	uint32_t insn = *(const uint32_t *)mc->pc;
	uint32_t imm = (insn >> 5) & 0xffff;
	unsigned int target = imm & 31, type = (imm >> 5) & 31;
	/* the id a correctly typed callee carries before its first insn */
	uint32_t want = *(const uint32_t *)((const char *)twice - 4);

	(void)si;
	printf("signal %d insn 0x%08x brk 0x%x target x%u type x%u\n",
	       sig, insn, imm, target, type);
	printf("target-is-victim %d expected-is-caller-type %d victim-id-differs %d\n",
	       mc->regs[target] == (uintptr_t)victim, (uint32_t)mc->regs[type] == want,
	       *(const uint32_t *)((const char *)victim - 4) != want);
	fflush(stdout);
	_exit(3);
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
	victim = (const void *)wrong_type;
	if (!strcmp(mode, "ok")) {
		printf("call %d tail %d\n", call_it(twice, 20), tail_it(twice, 21));
		return 0;
	}
	if (!strcmp(mode, "call"))
		return call_it((int_fn)wrong_type, 1);
	if (!strcmp(mode, "tail"))
		return tail_it((int_fn)wrong_type, 1);
	return 2;
}
