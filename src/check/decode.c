// SPDX-License-Identifier: GPL-2.0
/*
 * kcfi-check's decoders: one instruction at a time, classified by the
 * arch backend. x86_64 and aarch64 decode with capstone (its detail drives
 * their classify()); riscv64 and arm with LLVM's MC disassembler through
 * its C API: Debian 12's capstone 4 has no RISC-V decoder, and LLVM is the
 * assembler clang-19 checks were written by, with both ARM and Thumb-2 at
 * hand for the "$a"/"$t" stretches of one section (docs/kcfi-check.md says
 * why not libopcodes or capstone's ARM).
 */
#include <string.h>

#include <llvm-c/Disassembler.h>
#include <llvm-c/Target.h>

#include "check.h"

int chk_decoder_open(struct chk_decoder *d, const struct kcfi_check_arch *arch)
{
	memset(d, 0, sizeof(*d));
	d->arch = arch;
	if (!arch->llvm_triple) {
		if (cs_open(arch->cs_arch, arch->cs_mode, &d->cs) != CS_ERR_OK)
			return -1;
		cs_option(d->cs, CS_OPT_DETAIL, CS_OPT_ON);
		d->insn = cs_malloc(d->cs);
		if (!d->insn) {
			cs_close(&d->cs);
			return -1;
		}
		return 0;
	}
	/* idempotent; the core names no target */
	LLVMInitializeAllTargetInfos();
	LLVMInitializeAllTargetMCs();
	LLVMInitializeAllDisassemblers();
	d->llvm[0] = LLVMCreateDisasmCPUFeatures(arch->llvm_triple, "", arch->llvm_features, NULL,
						 0, NULL, NULL);
	if (arch->llvm_thumb_triple)
		d->llvm[1] = LLVMCreateDisasmCPUFeatures(arch->llvm_thumb_triple, "",
							 arch->llvm_features, NULL, 0, NULL, NULL);
	if (!d->llvm[0] || (arch->llvm_thumb_triple && !d->llvm[1])) {
		chk_decoder_close(d);
		return -1;
	}
	return 0;
}

void chk_decoder_close(struct chk_decoder *d)
{
	if (d->insn)
		cs_free(d->insn, 1);
	if (d->cs)
		cs_close(&d->cs);
	for (int i = 0; i < 2; i++)
		if (d->llvm[i])
			LLVMDisasmDispose(d->llvm[i]);
	memset(d, 0, sizeof(*d));
}

bool chk_decode(struct chk_decoder *d, char state, const uint8_t *code, size_t left,
		uint64_t addr, const struct chk_insn *before, struct chk_insn *insn,
		struct chk_branch *b)
{
	char text[sizeof(insn->text) + 16];
	size_t n;

	memset(insn, 0, sizeof(*insn));
	if (!d->arch->llvm_triple) {
		if (!cs_disasm_iter(d->cs, &code, &left, &addr, d->insn))
			return false;
		insn->addr = d->insn->address;
		insn->size = d->insn->size;
		memcpy(insn->bytes, d->insn->bytes,
		       insn->size < sizeof(insn->bytes) ? insn->size : sizeof(insn->bytes));
		d->arch->classify(d->insn, b);
		return true;
	}
	n = LLVMDisasmInstruction(d->llvm[state == 't' && d->llvm[1]], (uint8_t *)code, left, addr,
				  text, sizeof(text));
	if (!n)
		return false;
	insn->addr = addr;
	insn->size = n;
	insn->state = state;
	memcpy(insn->bytes, code, n < sizeof(insn->bytes) ? n : sizeof(insn->bytes));
	/* LLVM indents with a tab: keep "mnemonic\toperands" */
	snprintf(insn->text, sizeof(insn->text), "%s", text + strspn(text, " \t"));
	d->arch->classify_text(insn, before, b);
	return true;
}
