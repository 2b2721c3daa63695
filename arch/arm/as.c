// SPDX-License-Identifier: GPL-2.0
/*
 * 32-bit Arm KCFI backend (ARM and Thumb-2 state, unified syntax), with the
 * instructions clang-19 uses.
 *
 * Callee side, emit_preamble() before "fn:":
 *	[.p2align 2]			GCC aligns Thumb functions to 2: the id
 *					word and fn get 4, as with clang-19
 *	.long	ID		@ <ID>	4 bytes, at fn-4
 *	fn:
 *
 * Caller side, emit_check(): before (GCC)	after (kcfi-as)
 *	blx	r3				bic	ip, r3, #1	Thumb bit off
 *						ldr	ip, [ip, #-4]
 *						movw	lr, #LO
 *						movt	lr, #HI
 *						cmp	ip, lr
 *						beq	.Lkcfi_passN
 *					.Lkcfi_trapN: bkpt #0
 *						b	.Lkcfi_passN
 *					.Lkcfi_passN: blx r3
 *	bx	r3  (sibcall)			the same before the bx, with a spilled
 *						register for the expected id (below)
 *
 * Layout: clang-19 has no arm KCFI backend; its generic IR lowering puts
 * the compare at the call and the bkpt in an out-of-line block that falls
 * back to the call ("bne .LBB_trap ... .LBB_trap: bkpt #0; b .LBB_call").
 * Here that block is inline after a beq over it, the same program with the
 * same instructions: a permissive Linux skips the bkpt with pc += 4 in
 * either state, which lands on the b (ARM: bkpt is 4 bytes) or right after
 * it (Thumb: bkpt and b.n are 2 each), so the call still happens - where
 * clang's Thumb block "bkpt; b" skips past its b into whatever follows.
 *
 * Registers: clang-19 picks them by register allocation; after GCC's
 * allocation only these are free right before the branch: ip (the AAPCS
 * intra-procedure scratch) and, at a blx, lr (the blx overwrites it). r0-r3
 * may carry arguments and r4-r11 belong to someone. So the loaded id goes
 * to ip (lr when ip is the target) and the expected id to lr at a blx
 * (never the target). What is still missing - at a sibcall bx lr holds the
 * return address, and a target in ip or lr leaves one register - is taken
 * from r3 (r2 when r3 is the target) pushed before the check and popped
 * before the beq (pop keeps the flags), so at the bkpt every register and
 * sp are as GCC left them.
 *
 * Linux 6.12 (arch/arm/kernel/hw_breakpoint.c) takes any kernel bkpt as a
 * CFI failure and decodes nothing (report_cfi_failure_noaddr, "no target
 * information"); there is no .kcfi_traps section on arm, and clang-19
 * emits none.
 *
 * -fsanitize-kcfi-arm-trap=udf: clang-22's own lowering (LLVM 22), byte
 * for byte, in the state the last .arm/.thumb/.code line says:
 *	[stmdb sp!, {r3}]		Thumb: push {r3}; only if ip is the target
 *	bic	S, T, #1		S: ip, or r3 when ip is the target
 *	ldr	S, [S, #-4]
 *	eor	S, S, #B0		B0..B3: id & 0xff << 8i, zero bytes too
 *	eor	S, S, #B1
 *	eor	S, S, #B2
 *	eors	S, S, #B3		ARM state prints B3 signed, Thumb unsigned
 *	[ldm sp!, {r3}]			Thumb: pop {r3}; ldm keeps the flags
 *	beq	.Lkcfi_passN		Thumb: beq.w
 *   .Lkcfi_trapN: udf #N		ARM: 0x8000 | 0x1f << 5 | T; Thumb: 0x80 | T
 *   .Lkcfi_passN: blx T | bx T
 * No lr and no second scratch: the expected id is immediates. The labels
 * are clang's .Ltmp one (kcfi-as names both; neither reaches the object).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "facts.h"
#include "kcfi-markers.h"
#include "src/as/arch.h"

#define ARRAY_SIZE(x) (sizeof(x) / sizeof((x)[0]))

/* "r3", "ip": the register's number, -1 if it is none */
static int arm_reg(const char *op)
{
	return arm_regno(op, strlen(op));
}

/* The names GCC prints, by register number. */
static const char *const arm_reg_names[16] = {
	"r0", "r1", "r2", "r3", "r4", "r5", "r6", "r7", "r8", "r9", "r10", "fp",
	"ip", "sp", "lr", "pc",
};

