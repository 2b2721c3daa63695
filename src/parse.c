// SPDX-License-Identifier: GPL-2.0
/* Sections, #APP ranges, symbols and function layout (see parse.h). */
#include <stdlib.h>

#include "parse.h"

#define SECTION_STACK_MAX 64

/*
 * For each section, what the statements since its last alignment directive
 * or "barrier" say about a label that comes next (see func_layout). Seen
 * from the label backwards the rule is: nops and symbol attributes, then
 * optionally one .LPFE label with only attributes before it, then the
 * alignment directive; anything else ends the walk with no alignment.
 * Kept forwards, so each label costs O(1).
 */
struct layout_state {
	unsigned int align;			/* 1: a barrier came after the last one */
	const struct asm_stmt *prefix_label;	/* last .LPFE label since then */
	unsigned int nops;			/* since prefix_label, else since align */
	bool broken;				/* nop or .LPFE before prefix_label */
};

struct parse_state {
	struct arena *a;
	struct diag *d;
	const struct parse_syntax *syn;
	struct asm_unit *u;
	struct layout_state *layout;		/* one per section */
	size_t cap_layout;
	unsigned int cur, prev;			/* current and .previous section */
	unsigned int stack[SECTION_STACK_MAX][2];	/* pushed {cur, prev} */
	unsigned int depth;
};

static unsigned int section_id(struct parse_state *ps, const char *name)
{
	struct asm_unit *u = ps->u;
	bool added;
	size_t *id = strmap_slot(ps->a, &u->section_ids, name, &added);

	if (!added)
		return *id;
	u->sections = arena_grow(ps->a, u->sections, sizeof(*u->sections),
				 &u->cap_sections, u->nsections + 1);
	ps->layout = arena_grow(ps->a, ps->layout, sizeof(*ps->layout), &ps->cap_layout,
				u->nsections + 1);
	ps->layout[u->nsections] = (struct layout_state){ .align = 1 };
	u->sections[u->nsections] = name;
	*id = u->nsections;
	return u->nsections++;
}

static void section_switch(struct parse_state *ps, unsigned int to)
{
	ps->prev = ps->cur;
	ps->cur = to;
}

/* Apply one section directive; returns false if s is not one. */
static bool parse_section_directive(struct parse_state *ps, const struct asm_stmt *s)
{
	const char *n = s->name;

	if (streq(n, ".text") || streq(n, ".data") || streq(n, ".bss")) {
		section_switch(ps, section_id(ps, n));
	} else if (streq(n, ".section")) {
		if (!s->nops) {
			diag_error(ps->d, s->line, "'.section' without a section name");
			return true;
		}
		section_switch(ps, section_id(ps, s->ops[0]));
	} else if (streq(n, ".pushsection")) {
		if (!s->nops || ps->depth == SECTION_STACK_MAX) {
			diag_error(ps->d, s->line, "'.pushsection' without a name or nested too deeply");
			return true;
		}
		ps->stack[ps->depth][0] = ps->cur;
		ps->stack[ps->depth++][1] = ps->prev;
		section_switch(ps, section_id(ps, s->ops[0]));
	} else if (streq(n, ".popsection")) {
		if (!ps->depth) {
			diag_error(ps->d, s->line, "'.popsection' without a matching '.pushsection'");
			return true;
		}
		ps->depth--;
		ps->cur = ps->stack[ps->depth][0];
		ps->prev = ps->stack[ps->depth][1];
	} else if (streq(n, ".previous")) {
		section_switch(ps, ps->prev);
	} else {
		/* .subsection stays within the section: nothing to track */
		return false;
	}
	return true;
}

const struct asm_symbol *asm_find_symbol(const struct asm_unit *u, const char *name)
{
	const size_t *id = strmap_get(&u->sym_ids, name);

	return id ? &u->syms[*id] : NULL;
}

static struct asm_symbol *symbol_get(struct parse_state *ps, const char *name)
{
	struct asm_unit *u = ps->u;
	bool added;
	size_t *id = strmap_slot(ps->a, &u->sym_ids, name, &added);
	struct asm_symbol *sym;

	if (!added)
		return &u->syms[*id];
	u->syms = arena_grow(ps->a, u->syms, sizeof(*u->syms), &u->cap_syms, u->nsyms + 1);
	*id = u->nsyms;
	sym = &u->syms[u->nsyms++];
	memset(sym, 0, sizeof(*sym));
	sym->name = name;
	sym->binding = SYM_LOCAL;
	return sym;
}

