// SPDX-License-Identifier: GPL-2.0
/* The current section, and per section what a label coming next would
 * find in front of it (see parse-int.h, struct layout_state). */
#include <stdlib.h>

#include "kcfi-markers.h"
#include "parse-int.h"

unsigned int section_id(struct parse_state *ps, const char *name, size_t len)
{
	struct asm_unit *u = ps->u;
	const size_t *known = strmap_getn(&u->section_ids, name, len);
	bool added;
	size_t *id;

	if (known)
		return *known;
	name = arena_strndup(ps->a, name, len);		/* s's text is scratch */
	id = strmap_slot(ps->a, &u->section_ids, name, &added);
	u->sections = arena_grow(ps->a, u->sections, sizeof(*u->sections),
				 &u->cap_sections, u->nsections + 1);
	ps->layout = arena_grow(ps->a, ps->layout, sizeof(*ps->layout), &ps->cap_layout,
				u->nsections + 1);
	layout_barrier(ps, u->nsections, 1);
	u->sections[u->nsections] = name;
	*id = u->nsections;
	return u->nsections++;
}

/* Apply a section directive of class c whose first operand is [op, op+len)
 * (op NULL: it has none) at line, from a statement or from fast_line(). */
void section_directive(struct parse_state *ps, enum dir_class c, const char *dir,
			      const char *op, size_t len, unsigned int line)
{
	/* its entries must be exactly the checks' traps (verify.h) */
	if ((c == DIR_SECTION || c == DIR_PUSHSECTION) && op &&
	    len == strlen(KCFI_TRAPS_SECTION) && !memcmp(op, KCFI_TRAPS_SECTION, len))
		diag_error(ps->d, line, "section '.kcfi_traps' is reserved for kcfi-as");
	switch (c) {
	case DIR_TEXT:
	case DIR_SELF_SECTION:
		section_switch(ps, section_id(ps, dir, strlen(dir)));
		break;
	case DIR_SECTION:
		if (!op)
			diag_error(ps->d, line, "'.section' without a section name");
		else
			section_switch(ps, section_id(ps, op, len));
		break;
	case DIR_PUSHSECTION:
		if (!op || ps->depth == SECTION_STACK_MAX) {
			diag_error(ps->d, line, "'.pushsection' without a name or nested too deeply");
			break;
		}
		ps->stack[ps->depth][0] = ps->cur;
		ps->stack[ps->depth++][1] = ps->prev;
		section_switch(ps, section_id(ps, op, len));
		break;
	case DIR_POPSECTION:
		if (!ps->depth) {
			diag_error(ps->d, line, "'.popsection' without a matching '.pushsection'");
			break;
		}
		ps->depth--;
		ps->cur = ps->stack[ps->depth][0];
		ps->prev = ps->stack[ps->depth][1];
		break;
	case DIR_PREVIOUS:
		section_switch(ps, ps->prev);
		break;
	default:
		/* .subsection stays within the section: nothing to track */
		break;
	}
}

void parse_section_directive(struct parse_state *ps, const struct asm_stmt *s,
				    enum dir_class c)
{
	section_directive(ps, c, s->name, s->nops ? s->ops[0] : NULL,
			  s->nops ? strlen(s->ops[0]) : 0, s->line);
}

/* Alignment in bytes guaranteed by an alignment directive of class c, 0 if
 * it is not one or its max-skip operand means the alignment may not happen. */
unsigned int align_bytes(const struct parse_syntax *syn, const struct asm_stmt *s,
				enum dir_class c)
{
	bool p2 = c == DIR_P2ALIGN || (c == DIR_ALIGN && syn->align_is_pow2);
	unsigned long v, bytes;

	if (!(c == DIR_P2ALIGN || c == DIR_ALIGN || c == DIR_BALIGN) || !s->nops)
		return 0;
	v = strtoul(s->ops[0], NULL, 0);
	if ((p2 && v > 31) || (!p2 && (v == 0 || (v & (v - 1)))))
		return 0;
	bytes = p2 ? 1ul << v : v;
	if (s->nops >= 3 && *s->ops[2] && strtoul(s->ops[2], NULL, 0) < bytes - 1)
		return 0;
	return bytes;
}

/* Where s (a directive of class c, if one) leaves the layout of a label
 * that may follow in its section. */
void layout_step(const struct parse_syntax *syn, struct layout_state *ls,
			const struct asm_stmt *s, enum dir_class c, size_t idx)
{
	unsigned int al;

	if (s->kind == STMT_INSN && streq(s->name, syn->nop) && !s->nops) {
		ls->nops++;
	} else if (s->kind == STMT_LABEL && !strncmp(s->name, ".LPFE", 5)) {
		ls->broken |= ls->prefix_label != NO_STMT || ls->nops;
		ls->prefix_label = idx;
		ls->nops = 0;
	} else if (s->kind == STMT_DIRECTIVE && (al = align_bytes(syn, s, c))) {
		*ls = (struct layout_state){ .align = al, .prefix_label = NO_STMT, .apps = ls->apps };
	} else if (!(s->kind == STMT_DIRECTIVE && emits_no_bytes(c))) {
		*ls = (struct layout_state){ .align = 1, .prefix_label = NO_STMT, .apps = ls->apps };
	}
}

struct func_layout layout_of(const struct layout_state *ls, size_t *prefix_label)
{
	struct func_layout fl = { .align = ls->align };

	*prefix_label = ls->prefix_label;
	if (ls->prefix_label != NO_STMT) {
		fl.prefix_nops = ls->nops;
		if (ls->broken)
			fl.align = 1;
	} else if (ls->nops) {
		fl.align = 1;	/* nops without a .LPFE label are not a patchable prefix */
	}
	return fl;
}
