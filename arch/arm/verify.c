// SPDX-License-Identifier: GPL-2.0
/*
 * kcfi-as --verify's reader of arm output (struct kcfi_verify), written
 * from the ABI (kcfi-abi.md: clang-19's instructions, Linux's bkpt), not
 * from as.c's emitter:
 *	[push {S}] bic L, R, #1; ldr L, [L, #-OFF]; movw E, #LO; movt E, #HI;
 *	cmp L, E; [pop {S}] beq P; T: bkpt #0; b P; P: blx/bx R
 * where L and E are free at the branch (ip; lr at a blx, which overwrites
 * it) or pushed and popped around the compare, and the preamble ".long ID".
 * Or clang-22's (LLVM 22, -fsanitize-kcfi-arm-trap=udf), the id xor'ed in
 * a byte at a time, byte i by the i-th eor, the last setting the flags:
 *	[push {S} | stmdb sp!, {S}] bic L, R, #1; ldr L, [L, #-OFF];
 *	eor L, L, #B0; eor L, L, #B1; eor L, L, #B2; eors L, L, #B3;
 *	[pop {S} | ldm sp!, {S}] beq[.w] P; T: udf #N; P: blx/bx R
 * where N names R: 0x8000 | 0x1f << 5 | R in ARM state, 0x80 | R in Thumb
 * state, as the last .arm/.thumb/.code line says.
 */
#include <stdlib.h>
#include <string.h>

#include "src/as/arch.h"
#include "facts.h"

/* "r3", "ip" as a whole operand -> its number, -1 for anything else */
static int arm_reg_op(const char *s)
{
	return arm_regno(s, strlen(s));
}

/* "#N" as a number of at most max. */
static bool arm_imm(const char *s, uint64_t max, uint64_t *v)
{
	return s[0] == '#' && verify_num(s + 1, max, v);
}

/* "stmdb sp!, {S}" / "ldm sp!, {S}": the one-list push and pop */
static unsigned int arm_sp_list(const struct asm_stmt *s, const char *m)
{
	return verify_is_insn(s, m, 2) && streq(s->ops[0], "sp!") ? arm_reglist(s->ops[1]) : 0;
}

/* The state a directive leaves as in: 'a', 't', or the old one. */
static int arm_mode(const struct asm_stmt *s, int old)
{
	if (s->kind != STMT_DIRECTIVE)
		return old;
	if (streq(s->name, ".arm") ||
	    (streq(s->name, ".code") && s->nops == 1 && streq(s->ops[0], "32")))
		return 'a';
	if (streq(s->name, ".thumb") ||
	    (streq(s->name, ".code") && s->nops == 1 && streq(s->ops[0], "16")))
		return 't';
	return old;
}

/* "udf #N": the register N names in state mode, -1 if none */
static int arm_udf_reg(const struct asm_stmt *s, int mode)
{
	uint64_t v;

	if (!verify_is_insn(s, "udf", 1) || !arm_imm(s->ops[0], 0xffff, &v))
		return -1;
	if (mode == 'a' && (v & ~0xfull) == 0x83e0)
		return v & 0xf;
	if (mode == 't' && (v & ~0xfull) == 0x80)
		return v & 0xf;
	return -1;
}

