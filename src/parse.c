// SPDX-License-Identifier: GPL-2.0
/* Sections, #APP ranges, symbols and function layout (see parse.h). */
#include <stdlib.h>

#include "parse.h"

#define SECTION_STACK_MAX 64

struct section_state {
	unsigned int cur, prev;
	unsigned int stack[SECTION_STACK_MAX][2];	/* pushed {cur, prev} */
	unsigned int depth;
};

static unsigned int section_id(struct arena *a, struct asm_unit *u, const char *name)
{
	for (size_t i = 0; i < u->nsections; i++)
		if (streq(u->sections[i], name))
			return i;
	u->sections = arena_grow(a, u->sections, sizeof(*u->sections),
				 &u->cap_sections, u->nsections + 1);
	u->sections[u->nsections] = name;
	return u->nsections++;
}

static void section_switch(struct section_state *ss, unsigned int to)
{
	ss->prev = ss->cur;
	ss->cur = to;
}

/* Apply one section directive; returns false if s is not one. */
static bool parse_section_directive(struct arena *a, struct diag *d,
				    struct asm_unit *u, struct section_state *ss,
				    const struct asm_stmt *s)
{
	const char *n = s->name;

	if (streq(n, ".text") || streq(n, ".data") || streq(n, ".bss")) {
		section_switch(ss, section_id(a, u, n));
	} else if (streq(n, ".section")) {
		if (!s->nops) {
			diag_error(d, s->line, "'.section' without a section name");
			return true;
		}
		section_switch(ss, section_id(a, u, s->ops[0]));
	} else if (streq(n, ".pushsection")) {
		if (!s->nops || ss->depth == SECTION_STACK_MAX) {
			diag_error(d, s->line, "'.pushsection' without a name or nested too deeply");
			return true;
		}
		ss->stack[ss->depth][0] = ss->cur;
		ss->stack[ss->depth++][1] = ss->prev;
		section_switch(ss, section_id(a, u, s->ops[0]));
	} else if (streq(n, ".popsection")) {
		if (!ss->depth) {
			diag_error(d, s->line, "'.popsection' without a matching '.pushsection'");
			return true;
		}
		ss->depth--;
		ss->cur = ss->stack[ss->depth][0];
		ss->prev = ss->stack[ss->depth][1];
	} else if (streq(n, ".previous")) {
		section_switch(ss, ss->prev);
	} else {
		/* .subsection stays within the section: nothing to track */
		return false;
	}
	return true;
}

static struct asm_symbol *symbol_get(struct arena *a, struct asm_unit *u, const char *name)
{
	struct asm_symbol *sym = (struct asm_symbol *)asm_find_symbol(u, name);

	if (sym)
		return sym;
	u->syms = arena_grow(a, u->syms, sizeof(*u->syms), &u->cap_syms, u->nsyms + 1);
	sym = &u->syms[u->nsyms++];
	sym->name = name;
	sym->binding = SYM_LOCAL;
	sym->label = NULL;
	return sym;
}

static void parse_binding(struct arena *a, struct asm_unit *u, const struct asm_stmt *s)
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
		symbol_get(a, u, s->ops[i])->binding = b;
}

int asm_parse(struct arena *a, struct diag *d, const struct parse_syntax *syn,
	      const char *file, const char *buf, size_t len, struct asm_unit *u)
{
	struct section_state ss = { 0 };
	struct asm_stmt *s;
	bool in_app = false;

	memset(u, 0, sizeof(*u));
	u->file = file;
	lex_buffer(a, d, &syn->lex, buf, len, &u->lx);
	section_id(a, u, ".text");
	for_each_stmt(u, s) {
		if (s->kind == STMT_APP)
			in_app = true;
		s->in_app = in_app;
		if (s->kind == STMT_NO_APP)
			in_app = false;
		if (s->kind == STMT_DIRECTIVE && !s->in_app) {
			parse_section_directive(a, d, u, &ss, s);
			parse_binding(a, u, s);
		}
		s->section = ss.cur;
		if (s->kind == STMT_LABEL && !s->in_app) {
			struct asm_symbol *sym = symbol_get(a, u, s->name);

			if (!sym->label)
				sym->label = s;
		}
	}
	return d->errors ? -1 : 0;
}

const struct asm_symbol *asm_find_symbol(const struct asm_unit *u, const char *name)
{
	for (size_t i = 0; i < u->nsyms; i++)
		if (streq(u->syms[i].name, name))
			return &u->syms[i];
	return NULL;
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
static bool is_symbol_attribute(const struct asm_stmt *s)
{
	static const char *const names[] = {
		".globl", ".global", ".weak", ".local", ".hidden", ".protected",
		".internal", ".type", ".size", ".ent",
	};

	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (streq(s->name, names[i]))
			return true;
	/* markers (the plugin may print .kcfi_func after the alignment) */
	return !strncmp(s->name, ".kcfi_", 6) || streq(s->name, ".file") ||
	       streq(s->name, ".loc");
}

void asm_func_layout(const struct asm_unit *u, const struct parse_syntax *syn,
		     const struct asm_stmt *label, struct func_layout *out)
{
	const struct asm_stmt *s;
	unsigned int nops = 0;

	out->align = 1;
	out->prefix_label = NULL;
	out->prefix_nops = 0;
	for (s = label; s-- > u->lx.stmts;) {
		if (s->section != label->section || s->kind == STMT_APP ||
		    s->kind == STMT_NO_APP)
			continue;	/* other sections' bytes do not move fn */
		if (s->kind == STMT_INSN && streq(s->name, syn->nop) && !s->nops &&
		    !out->prefix_label) {
			nops++;
			continue;
		}
		if (s->kind == STMT_LABEL && !out->prefix_label &&
		    !strncmp(s->name, ".LPFE", 5)) {
			out->prefix_label = s;
			out->prefix_nops = nops;
			continue;
		}
		if (s->kind == STMT_DIRECTIVE) {
			unsigned int al = align_bytes(syn, s);

			if (al) {
				out->align = al;
				break;
			}
			if (is_symbol_attribute(s) || !strncmp(s->name, ".section", 8) ||
			    streq(s->name, ".text") || streq(s->name, ".previous") ||
			    streq(s->name, ".popsection") || streq(s->name, ".pushsection"))
				continue;
		}
		break;
	}
	/* nops without a .LPFE label are not a patchable prefix */
	if (!out->prefix_label && nops)
		out->align = 1;
}
