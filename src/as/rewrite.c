// SPDX-License-Identifier: GPL-2.0
/* Markers -> edits; the arch backend produces all arch text (see rewrite.h). */
#include <errno.h>
#include <limits.h>
#include <stdint.h>
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
	unsigned int form;		/* call_site.form */
	/* the last mode directive (arch.h) at or before statement mode_at */
	const struct asm_stmt *mode;
	size_t mode_at;
	const struct kcfi_mark **func_mark;	/* per symbol: its .kcfi_func */
	struct strmap typeid_mark;		/* symbol -> index of its .kcfi_typeid */
	/* a check's text is only looked at here (emit makes it again): one
	 * buffer for all checks of the unit, not an allocation each */
	struct asm_out out;
};

static struct stmt_edit *edit_of(struct rewrite_state *rs, const struct asm_stmt *s)
{
	return &rs->ed->e[s->index];
}

/* Markers never reach as; a review comment may take their place. */
static void replace_marker(struct rewrite_state *rs, const struct kcfi_mark *k,
			   const char *text)
{
	struct stmt_edit *e = edit_of(rs, k->stmt);

	e->replaced = true;
	if (text)
		e->replace = arena_strndup(&rs->ed->text, text, strlen(text));
}

/* g goes before at, and replaces insn if the backend rewrote it (replaces:
 * its text, made once to see that it can be, has a replacement). */
static void apply_gen(struct rewrite_state *rs, const struct asm_stmt *at,
		      const struct asm_stmt *insn, const struct edit_gen *g, bool replaces)
{
	struct stmt_edit *e = edit_of(rs, at);

	if (e->gen)
		KCFI_BUG("two checks or preambles before line %u", at->line);
	e->gen = g;
	e->gen_before = true;
	if (replaces) {
		e = edit_of(rs, insn);
		if (e->gen && e->gen != g)
			KCFI_BUG("two checks or preambles at line %u", insn->line);
		e->gen = g;
		e->replaced = true;
		e->gen_replaces = true;
	}
}

static struct edit_gen *new_gen(struct rewrite_state *rs, const struct kcfi_mark *k,
				uint32_t id, bool is_check)
{
	struct edit_gen *g = arena_alloc(&rs->ed->text, sizeof(*g));

	g->mark = k;
	g->id = id;
	g->is_check = is_check;
	return g;
}

void edit_render(const struct asm_edits *ed, const struct edit_gen *g, struct asm_out *out)
{
	char hex[8];

	sb_reset(&out->before);
	sb_reset(&out->replace);
	out->has_replace = false;
	/* "\t# kcfi: check TYPE (0x%08x)\n" without printf: emit makes one
	 * for every check and preamble */
	for (int i = 0; i < 8; i++)
		hex[i] = "0123456789abcdef"[(g->id >> (28 - 4 * i)) & 15];
	sb_add(&out->before, "\t", 1);
	sb_puts(&out->before, ed->cmt);
	sb_puts(&out->before, g->is_check ? " kcfi: check " : " kcfi: preamble ");
	sb_puts(&out->before, g->mark->type);
	sb_add(&out->before, " (0x", 4);
	sb_add(&out->before, hex, 8);
	sb_add(&out->before, ")\n", 2);
	if (g->is_check ? ed->arch->emit_check(out, &g->cs, g->id) :
	    ed->arch->emit_preamble(out, &g->fn, g->id))
		KCFI_BUG("the backend refused text it made before (line %u)",
			 g->mark->stmt->line);
}

/* The last of the arch's mode directives before s. Marks come in input
 * order, so the walk goes on from the last call's branch: linear in all. */
static const struct asm_stmt *mode_before(struct rewrite_state *rs, const struct asm_stmt *s)
{
	const struct asm_stmt *st = rs->u->lx.stmts;

	if (!rs->arch->mode_directives)
		return NULL;
	if (s->index < rs->mode_at) {
		rs->mode = NULL;
		rs->mode_at = 0;
	}
	for (; rs->mode_at < s->index; rs->mode_at++)
		if (st[rs->mode_at].kind == STMT_DIRECTIVE &&
		    kcfi_arch_mode_directive(rs->arch, st[rs->mode_at].name,
					     strlen(st[rs->mode_at].name)))
			rs->mode = &st[rs->mode_at];
	return rs->mode;
}

