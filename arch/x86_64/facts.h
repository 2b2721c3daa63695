/* SPDX-License-Identifier: GPL-2.0 */
/*
 * x86_64 encoding facts that kcfi-as emits (as.c) and kcfi-check
 * recognises (check.c): stated once, so the two halves cannot drift.
 * The ELF machine and the triple prefix are in the arch table (arches.h).
 */
#ifndef KCFI_X86_64_FACTS_H
#define KCFI_X86_64_FACTS_H

#include <elf.h>
#include <stdint.h>

/* Preamble: "__cfi_fn: nop x PAD; movl $ID, %eax (b8 imm32); [nop x M]; fn:" */
#define X86_64_PREAMBLE_PREFIX	"__cfi_"
#define X86_64_ID_OPCODE	0xb8	/* movl $imm32, %eax; + arity: b8+r */
#define X86_64_ID_INSN_BYTES	5
#define X86_64_NOP		0x90
#define X86_64_NOP_BYTES	1

/* Check: movl $-ID, %r10d; addl -OFF(%reg), %r10d; je; ud2; then the branch.
 * The 4-byte addl Linux decodes has a disp8: -OFF reaches -128 at most. */
#define X86_64_CHECK_INSNS	4
#define X86_64_DISP8_MAX	128
#define X86_64_TLS_CALL_RELOC	R_X86_64_TLSDESC_CALL	/* an ABI call: never checked */

/* Retpoline thunks: __x86_indirect_thunk_<reg>. */
#define X86_64_THUNK_PREFIX	"__x86_indirect_thunk_"

/* General registers in hardware (ModRM/REX) order. */
static const char *const x86_64_gprs[16] = {
	"rax", "rcx", "rdx", "rbx", "rsp", "rbp", "rsi", "rdi",
	"r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15",
};

/* -fsanitize-kcfi-arity (LLVM 21+, Linux 6.15+ FineIBT-BHI): the preamble
 * moves the id into the register numbered by the function's arity, opcode
 * b8+r. 0..6: argument registers read; 7: also an argument on the stack. */
#define X86_64_ARITY_MAX	7

/* An id whose preamble or check bytes would spell ENDBR64/ENDBR32 (as id or
 * -id) becomes id + 1, as Clang 19 does: a preamble must not be a landing pad. */
static inline uint32_t x86_64_mask_type_id(uint32_t id)
{
	static const uint32_t endbr[] = {
		0xfa1e0ff3, 0xfb1e0ff3, 0x05e1f00d, 0x04e1f00d,
	};

	for (unsigned int i = 0; i < sizeof(endbr) / sizeof(endbr[0]); i++)
		if (id == endbr[i])
			return id + 1;
	return id;
}

#endif
