// SPDX-License-Identifier: GPL-2.0
/*
 * 32-bit Arm recognition for kcfi-check (ARM and Thumb-2 state, as the
 * "$a"/"$t" mapping symbols say), from the text LLVM's MC disassembler
 * prints (src/check/decode.c).
 *
 * Linux 6.12 decodes nothing: any kernel bkpt is a CFI failure
 * (arch/arm/kernel/hw_breakpoint.c), and there is no .kcfi_traps. So a
 * check is what makes a mismatch reach a bkpt before the branch through T:
 *	bic L, T, #1; ldr L, [L, #-(4+4M)]	the word before the function
 *	movw E, #LO; movt E, #HI		the expected id
 *	cmp L, E
 * then either kcfi-as's inline trap, the registers it spilled pushed
 * before the bic and popped after the cmp (ARM state prints a push or pop
 * of one register as str/ldr with sp writeback):
 *	[pop {S}] beq P; bkpt #0; b P; P: blx T | bx T
 * or clang-19's: its generic IR lowering allocates L and E, interleaves
 * the five and puts the bkpt out of line, past the branch:
 *	bne X; ...; blx T | bx T		X: bkpt #0
 * where nothing between the compare and the branch branches or writes T.
 * L, E and T are three registers; nothing writes L, E or T between their
 * setting and their use.
 *
 * Or clang-22's own lowering (kcfi-as -fsanitize-kcfi-arm-trap=udf makes
 * the same bytes), in straight-line code right before the branch:
 *	[push {r3}] bic S, T, #1; ldr S, [S, #-(4+4M)]
 *	eor S, S, #B0; eor S, S, #B1; eor S, S, #B2; eors S, S, #B3
 *	[pop {r3}] beq P; udf #N; P: blx T | bx T
 * Bi the id's byte i in place; N names T (0x8000 | 0x1f << 5 | T in ARM
 * state, 0x80 | T in Thumb), so a udf naming another register is no
 * check of this branch. ARM state prints the push and pop of r3 as
 * "stmdb sp!, {r3}" / "ldm sp!, {r3}".
 *
 * Preamble: ".long ID; fn:", the word marked "$d" (clang-19 marks none on
 * a section's first one: src/check/preamble.c).
 */
#include <stdlib.h>
#include <string.h>

#include "facts.h"
#include "src/check/arch.h"

static const char *arm_reg_name(int reg)
{
	static const char names[16][4] = {
		"r0", "r1", "r2", "r3", "r4", "r5", "r6", "r7", "r8", "r9", "r10", "r11",
		"r12", "sp", "lr", "pc",
	};

	return reg >= 0 && reg < 16 ? names[reg] : "memory";
}

/* An instruction as LLVM prints it: the mnemonic without its .w/.n width,
 * the operands split at top-level ", " ("[r0, #-4]", "{r4, lr}" whole). */
struct arm_text {
	char buf[48];
	const char *m, *op[4];
	unsigned int nops;
};

static void arm_split(const struct chk_insn *insn, struct arm_text *t)
{
	char *p, *w;
	int depth = 0;

	memcpy(t->buf, insn->text, sizeof(t->buf));
	t->buf[sizeof(t->buf) - 1] = 0;
	t->m = t->buf;
	t->nops = 0;
	p = strchr(t->buf, '\t');
	if (p)
		*p++ = 0;
	w = strchr(t->buf, '.');
	if (w && (!strcmp(w, ".w") || !strcmp(w, ".n")))
		*w = 0;
	while (p && *p && t->nops < 4) {
		t->op[t->nops++] = p;
		for (; *p; p++) {
			depth += *p == '[' || *p == '{';
			depth -= *p == ']' || *p == '}';
			if (!depth && p[0] == ',' && p[1] == ' ')
				break;
		}
		if (!*p)
			break;
		*p = 0;
		p += 2;
	}
}

static int arm_op_reg(const struct arm_text *t, unsigned int i)
{
	return i < t->nops ? arm_regno(t->op[i], strlen(t->op[i])) : -1;
}

/* m is BASE, optionally with a condition code after it. */
static bool arm_is(const char *m, const char *base)
{
	static const char conds[][3] = {
		"eq", "ne", "cs", "hs", "cc", "lo", "mi", "pl", "vs", "vc", "hi", "ls",
		"ge", "lt", "gt", "le", "al",
	};
	size_t n = strlen(base);

	if (strncmp(m, base, n))
		return false;
	if (!m[n])
		return true;
	for (size_t i = 0; i < sizeof(conds) / sizeof(conds[0]); i++)
		if (!strcmp(m + n, conds[i]))
			return true;
	return false;
}

