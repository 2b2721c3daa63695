// SPDX-License-Identifier: GPL-2.0
/* Write a unit back out, verbatim where untouched (see emit.h). */
#include "emit.h"

static bool has_edit(const struct stmt_edit *e)
{
	return e->gen_before || e->replaced;
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
	if (e->gen_before) {
		const struct asm_out *o = made_of(ed, m, e->gen);

		sb_add(sb, o->before.buf, o->before.len);
	}
}

static void add_replace(const struct asm_edits *ed, const struct stmt_edit *e, struct made *m,
			struct strbuf *sb)
{
	if (e->replace)
		sb_puts(sb, e->replace);
	if (e->gen_replaces) {
		const struct asm_out *o = made_of(ed, m, e->gen);

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
 * The physical line [ls, le) holding statements s[0..n) (all of them: the
 * parser keeps lines whole), at least one edited, appended to ob. A lone
 * statement that is not replaced keeps its line byte for byte; otherwise
 * each statement goes on a line of its own and the line's comment follows
 * the last of them.
 */
static void emit_line(const struct asm_edits *ed, const struct asm_stmt *s, size_t n,
		      const struct stmt_edit *e, const char *ls, const char *le, bool newline,
		      struct made *m, struct strbuf *ob)
{
	const char *tail = s[n - 1].src + s[n - 1].src_len;
	size_t start = ob->len;
	bool comment = false;

	if (n == 1 && !e[0].replaced) {
		add_before(ed, &e[0], m, ob);
		sb_add(ob, ls, le - ls);
		if (newline)
			sb_add(ob, "\n", 1);
		return;
	}
	for (size_t i = 0; i < n; i++)
		emit_stmt(ed, &s[i], &e[i], m, ob);
	for (const char *c = tail; c < le; c++)
		comment |= *c != ' ' && *c != '\t' && *c != '\r';
	if (comment && ob->len > start) {
		/* before the last newline: "call *%r11 # the comment" */
		ob->len--;
		sb_add(ob, tail, le - tail);
		sb_add(ob, "\n", 1);
	}
}

/* Write [from, to) of the input, less the cuts in it (*cut: the next one),
 * through ob; a long piece goes straight to f (most of a file with few
 * edits: no copy). */
static void copy_input(const struct asm_edits *ed, size_t *cut, const char *from,
		       const char *to, struct strbuf *ob, FILE *f)
{
	for (;;) {
		const struct edit_cut *c = *cut < ed->ncuts && ed->cuts[*cut].start < to ?
			&ed->cuts[*cut] : NULL;
		const char *piece_end = c ? c->start : to;

		if (piece_end - from >= 64 * 1024) {
			if (ob->len)
				fwrite(ob->buf, 1, ob->len, f);
			sb_reset(ob);
			fwrite(from, 1, piece_end - from, f);
		} else if (piece_end > from) {
			sb_add(ob, from, piece_end - from);
		}
		if (!c)
			break;
		if (c->end > from)
			from = c->end;
		++*cut;
	}
}

int emit_unit(const struct asm_unit *u, const struct asm_edits *ed, FILE *f)
{
	const char *pos = u->buf, *end = u->buf + u->len;
	const struct asm_stmt *st = u->lx.stmts;
	struct strbuf ob = { 0 };	/* the output, written in big blocks */
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
		copy_input(ed, &cut, pos, ls, &ob, f);
		emit_line(ed, &st[i], j - i, &ed->e[i], ls, le, le < end, &m, &ob);
		pos = le < end ? le + 1 : end;
		if (ob.len >= 256 * 1024) {
			fwrite(ob.buf, 1, ob.len, f);
			sb_reset(&ob);
		}
	}
	copy_input(ed, &cut, pos, end, &ob, f);
	if (ob.len)
		fwrite(ob.buf, 1, ob.len, f);
	sb_release(&ob);
	sb_release(&m.out.before);
	sb_release(&m.out.replace);
	return ferror(f) ? -1 : 0;
}
