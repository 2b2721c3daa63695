// SPDX-License-Identifier: GPL-2.0
/*
 * x86_64 KCFI backend, byte-compatible with Clang 19 (docs: kcfi-abi.md 2, 3).
 *
 * Callee side, emit_preamble() before "fn:" (or before GCC's ".LPFEn:"
 * patchable prefix):
 *	__cfi_fn:			STT_FUNC, binding of fn, size PAD+5
 *		nop x PAD		PAD = -(5 + M) mod align (arch.c)
 *		movl $ID, %eax		b8 <ID>			5 bytes
 *		(-fsanitize-kcfi-arity: %ecx..%edi for arity 1..7, b9..bf)
 *	[.LPFEn: nop x M]		GCC's patchable prefix
 *	fn:
 *
 * Caller side, emit_check(): before (GCC)		after (kcfi-as)
 *	call *%rax				movl $-ID, %r10d	41 ba imm32	6
 *						addl -4(%rax), %r10d	44 03 50 fc	4
 *						je .Lkcfi_passN		74 02		2
 *					.Lkcfi_trapN: ud2		0f 0b		2
 *						(.kcfi_traps entry -> .Lkcfi_trapN)
 *					.Lkcfi_passN: call *%rax
 *	call *8(%rdi)				movq 8(%rdi), %r11 ; <check %r11> ; call *%r11
 *	jmp *%rax  (sibcall)			<check %rax> ; jmp *%rax  (a following int3 stays)
 *	call __x86_indirect_thunk_rax		movq %rax, %r11 ; <check %r11> ;
 *						[cs] call __x86_indirect_thunk_r11
 * Thunk branches always go through %r11 (Clang -mretpoline-external-thunk):
 * FineIBT finds checked callers at thunk call - 14 and re-points them by
 * rewriting the check to "sub $16, %r11", so the target must be %r11.
 * Linux 6.12 decodes this in arch/x86/kernel/cfi.c decode_cfi_insn(): the
 * movl at ud2-12 (opcode 0xba), the addl at ud2-6 (opcode 0x03, target from
 * ModRM.rm). Anything else (e.g. a SIB byte for %r12/%rsp) loses the report,
 * so those targets, %r10 (the accumulator) and memory go through %r11.
 */
#include <ctype.h>
#include <errno.h>
#include <string.h>

#include "facts.h"
#include "kcfi-markers.h"
#include "src/as/arch.h"

/* Prefixes GCC prints on their own line in front of a call/jmp. */
static const char *const x86_prefixes[] = { "cs", "ds", "notrack" };

/* call/jmp and their prefixes: every other mnemonic is CALL_KIND_NONE or,
 * for the other control transfers (x86_other_transfer), CALL_KIND_DIRECT. */
static const char *const x86_branch_mnemonics[] = {
	"cs", "ds", "notrack", "call", "callq", "jmp", "jmpq", "lcall", "ljmp", "lcallq",
	"ljmpq", NULL,
};

/* The preamble's id register by arity: b8+r, r = the arity (facts.h). */
static const char *const x86_64_arity_regs[X86_64_ARITY_MAX + 1] = {
	"eax", "ecx", "edx", "ebx", "esp", "ebp", "esi", "edi",
};

/* Registers the 4-byte addl cannot use as base, or that the check clobbers. */
static const char *const x86_needs_scratch[] = { "r10", "r12", "rsp" };

#define ARRAY_SIZE(x) (sizeof(x) / sizeof((x)[0]))

static bool in_list(const char *s, const char *const *list, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (s[0] == list[i][0] && s[0] && s[1] == list[i][1] && streq(s, list[i]))
			return true;
	return false;
}

static bool mem_operand_ok(const char *m)
{
	int depth = 0;

	/* it starts with a displacement, a symbol, a register or '(' */
	if (!*m || !(isalnum((unsigned char)*m) || strchr("_.$%(-+", *m)))
		return false;
	for (; *m; m++) {
		/* AT&T's characters only: a bracket, quote or blank would be
		 * lexed differently once copied into "movq M, %r11" */
		if (!isalnum((unsigned char)*m) && !((unsigned char)*m & 0x80) && !strchr("_.$%()+-*,@", *m))
			return false;
		depth += *m == '(';
		depth -= *m == ')';
		if (depth < 0 || depth > 1)
			return false;
	}
	return !depth;
}