/* The registers a push/pop saves or restores: "push {S}", ARM state's
 * "str R, [sp, #-4]!" / "ldr R, [sp], #4" for one register; 0 if none. */
static unsigned int arm_saved(const struct arm_text *t, bool push)
{
	int r = arm_op_reg(t, 0);

	if (!strcmp(t->m, push ? "push" : "pop") && t->nops == 1)
		return arm_reglist(t->op[0]);
	if (!strcmp(t->m, push ? "stmdb" : "ldm") && t->nops == 2 && !strcmp(t->op[0], "sp!"))
		return arm_reglist(t->op[1]);
	if (push && !strcmp(t->m, "str") && t->nops == 2 && r >= 0 &&
	    !strcmp(t->op[1], "[sp, #-4]!"))
		return 1u << r;
	if (!push && !strcmp(t->m, "ldr") && t->nops == 3 && r >= 0 &&
	    !strcmp(t->op[1], "[sp]") && !strcmp(t->op[2], "#4"))
		return 1u << r;
	return 0;
}

/* A pc-relative branch's target, from LLVM's "#imm" (pc reads 8 ahead in
 * ARM state, 4 in Thumb). */
static bool arm_target(const struct chk_insn *insn, const struct arm_text *t, uint64_t *to)
{
	char *end;
	long imm;

	if (t->nops != 1 || t->op[0][0] != '#')
		return false;
	imm = strtol(t->op[0] + 1, &end, 0);
	if (*end)
		return false;
	*to = insn->addr + (insn->state == 't' ? 4 : 8) + imm;
	return true;
}

static bool arm_writes(const struct arm_text *t, int r);

/* Does it change the flow (a branch, or a write to pc)? */
static bool arm_branches(const struct arm_text *t)
{
	static const char *const bases[] = { "b", "bl", "bx", "blx", "cbz", "cbnz", "tbb", "tbh" };

	for (size_t i = 0; i < sizeof(bases) / sizeof(bases[0]); i++)
		if (arm_is(t->m, bases[i]))
			return true;
	return arm_writes(t, ARM_PC);
}

/* Does it write register r? (The first operand is the destination but of
 * compares and stores; a pop or ldm writes its list.) */
static bool arm_writes(const struct arm_text *t, int r)
{
	static const char *const no_dest[] = { "cmp", "cmn", "tst", "teq", "push", "it" };

	if (!t->nops || r < 0 || arm_is(t->m, "b") || arm_is(t->m, "bl") || arm_is(t->m, "bx") ||
	    arm_is(t->m, "blx") || !strcmp(t->m, "cbz") || !strcmp(t->m, "cbnz"))
		return false;	/* branches: arm_crossable() says what a call clobbers */
	if (!strcmp(t->m, "pop") || !strncmp(t->m, "ldm", 3))
		return arm_reglist(t->op[t->nops - 1]) & 1u << r;
	if (!strncmp(t->m, "str", 3) || !strncmp(t->m, "stm", 3))
		return false;
	for (size_t i = 0; i < sizeof(no_dest) / sizeof(no_dest[0]); i++)
		if (arm_is(t->m, no_dest[i]) || !strncmp(t->m, "it", 2))
			return false;
	return arm_op_reg(t, 0) == r;
}

/* Walking back along straight-line code, may the path run through T?
 * A conditional branch falls through into it; a call (bl, blx) does too,
 * and keeps r4-r11 (AAPCS: it clobbers r0-r3, ip and lr), so only
 * registers in LIVE it clobbers stop the walk; any other branch does. */
static bool arm_crossable(const struct arm_text *t, unsigned int live)
{
	if (arm_is(t->m, "bl") || arm_is(t->m, "blx"))
		return !(live & (0xfu | 1u << 12 | 1u << ARM_LR));
	if (!strcmp(t->m, "cbz") || !strcmp(t->m, "cbnz"))
		return true;
	return t->m[0] == 'b' && strcmp(t->m, "b") && arm_is(t->m, "b") && strcmp(t->m + 1, "al");
}

