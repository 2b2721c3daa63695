// SPDX-License-Identifier: GPL-2.0
/*
 * x86_64 backend against kcfi-abi.md: ENDBR masking (1.8, llc-19 values),
 * id offset (2.1), preamble padding (2.1 up to 16, seed 003 above), operand
 * classification (3.2 forms GCC 12 prints) and the check text (3.1).
 */
#include <stdlib.h>

#include "harness.h"
#include "arch.h"

static const struct kcfi_arch *x86 = &kcfi_arch_x86_64;

static void endbr_lookalikes_are_bumped(void)
{
	CHECK_U32(x86->mask_type_id(0xfa1e0ff3), 0xfa1e0ff4);
	CHECK_U32(x86->mask_type_id(0xfb1e0ff3), 0xfb1e0ff4);
	CHECK_U32(x86->mask_type_id(0x05e1f00d), 0x05e1f00e);
	CHECK_U32(x86->mask_type_id(0x04e1f00d), 0x04e1f00e);
	CHECK_U32(x86->mask_type_id(0x019c0cac), 0x019c0cac);
	CHECK_U32(x86->mask_type_id(0xfa1e0ff4), 0xfa1e0ff4);
}

static void id_offset_counts_prefix_nops(void)
{
	CHECK(kcfi_typeid_offset(x86->nop_bytes, 0) == 4);
	CHECK(kcfi_typeid_offset(x86->nop_bytes, 11) == 15);
	CHECK(kcfi_typeid_offset(x86->nop_bytes, 2) == 6);
}

static unsigned int preamble_nops(unsigned int align, unsigned int m)
{
	struct asm_func fn = { .name = "f", .binding = SYM_LOCAL, .prefix_nops = m };
	struct asm_out out = { 0 };
	unsigned int n = 0;

	fn.layout.align = align;
	CHECK(x86->emit_preamble(&out, &fn, 1) == 0);
	for (const char *p = out.before.buf; (p = strstr(p, "\tnop\n")); p++)
		n++;
	/* clang-19's hex comment, at column 48 */
	CHECK(strstr(out.before.buf, "\tmovl\t$1, %eax" "                        "
		     "# imm = 0x1\n") != NULL);
	sb_release(&out.before);
	return n;
}

/* Up to 16 these are clang-19's counts; above, seed 003's rule keeps fn
 * aligned (Linux FUNCTION_PADDING_CFI), where Clang 19 pads only to 16. */
static void preamble_padding_keeps_fn_aligned(void)
{
	CHECK(preamble_nops(16, 0) == 11);	/* default -O2 */
	CHECK(preamble_nops(4, 0) == 3);	/* -Os */
	CHECK(preamble_nops(16, 2) == 9);	/* =4,2 */
	CHECK(preamble_nops(16, 11) == 0);	/* =11,11 */
	CHECK(preamble_nops(16, 16) == 11);	/* =16,16 */
	CHECK(preamble_nops(32, 0) == 27);	/* Clang 19: 11 */
	CHECK(preamble_nops(64, 0) == 59);	/* Clang 19: 11 */
	CHECK(preamble_nops(32, 11) == 16);	/* =11,11 -falign-functions=32 */
	CHECK(preamble_nops(1, 0) == 0);	/* no alignment (cold) */
}

static enum call_kind classify(const char *mnem, const char *op, struct call_target *t)
{
	struct arena a = { 0 };
	const char *ops[1] = { op };
	struct asm_stmt s = { .kind = STMT_INSN, .name = mnem, .ops = ops, .nops = op ? 1 : 0 };
	enum call_kind k = x86->classify(&a, &s, t);

	arena_free(&a);
	return k;
}