static void rewrite_call(struct rewrite_state *rs, const struct kcfi_mark *k)
{
	uint32_t id = kcfi_mask_type_id(rs->arch->mask_type_id, ti_hash(rs->m->hash, k->type));
	struct call_site cs = {
		.insn = k->insn,
		.kind = k->call_kind,
		.target = k->target,
		.prefix_nops = rs->m->prefix_nops,
		.label_no = rs->ed->checks++,
		.has_prefix = k->insert_at != k->insn,
		.thunk_cs_prefix = rs->m->thunk_cs_prefix,
		.mode = mode_before(rs, k->insn),
		.form = rs->form,
	};
	unsigned int *anchor = &rs->anchor[k->insn->section];
	struct asm_out *out = &rs->out;
	struct edit_gen *g;
	int err;

	if (*anchor == UINT_MAX)
		*anchor = cs.label_no;
	cs.anchor_no = *anchor;
	sb_reset(&out->before);
	sb_reset(&out->replace);
	out->has_replace = false;
	out->why = NULL;
	if ((err = rs->arch->emit_check(out, &cs, id))) {
		if (out->why)
			diag_error(rs->d, k->insn->line, "cannot emit a check: %s", out->why);
		else if (err == -ENOTSUP)
			diag_error(rs->d, k->insn->line,
				   "cannot emit a check: %s checks do not support %u prefix nops "
				   "(-fpatchable-function-entry=N,M with M > 0)", rs->arch->name, cs.prefix_nops);
		else if (err == -EINVAL)	/* e.g. an arm jump table "tbb [pc, r3]" */
			diag_error(rs->d, k->insn->line,
				   "cannot emit a check on '%s': %s checks a branch through a register only",
				   k->insn->name, rs->arch->name);
		else
			diag_error(rs->d, k->insn->line,
				   "cannot emit a check here: the type id at offset -%ld is out of reach",
				   kcfi_typeid_offset(rs->arch->nop_bytes, cs.prefix_nops));
		return;
	}
	g = new_gen(rs, k, id, true);
	g->cs = cs;
	apply_gen(rs, k->insert_at, k->insn, g, out->has_replace);
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
	uint32_t id = kcfi_mask_type_id(rs->arch->mask_type_id, ti_hash(rs->m->hash, k->type));
	struct asm_func fn = { .name = k->sym, .prefix_nops = rs->m->prefix_nops,
			       .arity = k->arity };
	struct edit_gen *g;

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
	if (fn.layout.align > KCFI_MAX_FUNC_ALIGN) {
		diag_error(rs->d, k->stmt->line,
			   "function '%s' is aligned to %u bytes; a preamble is padded to at most %u",
			   k->sym, fn.layout.align, KCFI_MAX_FUNC_ALIGN);
		return;
	}
	fn.binding = sym->binding;
	/* a preamble only adds lines, and every backend can make one: its text
	 * is made once, when emit.c writes it (edit_render) */
	g = new_gen(rs, k, id, false);
	g->fn = fn;
	apply_gen(rs, fn.layout.prefix_label ? fn.layout.prefix_label : sym->label, NULL, g,
		  false);
	rs->ed->preambles++;
}

/* __kcfi_typeid_SYM keeps the raw id (Clang 19, kcfi-abi.md 1.8 and 5). */
static void rewrite_typeid(struct rewrite_state *rs, const struct kcfi_mark *k)
{
	uint32_t id = ti_hash(rs->m->hash, k->type);
	struct strbuf sb = { 0 };
	bool added;
	size_t *first = strmap_slot(&rs->ed->text, &rs->typeid_mark, k->sym, &added);

	if (added) {
		*first = k - rs->m->marks;
	} else if (!streq(rs->m->marks[*first].type, k->type)) {
		/* as lets the later .set win: one of the two ids would be wrong */
		diag_error(rs->d, k->stmt->line, "second '.kcfi_typeid' for '%s' with another type",
			   k->sym);
		diag_note(rs->d, rs->m->marks[*first].stmt->line, "first one was here");
	}

	sb_printf(&sb, "\t%s kcfi: typeid %s (0x%08x)\n", rs->cmt, k->type, id);
	sb_printf(&sb, "\t.weak\t__kcfi_typeid_%s\n\t.set\t__kcfi_typeid_%s, %u\n",
		  k->sym, k->sym, id);
	replace_marker(rs, k, sb.buf);
	sb_release(&sb);
}

