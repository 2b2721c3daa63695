// SPDX-License-Identifier: GPL-2.0
/*
 * kcfi-as --verify's reader of arm64 output (struct kcfi_verify), written
 * from the ABI (kcfi-abi.md), not from as.c's emitter:
 *	ldur wL, [xR, #-OFF]; movk wE, #LO; movk wE, #HI, lsl #16; cmp wL, wE;
 *	b.eq P; brk #(0x8000 | E << 5 | R); P: branch
 * the preamble ".word ID", and the SLS-BLR stub "L: mov x16, xN; br x16".
 */
#include <stdlib.h>
#include <string.h>

#include "src/as/arch.h"

static int a64_reg(const char *s, char kind)
{
	char *end;
	long n;

	if (s[0] != kind || s[1] < '0' || s[1] > '9')
		return -1;
	n = strtol(s + 1, &end, 10);
	return *end || n > 30 ? -1 : n;
}

/* r[0]: the loaded id's register, r[1]: the expected id's */
static void a64_check_step(struct verify_check *c, const struct asm_stmt *s, unsigned int line)
{
	uint64_t v;

	if (verify_is_insn(s, "ldur", 2) && a64_reg(s->ops[0], 'w') >= 0 &&
	    !strncmp(s->ops[1], "[x", 2)) {
		char *end;
		long r = strtol(s->ops[1] + 2, &end, 10);

		if (end != s->ops[1] + 2 && !strncmp(end, ", #-", 4)) {
			c->off = strtol(end + 4, &end, 10);
			if (streq(end, "]") && r <= 30) {
				c->r[0] = a64_reg(s->ops[0], 'w');
				sb_reset(&c->reg);
				sb_printf(&c->reg, "x%ld", r);
				c->stage = 1;
				c->line = line;
				return;
			}
		}
	} else if (c->stage == 1 && verify_is_insn(s, "movk", 2) && s->ops[1][0] == '#' &&
		   verify_num(s->ops[1] + 1, 0xffff, &v) && a64_reg(s->ops[0], 'w') >= 0) {
		c->r[1] = a64_reg(s->ops[0], 'w');
		c->id = v;
		c->stage = 2;
		return;
	} else if (c->stage == 2 && verify_is_insn(s, "movk", 3) && s->ops[1][0] == '#' &&
		   verify_num(s->ops[1] + 1, 0xffff, &v) && streq(s->ops[2], "lsl #16") &&
		   a64_reg(s->ops[0], 'w') == c->r[1]) {
		c->id |= (uint32_t)v << 16;
		c->stage = 3;
		return;
	} else if (c->stage == 3 && verify_is_insn(s, "cmp", 2) &&
		   a64_reg(s->ops[0], 'w') == c->r[0] && a64_reg(s->ops[1], 'w') == c->r[1]) {
		c->stage = 4;
		return;
	} else if (c->stage == 4 && verify_is_insn(s, "b.eq", 1)) {
		verify_set(&c->pass, s->ops[0], strlen(s->ops[0]));
		c->stage = 5;
		return;
	} else if (c->stage == 5 && verify_is_insn(s, "brk", 1) && s->ops[0][0] == '#' &&
		   verify_num(s->ops[0] + 1, 0xffff, &v) &&
		   v == (0x8000u | (unsigned int)c->r[1] << 5 | a64_reg(c->reg.buf, 'x'))) {
		c->stage = 6;
		return;
	} else if (c->stage == 6 && verify_is_label(s, &c->pass)) {
		c->stage = VERIFY_READY;
		return;
	}
	c->stage = 0;
}

static bool a64_check_regs(const struct verify_check *c, const char *reg, enum call_kind kind,
			   const struct call_target *in, unsigned int branch_line,
			   struct strbuf *why)
{
	(void)kind;
	(void)in;
	(void)branch_line;
	if (c->r[0] != c->r[1] && c->r[0] != a64_reg(reg, 'x') && c->r[1] != a64_reg(reg, 'x'))
		return true;
	sb_printf(why, "output line %u: check overwrites its own registers", c->line);
	return false;
}

static bool a64_preamble_id(const struct asm_stmt *s, uint32_t *id, unsigned int *arity)
{
	*arity = 0;
	uint64_t v;

	if (s->kind != STMT_DIRECTIVE || !streq(s->name, ".word") || s->nops != 1 ||
	    !verify_num(s->ops[0], UINT32_MAX, &v))
		return false;
	*id = v;
	return true;
}

/* "L: mov x16, xN; br x16": the br forwards the checked target */
static unsigned int a64_stub_step(unsigned int step, const struct asm_stmt *s, enum call_kind kind)
{
	if (step == 1 && verify_is_insn(s, "mov", 2) && streq(s->ops[0], "x16"))
		return 2;
	if (step == 2 && kind == CALL_KIND_INDIRECT_JUMP && verify_is_insn(s, "br", 1) &&
	    streq(s->ops[0], "x16"))
		return VERIFY_STUB_BRANCH;
	return 0;
}

const struct kcfi_verify kcfi_verify_aarch64 = {
	.check_step = a64_check_step,
	.check_regs = a64_check_regs,
	.preamble_id = a64_preamble_id,
	.stub_step = a64_stub_step,
};
