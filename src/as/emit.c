// SPDX-License-Identifier: GPL-2.0
/* Write a unit back out, verbatim where untouched (see emit.h). */
#include "emit.h"

static bool has_edit(const struct stmt_edit *e)
{
	return e->before.len || e->gen_before || e->replaced;
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

/* The text of the gen last made: a check's replacement follows its lines. */
struct made {
	const struct edit_gen *g;
	struct asm_out out;
};

static const struct asm_out *made_of(const struct asm_edits *ed, struct made *m,
				     const struct edit_gen *g)
{
	if (m->g != g) {
		edit_render(ed, g, &m->out);
		m->g = g;
	}
	return &m->out;
}

static void add_before(const struct asm_edits *ed, const struct stmt_edit *e, struct made *m,
		       struct strbuf *sb)
{
	if (e->before.len)
		sb_add(sb, e->before.buf, e->before.len);
	if (e->gen_before) {
		const struct asm_out *o = made_of(ed, m, e->gen_before);

		sb_add(sb, o->before.buf, o->before.len);
	}
}

static void add_replace(const struct asm_edits *ed, const struct stmt_edit *e, struct made *m,
			struct strbuf *sb)
{
	if (e->replace.len)
		sb_add(sb, e->replace.buf, e->replace.len);
	if (e->gen_replace) {
		const struct asm_out *o = made_of(ed, m, e->gen_replace);

		sb_add(sb, o->replace.buf, o->replace.len);
	}
}

static void emit_stmt(const struct asm_edits *ed, const struct asm_stmt *s,
		      const struct stmt_edit *e, struct made *m, struct strbuf *sb)
{
	add_before(ed, e, m, sb);
	if (e->replaced) {
		add_replace(ed, e, m, sb);
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
static void emit_line(const struct asm_edits *ed, const struct asm_stmt *s, size_t n,
		      const struct stmt_edit *e, const char *ls, const char *le, bool newline,
		      struct made *m, struct strbuf *sb, FILE *f)
{
	const char *tail = s[n - 1].src + s[n - 1].src_len;
	bool comment = false;

	sb_reset(sb);
	if (n == 1 && !e[0].replaced) {
		add_before(ed, &e[0], m, sb);
		fwrite(sb->buf, 1, sb->len, f);
		fwrite(ls, 1, le - ls, f);
		if (newline)
			fputc('\n', f);
		return;
	}
	for (size_t i = 0; i < n; i++)
		emit_stmt(ed, &s[i], &e[i], m, sb);
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
	struct made m = { 0 };
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
		emit_line(ed, &st[i], j - i, &ed->e[i], ls, le, le < end, &m, &sb, f);
		pos = le < end ? le + 1 : end;
	}
	copy_input(ed, &cut, pos, end, f);
	sb_release(&sb);
	sb_release(&m.out.before);
	sb_release(&m.out.replace);
	return ferror(f) ? -1 : 0;
}
