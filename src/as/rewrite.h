/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Rewrite: turn bound markers into edits (insert-before / replace / delete)
 * against statements. Nothing is re-serialised here: emit.c writes every
 * line without an edit exactly as it was read.
 */
#ifndef KCFI_REWRITE_H
#define KCFI_REWRITE_H

#include "marks.h"

/*
 * A check or preamble: its text is made when emit.c writes it, not kept
 * (where checks are dense their text is bigger than the input).
 */
struct edit_gen {
	const struct kcfi_mark *mark;	/* its type names the "# kcfi:" line */
	uint32_t id;
	bool is_check;
	union {
		struct call_site cs;	/* is_check */
		struct asm_func fn;	/* a preamble */
	};
};

/* 24 bytes: one per kept statement. A statement has at most one gen: a
 * check's lines go before its branch (or prefix) and its rewritten branch
 * replaces the branch, the same gen twice where there is no prefix. */
struct stmt_edit {
	const char *replace;		/* text in its place when replaced, or NULL */
	const struct edit_gen *gen;	/* made by emit, as the flags say */
	bool gen_before;		/* gen's lines go before the statement */
	bool gen_replaces;		/* gen's rewritten branch takes its place */
	bool replaced;			/* true: drop the statement (for replace) */
};

/* Bytes of the input that go nowhere: the "# N "file" 1" / "# 0 "" 2" lines
 * GCC prints around each marker's inline asm (never a kept statement's). */
struct edit_cut {
	const char *start, *end;
};

struct asm_edits {
	struct stmt_edit *e;		/* one per kept statement */
	size_t n;
	struct edit_cut *cuts;		/* in input order */
	size_t ncuts, cap_cuts;
	struct arena text;		/* the inserted text, exactly sized, and gens */
	const struct kcfi_arch *arch;	/* for edit_render */
	const char *cmt;
	unsigned int checks, preambles;	/* counts, for -v */
};

/* form: the check's form, an index into arch->check_forms (0: default) */
int rewrite_unit(struct diag *d, const struct kcfi_arch *arch, const struct asm_unit *u,
		 const struct kcfi_marks *m, unsigned int form, struct asm_edits *ed);
void rewrite_free(struct asm_edits *ed);
/* g's text: the "# kcfi:" line and the backend's lines before, the
 * replacement of the branch (a check's, if any) in out->replace. */
void edit_render(const struct asm_edits *ed, const struct edit_gen *g, struct asm_out *out);

#endif