/* Operand of a call/jmp -> target; CALL_KIND_DIRECT for a direct branch. */
static enum call_kind x86_classify_operand(const char *op, enum call_kind kind,
					   struct call_target *t)
{
	bool at = op[0] == '*' && strchr(op, '@');	/* spares the strstr()s below */

	if (op[0] == '*' && op[1] == '%') {
		t->kind = TARGET_REG;
		t->reg = op + 2;
		return in_list(t->reg, x86_64_gprs, ARRAY_SIZE(x86_64_gprs)) ?
			kind : CALL_KIND_UNSUPPORTED;
	}
	/* a GOT slot of a named function (-fno-plt, -pg -mfentry under PIC):
	 * the linker's address of that function, a direct call */
	if (at && strstr(op, "@GOTPCREL(%rip)"))
		return CALL_KIND_DIRECT;
	/* -mtls-dialect=gnu2: the TLS descriptor's resolver, an ABI call that
	 * Clang does not check either */
	if (at && strstr(op, "@TLSCALL("))
		return CALL_KIND_DIRECT;
	if (op[0] == '*') {
		t->kind = TARGET_MEM;
		t->mem = op + 1;
		/* GCC prints "8(%rdi)", "(%rax,%rbx,8)", "fp(%rip)": white space
		 * or unbalanced parentheses mean this is no operand we could copy
		 * into a movq */
		return mem_operand_ok(t->mem) ? kind : CALL_KIND_UNSUPPORTED;
	}
	if (!strncmp(op, X86_64_THUNK_PREFIX, strlen(X86_64_THUNK_PREFIX))) {
		t->kind = TARGET_THUNK;
		t->reg = op + strlen(X86_64_THUNK_PREFIX);
		return in_list(t->reg, x86_64_gprs, ARRAY_SIZE(x86_64_gprs)) ?
			kind : CALL_KIND_UNSUPPORTED;
	}
	return CALL_KIND_DIRECT;
}

/* Control transfers other than call/jmp: jcc, loop, returns. */
static bool x86_other_transfer(const char *mnem)
{
	static const char *const starts[] = { "j", "loop", "ret", "lret", "iret", "sysret" };

	if (!mnem[0] || !strchr("jlris", mnem[0]))
		return false;
	for (size_t i = 0; i < ARRAY_SIZE(starts); i++)
		if (!strncmp(mnem, starts[i], strlen(starts[i])))
			return true;
	return false;
}

static enum call_kind x86_classify(struct arena *a, const struct asm_stmt *insn,
				   struct call_target *t)
{
	const char *mnem = insn->name, *op;
	const char *sp;

	memset(t, 0, sizeof(*t));
	if (!in_list(mnem, x86_branch_mnemonics, ARRAY_SIZE(x86_branch_mnemonics) - 1))
		return x86_other_transfer(mnem) ? CALL_KIND_DIRECT : CALL_KIND_NONE;
	if (in_list(mnem, x86_prefixes, ARRAY_SIZE(x86_prefixes))) {
		if (!insn->nops)
			return CALL_KIND_PREFIX;
		/* "notrack jmp *%rax": the instruction is in the operand text */
		sp = strpbrk(insn->ops[0], " \t");
		if (insn->nops != 1 || !sp)
			return CALL_KIND_NONE;
		mnem = arena_strndup(a, insn->ops[0], sp - insn->ops[0]);
		op = sp + strspn(sp, " \t");
	} else {
		op = insn->nops ? insn->ops[0] : "";
	}
	/* the first letter spares most compares (classify runs on every branch) */
	if (mnem[0] == 'c' && (streq(mnem, "call") || streq(mnem, "callq")))
		return insn->nops == 1 ? x86_classify_operand(op, CALL_KIND_INDIRECT_CALL, t) :
			CALL_KIND_UNSUPPORTED;
	if (mnem[0] == 'j' && (streq(mnem, "jmp") || streq(mnem, "jmpq")))
		return insn->nops == 1 ? x86_classify_operand(op, CALL_KIND_INDIRECT_JUMP, t) :
			CALL_KIND_UNSUPPORTED;
	if (mnem[0] == 'l' && (streq(mnem, "lcall") || streq(mnem, "ljmp") ||
			       streq(mnem, "lcallq") || streq(mnem, "ljmpq")) && op[0] == '*')
		return CALL_KIND_UNSUPPORTED;
	if (x86_other_transfer(mnem) ||
	    (mnem[0] == 'l' && (streq(mnem, "lcall") || streq(mnem, "ljmp"))))
		return CALL_KIND_DIRECT;
	return CALL_KIND_NONE;
}

