// SPDX-License-Identifier: GPL-2.0
/* GNU as statement lexer (see lex.h). */
#include <ctype.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "lex.h"

static void *xrealloc(void *p, size_t size)
{
	p = realloc(p, size);
	if (!p)
		diag_oom();
	return p;
}

void lex_init(struct lexer *lx, struct diag *d, const struct lex_syntax *syn)
{
	memset(lx, 0, sizeof(*lx));
	lx->syn = syn;
	lx->d = d;
	lx->clen = strlen(syn->comment);
	for (const char *c = "\"';/"; *c; c++)
		lx->special[(unsigned char)*c] = true;
	lx->special[(unsigned char)syn->comment[0]] = true;
}

void lex_release(struct lexer *lx)
{
	free(lx->stmts);
	free(lx->text);
	free(lx->ops);
	memset(lx, 0, sizeof(*lx));
}

/* A NUL-terminated copy of [p, p+n) in the line's text scratch (sized by
 * lex_line so that it never moves while a line is lexed). */
static const char *scratch_str(struct lexer *lx, const char *p, size_t n)
{
	char *dst = lx->text + lx->used_text;

	memcpy(dst, p, n);
	dst[n] = '\0';
	lx->used_text += n + 1;
	return dst;
}

/* as takes bytes >= 0x80 as name characters: GCC writes UTF-8 identifiers raw */
static bool is_sym_char(int c)
{
	/* by table: called for every character of every name lexed */
	static const unsigned char sym[256] = {
		['0' ... '9'] = 1, ['A' ... 'Z'] = 1, ['a' ... 'z'] = 1,
		['_'] = 1, ['.'] = 1, ['$'] = 1, ['@'] = 1, [0x80 ... 0xff] = 1,
	};

	return sym[c & 0xff];
}

