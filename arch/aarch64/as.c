// SPDX-License-Identifier: GPL-2.0
/*
 * AArch64 KCFI backend, byte-compatible with Clang 19 (kcfi-abi.md 4).
 *
 * Callee side, emit_preamble() before "fn:" (or before GCC's ".LPFEn:"
 * patchable prefix). No __cfi_ symbol and no padding, as with Clang:
 *		.word	ID		<ID>			4 bytes, at fn-(4+4M)
 *	[.LPFEn: nop x M]		GCC's patchable prefix
 *	fn:
 *
 * Caller side, emit_check(): before (GCC)	after (kcfi-as)
 *	blr	x19				ldur	w16, [x19, #-4]		4
 *						movk	w17, #(ID & 0xffff)	4
 *						movk	w17, #(ID >> 16), lsl #16 4
 *						cmp	w16, w17		4
 *						b.eq	.Lkcfi_passN		4
 *						brk	#0x8233			4
 *					.Lkcfi_passN:
 *						blr	x19
 *	br	x16  (sibcall)			ldur	w9, [x16, #-4] ; movk w17 x2 ;
 *						cmp w9, w17 ; b.eq ; brk #0x8230 ; br x16
 *	br	x17				ldur	w16, [x17, #-4] ; movk w9 x2 ;
 *						cmp w16, w9 ; b.eq ; brk #0x8131 ; br x17
 * AArch64 has no call through memory: GCC always loads the pointer first.
 * The check only writes x16, x17 and x9: all caller-saved and none carries an
 * argument, so they are free right before any call. The target must survive,
 * hence w9 in place of the register that holds it (GCC 12 routes every
 * indirect sibcall through x16, so that is the common case).
 *
 * Linux 6.12 decodes the trap in arch/arm64/kernel/traps.c cfi_brk_handler():
 * the brk immediate arrives in ESR_ELx.ISS[15:0]; esr_is_cfi_brk() wants
 * EC = BRK64 and imm & ~0x3ff == 0x8000; bits [4:0] name the target register
 * and bits [9:5] the register holding the expected id (asm/brk-imm.h).
 * There is no .kcfi_traps section on arm64.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "facts.h"
#include "kcfi-markers.h"
#include "src/as/arch.h"

/*
 * Every mnemonic a64_classify() does not call CALL_KIND_NONE, the one list
 * of them: the lines the parser lexes (with thunk_call, "bl" is one of them);
 * all others, most of a file, are plain instructions to it.
 */
static const char *const a64_branch_mnemonics[] = {
	"blr", "br",
	/* pointer-authenticating branches: their target is a signed pointer,
	 * so an ldur from it would fault. GCC 12 never emits them for C calls */
	"blraa", "blraaz", "blrab", "blrabz", "braa", "braaz", "brab", "brabz",
	/* direct and conditional branches, direct calls and returns; "b.cond"
	 * and GCC's dotless "bcond" (bhi, bne) both occur */
	"b", "bl", "cbz", "cbnz", "tbz", "tbnz", "ret", "retaa", "retab", "eret",
#define COND(c) "b." c, "b" c
	COND("eq"), COND("ne"), COND("cs"), COND("hs"), COND("cc"), COND("lo"),
	COND("mi"), COND("pl"), COND("vs"), COND("vc"), COND("hi"), COND("ls"),
	COND("ge"), COND("lt"), COND("gt"), COND("le"), COND("al"), COND("nv"),
#undef COND
	NULL,
};

static bool a64_is_branch(const char *m)
{
	for (const char *const *b = a64_branch_mnemonics; *b; b++)
		if ((*b)[0] == m[0] && streq(*b, m))
			return true;
	return false;
}

/* "x0".."x30" -> 0..30; -1 for anything else (sp, xzr, w regs). */
static int a64_xreg(const char *op)
{
	char *end;
	long n;

	if (op[0] != 'x' || op[1] < '0' || op[1] > '9')
		return -1;
	n = strtol(op + 1, &end, 10);
	if (*end || n > 30 || (op[1] == '0' && op[2]))
		return -1;
	return n;
}

static enum call_kind a64_classify(struct arena *a, const struct asm_stmt *insn,
				   struct call_target *t)
{
	enum call_kind kind;

	(void)a;
	memset(t, 0, sizeof(*t));
	if (streq(insn->name, "blr")) {
		kind = CALL_KIND_INDIRECT_CALL;
	} else if (streq(insn->name, "br")) {
		kind = CALL_KIND_INDIRECT_JUMP;
	} else if (!a64_is_branch(insn->name)) {
		return CALL_KIND_NONE;
	} else {
		/* the pointer-authenticating ones, or a direct transfer */
		return !strncmp(insn->name, "bra", 3) || !strncmp(insn->name, "blra", 4) ?
			CALL_KIND_UNSUPPORTED : CALL_KIND_DIRECT;
	}
	if (insn->nops != 1 || a64_xreg(insn->ops[0]) < 0)
		return CALL_KIND_UNSUPPORTED;
	t->kind = TARGET_REG;
	t->reg = insn->ops[0];
	return kind;
}

