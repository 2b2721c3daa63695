/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The one list of architectures, read by kcfi-gcc (which arch a target
 * triple is), kcfi-as (its backends) and kcfi-check (its backends, and which
 * one an ELF file's e_machine selects):
 *	X(NAME, ELF machine, prefix of `gcc -dumpmachine`)
 * arch/NAME/ holds the backends: kcfi_arch_NAME (kcfi-as, src/as/arch.h) and
 * kcfi_check_NAME (kcfi-check, src/check/arch.h). A new arch is a row
 * here and a folder there (docs/architecture.md).
 */
#ifndef KCFI_ARCHES_H
#define KCFI_ARCHES_H

#include <elf.h>
#include <stdint.h>

#define KCFI_ARCHES(X) \
	X(x86_64, EM_X86_64, "x86_64-") \
	X(aarch64, EM_AARCH64, "aarch64-") \
	X(riscv64, EM_RISCV, "riscv64-") \
	X(arm, EM_ARM, "arm-")

/* What every arch shares: the type id is a 32-bit word that ends the
 * preamble's id instruction, and M prefix nops of NOP_BYTES each stand
 * between it and the function, so a check reads it at fn - this. */
#define KCFI_ID_BYTES 4

static inline long kcfi_typeid_offset(unsigned int nop_bytes, unsigned int prefix_nops)
{
	return KCFI_ID_BYTES + (long)nop_bytes * prefix_nops;
}

/* An arch's id mask (x86_64: never an ENDBR's bytes), NULL: none */
static inline uint32_t kcfi_mask_type_id(uint32_t (*mask)(uint32_t), uint32_t id)
{
	return mask ? mask(id) : id;
}

#endif
