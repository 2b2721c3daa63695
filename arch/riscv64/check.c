// SPDX-License-Identifier: GPL-2.0
/*
 * RISC-V 64 recognition for kcfi-check, from the text LLVM's MC
 * disassembler prints (src/check/decode.c: Debian 12's capstone 4 has no
 * RISC-V decoder); compressed forms print by their base names.
 *
 * Check (kcfi-abi.md; LLVM's RISCVAsmPrinter::LowerKCFI_CHECK; Linux 6.12
 * arch/riscv/kernel/cfi.c decode_cfi_insn()):
 *	lw	L, -(4+4M)(T)
 *	lui	E, HI		HI = 0: "li E, LO" alone; LO = 0: no addiw
 *	addiw	E, E, LO	ID = HI << 12 + LO (LO sign-extended)
 *	beq	L, E, .Lpass	at ebreak-4: Linux reads its registers
 *	ebreak			(c.ebreak with RVC), listed in .kcfi_traps
 *	.Lpass: jalr T | jr T
 * L and E are t1 and t2, or the next of t3..t6 when one is T.
 *
 * Preamble: ".word ID; fn:", the word marked "$d" (no symbol of its own).
 */
#include <stdlib.h>
#include <string.h>

#include "facts.h"
#include "src/check/arch.h"

static const char *const rv_names[32] = {
	"zero", "ra", "sp", "gp", "tp", "t0", "t1", "t2", "s0", "s1", "a0", "a1", "a2",
	"a3", "a4", "a5", "a6", "a7", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9",
	"s10", "s11", "t3", "t4", "t5", "t6",
};

static const char *rv_reg_name(int reg)
{
	return reg >= 0 && reg < 32 ? rv_names[reg] : "memory";
}

/* An ABI register name of n bytes at s -> its number, -1 if none. */
static int rv_reg(const char *s, size_t n)
{
	for (int i = 0; i < 32; i++)
		if (strlen(rv_names[i]) == n && !strncmp(s, rv_names[i], n))
			return i;
	return n == 2 && !strncmp(s, "fp", 2) ? 8 : -1;
}

/* Split "mnemonic\top1, op2, op3" into the mnemonic and up to 3 operands. */
struct rv_text {
	char buf[48];
	const char *m, *op[3];
	unsigned int nops;
};

static void rv_split(const struct chk_insn *insn, struct rv_text *t)
{
	char *p;

	memcpy(t->buf, insn->text, sizeof(t->buf));
	t->buf[sizeof(t->buf) - 1] = 0;
	t->m = t->buf;
	t->nops = 0;
	p = strchr(t->buf, '\t');
	if (!p)
		return;
	*p++ = 0;
	while (p && t->nops < 3) {
		t->op[t->nops++] = p;
		p = strstr(p, ", ");
		if (p) {
			*p = 0;
			p += 2;
		}
	}
}

static int rv_reg_op(const char *op)
{
	return rv_reg(op, strlen(op));
}

/* "N" (decimal, signed) in [min, max]. */
static bool rv_imm(const char *s, long min, long max, long *v)
{
	char *end;

	*v = strtol(s, &end, 10);
	return end != s && !*end && *v >= min && *v <= max;
}

/* "-N(reg)": the offset and the register. */
static bool rv_mem(const char *s, long *off, int *reg)
{
	char *end;
	const char *close;

	*off = strtol(s, &end, 10);
	if (end == s || *end != '(' || !(close = strchr(end, ')')) || close[1])
		return false;
	*reg = rv_reg(end + 1, close - (end + 1));
	return *reg >= 0;
}

/* jalr T (a call through ra, any compressed form) / jr T; ret is jr ra;
 * "auipc R, N; jalr/jr N(R)" is the call/tail of a symbol (a direct
 * branch, there are no thunks to call through). */
static void rv_classify_text(const struct chk_insn *insn, const struct chk_insn *before,
			     struct chk_branch *b)
{
	struct rv_text t, p;
	long off = 0;
	int reg = -1;

	memset(b, 0, sizeof(*b));
	b->kind = CHK_BRANCH_NONE;
	b->reg = -1;
	rv_split(insn, &t);
	if (strcmp(t.m, "jalr") && strcmp(t.m, "jr"))
		return;
	/* "jalr a5", "jr a5"; a link register other than ra prints
	 * "jalr t0, 0(a5)", an offset "jr 8(a5)": still a branch through
	 * a5, which no check guards */
	if (t.nops == 1 && !rv_mem(t.op[0], &off, &reg))
		reg = rv_reg_op(t.op[0]);
	else if (t.nops == 2)
		rv_mem(t.op[1], &off, &reg);
	if (reg < 0)
		return;
	if (before && before->addr + before->size == insn->addr) {
		rv_split(before, &p);
		if (!strcmp(p.m, "auipc") && p.nops == 2 && rv_reg_op(p.op[0]) == reg)
			return;
	}
	b->kind = t.m[1] == 'a' ? CHK_BRANCH_CALL : CHK_BRANCH_JUMP;
	b->reg = off ? -1 : reg;
}

static int rv_thunk_reg(const char *name)
{
	(void)name;
	return -1;	/* no retpolines on RISC-V */
}

