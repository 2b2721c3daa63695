// SPDX-License-Identifier: GPL-2.0
/*
 * arm backend: which of GCC 12's instructions are indirect branches (calls,
 * sibcalls, jump tables, computed gotos), which are returns or direct, which
 * are refused; and the scratch registers a check takes for each target.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "arch.h"

static const struct kcfi_arch *arm = &kcfi_arch_arm;

/* ops: comma-separated as the lexer splits them (no commas inside) */
static enum call_kind classify(const char *mnem, const char *const *ops, unsigned int n,
			       struct call_target *t)
{
	struct arena a = { 0 };
	struct asm_stmt s = { .kind = STMT_INSN, .name = mnem, .ops = (const char **)ops, .nops = n };
	enum call_kind k = arm->classify(&a, &s, t);

	arena_free(&a);
	return k;
}

#define CLASSIFY(m, ...) ({ const char *o_[] = { __VA_ARGS__ }; \
	classify(m, o_, sizeof(o_) / sizeof(o_[0]), &t); })

static void classify_gcc_branch_forms(void)
{
	struct call_target t;

	CHECK(CLASSIFY("blx", "r3") == CALL_KIND_INDIRECT_CALL && t.kind == TARGET_REG);
	CHECK(CLASSIFY("blx", "ip") == CALL_KIND_INDIRECT_CALL && t.kind == TARGET_REG);
	CHECK(CLASSIFY("blx", "lr") == CALL_KIND_INDIRECT_CALL);
	CHECK(CLASSIFY("bx", "ip") == CALL_KIND_INDIRECT_JUMP && t.kind == TARGET_REG);
	CHECK(CLASSIFY("mov", "pc", "r3") == CALL_KIND_INDIRECT_JUMP && t.kind == TARGET_REG);
	/* jump tables: marked nocheck, never checked */
	CHECK(CLASSIFY("tbb", "[pc, r3]") == CALL_KIND_INDIRECT_JUMP && t.kind == TARGET_MEM);
	CHECK(CLASSIFY("tbh", "[pc, r3, lsl #1]") == CALL_KIND_INDIRECT_JUMP);
	CHECK(CLASSIFY("ldrls", "pc", "[pc, r0, asl #2]") == CALL_KIND_INDIRECT_JUMP &&
	      t.kind == TARGET_MEM);
	CHECK(CLASSIFY("addls", "pc", "pc", "r0", "asl #2") == CALL_KIND_INDIRECT_JUMP);
	/* returns and direct branches */
	CHECK(CLASSIFY("bx", "lr") == CALL_KIND_DIRECT);
	CHECK(CLASSIFY("bxne", "lr") == CALL_KIND_DIRECT);
	CHECK(CLASSIFY("pop", "{r4", "pc}") == CALL_KIND_DIRECT);
	CHECK(CLASSIFY("ldmfd", "sp!", "{r4", "pc}") == CALL_KIND_DIRECT);
	CHECK(CLASSIFY("ldr", "pc", "[sp]", "#4") == CALL_KIND_DIRECT);
	CHECK(CLASSIFY("mov", "pc", "lr") == CALL_KIND_DIRECT);
	CHECK(CLASSIFY("blx", "memcpy") == CALL_KIND_DIRECT);
	CHECK(CLASSIFY("bl", "memcpy") == CALL_KIND_DIRECT);
	CHECK(CLASSIFY("bls", ".L3") == CALL_KIND_DIRECT);	/* b + ls, not bl + s */
	CHECK(CLASSIFY("blt", ".L3") == CALL_KIND_DIRECT);
	CHECK(CLASSIFY("b.w", ".L3") == CALL_KIND_DIRECT);
	CHECK(CLASSIFY("cbz", "r0", ".L3") == CALL_KIND_DIRECT);
	CHECK(CLASSIFY("mov", "r0", "r3") == CALL_KIND_NONE);
	CHECK(CLASSIFY("bic", "ip", "r3", "#1") == CALL_KIND_NONE);
	/* refused */
	CHECK(CLASSIFY("mov", "lr", "pc") == CALL_KIND_UNSUPPORTED);	/* pre-v5 call */
	CHECK(CLASSIFY("bxne", "r3") == CALL_KIND_UNSUPPORTED);
	CHECK(CLASSIFY("blxne", "r3") == CALL_KIND_UNSUPPORTED);
	CHECK(CLASSIFY("blx", "sp") == CALL_KIND_UNSUPPORTED);
	CHECK(CLASSIFY("bx", "pc") == CALL_KIND_UNSUPPORTED);
	CHECK(CLASSIFY("sub", "pc", "lr", "#4") == CALL_KIND_UNSUPPORTED);
}

