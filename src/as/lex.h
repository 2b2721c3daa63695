/* SPDX-License-Identifier: GPL-2.0 */
/*
 * GNU as statement lexer. Splits a .s buffer into statements (newline and ';'
 * separate them), strips comments (the arch's comment string, '#' at the
 * start of a line, C-style block comments), keeps strings with their escapes
 * intact, peels off leading labels ("a: b: insn" gives three statements) and
 * splits operands at top-level commas (any number of them). Every statement
 * keeps its line number and the exact source slice, so untouched text can be
 * written back verbatim.
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

/* 48 bytes: a file with dense markers keeps many of these. */
struct asm_stmt {
	const char *src;		/* start of the statement in the buffer */
	const char *name;		/* label, directive (with '.') or mnemonic */
	const char **ops;		/* operands, trimmed, strings still quoted */
	unsigned int src_len;		/* up to (not including) separator/comment;
					 * lex_line refuses longer lines */
	unsigned int line;		/* 1-based */
	unsigned int index;		/* position in asm_unit's kept statements */
	unsigned int nops;
	enum stmt_kind kind : 8;
	/* filled by the parser */
	bool in_app;			/* between #APP and #NO_APP */
	unsigned int section;		/* index into asm_unit.sections */
};

struct lex_syntax {
	const char *comment;		/* rest-of-line comment: "#" or "//" */
};

/*
 * The lexer works one physical line at a time and keeps nothing: the
 * statements of a line live in its scratch until the next line, so a caller
 * that stores only the statements it needs uses memory for those alone.
 */
struct lexer {
	const struct lex_syntax *syn;
	struct diag *d;
	size_t clen;			/* strlen(syn->comment) */
	bool special[256];		/* chars that stop the fast scan of a line */
	bool in_block_comment;		/* inside a C comment spanning lines */
	unsigned int line;		/* of the line being lexed */
	struct asm_stmt *stmts;		/* the current line's statements */
	size_t nstmts, cap_stmts;
	char *text;			/* their names and operands, NUL-terminated */
	size_t used_text, cap_text;
	const char **ops;		/* their operands, statement after statement */
	size_t nops, cap_ops;
};

void lex_init(struct lexer *lx, struct diag *d, const struct lex_syntax *syn);
void lex_release(struct lexer *lx);
/* Lex the physical line [p, end) (no '\n'), number line: its statements
 * (index 0..n-1, line and src set) until the next call. */
size_t lex_line(struct lexer *lx, const char *p, const char *end, unsigned int line,
		struct asm_stmt **stmts);
/* Copy s's name and operands into the arena (for a statement kept beyond
 * its line); index is left to the caller. */
void lex_persist(struct arena *a, struct asm_stmt *dst, const struct asm_stmt *s);

/* All statements of a buffer, persisted (unit tests, small inputs). */
struct asm_lexed {
	struct asm_stmt *stmts;
	size_t nstmts, cap_stmts;
	size_t nlines;
};

/* Lex buf[0..len). Errors (e.g. unterminated strings) go to d. */
void lex_buffer(struct arena *a, struct diag *d, const struct lex_syntax *syn,
		const char *buf, size_t len, struct asm_lexed *out);

/* Skip a string starting at its opening quote p: the position after the
 * closing quote, or NULL if end comes first. Inline: the lexer and
 * fastpath.c's line test run it on every string. */
static inline const char *lex_skip_string(const char *p, const char *end)
{
	for (p++; p < end; p++) {
		if (*p == '\\' && p + 1 < end)
			p++;
		else if (*p == '"')
			return p + 1;
	}
	return NULL;
}

/* Decode a quoted operand ("..." with C escapes) into the arena; NULL if
 * op is not exactly one string. */
char *lex_unquote(struct arena *a, const char *op);

/* The symbol s defines (a label, .set/.equ/.equiv/.eqv/.comm/.lcomm, or an
 * assignment "sym = expr"), [result, result + *len); NULL if none. A quoted
 * name comes without its quotes. */
const char *lex_defined_symbol(const struct asm_stmt *s, size_t *len);

#endif
