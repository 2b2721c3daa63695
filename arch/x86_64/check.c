// SPDX-License-Identifier: GPL-2.0
/*
 * x86_64 recognition for kcfi-check: the bytes Linux 6.12 decodes.
 *
 * Check (arch/x86/kernel/cfi.c decode_cfi_insn() reads ud2-12 and ud2-6):
 *	41 ba <-id>		movl $-ID, %r10d		6 bytes
 *	4x 03 5r <disp8>	addl -(4+M)(%reg), %r10d	4 bytes
 *	74 02			je .Lcall			2 bytes
 *	0f 0b			ud2				2 bytes (in .kcfi_traps)
 *	ff dx | e8 <thunk>	call *%reg | call __x86_indirect_thunk_reg
 * A %rsp/%r12 base needs a SIB byte: clang-19 emits the 5-byte addl
 *	4x 03 54 24 <disp8>	addl -(4+M)(%r12|%rsp), %r10d	5 bytes
 * for a call through %r12, and for a call through %r10 it adds into %r11d:
 *	41 bb <-id>; 45 03 5a <disp8>	movl $-ID, %r11d; addl -(4+M)(%r10), %r11d
 * Both still guard the call and list their ud2, so they are checks; Linux
 * only finds no type or target for its report (it wants 0xba at ud2-12 and
 * the addl at ud2-6). kcfi-as moves such targets to %r11 instead.
 *
 * Preamble (kcfi-abi.md 2.1): __cfi_fn: nop x PAD; b8 <id>; nop x M; fn:
 */
#include <string.h>

#include "facts.h"
#include "src/check/arch.h"

/* Capstone register ids in hardware order (ModRM/REX numbering, as x86_64_gprs). */
static const x86_reg x86_cs_regs[16] = {
	X86_REG_RAX, X86_REG_RCX, X86_REG_RDX, X86_REG_RBX, X86_REG_RSP, X86_REG_RBP,
	X86_REG_RSI, X86_REG_RDI, X86_REG_R8, X86_REG_R9, X86_REG_R10, X86_REG_R11,
	X86_REG_R12, X86_REG_R13, X86_REG_R14, X86_REG_R15,
};

static int x86_hw_reg(unsigned int cs_reg)
{
	for (int i = 0; i < 16; i++)
		if (x86_cs_regs[i] == cs_reg)
			return i;
	return -1;
}

static const char *x86_reg_name(int reg)
{
	return reg >= 0 && reg < 16 ? x86_64_gprs[reg] : "memory";
}

static bool x86_is_jump(const cs_insn *insn)
{
	for (unsigned int i = 0; i < insn->detail->groups_count; i++)
		if (insn->detail->groups[i] == X86_GRP_JUMP)
			return true;
	return false;
}

static void x86_classify(const cs_insn *insn, struct chk_branch *b)
{
	const cs_x86 *x = &insn->detail->x86;
	const cs_x86_op *op = &x->operands[0];
	bool call = insn->id == X86_INS_CALL;

	memset(b, 0, sizeof(*b));
	b->kind = CHK_BRANCH_NONE;
	if (!call && !x86_is_jump(insn))
		return;
	if (x->op_count != 1)
		return;
	switch (op->type) {
	case X86_OP_REG:
		b->kind = call ? CHK_BRANCH_CALL : CHK_BRANCH_JUMP;
		b->reg = x86_hw_reg(op->reg);
		break;
	case X86_OP_MEM:
		b->kind = call ? CHK_BRANCH_CALL : CHK_BRANCH_JUMP;
		b->reg = -1;
		if (op->mem.base == X86_REG_RIP && op->mem.index == X86_REG_INVALID &&
		    x->encoding.disp_size == 4) {
			b->pc_rel = true;
			b->target = insn->address + insn->size + (uint64_t)op->mem.disp;
			b->rel_offset = x->encoding.disp_offset;
		}
		break;
	case X86_OP_IMM:
		/* Only rel32 forms can reach a thunk in another section. */
		if (x->encoding.imm_size != 4)
			return;
		b->kind = CHK_BRANCH_DIRECT;
		b->is_call = call;
		b->target = (uint64_t)op->imm;
		b->rel_offset = x->encoding.imm_offset;
		break;
	default:
		break;
	}
}

/* A rel32 at AT of CODE is a call or jump's if the opcode right before it
 * is one: e8 call, e9 jmp, 0f 8x jcc.  Every other rip-relative field
 * follows a ModRM byte of mod 00, rm 101 (0x05-0x3d), never these. */
static bool x86_branch_field(const uint8_t *code, uint64_t at)
{
	return (at >= 1 && (code[at - 1] == 0xe8 || code[at - 1] == 0xe9)) ||
	       (at >= 2 && code[at - 2] == 0x0f && (code[at - 1] & 0xf0) == 0x80);
}