/* clang-22's eor chain, from the ldr on: r[1] counts the eors */
static bool arm_udf_step(struct verify_check *c, const struct asm_stmt *s)
{
	bool last;
	uint64_t v;

	if ((c->stage == 3 || c->stage == 20) &&
	    (verify_is_insn(s, "eor", 3) || verify_is_insn(s, "eors", 3)) &&
	    arm_reg_op(s->ops[0]) == c->r[0] && arm_reg_op(s->ops[1]) == c->r[0] &&
	    s->ops[2][0] == '#') {
		char *end;
		long long n = strtoll(s->ops[2] + 1, &end, 0);

		if (c->stage == 3) {
			c->id = 0;
			c->r[1] = 0;
			/* only the scratch is pushed around this form: a push
			 * of others right before is the function's prologue */
			if (c->saved != 1u << c->r[0])
				c->saved = 0;
		}
		last = streq(s->name, "eors");
		v = (uint64_t)n & 0xffffffffu;
		/* byte i, and only it, by the i-th; the 4th sets the flags */
		if (*end || n < INT32_MIN || n > UINT32_MAX || (v & ~(0xffull << 8 * c->r[1])) ||
		    last != (c->r[1] == 3))
			return false;
		c->id |= v;
		c->r[1]++;
		c->stage = last ? (c->saved ? 21 : 22) : 20;
		return true;
	}
	if (c->stage == 21 && (arm_sp_list(s, "ldm") == c->saved ||
			       (verify_is_insn(s, "pop", 1) && arm_reglist(s->ops[0]) == c->saved))) {
		c->stage = 22;		/* ldm and pop keep the flags of the eors */
		return true;
	}
	if (c->stage == 22 && (verify_is_insn(s, "beq", 1) || verify_is_insn(s, "beq.w", 1))) {
		verify_set(&c->pass, s->ops[0], strlen(s->ops[0]));
		c->stage = 23;
		return true;
	}
	if (c->stage == 23 && s->kind == STMT_LABEL) {
		verify_set(&c->trap, s->name, strlen(s->name));
		c->stage = 24;
		return true;
	}
	if (c->stage == 24 && (c->r[2] = arm_udf_reg(s, c->mode)) >= 0) {
		c->stage = 25;
		return true;
	}
	if (c->stage == 25 && verify_is_label(s, &c->pass)) {
		c->r[1] = -1;		/* no expected id's register */
		c->stage = VERIFY_READY;
		return true;
	}
	return false;
}

/* r[0]: the loaded id's register, r[1]: the expected id's (-1 in clang-22's
 * form), r[2]: the register its udf names (-1 in clang-19's); saved: the
 * pushed registers; mode: the state ('a', 't'; 0 before any directive) */
static void arm_check_step(struct verify_check *c, const struct asm_stmt *s, unsigned int line)
{
	uint64_t v;

	c->mode = arm_mode(s, c->mode);
	if ((verify_is_insn(s, "push", 1) && arm_reglist(s->ops[0])) || arm_sp_list(s, "stmdb")) {
		c->saved = s->nops == 1 ? arm_reglist(s->ops[0]) : arm_sp_list(s, "stmdb");
		c->stage = 1;
		c->line = line;
		return;
	}
	if (verify_is_insn(s, "bic", 3) && arm_reg_op(s->ops[0]) >= 0 &&
	    arm_reg_op(s->ops[1]) >= 0 && streq(s->ops[2], "#1")) {
		if (c->stage != 1) {
			c->saved = 0;
			c->line = line;
		}
		c->r[0] = arm_reg_op(s->ops[0]);
		c->r[2] = -1;
		verify_set(&c->reg, s->ops[1], strlen(s->ops[1]));
		c->stage = 2;
		return;
	}
	if (arm_udf_step(c, s))
		return;
	if (c->stage == 2 && verify_is_insn(s, "ldr", 2) && arm_reg_op(s->ops[0]) == c->r[0] &&
	    s->ops[1][0] == '[') {
		const char *p = s->ops[1] + 1;
		size_t n = strcspn(p, ",");
		char *end;

		if (arm_regno(p, n) == c->r[0] && !strncmp(p + n, ", #-", 4)) {
			c->off = strtol(p + n + 4, &end, 10);
			if (end != p + n + 4 && streq(end, "]")) {
				c->stage = 3;
				return;
			}
		}
	} else if (c->stage == 3 && verify_is_insn(s, "movw", 2) && arm_reg_op(s->ops[0]) >= 0 &&
		   arm_imm(s->ops[1], 0xffff, &v)) {
		c->r[1] = arm_reg_op(s->ops[0]);
		c->id = v;
		c->stage = 4;
		return;
	} else if (c->stage == 4 && verify_is_insn(s, "movt", 2) &&
		   arm_reg_op(s->ops[0]) == c->r[1] && arm_imm(s->ops[1], 0xffff, &v)) {
		c->id |= (uint32_t)v << 16;
		c->stage = 5;
		return;
	} else if (c->stage == 5 && verify_is_insn(s, "cmp", 2) &&
		   arm_reg_op(s->ops[0]) == c->r[0] && arm_reg_op(s->ops[1]) == c->r[1]) {
		c->stage = c->saved ? 6 : 7;
		return;
	} else if (c->stage == 6 && verify_is_insn(s, "pop", 1) &&
		   arm_reglist(s->ops[0]) == c->saved) {
		c->stage = 7;		/* pop keeps the flags of the cmp */
		return;
	} else if (c->stage == 7 && verify_is_insn(s, "beq", 1)) {
		verify_set(&c->pass, s->ops[0], strlen(s->ops[0]));
		c->stage = 8;
		return;
	} else if (c->stage == 8 && s->kind == STMT_LABEL) {
		verify_set(&c->trap, s->name, strlen(s->name));
		c->stage = 9;
		return;
	} else if (c->stage == 9 && verify_is_insn(s, "bkpt", 1) && streq(s->ops[0], "#0")) {
		c->stage = 10;
		return;
	} else if (c->stage == 10 && verify_is_insn(s, "b", 1) && verify_sb_is(&c->pass, s->ops[0])) {
		c->stage = 11;		/* a permissive kernel resumes at the call */
		return;
	} else if (c->stage == 11 && verify_is_label(s, &c->pass)) {
		c->stage = VERIFY_READY;
		return;
	}
	c->stage = 0;
}