static void rewrite_nocheck(struct rewrite_state *rs, const struct kcfi_mark *k)
{
	struct strbuf sb = { 0 };

	/* one per jump table: without printf */
	sb_add(&sb, "\t", 1);
	sb_puts(&sb, rs->cmt);
	sb_puts(&sb, " kcfi: nocheck ");
	sb_puts(&sb, k->type);
	sb_add(&sb, "\n", 1);
	replace_marker(rs, k, sb.buf);
	sb_release(&sb);
}

enum app_line {
	APP_OPEN,		/* # 12 "file.c" 1: an asm statement starts */
	APP_CLOSE,		/* # 0 "" 2: it ends */
	APP_MARKER,		/* only markers, all of them rewritten */
	APP_OTHER,		/* the user's inline asm, or anything else */
};

/* cmt N "file" 1 ('#' or '//' as the arch comments) */
static bool is_app_open(const char *cmt, const char *p, const char *e)
{
	size_t n = strlen(cmt);

	if ((size_t)(e - p) < n + 7 || memcmp(p, cmt, n) || p[n] != ' ' || e[-2] != ' ' ||
	    e[-1] != '1' || e[-3] != '"')
		return false;
	for (p += n + 1; p < e && *p >= '0' && *p <= '9'; p++)
		;
	return e - p >= 5 && p[0] == ' ' && p[1] == '"';
}

static bool is_app_close(const char *cmt, const char *p, const char *e)
{
	size_t n = strlen(cmt);

	return (size_t)(e - p) == n + 7 && !memcmp(p, cmt, n) && !memcmp(p + n, " 0 \"\" 2", 7);
}

/* What the line [ls, le) inside an #APP block is; *k walks the kept
 * statements alongside (they are in input order). */
static enum app_line app_line_kind(struct rewrite_state *rs, const char *ls, const char *le,
				   size_t *k)
{
	const struct asm_stmt *st = rs->u->lx.stmts;
	bool any = false;

	if (is_app_close(rs->cmt, ls, le))
		return APP_CLOSE;
	if (is_app_open(rs->cmt, ls, le))
		return APP_OPEN;
	while (*k < rs->u->lx.nstmts && st[*k].src < ls)
		++*k;
	for (; *k < rs->u->lx.nstmts && st[*k].src < le; ++*k) {
		if (st[*k].kind != STMT_DIRECTIVE || strncmp(st[*k].name, KCFI_MARKER_PREFIX, KCFI_MARKER_PREFIX_LEN) ||
		    !rs->ed->e[*k].replaced)
			return APP_OTHER;
		any = true;
	}
	return any ? APP_MARKER : APP_OTHER;
}

static void add_cut(struct rewrite_state *rs, const char *start, const char *end)
{
	struct asm_edits *ed = rs->ed;

	if (ed->ncuts == ed->cap_cuts) {
		ed->cap_cuts = ed->cap_cuts ? 2 * ed->cap_cuts : 64;
		ed->cuts = realloc(ed->cuts, ed->cap_cuts * sizeof(*ed->cuts));
		if (!ed->cuts)
			diag_oom();
	}
	ed->cuts[ed->ncuts++] = (struct edit_cut){ start, end };
}

/*
 * GCC prints each marker (an ASM_INPUT) as inline asm: "#APP", "# 12 "f.c" 1",
 * the marker, "# 0 "" 2", "#NO_APP". None of it is in plain gcc -S output,
 * so it goes, leaving the user's own inline asm in the same block alone:
 * the "# N" pair of an asm statement that held only markers is cut, and the
 * #APP/#NO_APP pair too once nothing else is left between them.
 */