/* s is empty or a condition code, optionally followed by a .n/.w width. */
static bool arm_cond_suffix(const char *s, bool *cond)
{
	static const char *const conds[] = {
		"eq", "ne", "cs", "hs", "cc", "lo", "mi", "pl", "vs", "vc",
		"hi", "ls", "ge", "lt", "gt", "le", "al",
	};

	*cond = false;
	if (s[0] && s[1] && s[0] != '.') {
		size_t i;

		for (i = 0; i < ARRAY_SIZE(conds); i++)
			if (s[0] == conds[i][0] && s[1] == conds[i][1])
				break;
		if (i == ARRAY_SIZE(conds))
			return false;
		*cond = i != ARRAY_SIZE(conds) - 1;
		s += 2;
	}
	return !*s || streq(s, ".n") || streq(s, ".w");
}

/* m is BASE followed by a condition suffix (or none). */
static bool arm_is(const char *m, const char *base, bool *cond)
{
	size_t n = strlen(base);

	return !strncmp(m, base, n) && arm_cond_suffix(m + n, cond);
}

/* A register list "{r4, pc}" as the lexer splits it: does it name pc? */
static bool arm_list_has_pc(const struct asm_stmt *insn, unsigned int from)
{
	for (unsigned int i = from; i < insn->nops; i++)
		if (strstr(insn->ops[i], "pc"))
			return true;
	return false;
}

/*
 * GCC's indirect calls are "blx rN" and its indirect sibcalls and computed
 * gotos "bx rN"; its jump tables are "ldr pc, [pc, rN, lsl #2]", "add pc,
 * pc, rN, lsl #2" (ARM state) and "tbb"/"tbh" (Thumb-2), which the plugin
 * marks .kcfi_nocheck "jump". Any other write to pc is a return or refused.
 */
static enum call_kind arm_classify(struct arena *a, const struct asm_stmt *insn,
				   struct call_target *t)
{
	const char *m = insn->name;
	bool cond;
	int r;

	(void)a;
	memset(t, 0, sizeof(*t));
	if (arm_is(m, "blx", &cond) || arm_is(m, "bx", &cond)) {
		bool call = m[1] == 'l';

		if (insn->nops != 1)
			return CALL_KIND_UNSUPPORTED;
		r = arm_reg(insn->ops[0]);
		if (r < 0 && call && !strchr(insn->ops[0], '['))
			return CALL_KIND_DIRECT;	/* blx to a label: a direct call */
		if (!call && r == ARM_LR)
			return CALL_KIND_DIRECT;	/* a return */
		/* armv7 GCC never makes a call conditional (AAPCS interworking) */
		if (r < 0 || r == ARM_SP || r == ARM_PC || cond)
			return CALL_KIND_UNSUPPORTED;
		t->kind = TARGET_REG;
		t->reg = insn->ops[0];
		return call ? CALL_KIND_INDIRECT_CALL : CALL_KIND_INDIRECT_JUMP;
	}
	if (arm_is(m, "bl", &cond) || arm_is(m, "b", &cond) || streq(m, "cbz") ||
	    streq(m, "cbnz"))
		return CALL_KIND_DIRECT;
	if (streq(m, "tbb") || streq(m, "tbh") || streq(m, "tbb.w") || streq(m, "tbh.w")) {
		t->kind = TARGET_MEM;
		t->mem = insn->nops ? insn->ops[0] : "";
		return CALL_KIND_INDIRECT_JUMP;
	}
	/* "mov lr, pc; bx rN" / "ldr pc, ...": the pre-v5 call, whose return
	 * address a check between the two would move */
	if (arm_is(m, "mov", &cond) && insn->nops == 2 && arm_reg(insn->ops[0]) == ARM_LR &&
	    arm_reg(insn->ops[1]) == ARM_PC)
		return CALL_KIND_UNSUPPORTED;
	if ((arm_is(m, "pop", &cond) && arm_list_has_pc(insn, 0)) ||
	    (!strncmp(m, "ldm", 3) && arm_list_has_pc(insn, 1)))
		return CALL_KIND_DIRECT;	/* a return */
	if (insn->nops < 2 || arm_reg(insn->ops[0]) != ARM_PC)
		return CALL_KIND_NONE;
	/* an instruction writing pc */
	if (arm_is(m, "mov", &cond) && arm_reg(insn->ops[1]) == ARM_LR)
		return CALL_KIND_DIRECT;	/* "mov pc, lr": a return */
	/* ARM state's computed goto: "mov pc, r3  @ indirect register jump" */
	if (arm_is(m, "mov", &cond) && !cond && insn->nops == 2 &&
	    (r = arm_reg(insn->ops[1])) >= 0 && r < ARM_SP) {
		t->kind = TARGET_REG;
		t->reg = insn->ops[1];
		return CALL_KIND_INDIRECT_JUMP;
	}
	if (arm_is(m, "ldr", &cond) && !strncmp(insn->ops[1], "[sp]", 4))
		return CALL_KIND_DIRECT;	/* "ldr pc, [sp], #4": a return */
	if (arm_is(m, "ldr", &cond) || arm_is(m, "add", &cond)) {
		t->kind = TARGET_MEM;		/* a jump table: nocheck only */
		t->mem = insn->ops[1];
		return CALL_KIND_INDIRECT_JUMP;
	}
	return CALL_KIND_UNSUPPORTED;
}