static const char *check_text(const char *reg, enum call_kind kind, struct asm_out *out)
{
	struct asm_stmt s = { .kind = STMT_INSN, .name = kind == CALL_KIND_INDIRECT_CALL ? "blx" : "bx" };
	struct call_site cs = { .insn = &s, .kind = kind, .target = { .kind = TARGET_REG, .reg = reg } };

	sb_reset(&out->before);
	CHECK(arm->emit_check(out, &cs, 0x6144b4a7) == 0);
	return out->before.buf;
}

static void check_scratch_registers(void)
{
	struct asm_out out = { 0 };
	const char *s;

	s = check_text("r3", CALL_KIND_INDIRECT_CALL, &out);	/* ip and lr are dead at a blx */
	CHECK(strstr(s, "\tbic\tip, r3, #1\n\tldr\tip, [ip, #-4]\n\tmovw\tlr, #46247\n"
		     "\tmovt\tlr, #24900\n\tcmp\tip, lr\n\tbeq\t") && !strstr(s, "push"));
	CHECK(strstr(s, "\tbkpt\t#0\n\tb\t.Lkcfi_pass0\n.Lkcfi_pass0:\n"));
	s = check_text("ip", CALL_KIND_INDIRECT_CALL, &out);
	CHECK(strstr(s, "\tpush\t{r3}\n\tbic\tlr, ip, #1\n") && strstr(s, "cmp\tlr, r3\n\tpop\t{r3}\n"));
	s = check_text("lr", CALL_KIND_INDIRECT_CALL, &out);
	CHECK(strstr(s, "\tpush\t{r3}\n\tbic\tip, lr, #1\n") && strstr(s, "cmp\tip, r3\n\tpop\t{r3}\n"));
	s = check_text("r0", CALL_KIND_INDIRECT_JUMP, &out);	/* lr: the return address */
	CHECK(strstr(s, "\tpush\t{r3}\n\tbic\tip, r0, #1\n") && !strstr(s, "lr"));
	s = check_text("r3", CALL_KIND_INDIRECT_JUMP, &out);
	CHECK(strstr(s, "\tpush\t{r2}\n\tbic\tip, r3, #1\n") && strstr(s, "cmp\tip, r2\n\tpop\t{r2}\n"));
	s = check_text("ip", CALL_KIND_INDIRECT_JUMP, &out);	/* nothing free: two pushed */
	CHECK(strstr(s, "\tpush\t{r2, r3}\n\tbic\tr3, ip, #1\n") &&
	      strstr(s, "cmp\tr3, r2\n\tpop\t{r2, r3}\n"));
	sb_release(&out.before);
}

static void jump_table_and_prefix_nops_are_refused(void)
{
	struct asm_out out = { 0 };
	struct asm_stmt s = { .kind = STMT_INSN, .name = "tbb" };
	struct call_site cs = { .insn = &s, .kind = CALL_KIND_INDIRECT_JUMP,
				.target = { .kind = TARGET_MEM, .mem = "[pc, r3]" } };

	CHECK(arm->emit_check(&out, &cs, 1) == -EINVAL);
	cs.target = (struct call_target){ .kind = TARGET_REG, .reg = "r3" };
	cs.prefix_nops = 2;
	CHECK(arm->emit_check(&out, &cs, 1) == -ENOTSUP);
	sb_release(&out.before);
}

static void preamble_is_a_4_aligned_long(void)
{
	struct asm_func fn = { .name = "f", .binding = SYM_GLOBAL };
	struct asm_out out = { 0 };

	fn.layout.align = 2;	/* GCC's Thumb functions */
	CHECK(arm->emit_preamble(&out, &fn, 329620) == 0);
	CHECK(strstr(out.before.buf, "\t.p2align\t2\n\t.long\t329620") == out.before.buf);
	CHECK(strstr(out.before.buf, "@ 0x50794\n"));
	sb_reset(&out.before);
	fn.layout.align = 4;
	CHECK(arm->emit_preamble(&out, &fn, 329620) == 0);
	CHECK(!strstr(out.before.buf, ".p2align"));
	sb_release(&out.before);
}

int main(void)
{
	RUN(classify_gcc_branch_forms);
	RUN(check_scratch_registers);
	RUN(jump_table_and_prefix_nops_are_refused);
	RUN(preamble_is_a_4_aligned_long);
	return harness_failures != 0;
}
