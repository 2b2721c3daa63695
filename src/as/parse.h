/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Parser: the .s, line by line -> struct asm_unit. Tracks the current section
 * through .text/.data/.bss/.section/.pushsection/.popsection/.previous/
 * .subsection, marks #APP/#NO_APP ranges, records the bindings and label of
 * every symbol a .kcfi_func names, and for each such label "what did GCC emit
 * in front of it" (alignment, patchable-prefix label and nops).
 *
 * One forward pass, symbols and sections found by hash: linear in the input.
 * Only statements that can matter to marks.c and rewrite.c are kept (see
 * slowpath.c, stmt_matters); every other line is text that emit.c copies
 * through, so memory follows the markers, not the size of the file.
 */
#ifndef KCFI_PARSE_H
#define KCFI_PARSE_H

#include "lex.h"

struct kcfi_arch;

enum sym_binding {
	SYM_LOCAL,
	SYM_GLOBAL,
	SYM_WEAK,
};

/* What GCC put in front of a function label: the statements of its section
 * back to an alignment directive, seen through symbol attributes. */
struct func_layout {
	unsigned int align;			/* bytes; 1 if no alignment directive */
	const struct asm_stmt *prefix_label;	/* ".LPFEn:" or NULL */
	unsigned int prefix_nops;		/* nops between prefix_label and fn */
};

struct asm_symbol {
	const char *name;
	enum sym_binding binding;
	const struct asm_stmt *label;	/* definition "name:", or NULL */
	struct func_layout layout;	/* in front of label */
};

/* A ".type NAME, @function" line: what follows is in function NAME. */
struct asm_func_start {
	const char *at;			/* in the buffer */
	const char *name;
};

struct asm_unit {
	const char *file;
	const char *buf;		/* the input, which emit.c copies from */
	size_t len;
	struct asm_lexed lx;		/* the kept statements, in input order */
	const char **sections;		/* distinct section names, [0] = ".text" */
	size_t nsections, cap_sections;
	struct strmap section_ids;	/* name -> index into sections */
	struct asm_symbol *syms;	/* the symbols .kcfi_func lines name */
	size_t nsyms, cap_syms;
	struct strmap sym_ids;		/* name -> index into syms */
	struct asm_func_start *funcs;	/* in input order */
	size_t nfuncs, cap_funcs;
};

/* The function whose .type line is the last one before at, or NULL. */
const char *asm_function_at(const struct asm_unit *u, const char *at);

struct parse_syntax {
	struct lex_syntax lex;
	bool align_is_pow2;		/* ".align N" means 2^N bytes (aarch64) */
	const char *nop;		/* single nop mnemonic, "nop" */
	/* GCC prints no #APP/#NO_APP here (arm's ASM_APP_ON/OFF are
	 * directives), but brackets each asm statement with the line marks
	 * "<comment> N "file" 1" and "<comment> 0 "" 2": those are its bounds */
	bool app_line_marks;
};

int asm_parse(struct arena *a, struct diag *d, const struct kcfi_arch *arch,
	      const char *file, const char *buf, size_t len, struct asm_unit *u);

const struct asm_symbol *asm_find_symbol(const struct asm_unit *u, const char *name);
const struct asm_symbol *asm_find_symboln(const struct asm_unit *u, const char *name, size_t len);

static inline bool stmt_is_directive(const struct asm_stmt *s, const char *name)
{
	return s->kind == STMT_DIRECTIVE && streq(s->name, name);
}

/* stmts is NULL when no statement was kept: no arithmetic on it then */
#define for_each_stmt(u, s) \
	for ((s) = (u)->lx.stmts; (s) && (s) < (u)->lx.stmts + (u)->lx.nstmts; (s)++)

#endif