/* arm's ASM_APP_ON is ".syntax unified" and its ASM_APP_OFF ".arm" or
 * ".thumb" then ".syntax unified": no #APP line marks inline asm on arm. */
static const char *const arm_app_directives[] = { ".syntax", ".arm", ".thumb", ".code", NULL };

/* thumb2_output_casesi prints "cmp rN, #MAX; bhi .Ldefault; tbb/tbh" */
static bool arm_table_guard(const struct asm_stmt *insn)
{
	return streq(insn->name, "bhi") && insn->nops == 1 && !strncmp(insn->ops[0], ".L", 2);
}

static int arm_emit_preamble(struct asm_out *out, const struct asm_func *fn, uint32_t id)
{
	size_t start;
	char hex[16];

	if (fn->layout.align < ARM_FUNC_MIN_ALIGN)
		sb_printf(&out->before, "\t.p2align\t2\n");
	start = out->before.len;
	/* clang prints the id in decimal, with its hex comment */
	sb_printf(&out->before, "\t.long\t%u", id);
	snprintf(hex, sizeof(hex), "@ 0x%x", id);
	kcfi_line_comment(&out->before, start, hex);
	return 0;
}

/* -fsanitize-kcfi-arm-trap=: [0] the default */
enum { ARM_FORM_BKPT, ARM_FORM_UDF };
static const char *const arm_check_forms[] = { "bkpt", "udf", NULL };

/* clang-22's register names (r11, r12 where GCC prints fp, ip) */
static const char *const llvm_reg_names[16] = {
	"r0", "r1", "r2", "r3", "r4", "r5", "r6", "r7", "r8", "r9", "r10", "r11",
	"r12", "sp", "lr", "pc",
};

/* The state the mode directive m leaves as in: 'a' (ARM), 't' (Thumb), 0
 * if m is none or says nothing kcfi-as can read. */
static char arm_state(const struct asm_stmt *m)
{
	if (!m)
		return 0;
	if (streq(m->name, ".arm") && !m->nops)
		return 'a';
	if (streq(m->name, ".thumb") && !m->nops)
		return 't';
	if (streq(m->name, ".code") && m->nops == 1)
		return streq(m->ops[0], "32") ? 'a' : streq(m->ops[0], "16") ? 't' : 0;
	return 0;
}

/* -fsanitize-kcfi-arm-trap=udf: clang-22's check (see the top) */
static int arm_emit_udf_check(struct asm_out *out, const struct call_site *cs, uint32_t id,
			      int target)
{
	char state = arm_state(cs->mode);
	bool spill = target == ARM_UDF_SCRATCH;
	const char *sc = llvm_reg_names[spill ? ARM_UDF_SPILL : ARM_UDF_SCRATCH];
	struct strbuf *sb = &out->before;

	if (!state) {
		out->why = "the udf check (-fsanitize-kcfi-arm-trap=udf) differs by state, and no "
			   "'.arm', '.thumb' or '.code 16|32' line before the branch says which";
		return -EINVAL;
	}
	if (spill)
		sb_printf(sb, state == 't' ? "\tpush\t{%s}\n" : "\tstmdb\tsp!, {%s}\n", sc);
	/* the target as the branch names it: --verify reads the two alike */
	sb_printf(sb, "\tbic\t%s, %s, #1\n", sc, cs->target.reg);
	sb_printf(sb, "\tldr\t%s, [%s, #-%ld]\n", sc, sc,
		  kcfi_typeid_offset(ARM_NOP_BYTES, cs->prefix_nops));
	for (unsigned int i = 0; i < ARM_ID_CHUNKS; i++) {
		uint32_t b = arm_id_chunk(id, i);

		if (i == ARM_ID_CHUNKS - 1 && state == 'a')
			sb_printf(sb, "\teors\t%s, %s, #%d\n", sc, sc, (int32_t)b);
		else
			sb_printf(sb, "\t%s\t%s, %s, #%u\n", i == ARM_ID_CHUNKS - 1 ? "eors" : "eor",
				  sc, sc, b);
	}
	if (spill)
		sb_printf(sb, state == 't' ? "\tpop\t{%s}\n" : "\tldm\tsp!, {%s}\n", sc);
	sb_printf(sb, "\tbeq%s\t" KCFI_PASS_LABEL "%u\n", state == 't' ? ".w" : "", cs->label_no);
	sb_printf(sb, KCFI_TRAP_LABEL "%u:\n\tudf\t#%u\n", cs->label_no,
		  state == 't' ? thumb_udf_imm(target) : arm_udf_imm(target));
	sb_printf(sb, KCFI_PASS_LABEL "%u:\n", cs->label_no);
	return 0;
}

