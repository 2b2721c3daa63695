/* SPDX-License-Identifier: GPL-2.0 */
/*
 * kcfi-check's byte recognition, one const struct per arch (design-sketch
 * 7.2: the recognise half for machine code, kept apart from kcfi-as's
 * struct kcfi_arch, which produces text). The core (src/check/) decodes
 * with capstone, or with LLVM's MC disassembler where capstone 4 falls short
 * (decode.c), and talks to this interface in neutral terms: a branch,
 * its target register, the check sequence in front of it, a preamble's id.
 */
#ifndef KCFI_CHECK_ARCH_H
#define KCFI_CHECK_ARCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <capstone/capstone.h>

#include "arches.h"

enum chk_branch_kind {
	CHK_BRANCH_NONE,		/* not a branch that can reach another function */
	CHK_BRANCH_CALL,		/* indirect call */
	CHK_BRANCH_JUMP,		/* indirect jump: sibcall, jump table or computed goto */
	CHK_BRANCH_DIRECT,		/* direct call/jump: indirect if it targets a thunk */
};

struct chk_branch {
	enum chk_branch_kind kind;
	bool is_call;			/* CHK_BRANCH_DIRECT: call (else jump) */
	int reg;			/* hardware number of the target register, -1: memory */
	uint64_t target;		/* CHK_BRANCH_DIRECT, or pc_rel: address the insn encodes */
	unsigned int rel_offset;	/* CHK_BRANCH_DIRECT, or pc_rel: where the relocated field starts */
	/* CALL/JUMP through memory at a pc-relative address (x86's
	 * "call *sym(%rip)"): an unchecked one is named by what it reads */
	bool pc_rel;
};

/* What a relocation does with its symbol's address S + A (address.c). */
enum chk_reloc_use {
	CHK_RELOC_OTHER,		/* neither below: TLS, a LO12 naming its HI20,
					 * label arithmetic, unwind tables */
	CHK_RELOC_BRANCH,		/* a direct call or jump: takes no address */
	CHK_RELOC_ADDRESS,		/* the address itself (or a half of it: adrp/add,
					 * auipc, lui/addi, movw/movt) */
	CHK_RELOC_ADDRESS_PC,		/* the address minus the field's place: in data,
					 * "fn - ." (a jump table's "case - table" too) */
};

/* The most instructions any backend's check has before its branch
 * (check_insns); scan_range keeps that many. */
#define CHK_MAX_CHECK_INSNS 20

/* One decoded instruction, kept after the decoder's buffer moved on. */
struct chk_insn {
	uint64_t addr;
	unsigned int size;
	uint8_t bytes[16];
	/* LLVM-decoded arches: the instruction as LLVM prints it, "lw\tt1,
	 * -4(a5)" (aliases and compressed forms by their base names) */
	char text[48];
	char state;			/* the mapping symbol kind it was decoded in */
};

/* A recognised check: what it compares and where it traps. */
struct chk_check {
	uint32_t id;			/* the expected (callee preamble) id */
	long offset;			/* where it reads the callee's id, relative to fn */
	uint64_t trap;			/* address of the trap instruction */
	/* no check: the branch right after a check's trap, which a permissive
	 * kernel resumes to (clang-19's arm duplicates a sibcall there); it
	 * counts if an earlier check named this trap */
	bool after_trap;
};

