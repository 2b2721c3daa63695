// SPDX-License-Identifier: GPL-2.0
/*
 * kcfi-as --verify's reader of riscv64 output (struct kcfi_verify), written
 * from the ABI (kcfi-abi.md, LLVM's RISCVAsmPrinter::LowerKCFI_CHECK), not
 * from as.c's emitter:
 *	lw L, -OFF(R); [lui E, HI]; [addiw E, E, LO | li E, LO]; beq L, E, P;
 *	T: ebreak (+ .kcfi_traps entry for T); P: jalr/jr R
 * the expected id being HI << 12 plus LO sign-extended, and the preamble
 * ".word ID".
 */
#include <stdlib.h>
#include <string.h>

#include "src/as/arch.h"

/* "t1", "x6", "fp" -> 6, 8; -1 for anything else. */
static int rv_reg(const char *s)
{
	static const char *const abi[32] = {
		"zero", "ra", "sp", "gp", "tp", "t0", "t1", "t2", "s0", "s1", "a0", "a1",
		"a2", "a3", "a4", "a5", "a6", "a7", "s2", "s3", "s4", "s5", "s6", "s7",
		"s8", "s9", "s10", "s11", "t3", "t4", "t5", "t6",
	};
	char *end;
	long n;

	if (s[0] == 'x' && s[1] >= '0' && s[1] <= '9') {
		n = strtol(s + 1, &end, 10);
		return *end || n > 31 ? -1 : (int)n;
	}
	if (streq(s, "fp"))
		return 8;
	for (int i = 0; i < 32; i++)
		if (streq(s, abi[i]))
			return i;
	return -1;
}

/* A decimal immediate in [min, max]. */
static bool rv_imm(const char *s, long min, long max, long *v)
{
	char *end;

	if (!(*s == '-' || (*s >= '0' && *s <= '9')))
		return false;
	*v = strtol(s, &end, 0);
	return end != s && !*end && *v >= min && *v <= max;
}

/* r[0]: the loaded id's register, r[1]: the expected id's */
static void rv_check_step(struct verify_check *c, const struct asm_stmt *s, unsigned int line)
{
	long v;

	if (verify_is_insn(s, "lw", 2) && rv_reg(s->ops[0]) > 0 && s->ops[1][0] == '-') {
		char *end, *close;

		c->off = strtol(s->ops[1] + 1, &end, 10);
		close = strchr(end, ')');
		if (end != s->ops[1] + 1 && end[0] == '(' && close && streq(close, ")")) {
			verify_set(&c->reg, end + 1, close - (end + 1));
			c->r[0] = rv_reg(s->ops[0]);
			c->r[1] = -1;
			c->id = 0;
			c->stage = 1;
			c->line = line;
			return;
		}
	} else if (c->stage == 1 && verify_is_insn(s, "lui", 2) && rv_reg(s->ops[0]) > 0 &&
		   rv_imm(s->ops[1], 1, 0xfffff, &v)) {
		c->r[1] = rv_reg(s->ops[0]);
		c->id = (uint32_t)v << 12;
		c->stage = 2;
		return;
	} else if (c->stage == 2 && verify_is_insn(s, "addiw", 3) &&
		   rv_reg(s->ops[0]) == c->r[1] && rv_reg(s->ops[1]) == c->r[1] &&
		   rv_imm(s->ops[2], -2048, 2047, &v) && v) {
		c->id += (uint32_t)v;
		c->stage = 3;
		return;
	} else if (c->stage == 1 && verify_is_insn(s, "li", 2) && rv_reg(s->ops[0]) > 0 &&
		   rv_imm(s->ops[1], -2048, 2047, &v)) {
		c->r[1] = rv_reg(s->ops[0]);
		c->id = (uint32_t)v;
		c->stage = 3;
		return;
	} else if ((c->stage == 2 || c->stage == 3) && verify_is_insn(s, "beq", 3) &&
		   rv_reg(s->ops[0]) == c->r[0] && rv_reg(s->ops[1]) == c->r[1]) {
		verify_set(&c->pass, s->ops[2], strlen(s->ops[2]));
		c->stage = VERIFY_BRANCHED;	/* verify.c reads the trap and its entry */
		return;
	}
	c->stage = 0;
}

static bool rv_check_regs(const struct verify_check *c, const char *reg, enum call_kind kind,
			  const struct call_target *in, unsigned int branch_line,
			  struct strbuf *why)
{
	int target = rv_reg(reg);

	(void)kind;
	(void)in;
	(void)branch_line;
	if (c->r[0] != c->r[1] && c->r[0] != target && c->r[1] != target)
		return true;
	sb_printf(why, "output line %u: check overwrites its own registers", c->line);
	return false;
}

static bool rv_preamble_id(const struct asm_stmt *s, uint32_t *id, unsigned int *arity)
{
	*arity = 0;
	uint64_t v;

	if (s->kind != STMT_DIRECTIVE || !streq(s->name, ".word") || s->nops != 1 ||
	    !verify_num(s->ops[0], UINT32_MAX, &v))
		return false;
	*id = v;
	return true;
}

const struct kcfi_verify kcfi_verify_riscv64 = {
	.check_step = rv_check_step,
	.check_regs = rv_check_regs,
	.preamble_id = rv_preamble_id,
	.traps_word = ".word",
	.trap_insn = "ebreak",
};