static bool rv_match_check(const struct chk_insn *prev, unsigned int n, int reg,
			   struct chk_check *c)
{
	struct rv_text t;
	int loaded, expected, base;
	long hi = 0, lo = 0, off, v;
	unsigned int i;

	if (n < 4 || reg < 0)
		return false;
	for (i = 1; i < n; i++)		/* straight-line bytes, no gap */
		if (prev[i - 1].addr + prev[i - 1].size != prev[i].addr)
			return false;
	rv_split(&prev[n - 1], &t);
	if (strcmp(t.m, "ebreak") || t.nops)
		return false;
	rv_split(&prev[n - 2], &t);
	if (strcmp(t.m, "beq") || t.nops != 3 || (loaded = rv_reg_op(t.op[0])) < 0 ||
	    (expected = rv_reg_op(t.op[1])) < 0 || loaded == expected ||
	    loaded == reg || expected == reg ||
	    !rv_imm(t.op[2], -4096, 4094, &v))
		return false;
	/* it branches over the trap; 0 in an object: the field is relocated
	 * (R_RISCV_BRANCH to the branch, clang's objects) */
	if (v && v != 4 + (long)prev[n - 1].size)
		return false;
	i = n - 3;
	rv_split(&prev[i], &t);
	if (!strcmp(t.m, "addiw") && t.nops == 3 && rv_reg_op(t.op[0]) == expected &&
	    rv_reg_op(t.op[1]) == expected && rv_imm(t.op[2], -2048, 2047, &lo) && i) {
		rv_split(&prev[--i], &t);
		if (strcmp(t.m, "lui") || t.nops != 2 || rv_reg_op(t.op[0]) != expected ||
		    !rv_imm(t.op[1], 1, 0xfffff, &hi))
			return false;
	} else if (!strcmp(t.m, "lui") && t.nops == 2 && rv_reg_op(t.op[0]) == expected) {
		if (!rv_imm(t.op[1], 1, 0xfffff, &hi))
			return false;
	} else if (!strcmp(t.m, "li") && t.nops == 2 && rv_reg_op(t.op[0]) == expected) {
		if (!rv_imm(t.op[1], -2048, 2047, &lo))
			return false;
	} else {
		return false;
	}
	if (!i)
		return false;
	rv_split(&prev[--i], &t);
	if (strcmp(t.m, "lw") || t.nops != 2 || rv_reg_op(t.op[0]) != loaded ||
	    !rv_mem(t.op[1], &off, &base) || base != reg)
		return false;
	c->id = (uint32_t)((uint64_t)hi << 12) + (uint32_t)lo;
	c->offset = off;
	c->trap = prev[n - 1].addr;
	return true;
}

/* "nop" = addi zero, zero, 0 (RV_NOP_BYTES) */
static bool rv_is_nop(const uint8_t *bytes, size_t len)
{
	static const uint8_t nop[RV_NOP_BYTES] = { 0x13, 0x00, 0x00, 0x00 };

	return len >= RV_NOP_BYTES && !memcmp(bytes, nop, RV_NOP_BYTES);
}

static enum chk_reloc_use rv_reloc_use(unsigned int type, const uint8_t *code, uint64_t at,
				       int64_t *bias)
{
	(void)code;
	(void)at;
	*bias = 0;
	switch (type) {
	case R_RISCV_CALL:
	case R_RISCV_CALL_PLT:
	case R_RISCV_JAL:
	case R_RISCV_BRANCH:
	case R_RISCV_RVC_JUMP:
	case R_RISCV_RVC_BRANCH:
		return CHK_RELOC_BRANCH;
	/* data, and the halves of auipc/addi (the LO12 half names the
	 * auipc's label, not the function: OTHER), lui/addi, a GOT load */
	case R_RISCV_32_PCREL:
		return CHK_RELOC_ADDRESS_PC;
	case R_RISCV_64:
	case R_RISCV_32:
	case R_RISCV_PCREL_HI20:
	case R_RISCV_HI20:
	case R_RISCV_LO12_I:
	case R_RISCV_LO12_S:
	case R_RISCV_GOT_HI20:
		return CHK_RELOC_ADDRESS;
	}
	return CHK_RELOC_OTHER;
}

const struct kcfi_check_arch kcfi_check_riscv64 = {
	.name = "riscv64",
	/* RV64GC as Linux builds it, with the bit-manipulation extensions
	 * its alternatives patch in (decoding more only skips less) */
	.llvm_triple = "riscv64-linux-gnu",
	.llvm_features = "+m,+a,+f,+d,+c,+zicsr,+zifencei,+zba,+zbb,+zbs,+zicbom,+zicboz,+zihintpause",
	.check_insns = 5,
	.trap_table = true,
	.preamble_prefix = NULL,
	.insn_align = 2,
	.id_insn_bytes = RV_ID_INSN_BYTES,
	.nop_bytes = RV_NOP_BYTES,
	.classify_text = rv_classify_text,
	.thunk_reg = rv_thunk_reg,
	.reloc_use = rv_reloc_use,
	.relative_reloc = R_RISCV_RELATIVE,
	.match_check = rv_match_check,
	.is_nop = rv_is_nop,
	.reg_name = rv_reg_name,
};