static int a64_emit_preamble(struct asm_out *out, const struct asm_func *fn, uint32_t id)
{
	size_t start = out->before.len;
	char hex[16];

	(void)fn;
	/* Clang prints the id in decimal, with its hex comment; callers read
	 * it at fn-(4+4M) */
	sb_printf(&out->before, "\t.word\t%u", id);
	snprintf(hex, sizeof(hex), "// 0x%x", id);
	kcfi_line_comment(&out->before, start, hex);
	return 0;
}

static int a64_emit_check(struct asm_out *out, const struct call_site *cs, uint32_t id)
{
	long off = kcfi_typeid_offset(A64_NOP_BYTES, cs->prefix_nops);
	int target = a64_xreg(cs->target.reg);
	/* the loaded id and the expected id must not overwrite the target */
	struct strbuf *sb = &out->before;
	int loaded, expected;
	unsigned int brk;

	if (target < 0 || (cs->target.kind != TARGET_REG && cs->target.kind != TARGET_THUNK))
		KCFI_BUG("aarch64 call target '%s' is not an x register", cs->target.reg);
	loaded = (int)a64_loaded_reg((unsigned int)target);
	expected = (int)a64_expected_reg((unsigned int)target);
	brk = a64_brk_imm((unsigned int)expected, (unsigned int)target);
	if (-off < A64_LDUR_MIN)
		return -ERANGE;
	sb_printf(sb, "\tldur\tw%d, [x%d, #-%ld]\n", loaded, target, off);
	/* two movk, as Clang: the upper half overwrites whatever was left */
	sb_printf(sb, "\tmovk\tw%d, #%u\n", expected, id & 0xffff);
	sb_printf(sb, "\tmovk\tw%d, #%u, lsl #16\n", expected, id >> 16);
	sb_printf(sb, "\tcmp\tw%d, w%d\n", loaded, expected);
	sb_printf(sb, "\tb.eq\t" KCFI_PASS_LABEL "%u\n", cs->label_no);
	sb_printf(sb, "\tbrk\t#0x%x\n", brk);
	sb_printf(sb, KCFI_PASS_LABEL "%u:\n", cs->label_no);
	return 0;
}

/* "ldr x1, [x0, :tlsdesc_lo12:v]; add x0, ...; .tlsdesccall v; blr x1":
 * the relocation directive names the blr as the TLS descriptor call, which
 * Clang leaves unchecked (it is no IR call). */
static const char *const a64_runtime_call_directives[] = { ".tlsdesccall", NULL };

/* The next statement after s that is not a .cfi_ / .loc directive. */
static const struct asm_stmt *a64_next_insn(const struct asm_unit *u, const struct asm_stmt *s)
{
	while (++s < u->lx.stmts + u->lx.nstmts) {
		if (s->kind == STMT_DIRECTIVE &&
		    (!strncmp(s->name, ".cfi_", 5) || streq(s->name, ".loc")))
			continue;
		return s->kind == STMT_INSN && !s->in_app ? s : NULL;
	}
	return NULL;
}

/*
 * -mharden-sls=blr: GCC calls "bl .Ln" (a thunk after the function) or, when
 * optimizing for size, "bl __call_indirect_xN" (a hidden comdat function at
 * the end of the file) in place of "blr xN"; either body is exactly
 * "mov x16, xN; br x16" (aarch64.cc aarch64_sls_emit_function_stub). The
 * check goes before the bl, on xN, as Clang does before its
 * __llvm_slsblr_thunk_xN calls; the thunk's br x16 only forwards a checked
 * target.
 */
static const struct asm_stmt *a64_thunk_call(const struct asm_unit *u, const struct asm_stmt *insn,
					     struct call_target *t)
{
	const struct asm_symbol *sym;
	const struct asm_stmt *mov, *br;
	int n;

	memset(t, 0, sizeof(*t));
	if (!streq(insn->name, "bl") || insn->nops != 1 ||
	    !(sym = asm_find_symbol(u, insn->ops[0])) || !sym->label)
		return NULL;
	mov = a64_next_insn(u, sym->label);
	br = mov ? a64_next_insn(u, mov) : NULL;
	if (!br || !streq(mov->name, "mov") || mov->nops != 2 || !streq(mov->ops[0], "x16") ||
	    (n = a64_xreg(mov->ops[1])) < 0 || n == A64_IP0 || n == A64_IP1 ||
	    !streq(br->name, "br") || br->nops != 1 || !streq(br->ops[0], "x16"))
		return NULL;
	t->kind = TARGET_THUNK;
	t->reg = mov->ops[1];
	return br;
}

const struct kcfi_arch kcfi_arch_aarch64 = {
	.name = "aarch64",
	.syntax = {
		.lex = { .comment = "//" },
		.align_is_pow2 = true,
		.nop = "nop",
	},
	.id_insn_bytes = A64_ID_INSN_BYTES,
	.nop_bytes = A64_NOP_BYTES,
	.classify = a64_classify,
	.branch_mnemonics = a64_branch_mnemonics,
	.runtime_call_directives = a64_runtime_call_directives,
	.thunk_call = a64_thunk_call,
	.emit_preamble = a64_emit_preamble,
	.emit_check = a64_emit_check,
	.verify = &kcfi_verify_aarch64,
};
