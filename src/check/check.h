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

#include "arch.h"
#include "elf-file.h"
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
	bool classes;			/* --classes: the type-id class report */
	unsigned int top;		/* --top=N: classes in each "largest" list */
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
	char *type_name;		/* --dwarf: the verified DWARF type's name, or NULL */
};

struct chk_counts {
	unsigned long preambles, typeids, checks, unchecked_calls, unchecked_jumps;
	unsigned long trap_entries, stray_traps, orphans, errors;
	unsigned long aliased, bare_aliases;	/* functions with a global alias; without a preamble */
	unsigned long addr_taken, bare_addr_taken;	/* functions whose address is taken; without */
	unsigned long table_entries, table_external;	/* syscall table entries */
	unsigned long verified, mismatched, unverified;
	unsigned long array_quals_lost;	/* verified with qualifiers DWARF lost */
};

struct chk_build;
struct ti_dwarf;

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
	struct chk_build *build;	/* --classes: where targets and sites go, or NULL */
	struct ti_dwarf *dwarf;		/* the file's DWARF, opened on first use */
	bool dwarf_opened;
	char dwarf_err[160];		/* why there is none */
};

/* report.c */
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

/* decode.c: capstone's or LLVM's decoder, as the arch says */
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

/* scan.c */
int chk_load_traps(struct chk_ctx *c);
int chk_scan_code(struct chk_ctx *c);
void chk_report_traps(struct chk_ctx *c);

/* preamble.c */
int chk_find_preambles(struct chk_ctx *c);
void chk_list_typeids(struct chk_ctx *c);
/* aliases without a preamble (warnings), syscall table entries without one (errors) */
void chk_check_callable(struct chk_ctx *c);
int chk_verify_dwarf(struct chk_ctx *c);
/* The first name of the code at (SHNDX, ADDR) that is no preamble symbol,
 * an STT_FUNC before a label; NULL if none. */
const struct chk_sym *chk_func_named_at(const struct chk_ctx *c, size_t shndx, uint64_t addr);
/* Has the function at (SHNDX, ADDR) a preamble, under any of its names? */
bool chk_has_preamble(const struct chk_ctx *c, size_t shndx, uint64_t addr);

/* address.c: in an object, every function whose address a relocation takes
 * (outside the kernel's bookkeeping sections) has a preamble, or a warning */
void chk_check_address_taken(struct chk_ctx *c);
/* The function whose inlined body has the instruction at LOC (DWARF's
 * innermost inlined subroutine), or NULL.  It and chk_verify_dwarf share
 * the file's DWARF, opened on first use, closed by chk_dwarf_release. */
const char *chk_inlined_from(struct chk_ctx *c, struct chk_loc loc);
void chk_dwarf_release(struct chk_ctx *c);

/* classes.c: --classes, the type-id classes of one or two builds
 * (a build: any set of files, e.g. vmlinux and its modules). */
struct chk_build *chk_build_new(void);
void chk_build_free(struct chk_build *b);
/* A recognised check of ID at LOC (scan.c calls it). */
void chk_classes_site(struct chk_ctx *c, struct chk_loc loc, uint32_t id);
/* The file's preambles, after its code scan and (--dwarf) chk_verify_dwarf;
 * a file with neither a preamble nor a check is an error. */
void chk_classes_targets(struct chk_ctx *c);
/* PATH is the build's next file: call before its code scan. */
void chk_build_note_file(struct chk_build *b, const char *path);
/* The report of A, or A against B (B may be NULL) on OUT; -1 (said on
 * stderr) if a build has no KCFI type id at all. Sorts the builds. */
int chk_classes_report(FILE *out, const struct chk_options *o, struct chk_build *a,
		       struct chk_build *b);

#endif
