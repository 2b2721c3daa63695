// SPDX-License-Identifier: GPL-2.0
/* Write a unit back out, verbatim where untouched (see emit.h). */
#include "emit.h"

static bool line_has_edit(const struct asm_line *l, const struct asm_edits *ed)
{
	for (unsigned int i = l->first_stmt; i < l->first_stmt + l->nstmts; i++)
		if (ed->e[i].before.len || ed->e[i].replaced)
			return true;
	return false;
}

static void emit_stmt(const struct asm_stmt *s, const struct stmt_edit *e, FILE *f)
{
	if (e->before.len)
		fwrite(e->before.buf, 1, e->before.len, f);
	if (e->replaced) {
		if (e->replace.len)
			fwrite(e->replace.buf, 1, e->replace.len, f);
		return;
	}
	/* labels and #APP lines start in column 0, everything else is indented */
	if (s->kind != STMT_LABEL && s->kind != STMT_APP && s->kind != STMT_NO_APP)
		fputc('\t', f);
	fwrite(s->src, 1, s->src_len, f);
	fputc('\n', f);
}

int emit_unit(const struct asm_unit *u, const struct asm_edits *ed, FILE *f)
{
	for (size_t i = 0; i < u->lx.nlines; i++) {
		const struct asm_line *l = &u->lx.lines[i];

		if (!line_has_edit(l, ed)) {
			fwrite(l->src, 1, l->len, f);
			if (l->has_newline)
				fputc('\n', f);
			continue;
		}
		for (unsigned int j = l->first_stmt; j < l->first_stmt + l->nstmts; j++)
			emit_stmt(&u->lx.stmts[j], &ed->e[j], f);
	}
	return ferror(f) ? -1 : 0;
}
