// SPDX-License-Identifier: GPL-2.0
/* Markers -> edits; the arch backend produces all arch text (see rewrite.h). */
#include <limits.h>
#include <stdlib.h>

#include "rewrite.h"

struct rewrite_state {
	struct diag *d;
	const struct kcfi_arch *arch;
	const struct asm_unit *u;
	const struct kcfi_marks *m;
	struct asm_edits *ed;
	const char *cmt;		/* the arch's comment string */
	unsigned int *anchor;		/* per section: first check's label_no */
	const struct kcfi_mark **func_mark;	/* per symbol: its .kcfi_func */
};

static struct stmt_edit *edit_of(struct rewrite_state *rs, const struct asm_stmt *s)
{
	return &rs->ed->e[s->index];
}

/* Append [s, s+n) to t (text of one edit, kept in the edits' arena). */
static void edit_add(struct rewrite_state *rs, struct edit_text *t, const char *s, size_t n)
{
	char *buf;

	if (!n)
		return;
	buf = arena_alloc(&rs->ed->text, t->len + n + 1);
	if (t->len)
		memcpy(buf, t->buf, t->len);
	memcpy(buf + t->len, s, n);
	t->buf = buf;
	t->len += n;
}

/* Markers never reach as; a review comment may take their place. */
static void replace_marker(struct rewrite_state *rs, const struct kcfi_mark *k,
			   const char *text)
{
	struct stmt_edit *e = edit_of(rs, k->stmt);

	e->replaced = true;
	if (text)
		edit_add(rs, &e->replace, text, strlen(text));
}

static void apply_out(struct rewrite_state *rs, const struct asm_stmt *at,
		      const struct asm_stmt *insn, const struct strbuf *tag,
		      struct asm_out *out)
{
	struct stmt_edit *e = edit_of(rs, at);
	struct strbuf *sb = &out->before;

	/* one block: the tag, then the backend's lines */
	if (tag->len) {
		struct strbuf all = { 0 };

		sb_add(&all, tag->buf, tag->len);
		sb_add(&all, sb->buf ? sb->buf : "", sb->len);
		edit_add(rs, &e->before, all.buf, all.len);
		sb_release(&all);
	} else {
		edit_add(rs, &e->before, sb->buf, sb->len);
	}
	if (out->has_replace) {
		e = edit_of(rs, insn);
		e->replaced = true;
		edit_add(rs, &e->replace, out->replace.buf, out->replace.len);
	}
	sb_release(&out->before);
	sb_release(&out->replace);
}

static void rewrite_call(struct rewrite_state *rs, const struct kcfi_mark *k)
{
	uint32_t id = rs->arch->mask_type_id(ti_hash(rs->m->hash, k->type));
	struct call_site cs = {
		.insn = k->insn,
		.kind = k->call_kind,
		.target = k->target,
		.prefix_nops = rs->m->prefix_nops,
		.label_no = rs->ed->checks++,
		.has_prefix = k->insert_at != k->insn,
		.thunk_cs_prefix = rs->m->thunk_cs_prefix,
	};
	unsigned int *anchor = &rs->anchor[k->insn->section];
	struct asm_out out = { 0 };
	struct strbuf tag = { 0 };

	if (*anchor == UINT_MAX)
		*anchor = cs.label_no;
	cs.anchor_no = *anchor;
	if (rs->arch->emit_check(&out, &cs, id)) {
		diag_error(rs->d, k->insn->line,
			   "cannot emit a check here: the type id at offset -%ld is out of reach",
			   rs->arch->typeid_offset(cs.prefix_nops));
		sb_release(&out.before);
		sb_release(&out.replace);
		return;
	}
	sb_printf(&tag, "\t%s kcfi: check %s (0x%08x)\n", rs->cmt, k->type, id);
	apply_out(rs, k->insert_at, k->insn, &tag, &out);
	sb_release(&tag);
	replace_marker(rs, k, NULL);
}

/* The function's prefix area must match what callers assume. */
static bool func_prefix_ok(struct rewrite_state *rs, const struct kcfi_mark *k,
			   const struct func_layout *fl)
{
	unsigned int want = rs->m->prefix_nops;

	if ((fl->prefix_label ? fl->prefix_nops : 0) == want)
		return true;
	diag_error(rs->d, k->stmt->line,
		   "function '%s' has %u patchable prefix nops but '.kcfi_prefix_nops' is %u",
		   k->sym, fl->prefix_label ? fl->prefix_nops : 0, want);
	return false;
}

static bool func_seen_before(struct rewrite_state *rs, const struct kcfi_mark *k,
			     const struct asm_symbol *sym)
{
	const struct kcfi_mark **first = &rs->func_mark[sym - rs->u->syms];

	if (!*first) {
		*first = k;
		return false;
	}
	diag_error(rs->d, k->stmt->line, "second '.kcfi_func' for '%s'", k->sym);
	diag_note(rs->d, (*first)->stmt->line, "first one was here");
	return true;
}