static unsigned int arm_bit(int r)
{
	return r >= 0 && r < 16 ? 1u << r : 0;
}

/*
 * GCC's indirect calls are "blx rN", its indirect sibcalls and computed
 * gotos "bx rN" (ARM state: also "mov pc, rN"); jump tables load or add pc
 * or are tbb/tbh (through memory). bx lr, mov pc, lr, pop/ldm of pc and
 * ldr pc, [sp] return.
 */
static void arm_classify_text(const struct chk_insn *insn, const struct chk_insn *before,
			      struct chk_branch *b)
{
	struct arm_text t;
	int r;

	(void)before;
	memset(b, 0, sizeof(*b));
	b->kind = CHK_BRANCH_NONE;
	b->reg = -1;
	arm_split(insn, &t);
	r = arm_op_reg(&t, 0);
	if (arm_is(t.m, "blx") && r >= 0) {
		b->kind = CHK_BRANCH_CALL;
		b->reg = r;
	} else if (arm_is(t.m, "bx") && r >= 0 && r != ARM_LR) {
		b->kind = CHK_BRANCH_JUMP;
		b->reg = r;
	} else if (arm_is(t.m, "mov") && r == ARM_PC && t.nops == 2) {
		b->reg = arm_op_reg(&t, 1);
		b->kind = b->reg == ARM_LR ? CHK_BRANCH_NONE : CHK_BRANCH_JUMP;
	} else if (arm_is(t.m, "ldr") && r == ARM_PC && t.nops >= 2 && strncmp(t.op[1], "[sp]", 4)) {
		b->kind = CHK_BRANCH_JUMP;	/* a jump table */
	} else if ((arm_is(t.m, "add") && r == ARM_PC) || arm_is(t.m, "tbb") || arm_is(t.m, "tbh")) {
		b->kind = CHK_BRANCH_JUMP;	/* a jump table */
	}
}

static int arm_thunk_reg(const char *name)
{
	(void)name;
	return -1;	/* no retpolines or SLS thunks on arm */
}

/* "bic L, T, #1", "ldr L, [L, #-N]", "movw E, #N", "movt E, #N", "cmp L, E" */
static bool arm_imm(const struct arm_text *t, unsigned int i, long min, long max, long *v)
{
	char *end;

	if (i >= t->nops || t->op[i][0] != '#')
		return false;
	*v = strtol(t->op[i] + 1, &end, 0);
	return end != t->op[i] + 1 && !*end && *v >= min && *v <= max;
}

/* "ldr L, [B, #-N]": B, and -N in *off; -1 if it is none. */
static int arm_ldr_id(const struct arm_text *t, int l, long *off)
{
	size_t n;
	char *end;
	int base;

	if (strcmp(t->m, "ldr") || t->nops != 2 || arm_op_reg(t, 0) != l || t->op[1][0] != '[')
		return -1;
	n = strcspn(t->op[1] + 1, ",");
	base = arm_regno(t->op[1] + 1, n);
	if (base < 0 || strncmp(t->op[1] + 1 + n, ", #-", 4))
		return -1;
	*off = -strtol(t->op[1] + 1 + n + 4, &end, 0);	/* ARM "#-0x4", Thumb "#-4" */
	return !strcmp(end, "]") ? base : -1;
}

/* "udf #N" naming register reg in the state it was decoded in */
static bool arm_udf_names(const struct chk_insn *insn, const struct arm_text *t, int reg)
{
	long v;

	if (strcmp(t->m, "udf") || !arm_imm(t, 0, 0, 0xffff, &v))
		return false;
	return (unsigned long)v == (insn->state == 't' ? thumb_udf_imm(reg) : arm_udf_imm(reg));
}

/* clang-22's check (see the top), prev[s..n) straight-line */
static bool arm_match_udf(const struct chk_insn *prev, unsigned int s, unsigned int n, int reg,
			  struct chk_check *c)
{
	struct arm_text t;
	uint64_t to, call = prev[n - 1].addr + prev[n - 1].size;
	unsigned int saved = 0;
	uint32_t id = 0;
	long off, v;
	int i = (int)n - 1, sc;