static void strip_marker_asm(struct rewrite_state *rs, size_t app, size_t no_app)
{
	const struct asm_stmt *st = rs->u->lx.stmts;
	const char *end = rs->u->buf + rs->u->len;
	const char *p = memchr(st[app].src, '\n', end - st[app].src);
	const char *stop = st[no_app].src, *open = NULL, *open_end = NULL;
	bool others = false, markers = false, group_markers = false, group_other = false;
	size_t k = app + 1;

	if (!p || stop < p)
		return;
	for (p++; p < stop;) {
		const char *le = memchr(p, '\n', stop - p);
		const char *next = le ? le + 1 : stop;

		switch (app_line_kind(rs, p, le ? le : stop, &k)) {
		case APP_OPEN:
			others |= open != NULL;		/* the one before never closed */
			open = p;
			open_end = next;
			group_markers = group_other = false;
			break;
		case APP_MARKER:
			markers = group_markers = true;
			break;
		case APP_OTHER:
			others = group_other = true;
			break;
		case APP_CLOSE:
			if (open && group_markers && !group_other) {
				add_cut(rs, open, open_end);
				add_cut(rs, p, next);
			} else {
				others = true;
			}
			open = NULL;
			break;
		}
		p = next;
	}
	if (markers && !others && !open) {
		rs->ed->e[app].replaced = true;
		rs->ed->e[no_app].replaced = true;
	}
}

static void strip_all_marker_asm(struct rewrite_state *rs)
{
	const struct asm_stmt *st = rs->u->lx.stmts;
	size_t app = SIZE_MAX;

	for (size_t i = 0; i < rs->u->lx.nstmts; i++) {
		if (st[i].kind == STMT_APP) {
			app = i;
		} else if (st[i].kind == STMT_NO_APP && app != SIZE_MAX) {
			strip_marker_asm(rs, app, i);
			app = SIZE_MAX;
		}
	}
}

/* __cfi_F is the preamble's symbol once F has a .kcfi_func: a .size,
 * .type or binding of the input's would change it (as lets the last win). */
static void check_preamble_symbols(struct rewrite_state *rs)
{
	const char *pfx = rs->arch->preamble_symbol_prefix;
	size_t n = pfx ? strlen(pfx) : 0;
	const struct asm_stmt *s;

	if (!pfx)
		return;
	for_each_stmt(rs->u, s) {
		const struct asm_symbol *sym;
		const char *name;
		size_t len;

		/* what defines the name (a label, .set, "x = y") or changes it */
		name = lex_defined_symbol(s, &len);
		if (!name && s->kind == STMT_DIRECTIVE && s->nops) {
			name = s->ops[0];
			len = strlen(name);
		}
		if (!name || len <= n || strncmp(name, pfx, n))
			continue;
		sym = asm_find_symboln(rs->u, name + n, len - n);
		if (sym && rs->func_mark[sym - rs->u->syms])
			diag_error(rs->d, s->line, "symbol '%.*s' is reserved for kcfi-as (the preamble of '%.*s')",
				   (int)len, name, (int)(len - n), name + n);
	}
}

/* kcfi-as names its labels .Lkcfi_*: the input must not use that space. */
static void check_reserved_labels(struct rewrite_state *rs)
{
	const struct asm_stmt *s;

	for_each_stmt(rs->u, s)
		if (s->kind == STMT_LABEL && !strncmp(s->name, KCFI_LABEL_PREFIX, KCFI_LABEL_PREFIX_LEN))
			diag_error(rs->d, s->line,
				   "label '%s' is reserved for kcfi-as (.Lkcfi_*)", s->name);
}

int rewrite_unit(struct diag *d, const struct kcfi_arch *arch, const struct asm_unit *u,
		 const struct kcfi_marks *m, unsigned int form, struct asm_edits *ed)
{
	struct rewrite_state rs = {
		.d = d, .arch = arch, .u = u, .m = m, .ed = ed, .form = form,
		.cmt = arch->syntax.lex.comment,
	};

	memset(ed, 0, sizeof(*ed));
	ed->arch = arch;
	ed->cmt = arch->syntax.lex.comment;
	ed->n = u->lx.nstmts;
	ed->e = xcalloc(ed->n ? ed->n : 1, sizeof(*ed->e));
	rs.anchor = malloc(u->nsections * sizeof(*rs.anchor));
	rs.func_mark = calloc(u->nsyms ? u->nsyms : 1, sizeof(*rs.func_mark));
	if (!ed->e || !rs.anchor || !rs.func_mark)
		diag_oom();
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
	check_preamble_symbols(&rs);	/* once func_mark knows every function */
	strip_all_marker_asm(&rs);
	free(rs.anchor);
	free(rs.func_mark);
	sb_release(&rs.out.before);
	sb_release(&rs.out.replace);
	return d->errors ? -1 : 0;
}

void rewrite_free(struct asm_edits *ed)
{
	arena_free(&ed->text);
	free(ed->cuts);
	free(ed->e);
	ed->e = NULL;
}