struct kcfi_check_arch {
	const char *name;		/* "x86_64": its row of the arch table (arches.h) */
	/* set, and nothing else is: objects of this arch cannot be audited,
	 * and kcfi-check says why */
	const char *unsupported;
	/* The decoder: capstone's cs_arch/cs_mode, or, with llvm_triple set,
	 * LLVM's MC disassembler for that triple (llvm_thumb_triple: for "$t"
	 * stretches, as the arm mapping symbols say), with llvm_features. */
	cs_arch cs_arch;
	cs_mode cs_mode;
	const char *llvm_triple, *llvm_thumb_triple, *llvm_features;
	unsigned int check_insns;	/* instructions of a check before the branch */
	bool trap_table;		/* traps are listed in .kcfi_traps */
	/* Linux jumps through its syscall table from assembly, with no check
	 * (arm's entry-common.S), so an entry without a preamble is a
	 * warning, where elsewhere C calls it checked and it would trap. */
	bool syscall_table_unchecked;
	const char *preamble_prefix;	/* symbol naming a preamble ("__cfi_"), or NULL:
					 * a "$d" word right before a function (+ nops) */
	unsigned int insn_align;	/* resynchronise this far after a bad byte */
	unsigned int id_insn_bytes;	/* the preamble's id instruction */
	unsigned int nop_bytes;		/* one prefix nop */
	/* The id a preamble holds for a type's hash: kcfi-as's rule (x86 ENDBR),
	 * from the arch's facts header. */
	uint32_t (*mask_type_id)(uint32_t id);	/* optional (arches.h) */
	/* Classify INSN (capstone detail on); classify_text with llvm_triple,
	 * given the instruction right BEFORE it too, or NULL ("auipc ra; jalr
	 * ra" is a direct call). */
	void (*classify)(const cs_insn *insn, struct chk_branch *b);
	void (*classify_text)(const struct chk_insn *insn, const struct chk_insn *before,
			      struct chk_branch *b);
	/* Register number of a retpoline thunk symbol, -1 if NAME is none. */
	int (*thunk_reg)(const char *name);
	/* Optional: the register an SLS-BLR thunk at BYTES (LEN available) only
	 * forwards to ("mov x16, xN; br x16"), -1 if it is none. */
	int (*sls_thunk_reg)(const uint8_t *bytes, size_t len);
	/* How a relocation of TYPE at offset AT uses S + A. CODE: the bytes
	 * of the section it patches if that is code, else NULL. *BIAS: what
	 * the CPU adds to S + A beyond the field's own place to get the
	 * address (x86's rip is the instruction's end; 0 everywhere else, and
	 * in data, whose reader adds the place itself). */
	enum chk_reloc_use (*reloc_use)(unsigned int type, const uint8_t *code, uint64_t at,
					int64_t *bias);
	/* Optional, SHT_REL arches: the implicit addend of a code relocation of
	 * TYPE in the instruction at BYTES (LEN available; arm's movw/movt
	 * imm16); false if TYPE keeps it in a plain 4-byte field. */
	bool (*code_addend)(unsigned int type, const uint8_t *bytes, size_t len, int64_t *addend);
	/* The dynamic relocation that adds the load bias to its addend
	 * (R_*_RELATIVE): a position-independent linked file's pointers
	 * (chk_elf_linked_word). */
	unsigned int relative_reloc;
	/* Relocation type that marks a call to the TLS descriptor resolver
	 * (an ABI call, no C call: unchecked by Clang too), 0 if none. */
	unsigned int tls_call_reloc;
	/* Is PREV[0..n) (oldest first, ending right before the branch) the
	 * exact check of a branch through REG? */
	bool (*match_check)(const struct chk_insn *prev, unsigned int n, int reg,
			    struct chk_check *c);
	/* Optional: is BYTES (LEN available) the trap instruction in the state
	 * a mapping symbol of kind STATE sets? Then the trap a match names
	 * must be one (arm: clang-19's bkpt is out of line, past the branch). */
	bool (*is_trap)(const uint8_t *bytes, size_t len, char state);
	/* Optional: is BYTES (LEN available) the preamble's id instruction?
	 * NULL: it is a bare data word (.word on arm, aarch64, riscv64), any
	 * value.  Either way the id is the instruction's last four bytes. */
	bool (*is_id_insn)(const uint8_t *bytes, size_t len);
	/* Is BYTES one prefix/padding nop? */
	bool (*is_nop)(const uint8_t *bytes, size_t len);
	/* The register's name, for messages. */
	const char *(*reg_name)(int reg);
};

/* kcfi_check_x86_64, ...: one per row of the arch table (arches.h). */
#define KCFI_CHECK_BACKEND_DECL(name, machine, triple) \
	extern const struct kcfi_check_arch kcfi_check_##name;
KCFI_ARCHES(KCFI_CHECK_BACKEND_DECL)

const struct kcfi_check_arch *kcfi_check_arch_find(const char *name);
const struct kcfi_check_arch *kcfi_check_arch_for_machine(unsigned int elf_machine);
/* The ELF machine of a backend's arch (arches.h). */
unsigned int kcfi_check_arch_machine(const struct kcfi_check_arch *arch);

#endif