static void rewrite_func(struct rewrite_state *rs, const struct kcfi_mark *k)
{
	const struct asm_symbol *sym = asm_find_symbol(rs->u, k->sym);
	uint32_t id = rs->arch->mask_type_id(ti_hash(rs->m->hash, k->type));
	struct asm_func fn = { .name = k->sym, .prefix_nops = rs->m->prefix_nops };
	struct asm_out out = { 0 };
	struct strbuf tag = { 0 };

	replace_marker(rs, k, NULL);
	if (!sym || !sym->label) {
		diag_error(rs->d, k->stmt->line,
			   "'.kcfi_func' for '%s', which is not defined in this file", k->sym);
		return;
	}
	if (func_seen_before(rs, k, sym))
		return;
	fn.layout = sym->layout;
	if (!func_prefix_ok(rs, k, &fn.layout))
		return;
	fn.binding = sym->binding;
	if (rs->arch->emit_preamble(&out, &fn, id))
		KCFI_BUG("emit_preamble failed for %s", k->sym);
	sb_printf(&tag, "\t%s kcfi: preamble %s (0x%08x)\n", rs->cmt, k->type, id);
	apply_out(rs, fn.layout.prefix_label ? fn.layout.prefix_label : sym->label,
		  NULL, &tag, &out);
	sb_release(&tag);
	rs->ed->preambles++;
}

/* __kcfi_typeid_SYM keeps the raw id (Clang 19, kcfi-abi.md 1.8 and 5). */
static void rewrite_typeid(struct rewrite_state *rs, const struct kcfi_mark *k)
{
	uint32_t id = ti_hash(rs->m->hash, k->type);
	struct strbuf sb = { 0 };

	sb_printf(&sb, "\t%s kcfi: typeid %s (0x%08x)\n", rs->cmt, k->type, id);
	sb_printf(&sb, "\t.weak\t__kcfi_typeid_%s\n\t.set\t__kcfi_typeid_%s, %u\n",
		  k->sym, k->sym, id);
	replace_marker(rs, k, sb.buf);
	sb_release(&sb);
}

static void rewrite_nocheck(struct rewrite_state *rs, const struct kcfi_mark *k)
{
	struct strbuf sb = { 0 };

	sb_printf(&sb, "\t%s kcfi: nocheck %s\n", rs->cmt, k->type);
	replace_marker(rs, k, sb.buf);
	sb_release(&sb);
}

/* kcfi-as names its labels .Lkcfi_*: the input must not use that space. */
static void check_reserved_labels(struct rewrite_state *rs)
{
	const struct asm_stmt *s;

	for_each_stmt(rs->u, s)
		if (s->kind == STMT_LABEL && !strncmp(s->name, ".Lkcfi_", 7))
			diag_error(rs->d, s->line,
				   "label '%s' is reserved for kcfi-as (.Lkcfi_*)", s->name);
}

int rewrite_unit(struct diag *d, const struct kcfi_arch *arch, const struct asm_unit *u,
		 const struct kcfi_marks *m, struct asm_edits *ed)
{
	struct rewrite_state rs = {
		.d = d, .arch = arch, .u = u, .m = m, .ed = ed,
		.cmt = arch->syntax.lex.comment,
	};

	memset(ed, 0, sizeof(*ed));
	ed->n = u->lx.nstmts;
	ed->e = calloc(ed->n ? ed->n : 1, sizeof(*ed->e));
	rs.anchor = malloc(u->nsections * sizeof(*rs.anchor));
	rs.func_mark = calloc(u->nsyms ? u->nsyms : 1, sizeof(*rs.func_mark));
	if (!ed->e || !rs.anchor || !rs.func_mark)
		KCFI_BUG("out of memory");
	for (size_t i = 0; i < u->nsections; i++)
		rs.anchor[i] = UINT_MAX;
	check_reserved_labels(&rs);
	for (size_t i = 0; i < m->nmarks; i++) {
		const struct kcfi_mark *k = &m->marks[i];

		switch (k->kind) {
		case MARK_CALL:
			rewrite_call(&rs, k);
			break;
		case MARK_FUNC:
			rewrite_func(&rs, k);
			break;
		case MARK_TYPEID:
			rewrite_typeid(&rs, k);
			break;
		case MARK_NOCHECK:
			rewrite_nocheck(&rs, k);
			break;
		default:
			replace_marker(&rs, k, NULL);
			break;
		}
	}
	free(rs.anchor);
	free(rs.func_mark);
	return d->errors ? -1 : 0;
}

void rewrite_free(struct asm_edits *ed)
{
	arena_free(&ed->text);
	free(ed->e);
	ed->e = NULL;
}
