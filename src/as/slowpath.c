// SPDX-License-Identifier: GPL-2.0
/* The lines the fast path leaves: lexed, each statement applied to the
 * parse state by the statement filter (stmt_matters()), and the line kept
 * if marks.c or rewrite.c can need one of them. */
#include <limits.h>

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
		/* the body follows its label in its section: a switch ends
		 * it, or a last label with fewer instructions after it than
		 * a thunk has keeps, and lexes, all the file's data after it */
		if (ps->cur != ps->keep_section)
			ps->keep = 0;
	}
	if (ps->runtime_next) {
		kept = true;
		ps->runtime_next = false;
	}
	if (s->kind == STMT_DIRECTIVE && !s->in_app && kcfi_arch_runtime_call_directive(ps->arch, s->name, strlen(s->name))) {
		kept = true;
		ps->runtime_next = true;
	}
	/* the instruction set a check is made for (call_site.mode); in
	 * inline asm too: as follows it there */
	if (s->kind == STMT_DIRECTIVE && kcfi_arch_mode_directive(ps->arch, s->name, strlen(s->name)))
		kept = true;
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

	if (s->kind == STMT_DIRECTIVE && s->nops &&
	    (c == DIR_SYMATTR || c == DIR_TYPE || is_binding(c)) && is_preamble_symbol(ps, s->ops[0]))
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
		if (sp->thunk) {
			ps->keep = 2;	/* a thunk's "mov; br" */
			ps->keep_section = s->section;
		}
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
static bool stmt_matters(struct parse_state *ps, struct asm_stmt *s, size_t idx)
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

/*
 * The statements of line [p, le) as the lexer would make them, in *ss:
 * none for a comment line, and #APP or #NO_APP (or the arch's line marks
 * that stand for them) made here in *app.
 */
static size_t line_stmts(struct parse_state *ps, const char *p, const char *le,
			 unsigned int line, struct asm_stmt *app, struct asm_stmt **ss)
{
	const char *fb = p;

	*app = (struct asm_stmt){ .line = line, .src = p, .src_len = le - p };
	while (fb < le && is_blank(*fb))
		fb++;
	/* a comment line (GCC's "# 12 "f.c" 1" around each marker): no
	 * statement, as lex_stmts() says of '#' but for #APP and
	 * #NO_APP; GCC prints these two alone on their line: made
	 * here as the lexer makes them */
	if (fb < le && *fb == '#' && (le - fb < 2 || (fb[1] != 'A' && fb[1] != 'N')) &&
	    (size_t)(le - p) <= UINT_MAX)
		return 0;
	if (fb == p && ps->syn->app_line_marks &&
	    (app->kind = line_mark(p, le, ps->syn->lex.comment)) != STMT_LABEL) {
		app->name = app->kind == STMT_APP ? "#APP" : "#NO_APP";
	} else if (fb == p && le - p == 4 && !memcmp(p, "#APP", 4)) {
		app->kind = STMT_APP;
		app->name = "#APP";
	} else if (fb == p && le - p == 7 && !memcmp(p, "#NO_APP", 7)) {
		app->kind = STMT_NO_APP;
		app->name = "#NO_APP";
	}
	if (!app->name)
		return lex_line(&ps->lx, p, le, line, ss);
	*ss = app;
	return 1;
}

/* The statements ss[0..n) of one line, kept: copied out of the lexer's
 * scratch, which the next line reuses. */
static void keep_stmts(struct parse_state *ps, const struct asm_stmt *ss, size_t n)
{
	struct asm_lexed *k = &ps->u->lx;

	k->stmts = arena_grow(ps->a, k->stmts, sizeof(*k->stmts), &k->cap_stmts, k->nstmts + n);
	for (size_t i = 0; i < n; i++) {
		lex_persist(ps->a, &k->stmts[k->nstmts], &ss[i]);
		k->stmts[k->nstmts].index = k->nstmts;
		k->nstmts++;
	}
}

/* A line that fast_line() did not take: lexed, each statement applied by
 * stmt_matters(), and kept if one of them matters. */
void slow_line(struct parse_state *ps, const char *p, const char *le, unsigned int line)
{
	struct asm_stmt app, *ss;
	size_t n = line_stmts(ps, p, le, line, &app, &ss);
	bool keep = false;

	for (size_t i = 0; i < n; i++)
		keep |= stmt_matters(ps, &ss[i], ps->u->lx.nstmts + i);
	/* a line is kept whole, so emit.c can rewrite it in one piece;
	 * rewritten, it would lose a comment that runs on */
	ps->lex_next = ps->window || ps->after_prefix || ps->keep || ps->runtime_next ||
		       ps->in_app || ps->lx.in_block_comment;
	if (keep && ps->lx.in_block_comment)
		diag_error(ps->d, line, "a '/*' comment runs on from a line kcfi-as rewrites");
	if (keep)
		keep_stmts(ps, ss, n);
}