	arm_split(&prev[i], &t);
	if (i - 7 < (int)s || !arm_udf_names(&prev[i], &t, reg))
		return false;
	c->trap = prev[i].addr;
	arm_split(&prev[--i], &t);
	if (strcmp(t.m, "beq") || !arm_target(&prev[i], &t, &to) || to != call)
		return false;
	arm_split(&prev[--i], &t);
	if ((saved = arm_saved(&t, false)))
		arm_split(&prev[--i], &t);
	/* the eors, then the three eors before it, into the same S */
	sc = arm_op_reg(&t, 0);
	for (int k = ARM_ID_CHUNKS - 1; k >= 0; k--) {
		if (k < ARM_ID_CHUNKS - 1) {
			if (--i < (int)s)
				return false;
			arm_split(&prev[i], &t);
		}
		if (strcmp(t.m, k == ARM_ID_CHUNKS - 1 ? "eors" : "eor") || t.nops != 3 ||
		    arm_op_reg(&t, 0) != sc || arm_op_reg(&t, 1) != sc ||
		    !arm_imm(&t, 2, INT32_MIN, UINT32_MAX, &v) ||
		    ((uint32_t)v & ~(0xffu << 8 * k)))
			return false;
		id |= (uint32_t)v;
	}
	if (sc < 0 || sc == reg || (saved && saved != 1u << sc) || --i < (int)s)
		return false;
	arm_split(&prev[i], &t);
	if (arm_ldr_id(&t, sc, &off) != sc || --i < (int)s)
		return false;
	arm_split(&prev[i], &t);
	if (strcmp(t.m, "bic") || t.nops != 3 || arm_op_reg(&t, 0) != sc ||
	    arm_op_reg(&t, 1) != reg || !arm_imm(&t, 2, 1, 1, &v))
		return false;
	if (saved) {		/* pushed right before, as popped */
		if (--i < (int)s)
			return false;
		arm_split(&prev[i], &t);
		if (arm_saved(&t, true) != saved)
			return false;
	}
	c->id = id;
	c->offset = off;
	return true;
}

static bool arm_match_check(const struct chk_insn *prev, unsigned int n, int reg,
			    struct chk_check *c)
{
	struct arm_text t;
	uint64_t to, call;
	unsigned int s, popped = 0;
	int i, l, e, from = -1, base = -1, want;
	long hi = -1, lo = -1, off = 0, v;
	bool bic = false;