static const char *skip_space(const char *p, const char *end)
{
	while (p < end && (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\f'))
		p++;
	return p;
}

static const char *trim_end(const char *start, const char *end)
{
	/* isspace() of the C locale, spelled out: no call per character */
	while (end > start && (end[-1] == ' ' || (end[-1] >= '\t' && end[-1] <= '\r')))
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


static struct asm_stmt *new_stmt(struct lexer *lx, enum stmt_kind kind,
				 const char *src, size_t len)
{
	struct asm_stmt *s;

	if (lx->nstmts == lx->cap_stmts) {
		lx->cap_stmts = lx->cap_stmts ? 2 * lx->cap_stmts : 8;
		lx->stmts = xrealloc(lx->stmts, lx->cap_stmts * sizeof(*lx->stmts));
	}
	s = &lx->stmts[lx->nstmts];
	memset(s, 0, sizeof(*s));
	s->kind = kind;
	s->line = lx->line;
	s->index = lx->nstmts++;
	s->src = src;
	s->src_len = len;
	return s;
}

static void add_op(struct lexer *lx, const char *op)
{
	if (lx->nops == lx->cap_ops) {
		lx->cap_ops = lx->cap_ops ? 2 * lx->cap_ops : 32;
		lx->ops = xrealloc(lx->ops, lx->cap_ops * sizeof(*lx->ops));
	}
	lx->ops[lx->nops++] = op;
}

/* Split "a, (b,c), "x,y"" at top-level commas into trimmed operands. */
static void split_operands(struct lexer *lx, struct asm_stmt *s,
			   const char *p, const char *end)
{
	/* the characters the loop below looks at; most are none of them */
	static const bool stop[256] = {
		['"'] = 1, ['\''] = 1, ['('] = 1, ['['] = 1, ['{'] = 1,
		[')'] = 1, [']'] = 1, ['}'] = 1, [','] = 1,
	};
	unsigned int depth = 0;
	const char *start = p;

	p = skip_space(p, end);
	if (p == end)
		return;
	for (start = p; p <= end; p++) {
		while (p < end && !stop[(unsigned char)*p])
			p++;
		if (p < end && *p == '"') {
			const char *q = lex_skip_string(p, end);

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

			add_op(lx, scratch_str(lx, b, trim_end(b, p) - b));
			s->nops++;
			start = p + 1;
		}
	}
}

/* If a label "sym:" or ""quoted":" starts at p (no white space before),
 * the end of its name; *colon is then its ':'. NULL if none does. */
static const char *label_name_end(const char *p, const char *end, const char **colon)
{
	const char *q = p, *name_end;

	if (p < end && *q == '"') {
		q = lex_skip_string(q, end);
		if (!q)
			return NULL;
	} else {
		while (q < end && is_sym_char((unsigned char)*q))
			q++;
	}
	name_end = q;
	q = skip_space(q, end);
	if (name_end > p && q < end && *q == ':' && (q + 1 == end || q[1] != ':')) {
		*colon = q;
		return name_end;
	}
	return NULL;
}

/* Where a statement starting at p begins once its labels are skipped. */
static const char *skip_labels(const char *p, const char *end)
{
	const char *colon;

	for (p = skip_space(p, end); label_name_end(p, end, &colon); p = skip_space(colon + 1, end))
		;
	return p;
}

/* One statement text [p, end) with comments already removed. */
static void lex_statement(struct lexer *lx, const char *p, const char *end)
{
	for (;;) {
		const char *q, *name_end, *colon;
		struct asm_stmt *s;

		p = skip_space(p, end);
		end = trim_end(p, end);
		if (p == end)
			return;
		if ((name_end = label_name_end(p, end, &colon))) {
			s = new_stmt(lx, STMT_LABEL, p, colon + 1 - p);
			s->name = scratch_str(lx, p, name_end - p);
			p = colon + 1;
			continue;
		}
		/* mnemonic or directive: first word up to white space */
		q = p;
		while (q < end && *q != ' ' && !(*q >= '\t' && *q <= '\r'))
			q++;
		s = new_stmt(lx, *p == '.' ? STMT_DIRECTIVE : STMT_INSN, p, end - p);
		s->name = scratch_str(lx, p, q - p);
		split_operands(lx, s, q, end);
		return;
	}
}

/* Find where a comment starts in [p, end), honouring strings; also reports
 * an unterminated string. Returns end if there is no comment. */
static const char *find_line_end(struct lexer *lx, const char *p,
				 const char *end, const char **sep)
{
	size_t clen = lx->clen;

	*sep = NULL;
	for (; p < end; p++) {
		if (!lx->special[(unsigned char)*p])
			continue;
		if (*p == '"') {
			const char *q = lex_skip_string(p, end);

			if (!q) {
				diag_error(lx->d, lx->line, "unterminated string");
				return p;
			}
			p = q - 1;
		} else if (*p == '\'') {
			p = skip_char_const(p, end);
		} else if ((size_t)(end - p) >= clen && !memcmp(p, lx->syn->comment, clen)) {
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

/* The statements of the physical line [p, end). */
static void lex_stmts(struct lexer *lx, const char *p, const char *end)
{
	const char *first = skip_space(p, end);

	if (first < end && *first == '#') {
		/* '#' starts a line comment everywhere, but for these two */
		if (line_is(p, end, "#APP"))
			new_stmt(lx, STMT_APP, p, end - p)->name = "#APP";
		else if (line_is(p, end, "#NO_APP"))
			new_stmt(lx, STMT_NO_APP, p, end - p)->name = "#NO_APP";
		return;
	}
	while (p < end) {
		const char *sep, *stop;

		if (lx->in_block_comment) {
			const char *c = memmem(p, end - p, "*/", 2);

			if (!c)
				return;
			lx->in_block_comment = false;
			p = c + 2;
			continue;
		}
		/* as reads a '#' that starts a statement (after labels or ';') as
		 * a comment to the end of the line, on aarch64 too */
		if (memchr(p, '#', end - p)) {
			stop = skip_labels(p, end);
			if (stop < end && *stop == '#') {
				lex_statement(lx, p, stop);
				return;
			}
		}
		stop = find_line_end(lx, p, end, &sep);
		lex_statement(lx, p, stop);
		if (sep) {
			p = sep + 1;
		} else if (stop + 1 < end && stop[0] == '/' && stop[1] == '*') {
			lx->in_block_comment = true;
			p = stop + 2;
		} else {
			return;		/* line comment, bad string, or end */
		}
	}
}

size_t lex_line(struct lexer *lx, const char *p, const char *end, unsigned int line,
		struct asm_stmt **stmts)
{
	size_t need = 2 * (size_t)(end - p) + 2;	/* every byte once, plus NULs */
	size_t k = 0;

	if ((size_t)(end - p) > UINT_MAX) {
		/* asm_stmt.src_len could not hold it: say so, do not cut */
		diag_error(lx->d, line, "line longer than %u bytes", UINT_MAX);
		*stmts = lx->stmts;
		return lx->nstmts = 0;
	}
	if (need > lx->cap_text) {
		lx->cap_text = need > 256 ? need : 256;
		lx->text = xrealloc(lx->text, lx->cap_text);
	}
	lx->used_text = 0;
	lx->nstmts = 0;
	lx->nops = 0;
	lx->line = line;
	lex_stmts(lx, p, end);
	/* lx->ops may have moved while growing: point each statement now */
	for (size_t i = 0; i < lx->nstmts; i++) {
		lx->stmts[i].ops = lx->ops ? lx->ops + k : NULL;	/* no NULL + 0 */
		k += lx->stmts[i].nops;
	}
	*stmts = lx->stmts;
	return lx->nstmts;
}

void lex_persist(struct arena *a, struct asm_stmt *dst, const struct asm_stmt *s)
{
	size_t size = s->nops * sizeof(*dst->ops) + strlen(s->name) + 1;
	char *text;

	*dst = *s;
	if (s->kind == STMT_APP || s->kind == STMT_NO_APP)
		return;		/* name is a string constant */
	/* one block: the operand pointers, then the name and operands */
	for (unsigned int i = 0; i < s->nops; i++)
		size += strlen(s->ops[i]) + 1;
	dst->ops = arena_alloc(a, size);
	text = (char *)(dst->ops + s->nops);
	dst->name = text;
	text = stpcpy(text, s->name) + 1;
	for (unsigned int i = 0; i < s->nops; i++) {
		dst->ops[i] = text;
		text = stpcpy(text, s->ops[i]) + 1;
	}
}

void lex_buffer(struct arena *a, struct diag *d, const struct lex_syntax *syn,
		const char *buf, size_t len, struct asm_lexed *out)
{
	const char *p = buf, *end = buf + len;
	struct lexer lx;

	lex_init(&lx, d, syn);
	while (p < end) {
		const char *nl = memchr(p, '\n', end - p);
		const char *le = nl ? nl : end;
		struct asm_stmt *ss;
		size_t n = lex_line(&lx, p, le, ++out->nlines, &ss);

		out->stmts = arena_grow(a, out->stmts, sizeof(*out->stmts), &out->cap_stmts,
					out->nstmts + n);
		for (size_t i = 0; i < n; i++) {
			lex_persist(a, &out->stmts[out->nstmts], &ss[i]);
			out->stmts[out->nstmts].index = out->nstmts;
			out->nstmts++;
		}
		p = nl ? nl + 1 : end;
	}
	lex_release(&lx);
}

char *lex_unquote(struct arena *a, const char *op)
{
	size_t n = strlen(op);
	char *res, *w;

	if (n < 2 || op[0] != '"' || lex_skip_string(op, op + n) != op + n)
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

/* The directives that give a symbol its value or storage. */
static bool defining_directive(const char *name)
{
	static const char *const dirs[] = { ".set", ".equ", ".equiv", ".eqv", ".comm", ".lcomm" };

	/* asked of every kept directive: most start with none of these letters */
	if (name[0] != '.' || !name[1] || !strchr("secl", name[1]))
		return false;
	for (size_t i = 0; i < sizeof(dirs) / sizeof(dirs[0]); i++)
		if (!strcmp(name, dirs[i]))
			return true;
	return false;
}

const char *lex_defined_symbol(const struct asm_stmt *s, size_t *len)
{
	const char *p, *eq;

	switch (s->kind) {
	case STMT_LABEL:
		p = s->name;
		break;
	case STMT_DIRECTIVE:
		if (!s->nops || !defining_directive(s->name))
			return NULL;
		p = s->ops[0];
		break;
	case STMT_INSN:		/* "sym = expr", "sym=expr", "sym == expr" */
		p = s->name;
		if ((eq = strchr(p, '='))) {
			*len = eq - p;
			return eq > p ? p : NULL;
		}
		if (!s->nops || s->ops[0][0] != '=')
			return NULL;
		break;
	default:
		return NULL;
	}
	*len = strlen(p);
	if (*len >= 2 && p[0] == '"' && p[*len - 1] == '"') {	/* as's quoted names */
		p++;
		*len -= 2;
	}
	return p;
}
