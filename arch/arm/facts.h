/* SPDX-License-Identifier: GPL-2.0 */
/*
 * 32-bit Arm (ARM and Thumb-2 state) encoding facts that kcfi-as emits
 * (as.c) and kcfi-check recognises (check.c): stated once. The
 * ELF machine and the triple prefix are in the arch table (arches.h).
 */
#ifndef KCFI_ARM_FACTS_H
#define KCFI_ARM_FACTS_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Preamble: ".long ID; fn:", no symbol of its own, the word 4-aligned
 * (clang-19 puts ".p2align 2" before it; GCC aligns Thumb functions to 2). */
#define ARM_ID_INSN_BYTES	4
#define ARM_FUNC_MIN_ALIGN	4
/* A prefix nop is 2 bytes in Thumb state and 4 in ARM state, which the
 * marked .s says only through .thumb/.arm/.code lines: prefix nops are
 * refused (Linux's arm ftrace uses -pg, not patchable entries). */
#define ARM_NOP_BYTES		4

/* Registers by number: r0-r3 carry arguments, ip (r12) is the AAPCS
 * intra-procedure scratch, lr (r14) is dead at a blx (it overwrites it) but
 * holds the return address at a sibcall's bx. */
#define ARM_R2	2
#define ARM_R3	3
#define ARM_SP	13
#define ARM_IP	12
#define ARM_LR	14
#define ARM_PC	15

/* A register's name, N bytes at S ("r3", "r12", "ip", "sp": GCC's, GNU
 * as's and LLVM's spellings) -> its number, -1 if it is none. */
static inline int arm_regno(const char *s, size_t n)
{
	static const char alias[][3] = { "sb", "sl", "fp", "ip", "sp", "lr", "pc" };	/* r9.. */
	char *end;
	long r;

	if (n >= 2 && s[0] == 'r' && s[1] >= '0' && s[1] <= '9' && (s[1] != '0' || n == 2)) {
		r = strtol(s + 1, &end, 10);
		return end == s + n && r <= 15 ? (int)r : -1;
	}
	for (int i = 0; i < 7; i++)
		if (n == 2 && !strncmp(s, alias[i], 2))
			return 9 + i;
	return -1;
}

/* A register list "{r4, lr}" (blanks optional) -> its mask, 0 if none. */
static inline unsigned int arm_reglist(const char *s)
{
	unsigned int mask = 0;
	size_t n;
	int r;

	if (!s || *s++ != '{')
		return 0;
	for (;;) {
		s += strspn(s, " \t");
		n = strcspn(s, ", \t}");
		r = arm_regno(s, n);
		if (r < 0)
			return 0;
		mask |= 1u << r;
		s += n;
		s += strspn(s, " \t");
		if (*s == '}')
			return s[1] ? 0 : mask;
		if (*s++ != ',')
			return 0;
	}
}

/* The expected id as "movw rS, #LO; movt rS, #HI", as clang-19. */
static inline uint32_t arm_id_lo16(uint32_t id) { return id & 0xffff; }
static inline uint32_t arm_id_hi16(uint32_t id) { return id >> 16; }

/* clang-22's form (LLVM 22, -fsanitize-kcfi-arm-trap=udf): the expected
 * id xor'ed into the loaded one a byte at a time, byte 0 first, zero bytes
 * too ("eor S, S, #(id & 0xff << 8i)", four of them, the last an eors that
 * sets Z when the two ids were equal), then "beq P; udf #N; P:", where N
 * names the target register. */
#define ARM_ID_CHUNKS	4
static inline uint32_t arm_id_chunk(uint32_t id, unsigned int i) { return id & 0xffu << 8 * i; }
/* The udf's immediate in ARM state (16 bits: 0x8000 | 0x1f << 5 | reg)
 * and in Thumb state (8 bits: 0x80 | reg). */
static inline unsigned int arm_udf_imm(int reg) { return 0x8000u | 0x1fu << 5 | (unsigned int)reg; }
static inline unsigned int thumb_udf_imm(int reg) { return 0x80u | (unsigned int)reg; }
/* clang-22's scratch for the loaded id: ip, or r3 pushed around the check
 * when ip is the target */
#define ARM_UDF_SCRATCH		ARM_IP
#define ARM_UDF_SPILL		ARM_R3

#endif