	if (n < 6 || reg < 0)
		return false;
	for (s = n - 1; s > 0 && prev[s - 1].addr + prev[s - 1].size == prev[s].addr; s--)
		;		/* prev[s..n): straight-line bytes */
	if (arm_match_udf(prev, s, n, reg, c))
		return true;
	call = prev[n - 1].addr + prev[n - 1].size;
	i = (int)n - 1;
	/* kcfi-as: [pop {S}] beq P; bkpt #0; b P (clang-19 at -O0 and in
	 * optnone functions: beq P; b T; T: bkpt #0; b P) */
	if (i - 2 >= (int)s) {
		struct arm_text b, k, q;
		int j = i - 2;

		arm_split(&prev[i], &b);
		arm_split(&prev[i - 1], &k);
		arm_split(&prev[j], &q);
		if (j - 1 >= (int)s && !strcmp(q.m, "b") && arm_target(&prev[j], &q, &to) &&
		    to == prev[i - 1].addr)
			arm_split(&prev[--j], &q);	/* the b to the bkpt right after it */
		if (!strcmp(b.m, "b") && arm_target(&prev[i], &b, &to) && to == call &&
		    !strcmp(k.m, "bkpt") && k.nops == 1 && !strcmp(k.op[0], "#0") &&
		    !strcmp(q.m, "beq") && arm_target(&prev[j], &q, &to) && to == call) {
			c->trap = prev[i - 1].addr;
			i = j - 1;
			if (i >= (int)s) {
				arm_split(&prev[i], &t);
				if ((popped = arm_saved(&t, false)))
					i--;
			}
			goto compare;
		}
	}
	/* clang-19: bne X; ...; branch, with X out of line; or the path after
	 * X, which clang-19 duplicates for a sibcall: bkpt #0; ...; branch */
	for (; i >= (int)s; i--) {
		arm_split(&prev[i], &t);
		if (!strcmp(t.m, "bkpt") && t.nops == 1 && !strcmp(t.op[0], "#0")) {
			c->trap = prev[i].addr;
			c->after_trap = true;
			return true;
		}
		if (!strcmp(t.m, "bne") && arm_target(&prev[i], &t, &to)) {
			c->trap = to;
			i--;
			goto compare;
		}
		if (arm_branches(&t) || arm_writes(&t, reg))
			return false;
	}
	return false;
compare:
	if (i < (int)s)
		return false;
	arm_split(&prev[i], &t);
	l = arm_op_reg(&t, 0);
	e = arm_op_reg(&t, 1);
	if (strcmp(t.m, "cmp") || t.nops != 2 || l < 0 || e < 0 || l == e || l == reg || e == reg)
		return false;
	/* back from the cmp: movt after movw into E, ldr after bic into L;
	 * want: the register that holds T's value there (clang-19 may copy
	 * the target after the bic read it: "bic B, X, #1; mov T, X") */
	want = reg;
	for (i--; i >= (int)s && !(lo >= 0 && bic); i--) {
		arm_split(&prev[i], &t);
		if (!bic && arm_is(t.m, "mov") && t.nops == 2 && arm_op_reg(&t, 0) == want &&
		    arm_op_reg(&t, 1) >= 0 && arm_op_reg(&t, 1) < ARM_SP) {
			want = arm_op_reg(&t, 1);
		} else if (hi < 0 && !strcmp(t.m, "movt") && arm_op_reg(&t, 0) == e &&
		    arm_imm(&t, 1, 0, 0xffff, &v)) {
			hi = v;
		} else if (hi >= 0 && lo < 0 && !strcmp(t.m, "movw") && arm_op_reg(&t, 0) == e &&
			   arm_imm(&t, 1, 0, 0xffff, &v)) {
			lo = v;
		} else if (base < 0 && (base = arm_ldr_id(&t, l, &off)) >= 0) {
			;	/* base: where the word is read from */
		} else if (base >= 0 && !bic && !strcmp(t.m, "bic") && t.nops == 3 &&
			   arm_op_reg(&t, 0) == base && arm_op_reg(&t, 1) >= 0 && !strcmp(t.op[2], "#1")) {
			bic = true;
			from = arm_op_reg(&t, 1);
		} else if ((arm_branches(&t) &&
			    !arm_crossable(&t, (lo < 0 ? arm_bit(e) : 0) | (base < 0 ? arm_bit(l) : 0) |
					       (!bic ? arm_bit(base) | arm_bit(want) : 0))) ||
			   (arm_writes(&t, e) && lo < 0) ||
			   (arm_writes(&t, l) && base < 0) || (arm_writes(&t, base) && !bic) ||
			   (arm_writes(&t, want) && !bic)) {
			return false;
		}
	}
	if (lo < 0 || !bic)
		return false;
	/* or through a copy made before: "mov T, X" or "mov X, T" before
	 * the bic of X, neither written in between */
	for (; from != want && i >= (int)s; i--) {
		arm_split(&prev[i], &t);
		if (arm_is(t.m, "mov") && t.nops == 2 &&
		    ((arm_op_reg(&t, 0) == want && arm_op_reg(&t, 1) == from) ||
		     (arm_op_reg(&t, 0) == from && arm_op_reg(&t, 1) == want)))
			from = want;
		else if ((arm_branches(&t) && !arm_crossable(&t, arm_bit(want) | arm_bit(from))) ||
			 arm_writes(&t, want) || arm_writes(&t, from))
			return false;
	}
	if (from != want)
		return false;
	if (popped) {		/* pushed right before the check, as popped */
		if (i < (int)s)
			return false;
		arm_split(&prev[i], &t);
		if (arm_saved(&t, true) != popped)
			return false;
	}
	c->id = (uint32_t)hi << 16 | (uint32_t)lo;
	c->offset = off;
	return true;
}

/* bkpt #0: Thumb 0xbe00, ARM 0xe1200070; clang-22's udf naming a
 * register: Thumb 0xde00 | 0x80 | R, ARM 0xe7f000f0 with its imm16
 * (0x8000 | 0x1f << 5 | R) split as imm12:imm4 (little-endian bytes) */
static bool arm_is_trap(const uint8_t *b, size_t len, char state)
{
	uint32_t w, imm;

	if (state == 't')
		return len >= 2 && b[1] == 0xde ? (b[0] & 0xf0) == thumb_udf_imm(0) :
		       len >= 2 && b[0] == 0x00 && b[1] == 0xbe;
	if (state != 'a' || len < 4)
		return false;
	w = b[0] | b[1] << 8 | b[2] << 16 | (uint32_t)b[3] << 24;
	if (w == 0xe1200070)
		return true;
	imm = (w >> 8 & 0xfff) << 4 | (w & 0xf);
	return (w & 0xfff000f0) == 0xe7f000f0 && (imm & ~0xfu) == arm_udf_imm(0);
}

