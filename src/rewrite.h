/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Rewrite: turn bound markers into edits (insert-before / replace / delete)
 * against statements. Nothing is re-serialised here: emit.c writes every
 * line without an edit exactly as it was read.
 */
#ifndef KCFI_REWRITE_H
#define KCFI_REWRITE_H

#include "marks.h"

struct edit_text {
	const char *buf;		/* in asm_edits.text; NULL if empty */
	size_t len;
};

struct stmt_edit {
	struct edit_text before;	/* lines inserted before the statement */
	struct edit_text replace;	/* its replacement when replaced */
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
	struct arena text;		/* the inserted text, exactly sized */
	unsigned int checks, preambles;	/* counts, for -v */
};

int rewrite_unit(struct diag *d, const struct kcfi_arch *arch, const struct asm_unit *u,
		 const struct kcfi_marks *m, struct asm_edits *ed);
void rewrite_free(struct asm_edits *ed);

#endif
