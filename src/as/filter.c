// SPDX-License-Identifier: GPL-2.0
/* The statement filter: what a lexed statement does to the parse state,
 * and whether marks.c or rewrite.c can need it kept. */
#include "kcfi-markers.h"
#include "parse-int.h"

/* #APP and #NO_APP: whether s is in inline asm. True if s is one of them,
 * which marks.c needs to place a check. */
static bool app_bounds(struct parse_state *ps, struct asm_stmt *s)
{
	if (s->kind == STMT_APP) {
		/* GCC never nests them; which #NO_APP would close which is
		 * what a check's place depends on */
		if (ps->in_app)
			diag_error(ps->d, s->line, "'#APP' before the '#NO_APP' of the one at line %u",
				   ps->app_line);
		ps->in_app = true;
		ps->app_line = s->line;
		ps->apps++;
	}
	s->in_app = ps->in_app;
	if (s->kind == STMT_NO_APP)
		ps->in_app = false;
	if (s->kind != STMT_APP && s->kind != STMT_NO_APP)
		return false;
	s->section = ps->cur;
	return true;
}

/* The class of s if it is a directive (else DIR_BARRIER), its effect on
 * sections, bindings and function starts applied. */
static enum dir_class apply_directive(struct parse_state *ps, const struct asm_stmt *s)
{
	enum dir_class c;

	if (s->kind != STMT_DIRECTIVE)
		return DIR_BARRIER;
	c = dir_class(&ps->dirs, s->name, strlen(s->name));
	if (!s->in_app)
		parse_section_directive(ps, s, c);
	/* a binding counts in inline asm too: as applies it to the symbol */
	parse_binding(ps, s, c);
	if (c == DIR_TYPE && !s->in_app && s->nops == 2 && is_function_type(s->ops[1], strlen(s->ops[1])))
		function_starts(ps, s->src, s->ops[0], strlen(s->ops[0]));
	return c;
}

/* Kept for what came before it: a thunk's body after its label, and the
 * statement after a runtime call directive (arch.h), which marks.c reads
 * with the directive. */
static bool kept_by_context(struct parse_state *ps, const struct asm_stmt *s, enum dir_class c)
{
	bool kept = false;

	if (ps->keep && s->kind != STMT_LABEL && (s->kind == STMT_INSN || (c != DIR_INERT && c != DIR_SYMATTR))) {
		kept = true;
		ps->keep -= s->kind == STMT_INSN;
	}
	if (ps->runtime_next) {
		kept = true;
		ps->runtime_next = false;
	}
	if (s->kind == STMT_DIRECTIVE && !s->in_app && runtime_call_directive(ps->arch, s->name, strlen(s->name))) {
		kept = true;
		ps->runtime_next = true;
	}
	return kept;
}

static bool is_preamble_symbol(const struct parse_state *ps, const char *name)
{
	const char *pfx = ps->arch->preamble_symbol_prefix;

	return pfx && !strncmp(name, pfx, strlen(pfx));
}

/* The symbols kcfi-as makes: a directive naming a preamble's symbol, or a
 * definition of one, is kept for rewrite.c to judge; a definition of a
 * typeid symbol is an error. */
static bool names_our_symbol(struct parse_state *ps, const struct asm_stmt *s, enum dir_class c)
{
	bool kept = false;
	const char *def;
	size_t def_len;

	if (s->kind == STMT_DIRECTIVE && s->nops && (c == DIR_SYMATTR || c == DIR_TYPE || is_binding(c)) &&
	    is_preamble_symbol(ps, s->ops[0]))
		kept = true;
	if ((def = lex_defined_symbol(s, &def_len))) {
		/* as lets a later .set or label win over our id's .set: the
		 * input, inline asm included, must not define one */
		if (def_len >= KCFI_TYPEID_SYM_PREFIX_LEN &&
		    !memcmp(def, KCFI_TYPEID_SYM_PREFIX, KCFI_TYPEID_SYM_PREFIX_LEN))
			diag_error(ps->d, s->line, "symbol '%.*s' is reserved for kcfi-as", (int)def_len, def);
		kept |= is_preamble_symbol(ps, def);
	}
	return kept;
}

/* A label: kept if it is the first of a .kcfi_func symbol, whose place and
 * layout are taken now, or an .LPFE or .Lkcfi_ label (reserved). */
static bool label_seen(struct parse_state *ps, const struct asm_stmt *s, size_t idx)
{
	struct asm_symbol *sym = s->in_app ? NULL : symbol_find(ps, s->name, strlen(s->name));
	bool kept = false;

	if (sym && ps->sym[sym - ps->u->syms].label == NO_STMT) {
		struct sym_pending *sp = &ps->sym[sym - ps->u->syms];

		sp->label = idx;
		sym->layout = layout_of(layout_at(ps, s->section), &sp->prefix_label);
		kept = true;
		if (sp->thunk)
			ps->keep = 2;	/* a thunk's "mov; br" */
	}
	return kept || !strncmp(s->name, ".LPFE", 5) ||
	       !strncmp(s->name, KCFI_LABEL_PREFIX, KCFI_LABEL_PREFIX_LEN);
}

/* An instruction outside inline asm: kept if it is or prefixes a branch
 * the arch knows, or follows a prefix. */
static bool insn_seen(struct parse_state *ps, const struct asm_stmt *s)
{
	struct call_target t;
	enum call_kind kind = ps->arch->classify(ps->a, s, &t);
	bool kept = kind != CALL_KIND_NONE || ps->after_prefix;

	if (kind == CALL_KIND_DIRECT && ps->arch->thunk_call && s->nops == 1)
		want_thunk_label(ps, s->ops[0]);
	ps->after_prefix = kind == CALL_KIND_PREFIX;
	/* the window ends at a branch, not at the first instruction:
	 * whatever stands between marker and branch stays visible */
	if (kind != CALL_KIND_NONE && kind != CALL_KIND_PREFIX)
		ps->window = false;
	return kept;
}

/*
 * Apply s (which would be kept statement idx) to the parse state; true if s
 * can matter to marks.c or rewrite.c: markers and #APP/#NO_APP lines, the
 * labels of .kcfi_func symbols, .LPFE labels and .Lkcfi_ labels (reserved),
 * every instruction that is or prefixes an indirect branch, the instruction
 * after a prefix, and everything from a call marker to the next indirect
 * branch (so binding rules may look at what stands between).
 */
bool stmt_matters(struct parse_state *ps, struct asm_stmt *s, size_t idx)
{
	bool matters = ps->window;
	enum dir_class c;

	if (app_bounds(ps, s))
		return true;
	c = apply_directive(ps, s);
	s->section = ps->cur;
	matters |= kept_by_context(ps, s, c);
	matters |= names_our_symbol(ps, s, c);
	if (c == DIR_KCFI) {
		matters = true;
		if (streq(s->name, KCFI_MARK_CALL) || streq(s->name, KCFI_MARK_NOCHECK))
			ps->window = true;
	} else if (s->kind == STMT_LABEL) {
		matters |= label_seen(ps, s, idx);
	} else if (s->kind == STMT_INSN && !s->in_app) {
		matters |= insn_seen(ps, s);
	}
	layout_step(ps->syn, layout_at(ps, s->section), s, c, idx);
	return matters;
}