/* ARM state's nop (0xe320f000); prefix nops are refused on arm anyway */
static bool arm_is_nop(const uint8_t *b, size_t len)
{
	return len >= ARM_NOP_BYTES && b[0] == 0x00 && b[1] == 0xf0 && b[2] == 0x20 && b[3] == 0xe3;
}

static enum chk_reloc_use arm_reloc_use(unsigned int type, const uint8_t *code, uint64_t at,
					int64_t *bias)
{
	(void)code;
	(void)at;
	*bias = 0;
	switch (type) {
	case R_ARM_CALL:
	case R_ARM_JUMP24:
	case R_ARM_PC24:
	case R_ARM_PLT32:
	case R_ARM_THM_PC22:		/* THM_CALL */
	case R_ARM_THM_JUMP24:
	case R_ARM_THM_JUMP19:
	case R_ARM_THM_PC11:		/* THM_JUMP11 */
	case R_ARM_THM_PC9:		/* THM_JUMP8 */
		return CHK_RELOC_BRANCH;
	/* data (literal pools too), and the halves of movw/movt */
	case R_ARM_REL32:
		return CHK_RELOC_ADDRESS_PC;
	case R_ARM_ABS32:
	case R_ARM_TARGET1:
	case R_ARM_MOVW_ABS_NC:
	case R_ARM_MOVT_ABS:
	case R_ARM_THM_MOVW_ABS_NC:
	case R_ARM_THM_MOVT_ABS:
		return CHK_RELOC_ADDRESS;
	}
	return CHK_RELOC_OTHER;
}

/* movw/movt keep their SHT_REL addend in the imm16 (AAELF32: signed): ARM
 * imm4:imm12 at bits 19:16 and 11:0; Thumb-2, two halfwords, imm4 (first
 * 3:0), i (first 10), imm3 (second 14:12), imm8 (second 7:0). */
static bool arm_code_addend(unsigned int type, const uint8_t *bytes, size_t len, int64_t *addend)
{
	uint32_t w, imm;

	if (len < 4)
		return false;
	switch (type) {
	case R_ARM_MOVW_ABS_NC:
	case R_ARM_MOVT_ABS:
		w = bytes[0] | bytes[1] << 8 | bytes[2] << 16 | (uint32_t)bytes[3] << 24;
		imm = (w >> 16 & 0xf) << 12 | (w & 0xfff);
		break;
	case R_ARM_THM_MOVW_ABS_NC:
	case R_ARM_THM_MOVT_ABS: {
		uint32_t hw1 = bytes[0] | bytes[1] << 8, hw2 = bytes[2] | bytes[3] << 8;

		imm = (hw1 & 0xf) << 12 | (hw1 >> 10 & 1) << 11 | (hw2 >> 12 & 7) << 8 | (hw2 & 0xff);
		break;
	}
	default:
		return false;
	}
	*addend = (int16_t)imm;
	return true;
}

const struct kcfi_check_arch kcfi_check_arm = {
	.name = "arm",
	.llvm_triple = "armv7a-linux-gnueabihf",
	.llvm_thumb_triple = "thumbv7a-linux-gnueabihf",
	.llvm_features = "",
	.check_insns = CHK_MAX_CHECK_INSNS,
	.trap_table = false,
	/* entry-header.S invoke_syscall: "ldrcc pc, [tbl, scno, lsl #2]" */
	.syscall_table_unchecked = true,
	.preamble_prefix = NULL,
	.insn_align = 2,
	.id_insn_bytes = ARM_ID_INSN_BYTES,
	.nop_bytes = ARM_NOP_BYTES,
	.classify_text = arm_classify_text,
	.thunk_reg = arm_thunk_reg,
	.reloc_use = arm_reloc_use,
	.relative_reloc = R_ARM_RELATIVE,
	.code_addend = arm_code_addend,
	.match_check = arm_match_check,
	.is_trap = arm_is_trap,
	.is_nop = arm_is_nop,
	.reg_name = arm_reg_name,
};