/* "movl $imm, %reg", in decimal with clang-19's hex comment, padded as
 * kcfi_line_comment pads (column 48). Put together without printf: checks
 * and preambles can be a large part of a file. */
static void x86_movl_imm(struct strbuf *sb, uint32_t imm, const char *reg)
{
	char line[128], digits[10], *w = line, *d = digits + sizeof(digits);
	size_t rl = strlen(reg);
	unsigned int col, pad;
	uint32_t v = imm;
	int shift;

	if (rl > 16)
		KCFI_BUG("register name '%s'", reg);
	memcpy(w, "\tmovl\t$", 7);
	w += 7;
	do
		*--d = '0' + v % 10;
	while (v /= 10);
	memcpy(w, d, digits + sizeof(digits) - d);
	w += digits + sizeof(digits) - d;
	memcpy(w, ", %", 3);
	w += 3;
	memcpy(w, reg, rl);
	w += rl;
	/* "\tmovl\t" ends in column 16; no tab after it; at least one blank */
	col = 16 + (unsigned int)(w - line - 6);
	pad = col < 47 ? 48 - col : 1;
	memset(w, ' ', pad);
	w += pad;
	memcpy(w, "# imm = 0x", 10);
	w += 10;
	for (shift = 28; shift > 0 && !(imm >> shift); shift -= 4)
		;
	for (; shift >= 0; shift -= 4)
		*w++ = "0123456789ABCDEF"[(imm >> shift) & 15];
	*w++ = '\n';
	sb_add(sb, line, w - line);
}

static int x86_emit_preamble(struct asm_out *out, const struct asm_func *fn, uint32_t id)
{
	unsigned int pad = kcfi_preamble_pad_nops(&kcfi_arch_x86_64, fn);
	struct strbuf *sb = &out->before;
	size_t nl = strlen(fn->name);

	/* one preamble per function: without printf (see x86_movl_imm) */
	if (fn->binding == SYM_GLOBAL)
		sb_puts(sb, "\t.globl\t" X86_64_PREAMBLE_PREFIX);
	else if (fn->binding == SYM_WEAK)
		sb_puts(sb, "\t.weak\t" X86_64_PREAMBLE_PREFIX);
	if (fn->binding == SYM_GLOBAL || fn->binding == SYM_WEAK) {
		sb_add(sb, fn->name, nl);
		sb_add(sb, "\n", 1);
	}
	sb_puts(sb, "\t.type\t" X86_64_PREAMBLE_PREFIX);
	sb_add(sb, fn->name, nl);
	sb_puts(sb, ",@function\n" X86_64_PREAMBLE_PREFIX);
	sb_add(sb, fn->name, nl);
	sb_add(sb, ":\n", 2);
	for (unsigned int i = 0; i < pad; i++)
		sb_add(sb, "\tnop\n", 5);
	x86_movl_imm(sb, id, x86_64_arity_regs[fn->arity > 0 ? fn->arity : 0]);
	sb_puts(sb, "\t.size\t" X86_64_PREAMBLE_PREFIX);
	sb_add(sb, fn->name, nl);
	sb_add(sb, ", ", 2);
	sb_putu(sb, pad * X86_64_NOP_BYTES + X86_64_ID_INSN_BYTES);
	sb_add(sb, "\n", 1);
	return 0;
}

/* The call statement with its operand, pre followed by op, replaced (keeps
 * mnemonic and prefixes). */
static void x86_replace_operand(struct asm_out *out, const struct asm_stmt *insn,
				const char *pre, const char *op, const char *new_op)
{
	size_t np = strlen(pre), no = strlen(op), n = np + no;
	const char *tail = insn->src + insn->src_len - (insn->src_len < n ? 0 : n);

	if (insn->src_len < n || memcmp(tail, pre, np) || memcmp(tail + np, op, no))
		KCFI_BUG("operand '%s%s' not at the end of line %u", pre, op, insn->line);
	sb_add(&out->replace, "\t", 1);
	sb_add(&out->replace, insn->src, insn->src_len - n);
	sb_puts(&out->replace, new_op);
	sb_add(&out->replace, "\n", 1);
	out->has_replace = true;
}

/*
 * A thunk branch: the target moves to %r11 and the branch to r11's thunk.
 * -mindirect-branch-cs-prefix gives GCC's r8-r15 thunk branches a separate
 * "cs" line (kept in place); a branch that had none gets one, as Clang
 * prints before every r11 thunk branch under that option.
 */
