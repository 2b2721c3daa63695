// SPDX-License-Identifier: GPL-2.0
/* GNU as statement lexer (see lex.h). */
#include <ctype.h>
#include <string.h>

#include "lex.h"

struct lex_state {
	struct arena *a;
	struct diag *d;
	const struct lex_syntax *syn;
	struct asm_lexed *out;
	unsigned int line;
	bool in_block_comment;		/* inside a C comment spanning lines */
};

static bool is_sym_char(int c)
{
	return isalnum(c) || c == '_' || c == '.' || c == '$' || c == '@';
}

static const char *skip_space(const char *p, const char *end)
{
	while (p < end && (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\f'))
		p++;
	return p;
}

static const char *trim_end(const char *start, const char *end)
{
	while (end > start && isspace((unsigned char)end[-1]))
		end--;
	return end;
}

/* A character constant 'c or '\c: returns the position of its last char. */
static const char *skip_char_const(const char *p, const char *end)
{
	if (p + 1 < end && p[1] == '\\' && p + 2 < end)
		return p + 2;
	return p + 1 < end ? p + 1 : p;
}

/* Skip a string starting at the opening quote; returns the position after
 * the closing quote, or NULL if the line ends first. */
static const char *skip_string(const char *p, const char *end)
{
	for (p++; p < end; p++) {
		if (*p == '\\' && p + 1 < end)
			p++;
		else if (*p == '"')
			return p + 1;
	}
	return NULL;
}

static struct asm_stmt *new_stmt(struct lex_state *ls, enum stmt_kind kind,
				 const char *src, size_t len)
{
	struct asm_lexed *o = ls->out;
	struct asm_stmt *s;

	o->stmts = arena_grow(ls->a, o->stmts, sizeof(*o->stmts), &o->cap_stmts,
			      o->nstmts + 1);
	s = &o->stmts[o->nstmts];
	memset(s, 0, sizeof(*s));
	s->kind = kind;
	s->line = ls->line;
	s->index = o->nstmts++;
	s->src = src;
	s->src_len = len;
	return s;
}

/* Split "a, (b,c), "x,y"" at top-level commas into trimmed operands. */
static void split_operands(struct lex_state *ls, struct asm_stmt *s,
			   const char *p, const char *end)
{
	const char *ops[64];
	unsigned int n = 0, depth = 0;
	const char *start = p;

	p = skip_space(p, end);
	if (p == end)
		return;
	for (start = p; p <= end; p++) {
		if (p < end && *p == '"') {
			const char *q = skip_string(p, end);

			p = q ? q - 1 : end - 1;
		} else if (p < end && *p == '\'') {
			p = skip_char_const(p, end);
		} else if (p < end && (*p == '(' || *p == '[' || *p == '{')) {
			depth++;
		} else if (p < end && (*p == ')' || *p == ']' || *p == '}')) {
			if (depth)
				depth--;
		} else if (p == end || (*p == ',' && !depth)) {
			const char *b = skip_space(start, p);

			if (n < 64)
				ops[n++] = arena_strndup(ls->a, b, trim_end(b, p) - b);
			start = p + 1;
		}
	}
	s->ops = arena_alloc(ls->a, n * sizeof(*s->ops));
	memcpy(s->ops, ops, n * sizeof(*s->ops));
	s->nops = n;
}

/* One statement text [p, end) with comments already removed. */
static void lex_statement(struct lex_state *ls, const char *p, const char *end)
{
	for (;;) {
		const char *q, *name_end;
		struct asm_stmt *s;

		p = skip_space(p, end);
		end = trim_end(p, end);
		if (p == end)
			return;
		q = p;
		if (*q == '"') {		/* quoted symbol as label */
			q = skip_string(q, end);
			if (!q)
				return;
		} else {
			while (q < end && is_sym_char((unsigned char)*q))
				q++;
		}
		name_end = q;
		q = skip_space(q, end);
		if (name_end > p && q < end && *q == ':' && (q + 1 == end || q[1] != ':')) {
			s = new_stmt(ls, STMT_LABEL, p, q + 1 - p);
			s->name = arena_strndup(ls->a, p, name_end - p);
			p = q + 1;
			continue;
		}
		/* mnemonic or directive: first word up to white space */
		q = p;
		while (q < end && !isspace((unsigned char)*q))
			q++;
		s = new_stmt(ls, *p == '.' ? STMT_DIRECTIVE : STMT_INSN, p, end - p);
		s->name = arena_strndup(ls->a, p, q - p);
		split_operands(ls, s, q, end);
		return;
	}
}

/* Find where a comment starts in [p, end), honouring strings; also reports
 * an unterminated string. Returns end if there is no comment. */
static const char *find_line_end(struct lex_state *ls, const char *p,
				 const char *end, const char **sep)
{
	size_t clen = strlen(ls->syn->comment);

	*sep = NULL;
	for (; p < end; p++) {
		if (*p == '"') {
			const char *q = skip_string(p, end);

			if (!q) {
				diag_error(ls->d, ls->line, "unterminated string");
				return p;
			}
			p = q - 1;
		} else if (*p == '\'') {
			p = skip_char_const(p, end);
		} else if ((size_t)(end - p) >= clen && !memcmp(p, ls->syn->comment, clen)) {
			return p;
		} else if (p + 1 < end && p[0] == '/' && p[1] == '*') {
			return p;
		} else if (*p == ';') {
			*sep = p;
			return p;
		}
	}
	return end;
}

static bool line_is(const char *p, const char *end, const char *word)
{
	size_t n = strlen(word);

	p = skip_space(p, end);
	end = trim_end(p, end);
	return (size_t)(end - p) == n && !memcmp(p, word, n);
}

/* Lex one physical line [p, end). */
static void lex_line(struct lex_state *ls, const char *p, const char *end)
{
	const char *first;

	if (line_is(p, end, "#APP") || line_is(p, end, "#NO_APP")) {
		bool app = line_is(p, end, "#APP");

		new_stmt(ls, app ? STMT_APP : STMT_NO_APP, p, end - p)->name =
			app ? "#APP" : "#NO_APP";
		return;
	}
	first = skip_space(p, end);
	if (first < end && *first == '#')	/* '#' starts a line comment everywhere */
		return;
	while (p < end) {
		const char *sep, *stop;

		if (ls->in_block_comment) {
			const char *c = memmem(p, end - p, "*/", 2);

			if (!c)
				return;
			ls->in_block_comment = false;
			p = c + 2;
			continue;
		}
		stop = find_line_end(ls, p, end, &sep);
		lex_statement(ls, p, stop);
		if (sep) {
			p = sep + 1;
		} else if (stop + 1 < end && stop[0] == '/' && stop[1] == '*') {
			ls->in_block_comment = true;
			p = stop + 2;
		} else {
			return;		/* line comment, bad string, or end */
		}
	}
}

void lex_buffer(struct arena *a, struct diag *d, const struct lex_syntax *syn,
		const char *buf, size_t len, struct asm_lexed *out)
{
	struct lex_state ls = { .a = a, .d = d, .syn = syn, .out = out };
	const char *p = buf, *end = buf + len;

	while (p < end) {
		const char *nl = memchr(p, '\n', end - p);
		const char *le = nl ? nl : end;
		struct asm_line *l;

		out->lines = arena_grow(a, out->lines, sizeof(*out->lines),
					&out->cap_lines, out->nlines + 1);
		l = &out->lines[out->nlines++];
		ls.line = out->nlines;
		l->src = p;
		l->len = le - p;
		l->has_newline = nl != NULL;
		l->first_stmt = out->nstmts;
		lex_line(&ls, p, le);
		l->nstmts = out->nstmts - l->first_stmt;
		p = nl ? nl + 1 : end;
	}
}

char *lex_unquote(struct arena *a, const char *op)
{
	size_t n = strlen(op);
	char *res, *w;

	if (n < 2 || op[0] != '"' || skip_string(op, op + n) != op + n)
		return NULL;
	res = w = arena_alloc(a, n);
	for (const char *p = op + 1; p < op + n - 1; p++) {
		if (*p != '\\') {
			*w++ = *p;
			continue;
		}
		p++;
		switch (*p) {
		case 'n': *w++ = '\n'; break;
		case 't': *w++ = '\t'; break;
		case '"': *w++ = '"'; break;
		case '\\': *w++ = '\\'; break;
		default: *w++ = '\\'; *w++ = *p; break;
		}
	}
	*w = '\0';
	return res;
}
