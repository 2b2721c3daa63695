// SPDX-License-Identifier: GPL-2.0
/*
 * kcfi-as --verify's reader of x86_64 output (struct kcfi_verify), written
 * from the ABI (kcfi-abi.md), not from as.c's emitter:
 *	[movq SRC, %r11] movl $-ID, %r10d; addl -OFF(%REG), %r10d; je P;
 *	T: ud2 (+ .kcfi_traps entry for T); P: [cs|ds|notrack] branch
 * and the preamble __cfi_SYM: nops; movl $ID, %eax.
 */
#include <stdlib.h>
#include <string.h>

#include "src/as/arch.h"

static void x86_check_step(struct verify_check *c, const struct asm_stmt *s, unsigned int line)
{
	uint64_t v;

	if (verify_is_insn(s, "movq", 2) && streq(s->ops[1], "%r11")) {
		c->stage = 1;
		c->line = line;
		verify_set(&c->scratch, s->ops[0], strlen(s->ops[0]));
		return;
	}
	if (verify_is_insn(s, "movl", 2) && s->ops[0][0] == '$' && streq(s->ops[1], "%r10d") &&
	    verify_num(s->ops[0] + 1, UINT32_MAX, &v)) {
		if (c->stage != 1) {
			sb_reset(&c->scratch);
			c->line = line;
		}
		c->stage = 2;
		c->id = -(uint32_t)v;
		return;
	}
	if (c->stage == 2 && verify_is_insn(s, "addl", 2) && streq(s->ops[1], "%r10d") &&
	    s->ops[0][0] == '-') {
		char *end;

		c->off = strtol(s->ops[0] + 1, &end, 10);
		if (end != s->ops[0] + 1 && end[0] == '(' && end[1] == '%' &&
		    strchr(end, ')') && streq(strchr(end, ')'), ")")) {
			verify_set(&c->reg, end + 2, strchr(end, ')') - (end + 2));
			c->stage = 3;
			return;
		}
	} else if (c->stage == 3 && verify_is_insn(s, "je", 1)) {
		verify_set(&c->pass, s->ops[0], strlen(s->ops[0]));
		c->stage = VERIFY_BRANCHED;	/* verify.c reads the trap and its entry */
		return;
	} else if (c->stage == VERIFY_READY &&
		   (verify_is_insn(s, "cs", 0) || verify_is_insn(s, "ds", 0) ||
		    verify_is_insn(s, "notrack", 0))) {
		return;		/* a prefix line kcfi-as keeps with its branch */
	}
	c->stage = 0;
}

/* A target moved to %r11 (a thunk or memory operand) must come from the
 * input's. */
static bool x86_check_regs(const struct verify_check *c, const char *reg, enum call_kind kind,
			   const struct call_target *in, unsigned int branch_line,
			   struct strbuf *why)
{
	const char *in_reg = in->kind == TARGET_MEM ? NULL : in->reg;
	struct strbuf want = { 0 };
	bool ok;

	(void)kind;
	if (in_reg && streq(in_reg, reg))
		return true;
	if (in_reg)
		sb_printf(&want, "%%%s", in_reg);
	else
		sb_puts(&want, in->mem);
	ok = verify_sb_is(&c->scratch, want.buf);
	if (!ok)
		sb_printf(why, "output line %u: the branch's %%%s is not loaded from '%s'",
			  branch_line, reg, want.buf);
	sb_release(&want);
	return ok;
}

/* The id's register by arity (LLVM's X86AsmPrinter, FineIBT-BHI's decoder:
 * opcode b8+r): written from the ABI here, apart from the printer's table. */
static const char *const x86_id_regs[] = {
	"%eax", "%ecx", "%edx", "%ebx", "%esp", "%ebp", "%esi", "%edi",
};

static bool x86_preamble_id(const struct asm_stmt *s, uint32_t *id, unsigned int *arity)
{
	uint64_t v;

	if (!verify_is_insn(s, "movl", 2) || s->ops[0][0] != '$' ||
	    !verify_num(s->ops[0] + 1, UINT32_MAX, &v))
		return false;
	for (unsigned int r = 0; r < sizeof(x86_id_regs) / sizeof(x86_id_regs[0]); r++) {
		if (streq(s->ops[1], x86_id_regs[r])) {
			*id = v;
			*arity = r;
			return true;
		}
	}
	return false;
}

const struct kcfi_verify kcfi_verify_x86_64 = {
	.check_step = x86_check_step,
	.check_regs = x86_check_regs,
	.preamble_id = x86_preamble_id,
	.traps_word = ".long",
	.trap_insn = "ud2",
};
