// SPDX-License-Identifier: GPL-2.0
/* Write a unit back out, verbatim where untouched (see emit.h). */
#include "emit.h"

static bool has_edit(const struct stmt_edit *e)
{
	return e->before.len || e->replaced;
}

static const char *line_start(const struct asm_unit *u, const char *p)
{
	while (p > u->buf && p[-1] != '\n')
		p--;
	return p;
}

static const char *line_end(const struct asm_unit *u, const char *p)
{
	const char *e = memchr(p, '\n', u->buf + u->len - p);

	return e ? e : u->buf + u->len;
}

static void emit_stmt(const struct asm_stmt *s, const struct stmt_edit *e, struct strbuf *sb)
{
	if (e->before.len)
		sb_add(sb, e->before.buf, e->before.len);
	if (e->replaced) {
		if (e->replace.len)
			sb_add(sb, e->replace.buf, e->replace.len);
		return;
	}
	/* labels and #APP lines start in column 0, everything else is indented */
	if (s->kind != STMT_LABEL && s->kind != STMT_APP && s->kind != STMT_NO_APP)
		sb_add(sb, "\t", 1);
	sb_add(sb, s->src, s->src_len);
	sb_add(sb, "\n", 1);
}

/*
 * The physical line [ls, le) holding statements s[0..n) (all of them: parse.c
 * keeps lines whole), at least one edited. A lone statement that is not
 * replaced keeps its line byte for byte; otherwise each statement goes on a
 * line of its own and the line's comment follows the last of them.
 */
static void emit_line(const struct asm_stmt *s, size_t n, const struct stmt_edit *e,
		      const char *ls, const char *le, bool newline, struct strbuf *sb, FILE *f)
{
	const char *tail = s[n - 1].src + s[n - 1].src_len;
	bool comment = false;

	if (n == 1 && !e[0].replaced) {
		fwrite(e[0].before.buf, 1, e[0].before.len, f);
		fwrite(ls, 1, le - ls, f);
		if (newline)
			fputc('\n', f);
		return;
	}
	sb_reset(sb);
	for (size_t i = 0; i < n; i++)
		emit_stmt(&s[i], &e[i], sb);
	for (const char *c = tail; c < le; c++)
		comment |= *c != ' ' && *c != '\t' && *c != '\r';
	if (comment && sb->len) {
		/* before the last newline: "call *%r11 # the comment" */
		fwrite(sb->buf, 1, sb->len - 1, f);
		fwrite(tail, 1, le - tail, f);
		fputc('\n', f);
	} else {
		fwrite(sb->buf, 1, sb->len, f);
	}
}

/* Write [from, to) of the input, less the cuts in it (*cut: the next one). */
static void copy_input(const struct asm_edits *ed, size_t *cut, const char *from,
		       const char *to, FILE *f)
{
	for (; *cut < ed->ncuts && ed->cuts[*cut].start < to; ++*cut) {
		const struct edit_cut *c = &ed->cuts[*cut];

		if (c->start > from)
			fwrite(from, 1, c->start - from, f);
		if (c->end > from)
			from = c->end;
	}
	if (to > from)
		fwrite(from, 1, to - from, f);
}

int emit_unit(const struct asm_unit *u, const struct asm_edits *ed, FILE *f)
{
	const char *pos = u->buf, *end = u->buf + u->len;
	const struct asm_stmt *st = u->lx.stmts;
	struct strbuf sb = { 0 };
	size_t i = 0, j, cut = 0;

	for (; i < u->lx.nstmts; i = j) {
		const char *ls, *le;
		bool edited = false;

		for (j = i; j < u->lx.nstmts && st[j].line == st[i].line; j++)
			edited |= has_edit(&ed->e[j]);
		if (!edited)
			continue;
		ls = line_start(u, st[i].src);
		le = line_end(u, st[j - 1].src + st[j - 1].src_len);
		copy_input(ed, &cut, pos, ls, f);
		emit_line(&st[i], j - i, &ed->e[i], ls, le, le < end, &sb, f);
		pos = le < end ? le + 1 : end;
	}
	copy_input(ed, &cut, pos, end, f);
	sb_release(&sb);
	return ferror(f) ? -1 : 0;
}