static enum chk_reloc_use x86_reloc_use(unsigned int type, const uint8_t *code, uint64_t at,
					int64_t *bias)
{
	*bias = 0;
	switch (type) {
	case R_X86_64_PLT32:
	case R_X86_64_PC32:
	case R_X86_64_GOTPCREL:
	case R_X86_64_GOTPCRELX:
	case R_X86_64_REX_GOTPCRELX:
		if (code && x86_branch_field(code, at))
			return CHK_RELOC_BRANCH;
		/* lea fn(%rip): the displacement ends the instruction, the
		 * rip it is added to */
		*bias = code ? 4 : 0;
		return CHK_RELOC_ADDRESS_PC;
	case R_X86_64_PC64:
		return CHK_RELOC_ADDRESS_PC;
	case R_X86_64_64:
	case R_X86_64_32:
	case R_X86_64_32S:
		return CHK_RELOC_ADDRESS;
	}
	return CHK_RELOC_OTHER;
}

/* __x86_indirect_thunk_<reg> (retpoline); the call-depth variants are
 * patched in at boot and never appear in objects. */
static int x86_thunk_reg(const char *name)
{
	static const char prefix[] = X86_64_THUNK_PREFIX;

	if (strncmp(name, prefix, sizeof(prefix) - 1))
		return -1;
	for (int i = 0; i < 16; i++)
		if (!strcmp(name + sizeof(prefix) - 1, x86_64_gprs[i]))
			return i;
	return -1;
}

static bool insn_is(const struct chk_insn *i, unsigned int size, const uint8_t *bytes,
		    unsigned int nbytes)
{
	return i->size == size && !memcmp(i->bytes, bytes, nbytes);
}

static bool x86_match_check(const struct chk_insn *prev, unsigned int n, int reg,
			    struct chk_check *c)
{
	static const uint8_t je[] = { 0x74, 0x02 }, ud2[] = { 0x0f, 0x0b };
	const struct chk_insn *mov, *add;
	uint32_t imm;
	int acc;

	if (n < X86_64_CHECK_INSNS || reg < 0)
		return false;
	mov = &prev[n - X86_64_CHECK_INSNS];
	add = &prev[n - X86_64_CHECK_INSNS + 1];
	/* movl $-id, %r10d (41 ba); clang-19 uses %r11d (41 bb) when the
	 * target is in %r10 */
	acc = mov->size == 6 && mov->bytes[0] == 0x41 ? mov->bytes[1] - 0xb8 + 8 : -1;
	if ((acc != 10 && acc != 11) || acc == reg || !insn_is(&prev[n - 2], 2, je, 2) ||
	    !insn_is(&prev[n - 1], 2, ud2, 2))
		return false;
	/* addl disp8(%reg), %acc: REX.R (acc) and REX.B (reg >= 8), mod 01;
	 * rm 100 (%rsp, %r12) means a SIB byte follows: base only, 0x24 */
	if (add->bytes[0] != (0x44 | (reg >> 3)) || add->bytes[1] != 0x03 ||
	    add->bytes[2] != (0x40 | (acc & 7) << 3 | (reg & 7)) ||
	    add->size != ((reg & 7) == 4 ? 5 : 4) || ((reg & 7) == 4 && add->bytes[3] != 0x24))
		return false;
	/* contiguous: nothing may sit between the pieces */
	for (unsigned int i = n - X86_64_CHECK_INSNS; i + 1 < n; i++)
		if (prev[i].addr + prev[i].size != prev[i + 1].addr)
			return false;
	memcpy(&imm, mov->bytes + 2, 4);
	c->id = -imm;
	c->offset = (int8_t)add->bytes[add->size - 1];
	c->trap = prev[n - 1].addr;
	return true;
}

static bool x86_is_id_insn(const uint8_t *bytes, size_t len)
{
	/* any of the 8 registers: the arity's (b8+r), -fsanitize-kcfi-arity */
	return len >= X86_64_ID_INSN_BYTES && (bytes[0] & ~X86_64_ARITY_MAX) == X86_64_ID_OPCODE;
}

static bool x86_is_nop(const uint8_t *bytes, size_t len)
{
	return len >= X86_64_NOP_BYTES && bytes[0] == X86_64_NOP;
}

const struct kcfi_check_arch kcfi_check_x86_64 = {
	.name = "x86_64",
	.cs_arch = CS_ARCH_X86,
	.cs_mode = CS_MODE_64,
	.check_insns = X86_64_CHECK_INSNS,
	.trap_table = true,
	.preamble_prefix = X86_64_PREAMBLE_PREFIX,
	.insn_align = 1,
	.id_insn_bytes = X86_64_ID_INSN_BYTES,
	.nop_bytes = X86_64_NOP_BYTES,
	.mask_type_id = x86_64_mask_type_id,
	.classify = x86_classify,
	.thunk_reg = x86_thunk_reg,
	.reloc_use = x86_reloc_use,
	.relative_reloc = R_X86_64_RELATIVE,
	.tls_call_reloc = X86_64_TLS_CALL_RELOC,
	.match_check = x86_match_check,
	.is_id_insn = x86_is_id_insn,
	.is_nop = x86_is_nop,
	.reg_name = x86_reg_name,
};