static void classify_gcc_call_forms(void)
{
	struct call_target t;

	CHECK(classify("call", "*%rax", &t) == CALL_KIND_INDIRECT_CALL && t.kind == TARGET_REG);
	CHECK(classify("jmp", "*%r11", &t) == CALL_KIND_INDIRECT_JUMP && t.kind == TARGET_REG);
	CHECK(classify("call", "*8(%rdi)", &t) == CALL_KIND_INDIRECT_CALL && t.kind == TARGET_MEM);
	CHECK_STR(t.mem, "8(%rdi)");
	CHECK(classify("jmp", "*fp(%rip)", &t) == CALL_KIND_INDIRECT_JUMP && t.kind == TARGET_MEM);
	CHECK(classify("call", "__x86_indirect_thunk_r10", &t) == CALL_KIND_INDIRECT_CALL);
	CHECK(t.kind == TARGET_THUNK);
	CHECK_STR(t.reg, "r10");
	CHECK(classify("notrack", "jmp *%rax", &t) == CALL_KIND_INDIRECT_JUMP);
	CHECK(classify("call", "foo", &t) == CALL_KIND_DIRECT);
	/* -fno-plt / PIC -mfentry: a named function through its GOT slot */
	CHECK(classify("call", "*__fentry__@GOTPCREL(%rip)", &t) == CALL_KIND_DIRECT);
	/* -mtls-dialect=gnu2: the TLS descriptor resolver, no C call */
	CHECK(classify("call", "*tv@TLSCALL(%rax)", &t) == CALL_KIND_DIRECT);
	CHECK(classify("call", "__x86_return_thunk", &t) == CALL_KIND_DIRECT);
	CHECK(classify("jmp", ".L3", &t) == CALL_KIND_DIRECT);
	CHECK(classify("jne", "*%rax", &t) == CALL_KIND_DIRECT);
	CHECK(classify("ret", NULL, &t) == CALL_KIND_DIRECT);
	CHECK(classify("movq", "%rax", &t) == CALL_KIND_NONE);
	CHECK(classify("call", "*%eax", &t) == CALL_KIND_UNSUPPORTED);
	CHECK(classify("call", "__x86_indirect_thunk_foo", &t) == CALL_KIND_UNSUPPORTED);
	CHECK(classify("cs", NULL, &t) == CALL_KIND_PREFIX);
}

static void check_text_is_the_decodable_sequence(void)
{
	const char src[] = "call\t*%rbp";
	struct asm_stmt s = { .kind = STMT_INSN, .name = "call", .src = src,
			      .src_len = sizeof(src) - 1 };
	struct call_site cs = { .insn = &s, .kind = CALL_KIND_INDIRECT_CALL,
				.target = { .kind = TARGET_REG, .reg = "rbp" },
				.prefix_nops = 11, .label_no = 7, .anchor_no = 3 };
	struct asm_out out = { 0 };

	CHECK(x86->emit_check(&out, &cs, 0x019c0cac) == 0);
	CHECK_STR(out.before.buf,
		  /* clang-19 -S prints this very line */
		  "\tmovl\t$4267963220, %r10d              # imm = 0xFE63F354\n"
		  "\taddl\t-15(%rbp), %r10d\n"
		  "\tje\t.Lkcfi_pass7\n"
		  ".Lkcfi_trap7:\n\tud2\n"
		  "\t.pushsection\t.kcfi_traps,\"ao\",@progbits,.Lkcfi_trap3\n"
		  "\t.long\t.Lkcfi_trap7 - .\n\t.popsection\n"
		  ".Lkcfi_pass7:\n");
	CHECK(!out.has_replace);
	sb_release(&out.before);
	cs.prefix_nops = 125;		/* -129 needs disp32 */
	CHECK(x86->emit_check(&out, &cs, 1) != 0);
	sb_release(&out.before);
	sb_release(&out.replace);
}

int main(void)
{
	RUN(endbr_lookalikes_are_bumped);
	RUN(id_offset_counts_prefix_nops);
	RUN(preamble_padding_keeps_fn_aligned);
	RUN(classify_gcc_call_forms);
	RUN(check_text_is_the_decodable_sequence);
	return harness_failures != 0;
}