static void parse_binding(struct parse_state *ps, const struct asm_stmt *s)
{
	enum sym_binding b;

	if (streq(s->name, ".globl") || streq(s->name, ".global"))
		b = SYM_GLOBAL;
	else if (streq(s->name, ".weak"))
		b = SYM_WEAK;
	else if (streq(s->name, ".local"))
		b = SYM_LOCAL;
	else
		return;
	for (unsigned int i = 0; i < s->nops; i++)
		symbol_get(ps, s->ops[i])->binding = b;
}

/* Alignment in bytes guaranteed by an alignment directive, 0 if it is not
 * one or its max-skip operand means the alignment may not happen. */
static unsigned int align_bytes(const struct parse_syntax *syn, const struct asm_stmt *s)
{
	bool p2 = streq(s->name, ".p2align") ||
		  (streq(s->name, ".align") && syn->align_is_pow2);
	unsigned long v, bytes;

	if (!(p2 || streq(s->name, ".align") || streq(s->name, ".balign")) || !s->nops)
		return 0;
	v = strtoul(s->ops[0], NULL, 0);
	if ((p2 && v > 31) || (!p2 && (v == 0 || (v & (v - 1)))))
		return 0;
	bytes = p2 ? 1ul << v : v;
	if (s->nops >= 3 && *s->ops[2] && strtoul(s->ops[2], NULL, 0) < bytes - 1)
		return 0;
	return bytes;
}

/* Directives that may stand between a function's alignment and its label
 * because they emit no bytes into the function's section. */
static bool emits_no_bytes(const struct asm_stmt *s)
{
	static const char *const names[] = {
		".globl", ".global", ".weak", ".local", ".hidden", ".protected",
		".internal", ".type", ".size", ".ent", ".file", ".loc", ".text",
		".previous", ".popsection", ".pushsection",
	};

	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (streq(s->name, names[i]))
			return true;
	/* markers (the plugin may print .kcfi_func after the alignment) */
	return !strncmp(s->name, ".kcfi_", 6) || !strncmp(s->name, ".section", 8);
}

/* Where s leaves the layout of a label that may follow in its section. */
static void layout_step(const struct parse_syntax *syn, struct layout_state *ls,
			const struct asm_stmt *s)
{
	unsigned int al;

	if (s->kind == STMT_INSN && streq(s->name, syn->nop) && !s->nops) {
		ls->nops++;
	} else if (s->kind == STMT_LABEL && !strncmp(s->name, ".LPFE", 5)) {
		ls->broken |= ls->prefix_label || ls->nops;
		ls->prefix_label = s;
		ls->nops = 0;
	} else if (s->kind == STMT_DIRECTIVE && (al = align_bytes(syn, s))) {
		*ls = (struct layout_state){ .align = al };
	} else if (!(s->kind == STMT_DIRECTIVE && emits_no_bytes(s))) {
		*ls = (struct layout_state){ .align = 1 };	/* a barrier */
	}
}

static struct func_layout layout_of(const struct layout_state *ls)
{
	struct func_layout fl = { .align = ls->align };

	if (ls->prefix_label) {
		fl.prefix_label = ls->prefix_label;
		fl.prefix_nops = ls->nops;
		if (ls->broken)
			fl.align = 1;
	} else if (ls->nops) {
		fl.align = 1;	/* nops without a .LPFE label are not a patchable prefix */
	}
	return fl;
}

int asm_parse(struct arena *a, struct diag *d, const struct parse_syntax *syn,
	      const char *file, const char *buf, size_t len, struct asm_unit *u)
{
	struct parse_state ps = { .a = a, .d = d, .syn = syn, .u = u };
	struct asm_stmt *s;
	bool in_app = false;

	memset(u, 0, sizeof(*u));
	u->file = file;
	lex_buffer(a, d, &syn->lex, buf, len, &u->lx);
	section_id(&ps, ".text");
	for_each_stmt(u, s) {
		if (s->kind == STMT_APP)
			in_app = true;
		s->in_app = in_app;
		if (s->kind == STMT_NO_APP)
			in_app = false;
		if (s->kind == STMT_DIRECTIVE && !s->in_app) {
			parse_section_directive(&ps, s);
			parse_binding(&ps, s);
		}
		s->section = ps.cur;
		if (s->kind == STMT_APP || s->kind == STMT_NO_APP)
			continue;
		if (s->kind == STMT_LABEL && !s->in_app) {
			struct asm_symbol *sym = symbol_get(&ps, s->name);

			if (!sym->label) {
				sym->label = s;
				sym->layout = layout_of(&ps.layout[s->section]);
			}
		}
		layout_step(syn, &ps.layout[s->section], s);
	}
	return d->errors ? -1 : 0;
}
