// SPDX-License-Identifier: GPL-2.0
/*
 * Runtime probe for the riscv64 tier, run under qemu-riscv64. "ok" makes
 * correctly typed indirect calls (jalr) and sibcalls (jr); "call" and "tail"
 * make the same calls through a function of another type, which must stop
 * at the check's ebreak. The SIGTRAP handler then decodes the trap the way
 * Linux 6.12's decode_cfi_insn() (arch/riscv/kernel/cfi.c) does: a beq right
 * before the ebreak, and after it a jalr or c.jalr/c.jr whose rs1 is the
 * target. Linux reports the beq's rs1 as the type; in Clang's sequence that
 * is the id loaded from the target (rs2 holds the caller's), so the probe
 * prints both and the tier compares them with clang-19's build. With a
 * second argument "die" no handler is installed and the process dies of
 * SIGTRAP.
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

NOIPA int twice(int x) { return 2 * x; }
NOIPA long wrong_type(long x, long y) { return x + y; }

/* noipa: the calls stay indirect; call_it keeps a frame, tail_it sibcalls */
NOIPA int call_it(int_fn f, int x) { return f(x) + 1; }
NOIPA int tail_it(int_fn f, int x) { return f(x); }

static const void *victim;

static uint32_t half(const uint8_t *p)
{
	return p[0] | (uint32_t)p[1] << 8;
}

static void on_trap(int sig, siginfo_t *si, void *ctx)
{
	/* __gregs[0] is the pc, __gregs[n] is xn */
	unsigned long *regs = ((ucontext_t *)ctx)->uc_mcontext.__gregs;
	const uint8_t *pc = (const uint8_t *)regs[0];
	uint32_t beq = half(pc - 4) | half(pc - 2) << 16, next;
	unsigned int len = (half(pc) & 3) == 3 ? 4 : 2, rs1 = 32, rs2 = 32, target_reg = 32;
	/* the id a correctly typed callee carries right before its first insn */
	uint32_t want;
	const void *volatile good = (const void *)twice;

	memcpy(&want, (const char *)good - 4, 4);
	(void)si;
	if ((beq & 0x707f) == 0x63) {			/* BRANCH, funct3 0: beq */
		rs1 = (beq >> 15) & 31;
		rs2 = (beq >> 20) & 31;
	}
	next = half(pc + len);
	if ((next & 3) == 3) {
		next |= half(pc + len + 2) << 16;
		if ((next & 0x707f) == 0x67)		/* jalr */
			target_reg = (next >> 15) & 31;
	} else if ((next & 0xe07f) == 0x8002 && ((next >> 7) & 31)) {
		target_reg = (next >> 7) & 31;		/* c.jr / c.jalr */
	}
	printf("signal %d ebreak-bytes %u beq-rs1 x%u beq-rs2 x%u target x%u\n", sig, len, rs1, rs2,
	       target_reg);
	if (rs1 < 32 && rs2 < 32 && target_reg < 32) {
		uint32_t victim_id;

		memcpy(&victim_id, (const char *)victim - 4, 4);
		printf("target-is-victim %d rs1-is-victim-id %d rs2-is-caller-type %d victim-id-differs %d\n",
		       regs[target_reg] == (uintptr_t)victim, (uint32_t)regs[rs1] == victim_id,
		       (uint32_t)regs[rs2] == want, victim_id != want);
	}
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
