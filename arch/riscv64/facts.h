/* SPDX-License-Identifier: GPL-2.0 */
/*
 * RISC-V 64 encoding facts that kcfi-as emits (as.c) and kcfi-check
 * recognises (check.c): stated once, so the two halves cannot drift.
 * The ELF machine and the triple prefix are in the arch table (arches.h).
 */
#ifndef KCFI_RISCV64_FACTS_H
#define KCFI_RISCV64_FACTS_H

#include <stdint.h>

/* Preamble: ".word ID; fn:", no symbol of its own, at least 4-aligned. */
#define RV_ID_INSN_BYTES	4
#define RV_FUNC_MIN_ALIGN	4
/* A prefix nop is c.nop (2 bytes) or nop (4) depending on whether the C
 * extension is on where GNU as assembles it; the marked .s does not say,
 * so prefix nops are refused (Linux's riscv ftrace uses none). */
#define RV_NOP_BYTES		4

/* Check: lw t1, -4(rN); lui t2, HI; addiw t2, t2, LO; beq t1, t2, pass;
 * ebreak (+ .kcfi_traps entry); pass: jalr/jr rN. The scratch registers are
 * t1 and t2; one that holds the target is replaced by the next of t3..t6
 * that does not (LLVM's RISCVAsmPrinter::LowerKCFI_CHECK). */
#define RV_T1			6
#define RV_T2			7
#define RV_T3			28
#define RV_T6			31

/* The expected id as lui HI (0: none) and addi(w) LO, as Clang splits it:
 * HI = (id + 0x800) >> 12 (20 bits), LO = the low 12 bits sign-extended. */
static inline uint32_t rv_id_hi20(uint32_t id)
{
	return (uint32_t)(((uint64_t)id + 0x800) >> 12) & 0xfffff;
}

static inline int32_t rv_id_lo12(uint32_t id)
{
	return (int32_t)((id & 0xfff) ^ 0x800) - 0x800;
}

#endif
