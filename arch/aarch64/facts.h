/* SPDX-License-Identifier: GPL-2.0 */
/*
 * AArch64 encoding facts that kcfi-as emits (as.c) and kcfi-check
 * recognises (check.c): stated once, so the two halves cannot drift.
 * The ELF machine and the triple prefix are in the arch table (arches.h).
 */
#ifndef KCFI_AARCH64_FACTS_H
#define KCFI_AARCH64_FACTS_H

#include <elf.h>
#include <stdint.h>

/* Preamble: ".word ID; [nop x M]; fn:", no symbol of its own. */
#define A64_ID_INSN_BYTES	4
#define A64_NOP			0xd503201fu
#define A64_NOP_BYTES		4

/* Check: ldur; movk; movk; cmp; b.eq; brk; then the branch. It only writes
 * IP0, IP1 and a temporary: caller-saved and never an argument. */
#define A64_CHECK_INSNS		6
#define A64_IP0			16
#define A64_IP1			17
#define A64_TMP			9
/* ldur takes a signed 9-bit byte offset. */
#define A64_LDUR_MIN		(-256L)
#define A64_TLS_CALL_RELOC	R_AARCH64_TLSDESC_CALL	/* an ABI call: never checked */

/* The check's register that receives the loaded id and the one that holds
 * the expected id: never the target's. */
static inline unsigned int a64_loaded_reg(unsigned int target)
{
	return target == A64_IP0 ? A64_TMP : A64_IP0;
}

static inline unsigned int a64_expected_reg(unsigned int target)
{
	return target == A64_IP1 ? A64_TMP : A64_IP1;
}

/* brk immediate Linux's esr_is_cfi_brk() accepts (asm/brk-imm.h): bits 9:5
 * the expected-id register, 4:0 the target. */
#define A64_BRK_CFI_BASE	0x8000u
#define A64_TYPE_SHIFT		5

static inline uint32_t a64_brk_imm(unsigned int expected, unsigned int target)
{
	return A64_BRK_CFI_BASE | expected << A64_TYPE_SHIFT | target;
}

#endif
