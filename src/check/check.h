/* SPDX-License-Identifier: GPL-2.0 */
/*
 * kcfi-check: audit the KCFI instrumentation of objects and linked files.
 *	open ELF -> traps -> preambles -> scan code -> match traps -> DWARF ids
 * One struct chk_ctx per input file; report lines go to ctx->out, one
 * finding per line, location first ("FILE: SECTION+0xOFF (FUNC+0xN): ...").
 */
#ifndef KCFI_CHECK_H
#define KCFI_CHECK_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "check-arch.h"
#include "check-elf.h"
#include "hash.h"
#include "diag.h"
#include "util.h"

struct chk_options {
	const char *arch;		/* --arch, or NULL: from e_machine */
	bool dwarf;			/* --dwarf: re-derive preamble ids */
	bool normalize;			/* --normalize-integers */
	enum ti_hash hash;		/* --hash= */
	bool verbose;			/* -v: also every check */
	bool quiet;			/* -q: no preamble/typeid lists */
	bool explain;			/* --explain: only the item lines, on stdout */
};

/* A code location: section index and address (sh_addr + offset). */
struct chk_loc {
	size_t shndx;
	uint64_t addr;
};

struct chk_preamble {
	const struct chk_sym *fn;
	struct chk_loc id_at;		/* the id instruction */
	uint32_t id;
	bool id_known;			/* false: relocated against an undefined symbol */
	unsigned int prefix_nops;
};

struct chk_counts {
	unsigned long preambles, typeids, checks, unchecked_calls, unchecked_jumps;
	unsigned long trap_entries, stray_traps, orphans, errors;
	unsigned long aliased, bare_aliases;	/* functions with a global alias; without a preamble */
	unsigned long table_entries, table_external;	/* syscall table entries */
	unsigned long verified, mismatched, unverified;
	unsigned long array_quals_lost;	/* verified with qualifiers DWARF lost */
};

struct chk_ctx {
	const struct chk_options *opts;
	const struct kcfi_check_arch *arch;
	struct chk_elf elf;
	FILE *out;
	FILE *explain;			/* --explain: "preamble FN 0xID" lines go here */
	struct strbuf warnings;		/* unchecked jumps: listed after the errors */
	struct chk_loc *traps;		/* .kcfi_traps targets, sorted */
	size_t ntraps;
	bool *trap_used;		/* per entry: a recognised check's trap */
	struct chk_loc *check_traps;	/* the traps recognised checks named */
	size_t ncheck_traps, cap_check_traps;
	struct chk_preamble *preambles;
	size_t npreambles;
	long id_offset;			/* where preambles put the id (from fn) */
	bool id_offset_known;
	struct chk_counts n;
};

/* check-report.c */
/* "section+0xoff (fn+0xoff)" in sb (reset first); returns sb->buf. */
const char *chk_where(const struct chk_ctx *c, struct chk_loc loc, struct strbuf *sb);
/* "kcfi-check: FILE: LOC: error: MSG" in the report, counted. */
void chk_error(struct chk_ctx *c, struct chk_loc loc, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* The same with KIND "warning" or "note", listed after the errors. */
void chk_warning(struct chk_ctx *c, struct chk_loc loc, const char *kind, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
/* "kcfi-check: FILE[: WHAT]: error: MSG", counted: no code location. */
void chk_file_error(struct chk_ctx *c, const char *what, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* check-decode.c: capstone's or LLVM's decoder, as the arch says */
struct chk_decoder {
	const struct kcfi_check_arch *arch;
	csh cs;
	cs_insn *insn;
	void *llvm[2];			/* LLVMDisasmContextRef: [1] Thumb */
};
int chk_decoder_open(struct chk_decoder *d, const struct kcfi_check_arch *arch);
void chk_decoder_close(struct chk_decoder *d);
/* Decode the instruction at CODE (LEFT bytes, at ADDR) in the state a
 * mapping symbol of kind STATE sets ('t': Thumb), and classify it (BEFORE:
 * the instruction decoded right before it, or NULL); false if it is no
 * instruction. */
bool chk_decode(struct chk_decoder *d, char state, const uint8_t *code, size_t left,
		uint64_t addr, const struct chk_insn *before, struct chk_insn *insn,
		struct chk_branch *b);

/* check-scan.c */
int chk_load_traps(struct chk_ctx *c);
int chk_scan_code(struct chk_ctx *c);
void chk_report_traps(struct chk_ctx *c);

/* check-preamble.c */
int chk_find_preambles(struct chk_ctx *c);
void chk_list_typeids(struct chk_ctx *c);
/* aliases without a preamble (warnings), syscall table entries without one (errors) */
void chk_check_callable(struct chk_ctx *c);
int chk_verify_dwarf(struct chk_ctx *c);

#endif