static int arm_emit_check(struct asm_out *out, const struct call_site *cs, uint32_t id)
{
	int target = arm_reg(cs->target.reg ? cs->target.reg : "");
	/* free before the branch: ip, and lr at a blx; then pushed r3, r2 */
	int pool[4] = { ARM_IP, ARM_LR, ARM_R3, ARM_R2 }, use[2], spill[2];
	unsigned int nuse = 0, nspill = 0;
	struct strbuf *sb = &out->before;

	if (cs->target.kind != TARGET_REG)
		return -EINVAL;		/* a jump table: no call to check */
	if (target < 0 || target == ARM_SP || target == ARM_PC)
		KCFI_BUG("arm call target '%s' is not a core register", cs->target.reg);
	if (cs->prefix_nops)
		return -ENOTSUP;	/* 2 or 4 bytes each by state (facts.h) */
	if (cs->form == ARM_FORM_UDF)
		return arm_emit_udf_check(out, cs, id, target);
	for (unsigned int i = 0; i < ARRAY_SIZE(pool) && nuse < 2; i++) {
		if (pool[i] == target ||
		    (pool[i] == ARM_LR && cs->kind != CALL_KIND_INDIRECT_CALL))
			continue;
		if (pool[i] != ARM_IP && pool[i] != ARM_LR)
			spill[nspill++] = pool[i];
		use[nuse++] = pool[i];
	}
	if (nspill == 2)
		sb_printf(sb, "\tpush\t{%s, %s}\n", arm_reg_names[spill[1]], arm_reg_names[spill[0]]);
	else if (nspill)
		sb_printf(sb, "\tpush\t{%s}\n", arm_reg_names[spill[0]]);
	sb_printf(sb, "\tbic\t%s, %s, #1\n", arm_reg_names[use[0]], arm_reg_names[target]);
	sb_printf(sb, "\tldr\t%s, [%s, #-%ld]\n", arm_reg_names[use[0]], arm_reg_names[use[0]],
		  kcfi_typeid_offset(ARM_NOP_BYTES, cs->prefix_nops));
	sb_printf(sb, "\tmovw\t%s, #%u\n", arm_reg_names[use[1]], arm_id_lo16(id));
	sb_printf(sb, "\tmovt\t%s, #%u\n", arm_reg_names[use[1]], arm_id_hi16(id));
	sb_printf(sb, "\tcmp\t%s, %s\n", arm_reg_names[use[0]], arm_reg_names[use[1]]);
	if (nspill == 2)
		sb_printf(sb, "\tpop\t{%s, %s}\n", arm_reg_names[spill[1]], arm_reg_names[spill[0]]);
	else if (nspill)
		sb_printf(sb, "\tpop\t{%s}\n", arm_reg_names[spill[0]]);
	sb_printf(sb, "\tbeq\t" KCFI_PASS_LABEL "%u\n", cs->label_no);
	sb_printf(sb, KCFI_TRAP_LABEL "%u:\n\tbkpt\t#0\n", cs->label_no);
	/* clang's trap block ends so too: Linux's permissive pc += 4 lands on
	 * this b in ARM state and past it (b.n) in Thumb state */
	sb_printf(sb, "\tb\t" KCFI_PASS_LABEL "%u\n", cs->label_no);
	sb_printf(sb, KCFI_PASS_LABEL "%u:\n", cs->label_no);
	return 0;
}

static const char *const arm_mode_directives[] = { ".arm", ".thumb", ".code", NULL };

const struct kcfi_arch kcfi_arch_arm = {
	.name = "arm",
	.syntax = {
		.lex = { .comment = "@" },
		.align_is_pow2 = true,
		.app_line_marks = true,
		.nop = "nop",
	},
	.id_insn_bytes = ARM_ID_INSN_BYTES,
	.nop_bytes = ARM_NOP_BYTES,
	.classify = arm_classify,
	/* NULL: any instruction may write pc (ldr pc, add pc, pop {pc}) */
	.branch_mnemonics = NULL,
	.app_directives = arm_app_directives,
	.table_guard = arm_table_guard,
	.mode_directives = arm_mode_directives,
	.check_form_option = "-fsanitize-kcfi-arm-trap",
	.check_forms = arm_check_forms,
	.emit_preamble = arm_emit_preamble,
	.emit_check = arm_emit_check,
	.verify = &kcfi_verify_arm,
};
