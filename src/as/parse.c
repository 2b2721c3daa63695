// SPDX-License-Identifier: GPL-2.0
/* The pass over the lines (see parse.h): each line goes the fast way
 * (fastpath.c) or to the lexer and the statement filter (filter.c). */
#include <limits.h>

#include "parse-int.h"

static void parse_init(struct parse_state *ps)
{
	char *stop = ps->stop;

	lex_init(&ps->lx, ps->d, &ps->syn->lex);
	dir_index_init(&ps->dirs);
	for (const char *c = "\n;\"'/"; *c; c++)
		*stop++ = *c;
	if (ps->syn->lex.comment[0] != '/')
		*stop++ = ps->syn->lex.comment[0];
	*stop = '\0';
	fastpath_init(ps);
}

/*
 * GCC's marks around an asm statement, where the arch has no #APP: the line
 * "<cmt> N "file" 1" (N > 0) opens it and "<cmt> 0 "" 2" closes it. Any
 * other line is STMT_LABEL (no mark).
 */
static enum stmt_kind line_mark(const char *p, const char *le, const char *cmt)
{
	size_t clen = strlen(cmt);
	const char *n, *q;

	if ((size_t)(le - p) < clen + 7 || memcmp(p, cmt, clen) || p[clen] != ' ')
		return STMT_LABEL;
	for (n = q = p + clen + 1; q < le && *q >= '0' && *q <= '9'; q++)
		;
	if (q == n || q + 5 > le || q[0] != ' ' || q[1] != '"' || le[-2] != ' ')
		return STMT_LABEL;
	if (le - q == 5 && q - n == 1 && *n == '0' && q[2] == '"' && le[-1] == '2')
		return STMT_NO_APP;
	if (*n != '0' && le[-1] == '1' && le[-3] == '"' && le - q > 5)
		return STMT_APP;
	return STMT_LABEL;
}

int asm_parse(struct arena *a, struct diag *d, const struct kcfi_arch *arch,
	      const char *file, const char *buf, size_t len, struct asm_unit *u)
{
	struct parse_state ps = { .a = a, .d = d, .arch = arch, .syn = &arch->syntax, .u = u };
	const char *p = buf, *end = buf + len, *nul;
	unsigned int line = 0;

	if (buf[len])
		KCFI_BUG("asm_parse: the buffer must end in a NUL");
	memset(u, 0, sizeof(*u));
	u->file = file;
	u->buf = buf;
	u->len = len;
	/* names and operands are C strings: a NUL would silently cut one */
	nul = memchr(buf, '\0', len);
	if (nul) {
		for (const char *q = buf; (q = memchr(q, '\n', nul - q)); q++)
			line++;
		diag_error(d, line + 1, "NUL byte in the input");
		return -1;
	}
	parse_init(&ps);
	collect_func_symbols(&ps, &ps.lx, buf, len);
	ps.sym = arena_grow(a, NULL, sizeof(*ps.sym), &ps.cap_sym, u->nsyms ? u->nsyms : 1);
	for (size_t i = 0; i < u->nsyms; i++)
		ps.sym[i] = (struct sym_pending){ .label = NO_STMT, .prefix_label = NO_STMT };
	section_id(&ps, ".text", 5);
	while (p < end) {
		/* one pass finds the end of the line or a reason to lex it */
		const char *q = p + strcspn(p, ps.stop);
		const char *le = q < end && *q != '\n' ? memchr(q, '\n', end - q) : q;
		struct asm_lexed *k = &u->lx;
		const char *fb = p;
		struct asm_stmt *ss;
		bool keep = false, comment_line = false;
		size_t n;

		le = le ? le : end;
		if (++line == UINT_MAX) {
			diag_error(d, line, "more than %u lines", UINT_MAX - 1);
			break;
		}
		if ((q != le && !only_strings(&ps, q, le)) || !fast_line(&ps, p, le, q != le)) {
			struct asm_stmt app = { .line = line, .src = p, .src_len = le - p };

			while (fb < le && is_blank(*fb))
				fb++;
			/* a comment line (GCC's "# 12 "f.c" 1" around each marker): no
			 * statement, as lex_stmts() says of '#' but for #APP and
			 * #NO_APP; GCC prints these two alone on their line: made
			 * here as the lexer makes them */
			if (fb < le && *fb == '#' && (le - fb < 2 || (fb[1] != 'A' && fb[1] != 'N')) &&
			    (size_t)(le - p) <= UINT_MAX) {
				comment_line = true;
			} else if (fb == p && ps.syn->app_line_marks &&
				   (app.kind = line_mark(p, le, ps.syn->lex.comment)) != STMT_LABEL) {
				app.name = app.kind == STMT_APP ? "#APP" : "#NO_APP";
			} else if (fb == p && le - p == 4 && !memcmp(p, "#APP", 4)) {
				app.kind = STMT_APP;
				app.name = "#APP";
			} else if (fb == p && le - p == 7 && !memcmp(p, "#NO_APP", 7)) {
				app.kind = STMT_NO_APP;
				app.name = "#NO_APP";
			}
			if (comment_line) {
				n = 0;
			} else if (app.name) {
				ss = &app;
				n = 1;
			} else {
				n = lex_line(&ps.lx, p, le, line, &ss);
			}
			for (size_t i = 0; i < n; i++)
				keep |= stmt_matters(&ps, &ss[i], k->nstmts + i);
			/* a line is kept whole, so emit.c can rewrite it in one piece;
			 * rewritten, it would lose a comment that runs on */
			ps.lex_next = ps.window || ps.after_prefix || ps.keep || ps.runtime_next ||
				      ps.in_app || ps.lx.in_block_comment;
			if (keep && ps.lx.in_block_comment)
				diag_error(d, line, "a '/*' comment runs on from a line kcfi-as rewrites");
			if (keep) {
				k->stmts = arena_grow(a, k->stmts, sizeof(*k->stmts),
						      &k->cap_stmts, k->nstmts + n);
				for (size_t i = 0; i < n; i++) {
					lex_persist(a, &k->stmts[k->nstmts], &ss[i]);
					k->stmts[k->nstmts].index = k->nstmts;
					k->nstmts++;
				}
			}
		}
		p = le < end ? le + 1 : end;
	}
	u->lx.nlines = line;
	lex_release(&ps.lx);
	/* GCC closes an asm statement's #APP with the next function or
	 * variable; after the last top-level asm there is none, and the file's
	 * end (.ident, notes, the kcfi header of a unit without functions)
	 * stays inside it, as GNU as allows. */
	/* statements no longer move: indices become pointers */
	for (size_t i = 0; i < u->nsyms; i++) {
		if (ps.sym[i].label != NO_STMT)
			u->syms[i].label = &u->lx.stmts[ps.sym[i].label];
		if (ps.sym[i].prefix_label != NO_STMT)
			u->syms[i].layout.prefix_label = &u->lx.stmts[ps.sym[i].prefix_label];
	}
	return d->errors ? -1 : 0;
}