static void x86_thunk_to_r11(struct asm_out *out, const struct call_site *cs)
{
	if (!streq(cs->target.reg, "r11")) {
		sb_add(&out->before, "\tmovq\t%", 7);
		sb_puts(&out->before, cs->target.reg);
		sb_add(&out->before, ", %r11\n", 7);
	}
	if (cs->thunk_cs_prefix && !cs->has_prefix)
		sb_puts(&out->replace, "\tcs\n");
	x86_replace_operand(out, cs->insn, X86_64_THUNK_PREFIX, cs->target.reg,
			    X86_64_THUNK_PREFIX "r11");
}

static int x86_emit_check(struct asm_out *out, const struct call_site *cs, uint32_t id)
{
	const struct call_target *t = &cs->target;
	long off = kcfi_typeid_offset(X86_64_NOP_BYTES, cs->prefix_nops);
	const char *reg = t->reg;
	struct strbuf *sb = &out->before;
	unsigned int n = cs->label_no;

	if (off > X86_64_DISP8_MAX)
		return -ERANGE;		/* needs disp32: not the 4-byte addl */
	if (t->kind == TARGET_THUNK) {
		x86_thunk_to_r11(out, cs);
		reg = "r11";
	} else if (t->kind == TARGET_MEM) {
		sb_add(sb, "\tmovq\t", 6);
		sb_puts(sb, t->mem);
		sb_add(sb, ", %r11\n", 7);
		x86_replace_operand(out, cs->insn, "*", t->mem, "*%r11");
		reg = "r11";
	} else if (in_list(reg, x86_needs_scratch, ARRAY_SIZE(x86_needs_scratch))) {
		sb_add(sb, "\tmovq\t%", 7);
		sb_puts(sb, reg);
		sb_add(sb, ", %r11\n", 7);
		x86_replace_operand(out, cs->insn, "*%", reg, "*%r11");
		reg = "r11";
	}
	x86_movl_imm(sb, (uint32_t)-id, "r10d");
	/* "addl -OFF(%REG), %r10d; je; trap: ud2; .kcfi_traps entry; pass:",
	 * put together in place without printf (checks can be a large part of
	 * a file). GNU as >= 2.40 links the entry to the label's own section. */
#define PUT(lit) (memcpy(w, lit, sizeof(lit) - 1), w += sizeof(lit) - 1)
#define PUTU(val) do {							\
		char d_[24], *e_ = d_ + sizeof(d_), *b_ = e_;		\
		unsigned long v_ = (val);				\
		do							\
			*--b_ = '0' + v_ % 10;				\
		while (v_ /= 10);					\
		memcpy(w, b_, e_ - b_);					\
		w += e_ - b_;						\
	} while (0)
	{
		char text[512], *w = text;
		size_t rl = strlen(reg);

		if (rl > 16)
			KCFI_BUG("register name '%s'", reg);
		PUT("\taddl\t-");
		PUTU(off);
		PUT("(%");
		memcpy(w, reg, rl);
		w += rl;
		PUT("), %r10d\n\tje\t" KCFI_PASS_LABEL);
		PUTU(n);
		PUT("\n" KCFI_TRAP_LABEL);
		PUTU(n);
		PUT(":\n\tud2\n\t.pushsection\t" KCFI_TRAPS_SECTION ",\"ao\",@progbits," KCFI_TRAP_LABEL);
		PUTU(cs->anchor_no);
		PUT("\n\t.long\t" KCFI_TRAP_LABEL);
		PUTU(n);
		PUT(" - .\n\t.popsection\n" KCFI_PASS_LABEL);
		PUTU(n);
		PUT(":\n");
		sb_add(sb, text, w - text);
	}
#undef PUTU
#undef PUT
	return 0;
}

const struct kcfi_arch kcfi_arch_x86_64 = {
	.name = "x86_64",
	.syntax = {
		.lex = { .comment = "#" },
		.align_is_pow2 = false,
		.nop = "nop",
	},
	.id_insn_bytes = X86_64_ID_INSN_BYTES,
	.nop_bytes = X86_64_NOP_BYTES,
	.preamble_symbol_prefix = X86_64_PREAMBLE_PREFIX,
	.mask_type_id = x86_64_mask_type_id,
	.classify = x86_classify,
	.branch_mnemonics = x86_branch_mnemonics,
	.arity_regs = x86_64_arity_regs,
	.max_arity = X86_64_ARITY_MAX,
	.emit_preamble = x86_emit_preamble,
	.emit_check = x86_emit_check,
	.verify = &kcfi_verify_x86_64,
};
