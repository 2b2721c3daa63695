// SPDX-License-Identifier: GPL-2.0
/*
 * RISC-V 64 KCFI backend, byte-compatible with Clang 19.
 *
 * Callee side, emit_preamble() before "fn:":
 *	[.p2align 2]			GCC aligns functions to 2 with RVC: the
 *					id word and fn get 4, as with Clang
 *	.word	ID		<ID>	4 bytes, at fn-4
 *	fn:
 *
 * Caller side, emit_check(): before (GCC)	after (kcfi-as)
 *	jalr	a5				lw	t1, -4(a5)
 *						lui	t2, HI
 *						addiw	t2, t2, LO
 *						beq	t1, t2, .Lkcfi_passN
 *					.Lkcfi_trapN: ebreak	(+ .kcfi_traps entry)
 *					.Lkcfi_passN: jalr a5
 *	jr	a5  (sibcall)			the same before the jr
 * HI/LO split the id as Clang does (facts.h): no lui when HI is 0
 * (then "li t2, LO"), no addiw when LO is 0. GNU as compresses what fits
 * (c.lui, c.addiw, c.li, c.ebreak, c.jalr) exactly as LLVM's assembler does.
 * t1..t6 are caller-saved temporaries that carry no argument, so they are
 * free at any call; a target in t1 or t2 moves the scratch to t3 (t4).
 *
 * Linux 6.12 decodes the trap in arch/riscv/kernel/cfi.c decode_cfi_insn():
 * the instruction at ebreak-4 must be a beq, and the kernel prints its rs1
 * as the "expected type" although rs1 is t1, the id loaded from the target
 * (Clang's order, kept); the one after the ebreak must be a jalr or c.jalr
 * whose rs1 is the target: after a checked sibcall (c.jr) the kernel reports
 * "(no target information)", for Clang's code as for ours (kernel/expect.txt).
 * is_cfi_trap() finds the ebreak through .kcfi_traps.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "facts.h"
#include "kcfi-markers.h"
#include "src/as/arch.h"

#define ARRAY_SIZE(x) (sizeof(x) / sizeof((x)[0]))

/* The ABI names GCC prints, by register number. */
static const char *const rv_abi_names[32] = {
	"zero", "ra", "sp", "gp", "tp", "t0", "t1", "t2", "s0", "s1", "a0", "a1", "a2",
	"a3", "a4", "a5", "a6", "a7", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9",
	"s10", "s11", "t3", "t4", "t5", "t6",
};

/* "a5", "fp", "x15" -> 15; -1 for anything else. */
static int rv_reg(const char *op)
{
	char *end;
	long n;

	if (op[0] == 'x' && op[1] >= '0' && op[1] <= '9') {
		n = strtol(op + 1, &end, 10);
		return *end || n > 31 || (op[1] == '0' && op[2]) ? -1 : (int)n;
	}
	if (streq(op, "fp"))
		return 8;
	for (int i = 0; i < 32; i++)
		if (streq(op, rv_abi_names[i]))
			return i;
	return -1;
}

/* Every control transfer of RV64GC and its pseudo-instructions: jalr/jr
 * (and their c. forms) are classified, the rest are direct. */
static const char *const rv_branch_mnemonics[] = {
	"jalr", "jr", "c.jalr", "c.jr",
	"j", "jal", "call", "tail", "ret", "c.j", "c.jal", "mret", "sret", "uret",
	"beq", "bne", "blt", "bge", "bltu", "bgeu", "bgt", "ble", "bgtu", "bleu",
	"beqz", "bnez", "bltz", "bgez", "blez", "bgtz", "c.beqz", "c.bnez", NULL,
};

static enum call_kind rv_classify(struct arena *a, const struct asm_stmt *insn,
				  struct call_target *t)
{
	const char *m = insn->name;
	enum call_kind kind;
	int r;

