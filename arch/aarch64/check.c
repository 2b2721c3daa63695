// SPDX-License-Identifier: GPL-2.0
/*
 * AArch64 recognition for kcfi-check: the words Linux 6.12 decodes.
 *
 * Check (kcfi-abi.md 4.2; arch/arm64/kernel/traps.c cfi_brk_handler()):
 *	b85fc030	ldur	w16, [xT, #-(4+4M)]	4 bytes each
 *	72819591	movk	w17, #(ID & 0xffff)
 *	72a03391	movk	w17, #(ID >> 16), lsl #16
 *	6b11021f	cmp	w16, w17
 *	54000040	b.eq	+8
 *	d4304420	brk	#(0x8000 | 17 << 5 | T)	bits 9:5 = id register, 4:0 = target
 *	d63f0020	blr xT | br xT
 * T = x16: the loaded id goes to w9 instead of w16; T = x17: the expected id
 * goes to w9 instead of w17 (and brk names w9). No .kcfi_traps on arm64.
 *
 * Preamble (kcfi-abi.md 4.1): ".word ID; [nop x M]; fn:" with no symbol of
 * its own; the assembler marks the word with a "$d" mapping symbol.
 */
#include <stdlib.h>
#include <string.h>

#include "facts.h"
#include "src/check/arch.h"

