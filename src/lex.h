/* SPDX-License-Identifier: GPL-2.0 */
/*
 * GNU as statement lexer. Splits a .s buffer into statements (newline and ';'
 * separate them), strips comments (the arch's comment string, '#' at the
 * start of a line, C-style block comments), keeps strings with their escapes
 * intact, peels off leading labels ("a: b: insn" gives three statements) and
 * splits operands at top-level commas. Every statement keeps its line number
 * and the exact source slice, so untouched text can be written back verbatim.
 */
#ifndef KCFI_LEX_H
#define KCFI_LEX_H

#include <stdbool.h>
#include <stddef.h>

#include "diag.h"
#include "util.h"

enum stmt_kind {
	STMT_LABEL,		/* "name:" */
	STMT_DIRECTIVE,		/* ".name operands" */
	STMT_INSN,		/* "mnemonic operands" */
	STMT_APP,		/* a "#APP" line: inline asm follows */
	STMT_NO_APP,		/* a "#NO_APP" line */
};

struct asm_stmt {
	enum stmt_kind kind;
	unsigned int line;		/* 1-based */
	unsigned int index;		/* position in asm_unit.stmts */
	const char *src;		/* start of the statement in the buffer */
	size_t src_len;			/* up to (not including) separator/comment */
	const char *name;		/* label, directive (with '.') or mnemonic */
	const char **ops;		/* operands, trimmed, strings still quoted */
	unsigned int nops;
	/* filled by the parser */
	bool in_app;			/* between #APP and #NO_APP */
	unsigned int section;		/* index into asm_unit.sections */
};

struct asm_line {
	const char *src;		/* physical line, without its '\n' */
	size_t len;
	bool has_newline;
	unsigned int first_stmt, nstmts;
};

struct lex_syntax {
	const char *comment;		/* rest-of-line comment: "#" or "//" */
};

struct asm_lexed {
	struct asm_stmt *stmts;
	size_t nstmts, cap_stmts;
	struct asm_line *lines;
	size_t nlines, cap_lines;
};

/* Lex buf[0..len). Errors (e.g. unterminated strings) go to d. */
void lex_buffer(struct arena *a, struct diag *d, const struct lex_syntax *syn,
		const char *buf, size_t len, struct asm_lexed *out);

/* Decode a quoted operand ("..." with C escapes) into the arena; NULL if
 * op is not exactly one string. */
char *lex_unquote(struct arena *a, const char *op);

#endif