	(void)a;
	memset(t, 0, sizeof(*t));
	if (m[0] == 'c' && m[1] == '.')
		m += 2;
	if (streq(m, "jalr")) {
		kind = CALL_KIND_INDIRECT_CALL;
	} else if (streq(m, "jr")) {
		kind = CALL_KIND_INDIRECT_JUMP;
	} else {
		for (size_t i = 4; rv_branch_mnemonics[i]; i++)
			if (streq(insn->name, rv_branch_mnemonics[i]))
				return CALL_KIND_DIRECT;
		return CALL_KIND_NONE;
	}
	/* GCC prints "jalr a5" and "jr a5"; a link register other than ra or
	 * an offset is no form of GCC's we could check */
	if (insn->nops != 1 || (r = rv_reg(insn->ops[0])) <= 0 || r == 2)
		return CALL_KIND_UNSUPPORTED;
	if (kind == CALL_KIND_INDIRECT_JUMP && r == 1)
		return CALL_KIND_DIRECT;	/* "jr ra": a return */
	t->kind = TARGET_REG;
	t->reg = insn->ops[0];
	return kind;
}

static int rv_emit_preamble(struct asm_out *out, const struct asm_func *fn, uint32_t id)
{
	size_t start;
	char hex[16];

	if (fn->layout.align < RV_FUNC_MIN_ALIGN)
		sb_printf(&out->before, "\t.p2align\t2\n");
	start = out->before.len;
	/* Clang prints the id in decimal, with its hex comment */
	sb_printf(&out->before, "\t.word\t%u", id);
	snprintf(hex, sizeof(hex), "# 0x%x", id);
	kcfi_line_comment(&out->before, start, hex);
	return 0;
}

static int rv_emit_check(struct asm_out *out, const struct call_site *cs, uint32_t id)
{
	int target = rv_reg(cs->target.reg), scratch[2] = { RV_T1, RV_T2 }, next = RV_T3;
	uint32_t hi = rv_id_hi20(id);
	int32_t lo = rv_id_lo12(id);
	struct strbuf *sb = &out->before;

	if (target <= 0 || cs->target.kind != TARGET_REG)
		KCFI_BUG("riscv64 call target '%s' is not a register", cs->target.reg);
	if (cs->prefix_nops)
		return -ENOTSUP;	/* their size depends on RVC (facts.h) */
	for (int i = 0; i < 2; i++) {
		if (scratch[i] != target)
			continue;
		if (next == target)
			next++;
		scratch[i] = next++;
	}
	sb_printf(sb, "\tlw\t%s, -%ld(%s)\n", rv_abi_names[scratch[0]],
		  kcfi_typeid_offset(RV_NOP_BYTES, cs->prefix_nops), rv_abi_names[target]);
	if (hi)
		sb_printf(sb, "\tlui\t%s, %u\n", rv_abi_names[scratch[1]], hi);
	if (hi && lo)
		sb_printf(sb, "\taddiw\t%s, %s, %d\n", rv_abi_names[scratch[1]],
			  rv_abi_names[scratch[1]], lo);
	else if (!hi)
		sb_printf(sb, "\tli\t%s, %d\n", rv_abi_names[scratch[1]], lo);
	sb_printf(sb, "\tbeq\t%s, %s, " KCFI_PASS_LABEL "%u\n", rv_abi_names[scratch[0]],
		  rv_abi_names[scratch[1]], cs->label_no);
	sb_printf(sb, KCFI_TRAP_LABEL "%u:\n\tebreak\n", cs->label_no);
	sb_printf(sb, "\t.pushsection\t" KCFI_TRAPS_SECTION ",\"ao\",@progbits," KCFI_TRAP_LABEL "%u\n",
		  cs->anchor_no);
	sb_printf(sb, "\t.word\t" KCFI_TRAP_LABEL "%u - .\n\t.popsection\n", cs->label_no);
	sb_printf(sb, KCFI_PASS_LABEL "%u:\n", cs->label_no);
	return 0;
}

const struct kcfi_arch kcfi_arch_riscv64 = {
	.name = "riscv64",
	.syntax = {
		.lex = { .comment = "#" },
		.align_is_pow2 = true,
		.nop = "nop",
	},
	.id_insn_bytes = RV_ID_INSN_BYTES,
	.nop_bytes = RV_NOP_BYTES,
	.classify = rv_classify,
	.branch_mnemonics = rv_branch_mnemonics,
	.emit_preamble = rv_emit_preamble,
	.emit_check = rv_emit_check,
	.verify = &kcfi_verify_riscv64,
};