static uint32_t a64_word(const uint8_t *b)
{
	return (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
}

static const char *a64_reg_name(int reg)
{
	static const char names[31][4] = {
		"x0", "x1", "x2", "x3", "x4", "x5", "x6", "x7", "x8", "x9", "x10",
		"x11", "x12", "x13", "x14", "x15", "x16", "x17", "x18", "x19", "x20",
		"x21", "x22", "x23", "x24", "x25", "x26", "x27", "x28", "x29", "x30",
	};

	return reg >= 0 && reg < 31 ? names[reg] : "?";
}

/* blr xT / br xT, from the encoding (capstone found the boundaries); a bl,
 * which calls through a register when it calls an SLS-BLR thunk. */
static void a64_classify(const cs_insn *insn, struct chk_branch *b)
{
	uint32_t w = insn->size == 4 ? a64_word(insn->bytes) : 0;

	memset(b, 0, sizeof(*b));
	b->kind = CHK_BRANCH_NONE;
	if ((w & 0xfffffc1fu) == 0xd63f0000u)
		b->kind = CHK_BRANCH_CALL;
	else if ((w & 0xfffffc1fu) == 0xd61f0000u)
		b->kind = CHK_BRANCH_JUMP;
	b->reg = (int)((w >> 5) & 31);
	if ((w & 0xfc000000u) == 0x94000000u) {
		int32_t imm26 = (int32_t)(w << 6) >> 6;

		b->kind = CHK_BRANCH_DIRECT;
		b->is_call = true;
		b->target = insn->address + (int64_t)imm26 * 4;
		b->rel_offset = 0;
		b->reg = -1;
	}
}

/* -mharden-sls=blr thunks by name: GCC's shared __call_indirect_xN, clang's
 * __llvm_slsblr_thunk_xN (no retpolines on arm64). */
static int a64_thunk_reg(const char *name)
{
	static const char *const prefixes[] = { "__call_indirect_x", "__llvm_slsblr_thunk_x" };

	for (size_t i = 0; i < 2; i++) {
		size_t n = strlen(prefixes[i]);
		char *end;
		long r;

		if (strncmp(name, prefixes[i], n) || name[n] < '0' || name[n] > '9')
			continue;
		r = strtol(name + n, &end, 10);
		return !*end && r <= 30 && r != A64_IP0 && r != A64_IP1 ? (int)r : -1;
	}
	return -1;
}

/* GCC's per-function SLS-BLR thunk (no symbol): "mov x16, xN; br x16". */
static int a64_sls_thunk_reg(const uint8_t *bytes, size_t len)
{
	uint32_t mov, n;

	if (len < 8 || a64_word(bytes + 4) != 0xd61f0200u)	/* br x16 */
		return -1;
	mov = a64_word(bytes);
	n = (mov >> 16) & 31;
	/* mov x16, xN = orr x16, xzr, xN */
	if ((mov & 0xffe0ffffu) != 0xaa0003f0u || n == A64_IP0 || n == A64_IP1 || n == 31)
		return -1;
	return (int)n;
}

static bool a64_match_check(const struct chk_insn *prev, unsigned int n, int reg,
			    struct chk_check *c)
{
	unsigned int scratch, type;
	uint32_t w[A64_CHECK_INSNS];
	int32_t imm9;

	if (n < A64_CHECK_INSNS || reg < 0 || reg > 30)
		return false;
	scratch = a64_loaded_reg((unsigned int)reg);
	type = a64_expected_reg((unsigned int)reg);
	for (unsigned int i = 0; i < A64_CHECK_INSNS; i++) {
		const struct chk_insn *k = &prev[n - A64_CHECK_INSNS + i];

		if (k->size != 4 || (i && prev[n - A64_CHECK_INSNS - 1 + i].addr + 4 != k->addr))
			return false;
		w[i] = a64_word(k->bytes);
	}
	/* ldur wS, [xT, #imm9]; movk wY, #lo; movk wY, #hi, lsl 16; cmp wS, wY */
	if ((w[0] & 0xffe00c00u) != 0xb8400000u || (w[0] & 31) != scratch ||
	    ((w[0] >> 5) & 31) != (uint32_t)reg ||
	    (w[1] & 0xffe0001fu) != (0x72800000u | type) ||
	    (w[2] & 0xffe0001fu) != (0x72a00000u | type) ||
	    w[3] != (0x6b00001fu | type << 16 | scratch << 5) || w[4] != 0x54000040u ||
	    w[5] != (0xd4200000u | a64_brk_imm(type, (unsigned int)reg) << 5))
		return false;
	imm9 = (int32_t)((w[0] >> 12) & 0x1ff);
	c->offset = imm9 >= 256 ? imm9 - 512 : imm9;
	c->id = ((w[1] >> 5) & 0xffff) | ((w[2] >> 5) & 0xffff) << 16;
	c->trap = prev[n - 1].addr;
	return true;
}

static bool a64_is_nop(const uint8_t *bytes, size_t len)
{
	return len >= A64_NOP_BYTES && a64_word(bytes) == A64_NOP;
}

static enum chk_reloc_use a64_reloc_use(unsigned int type, const uint8_t *code, uint64_t at,
					int64_t *bias)
{
	(void)code;
	(void)at;
	*bias = 0;
	switch (type) {
	case R_AARCH64_CALL26:
	case R_AARCH64_JUMP26:
	case R_AARCH64_CONDBR19:
	case R_AARCH64_TSTBR14:
		return CHK_RELOC_BRANCH;
	/* data, and the halves of adrp/add, adr, movz/movk and a GOT load */
	case R_AARCH64_PREL64:
	case R_AARCH64_PREL32:
		return CHK_RELOC_ADDRESS_PC;
	case R_AARCH64_ABS64:
	case R_AARCH64_ABS32:
	case R_AARCH64_ADR_PREL_PG_HI21:
	case R_AARCH64_ADR_PREL_PG_HI21_NC:
	case R_AARCH64_ADR_PREL_LO21:
	case R_AARCH64_ADD_ABS_LO12_NC:
	case R_AARCH64_MOVW_UABS_G0:
	case R_AARCH64_MOVW_UABS_G0_NC:
	case R_AARCH64_MOVW_UABS_G1:
	case R_AARCH64_MOVW_UABS_G1_NC:
	case R_AARCH64_MOVW_UABS_G2:
	case R_AARCH64_MOVW_UABS_G2_NC:
	case R_AARCH64_MOVW_UABS_G3:
	case R_AARCH64_ADR_GOT_PAGE:
	case R_AARCH64_LD64_GOT_LO12_NC:
		return CHK_RELOC_ADDRESS;
	}
	return CHK_RELOC_OTHER;
}

const struct kcfi_check_arch kcfi_check_aarch64 = {
	.name = "aarch64",
	.cs_arch = CS_ARCH_ARM64,
	.cs_mode = CS_MODE_LITTLE_ENDIAN,
	.check_insns = A64_CHECK_INSNS,
	.trap_table = false,
	.preamble_prefix = NULL,
	.insn_align = A64_NOP_BYTES,
	.id_insn_bytes = A64_ID_INSN_BYTES,
	.nop_bytes = A64_NOP_BYTES,
	.classify = a64_classify,
	.thunk_reg = a64_thunk_reg,
	.sls_thunk_reg = a64_sls_thunk_reg,
	.reloc_use = a64_reloc_use,
	.relative_reloc = R_AARCH64_RELATIVE,
	.tls_call_reloc = A64_TLS_CALL_RELOC,
	.match_check = a64_match_check,
	.is_nop = a64_is_nop,
	.reg_name = a64_reg_name,
};