/* The compare's registers: apart from each other and the target, and
 * free at the branch (ip; lr at a blx) or pushed around the compare. */
static bool arm_check_regs(const struct verify_check *c, const char *reg, enum call_kind kind,
			   const struct call_target *in, unsigned int branch_line,
			   struct strbuf *why)
{
	int target = arm_reg_op(reg);

	(void)in;
	(void)branch_line;
	if (c->r[1] < 0) {		/* clang-22's: one scratch, a trap naming the target */
		if (c->r[2] != target) {
			sb_printf(why, "output line %u: the check's udf names r%d, the branch goes through %s",
				  c->line, c->r[2], reg);
			return false;
		}
		if (c->r[0] == target) {
			sb_printf(why, "output line %u: check overwrites its own registers", c->line);
			return false;
		}
		if (c->r[0] == ARM_IP || (c->saved & 1u << c->r[0]))
			return true;
		sb_printf(why, "output line %u: check overwrites r%d, which is live at the branch",
			  c->line, c->r[0]);
		return false;
	}
	if (c->r[0] == c->r[1] || c->r[0] == target || c->r[1] == target) {
		sb_printf(why, "output line %u: check overwrites its own registers", c->line);
		return false;
	}
	for (int i = 0; i < 2; i++) {
		int r = c->r[i];

		if (r == ARM_IP || (r == ARM_LR && kind == CALL_KIND_INDIRECT_CALL) ||
		    (c->saved & 1u << r))
			continue;
		sb_printf(why, "output line %u: check overwrites r%d, which is live at the branch",
			  c->line, r);
		return false;
	}
	return true;
}

static bool arm_preamble_id(const struct asm_stmt *s, uint32_t *id, unsigned int *arity)
{
	*arity = 0;
	uint64_t v;

	if (s->kind != STMT_DIRECTIVE || !streq(s->name, ".long") || s->nops != 1 ||
	    !verify_num(s->ops[0], UINT32_MAX, &v))
		return false;
	*id = v;
	return true;
}

const struct kcfi_verify kcfi_verify_arm = {
	.check_step = arm_check_step,
	.check_regs = arm_check_regs,
	.preamble_id = arm_preamble_id,
};
