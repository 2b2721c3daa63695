// SPDX-License-Identifier: GPL-2.0
/* Sections, #APP ranges, symbols and function layout (see parse.h). */
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>

#include "arch.h"
#include "kcfi-markers.h"
#include "parse.h"

#define SECTION_STACK_MAX 64
#define NO_STMT SIZE_MAX

/* What a directive does to the parse state, looked up once per directive. */
enum dir_class {
	DIR_BARRIER,		/* emits bytes (data, .cfi_*) or unknown: ends a layout */
	DIR_INERT,		/* no bytes, no state: .loc, .file, .ent */
	DIR_TYPE,		/* .type: no bytes; "@function" starts a function */
	DIR_SYMATTR,		/* .size/.hidden/...: no bytes, names a symbol */
	DIR_TEXT,		/* .text: switch to the section so named */
	DIR_SELF_SECTION,	/* .data/.bss: the same, but they end a layout */
	DIR_SECTION, DIR_PUSHSECTION, DIR_POPSECTION, DIR_PREVIOUS,
	DIR_GLOBL, DIR_WEAK, DIR_LOCAL,
	DIR_ALIGN, DIR_P2ALIGN, DIR_BALIGN,
	DIR_KCFI,		/* .kcfi_*: a marker */
	DIR_SET,		/* defines a symbol: a barrier, looked at for reserved names */
};

static const struct dir_name {
	const char *name;
	unsigned char len, cls;
} dir_names[] = {
#define D(n, c) { n, sizeof(n) - 1, c }
	D(".loc", DIR_INERT), D(".file", DIR_INERT), D(".type", DIR_TYPE),
	D(".size", DIR_SYMATTR), D(".hidden", DIR_SYMATTR), D(".protected", DIR_SYMATTR),
	D(".internal", DIR_SYMATTR), D(".ent", DIR_INERT),
	D(".text", DIR_TEXT), D(".data", DIR_SELF_SECTION), D(".bss", DIR_SELF_SECTION),
	D(".section", DIR_SECTION), D(".pushsection", DIR_PUSHSECTION),
	D(".popsection", DIR_POPSECTION), D(".previous", DIR_PREVIOUS),
	D(".globl", DIR_GLOBL), D(".global", DIR_GLOBL), D(".weak", DIR_WEAK),
	D(".local", DIR_LOCAL), D(".align", DIR_ALIGN), D(".p2align", DIR_P2ALIGN),
	D(".balign", DIR_BALIGN), D(".set", DIR_SET), D(".equ", DIR_SET), D(".equiv", DIR_SET),
	D(".eqv", DIR_SET), D(".comm", DIR_SET), D(".lcomm", DIR_SET),
#undef D
};
_Static_assert(sizeof(dir_names) / sizeof(dir_names[0]) <= 32, "dir_class()'s masks are 32 bits");

/* bit i of by_letter[c]: dir_names[i] starts ".c", so a directive is
 * compared with its few candidates alone. Made per parse: no mutable
 * state outlives asm_parse(). */
struct dir_index {
	uint32_t by_letter[256];
};

static void dir_index_init(struct dir_index *di)
{
	memset(di, 0, sizeof(*di));
	for (size_t i = 0; i < sizeof(dir_names) / sizeof(dir_names[0]); i++)
		di->by_letter[(unsigned char)dir_names[i].name[1]] |= (uint32_t)1 << i;
}

/* The class of the directive named [p, p+n), p[0] == '.'. Most directives
 * of a file are none of the table's (.uleb128, .byte, .cfi_*): the first
 * letter and the length turn them away before any compare. */
static enum dir_class dir_class(const struct dir_index *di, const char *p, size_t n)
{
	if (n < 2)
		return DIR_BARRIER;
	if (n >= KCFI_MARKER_PREFIX_LEN && !memcmp(p, KCFI_MARKER_PREFIX, KCFI_MARKER_PREFIX_LEN))
		return DIR_KCFI;
	for (uint32_t m = di->by_letter[(unsigned char)p[1]]; m; m &= m - 1) {
		const struct dir_name *d = &dir_names[__builtin_ctz(m)];

		if (d->len == n && !memcmp(d->name, p, n))
			return d->cls;
	}
	return DIR_BARRIER;
}

/* Bytes between a function's alignment and its label break the layout;
 * these directives emit none into the label's section. */
static bool emits_no_bytes(enum dir_class c)
{
	return c == DIR_INERT || c == DIR_SYMATTR || c == DIR_TYPE || c == DIR_TEXT || c == DIR_SECTION || c == DIR_PUSHSECTION ||
	       c == DIR_POPSECTION || c == DIR_PREVIOUS || c == DIR_GLOBL || c == DIR_WEAK ||
	       c == DIR_LOCAL || c == DIR_KCFI;
}

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
	size_t prefix_label;			/* last .LPFE label since then, or NO_STMT */
	unsigned int nops;			/* since prefix_label, else since align */
	bool broken;				/* nop or .LPFE before prefix_label */
	unsigned int apps;			/* parse_state.apps when last written */
};

/* Where a symbol's label and layout are while statements still move. */
struct sym_pending {
	size_t label, prefix_label;		/* kept-statement indices, or NO_STMT */
	bool thunk;				/* a direct call's target: keep its body */
};

struct parse_state {
	struct arena *a;
	struct diag *d;
	const struct kcfi_arch *arch;
	const struct parse_syntax *syn;
	struct asm_unit *u;
	struct sym_pending *sym;		/* one per u->syms */
	size_t cap_sym;
	struct layout_state *layout;		/* one per section */
	size_t cap_layout;
	unsigned int cur, prev;			/* current and .previous section */
	unsigned int stack[SECTION_STACK_MAX][2];	/* pushed {cur, prev} */
	unsigned int depth;
	bool in_app;
	unsigned int app_line;	/* of the #APP that in_app is inside */
	unsigned int apps;	/* #APP blocks so far: layouts older are unknown */
	bool window;		/* a call marker waits for its instruction */
	unsigned int keep;	/* the next instructions are kept: a thunk's body */
	bool runtime_next;	/* after a runtime call directive (arch.h): the
				 * next statement is kept, whatever it is, so
				 * marks.c sees what follows the directive */
	bool after_prefix;	/* the last instruction was a prefix ("cs") */
	bool lex_next;		/* one of the above (or a block comment) sends
				 * the next line to the lexer, whatever it is */
	struct lexer lx;
	struct dir_index dirs;
	char stop[8];		/* chars that send a line to the lexer (strcspn) */
	bool sym_char[256];	/* label and mnemonic characters */
	/* bit min(len, 63) of [c]: a symbol of that length starts with c.
	 * Most labels (".L5", ".LFB3") are no symbol, and this answers them
	 * without hashing the name */
	uint64_t sym_shape[256];
	/* bit i: arch->branch_mnemonics[i] starts with the letter / has the
	 * length (16: 16 or more), so a word meets only its few candidates */
	uint64_t branch_first[256], branch_len[17];
};

/* A label's layout cannot be known across inline asm: kcfi-as does not
 * follow its section switches, so its bytes may be in any section, and
 * --verify reads no preamble across it either. */
static struct layout_state *layout_at(struct parse_state *ps, unsigned int sec)
{
	struct layout_state *ls = &ps->layout[sec];

	if (ls->apps != ps->apps)
		*ls = (struct layout_state){ .align = 1, .prefix_label = NO_STMT, .apps = ps->apps };
	return ls;
}

/* Bytes or an alignment directive: what comes before no longer matters. */
static void layout_barrier(struct parse_state *ps, unsigned int sec, unsigned int align)
{
	ps->layout[sec] = (struct layout_state){ .align = align, .prefix_label = NO_STMT,
						  .apps = ps->apps };
}

static unsigned int section_id(struct parse_state *ps, const char *name, size_t len)
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

static void section_switch(struct parse_state *ps, unsigned int to)
{
	ps->prev = ps->cur;
	ps->cur = to;
}

/* Apply a section directive of class c whose first operand is [op, op+len)
 * (op NULL: it has none) at line, from a statement or from fast_line(). */
static void section_directive(struct parse_state *ps, enum dir_class c, const char *dir,
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

static void parse_section_directive(struct parse_state *ps, const struct asm_stmt *s,
				    enum dir_class c)
{
	section_directive(ps, c, s->name, s->nops ? s->ops[0] : NULL,
			  s->nops ? strlen(s->ops[0]) : 0, s->line);
}

const char *asm_function_at(const struct asm_unit *u, const char *at)
{
	size_t lo = 0, hi = u->nfuncs;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (u->funcs[mid].at < at)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo ? u->funcs[lo - 1].name : NULL;
}

const struct asm_symbol *asm_find_symbol(const struct asm_unit *u, const char *name)
{
	return asm_find_symboln(u, name, strlen(name));
}

const struct asm_symbol *asm_find_symboln(const struct asm_unit *u, const char *name, size_t len)
{
	const size_t *id = strmap_getn(&u->sym_ids, name, len);

	return id ? &u->syms[*id] : NULL;
}

static uint64_t shape_bit(size_t len)
{
	return (uint64_t)1 << (len < 63 ? len : 63);
}

static struct asm_symbol *symbol_find(struct parse_state *ps, const char *name, size_t len)
{
	const size_t *id;

	if (!(ps->sym_shape[(unsigned char)name[0]] & shape_bit(len)))
		return NULL;
	id = strmap_getn(&ps->u->sym_ids, name, len);
	return id ? &ps->u->syms[*id] : NULL;
}

/* The index of symbol [name, name+len) in u->syms, added (local, no label
 * yet) if new; *added says which. name may be scratch: it is copied. */
static size_t add_symbol(struct parse_state *ps, const char *name, size_t len, bool *added)
{
	struct asm_unit *u = ps->u;
	const struct asm_symbol *known = symbol_find(ps, name, len);
	bool is_new;
	size_t *id;

	*added = !known;
	if (known)
		return known - u->syms;
	name = arena_strndup(ps->a, name, len);
	id = strmap_slot(ps->a, &u->sym_ids, name, &is_new);
	ps->sym_shape[(unsigned char)name[0]] |= shape_bit(len);
	u->syms = arena_grow(ps->a, u->syms, sizeof(*u->syms), &u->cap_syms, u->nsyms + 1);
	u->syms[u->nsyms] = (struct asm_symbol){ .name = name, .binding = SYM_LOCAL };
	return *id = u->nsyms++;
}

/*
 * A direct call's target may be a thunk that branches through a register
 * (arch thunk_call): make it a symbol, so its label and the instructions
 * after it are kept. GCC prints such thunks after their callers.
 */
static void want_thunk_label(struct parse_state *ps, const char *name)
{
	bool added;
	size_t i = add_symbol(ps, name, strlen(name), &added);

	if (added) {
		ps->sym = arena_grow(ps->a, ps->sym, sizeof(*ps->sym), &ps->cap_sym, i + 1);
		ps->sym[i] = (struct sym_pending){ .label = NO_STMT, .prefix_label = NO_STMT };
	}
	ps->sym[i].thunk = true;
}

static bool runtime_call_directive(const struct kcfi_arch *arch, const char *name, size_t n)
{
	for (const char *const *d = arch->runtime_call_directives; d && *d; d++)
		if (strlen(*d) == n && !memcmp(name, *d, n))
			return true;
	return false;
}

/* A binding directive of class c names [name, name+len). */
static void bind_symbol(struct parse_state *ps, enum dir_class c, const char *name, size_t len)
{
	enum sym_binding b = c == DIR_GLOBL ? SYM_GLOBAL : c == DIR_WEAK ? SYM_WEAK : SYM_LOCAL;
	struct asm_symbol *sym = symbol_find(ps, name, len);

	/* as lets .weak override .globl, in either order */
	if (sym && !(sym->binding == SYM_WEAK && b == SYM_GLOBAL))
		sym->binding = b;
}

static bool is_binding(enum dir_class c)
{
	return c == DIR_GLOBL || c == DIR_WEAK || c == DIR_LOCAL;
}

static void parse_binding(struct parse_state *ps, const struct asm_stmt *s, enum dir_class c)
{
	if (is_binding(c))
		for (unsigned int i = 0; i < s->nops; i++)
			bind_symbol(ps, c, s->ops[i], strlen(s->ops[i]));
}

/* Alignment in bytes guaranteed by an alignment directive of class c, 0 if
 * it is not one or its max-skip operand means the alignment may not happen. */
static unsigned int align_bytes(const struct parse_syntax *syn, const struct asm_stmt *s,
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
static void layout_step(const struct parse_syntax *syn, struct layout_state *ls,
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

static struct func_layout layout_of(const struct layout_state *ls, size_t *prefix_label)
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

/* Remember where each function starts, for kcfi-as --explain: a
 * ".type NAME, @function" at 'at' (outside inline asm). */
static void function_starts(struct parse_state *ps, const char *at, const char *name, size_t len)
{
	struct asm_unit *u = ps->u;

	u->funcs = arena_grow(ps->a, u->funcs, sizeof(*u->funcs), &u->cap_funcs, u->nfuncs + 1);
	u->funcs[u->nfuncs++] = (struct asm_func_start){ at, arena_strndup(ps->a, name, len) };
}

static bool is_function_type(const char *p, size_t n)
{
	return n == 9 && (*p == '@' || *p == '%') && !memcmp(p + 1, "function", 8);
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
	enum dir_class c = DIR_BARRIER;
	bool matters = ps->window;
	const char *def;
	size_t def_len;

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
	if (s->kind == STMT_APP || s->kind == STMT_NO_APP) {
		s->section = ps->cur;
		return true;
	}
	if (s->kind == STMT_DIRECTIVE)
		c = dir_class(&ps->dirs, s->name, strlen(s->name));
	if (s->kind == STMT_DIRECTIVE && !s->in_app)
		parse_section_directive(ps, s, c);
	/* a binding counts in inline asm too: as applies it to the symbol */
	if (s->kind == STMT_DIRECTIVE)
		parse_binding(ps, s, c);
	s->section = ps->cur;
	if (c == DIR_TYPE && !s->in_app && s->nops == 2 && is_function_type(s->ops[1], strlen(s->ops[1])))
		function_starts(ps, s->src, s->ops[0], strlen(s->ops[0]));
	if (ps->keep && s->kind != STMT_LABEL && (s->kind == STMT_INSN || (c != DIR_INERT && c != DIR_SYMATTR))) {
		matters = true;
		ps->keep -= s->kind == STMT_INSN;
	}
	if (ps->runtime_next) {
		matters = true;
		ps->runtime_next = false;
	}
	if (s->kind == STMT_DIRECTIVE && !s->in_app && runtime_call_directive(ps->arch, s->name, strlen(s->name))) {
		matters = true;
		ps->runtime_next = true;
	}
	/* a symbol directive naming a preamble's symbol: rewrite.c judges it */
	if (s->kind == STMT_DIRECTIVE && s->nops && ps->arch->preamble_symbol_prefix &&
	    (c == DIR_SYMATTR || c == DIR_TYPE || c == DIR_GLOBL || c == DIR_WEAK || c == DIR_LOCAL) &&
	    !strncmp(s->ops[0], ps->arch->preamble_symbol_prefix, strlen(ps->arch->preamble_symbol_prefix)))
		matters = true;
	if ((def = lex_defined_symbol(s, &def_len))) {
		/* as lets a later .set or label win over our id's .set: the
		 * input, inline asm included, must not define one */
		if (def_len >= KCFI_TYPEID_SYM_PREFIX_LEN &&
		    !memcmp(def, KCFI_TYPEID_SYM_PREFIX, KCFI_TYPEID_SYM_PREFIX_LEN))
			diag_error(ps->d, s->line, "symbol '%.*s' is reserved for kcfi-as", (int)def_len, def);
		if (ps->arch->preamble_symbol_prefix &&
		    !strncmp(def, ps->arch->preamble_symbol_prefix, strlen(ps->arch->preamble_symbol_prefix)))
			matters = true;
	}
	if (c == DIR_KCFI) {
		matters = true;
		if (streq(s->name, KCFI_MARK_CALL) || streq(s->name, KCFI_MARK_NOCHECK))
			ps->window = true;
	} else if (s->kind == STMT_LABEL) {
		struct asm_symbol *sym = s->in_app ? NULL : symbol_find(ps, s->name, strlen(s->name));

		if (sym && ps->sym[sym - ps->u->syms].label == NO_STMT) {
			struct sym_pending *sp = &ps->sym[sym - ps->u->syms];

			sp->label = idx;
			sym->layout = layout_of(layout_at(ps, s->section), &sp->prefix_label);
			matters = true;
			if (sp->thunk)
				ps->keep = 2;	/* a thunk's "mov; br" */
		}
		matters |= !strncmp(s->name, ".LPFE", 5) || !strncmp(s->name, KCFI_LABEL_PREFIX, KCFI_LABEL_PREFIX_LEN);
	} else if (s->kind == STMT_INSN && !s->in_app) {
		struct call_target t;
		enum call_kind kind = ps->arch->classify(ps->a, s, &t);

		matters |= kind != CALL_KIND_NONE || ps->after_prefix;
		if (kind == CALL_KIND_DIRECT && ps->arch->thunk_call && s->nops == 1)
			want_thunk_label(ps, s->ops[0]);
		ps->after_prefix = kind == CALL_KIND_PREFIX;
		/* the window ends at a branch, not at the first instruction:
		 * whatever stands between marker and branch stays visible */
		if (kind != CALL_KIND_NONE && kind != CALL_KIND_PREFIX)
			ps->window = false;
	}
	layout_step(ps->syn, layout_at(ps, s->section), s, c, idx);
	return matters;
}

static bool is_branch_mnemonic(const struct parse_state *ps, const char *p, size_t n)
{
	const char *const *m = ps->arch->branch_mnemonics;

	if (!m)
		return true;		/* the arch did not say: ask classify() */
	for (uint64_t c = ps->branch_first[(unsigned char)*p] & ps->branch_len[n < 16 ? n : 16]; c; c &= c - 1) {
		const char *cand = m[__builtin_ctzll(c)];

		if (!strncmp(p, cand, n) && !cand[n])
			return true;
	}
	return false;
}

static bool is_blank(int c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\f';
}

static bool reserved_prefix(const char *p, size_t n, const char *prefix)
{
	size_t k = strlen(prefix);

	return n >= k && !memcmp(p, prefix, k);
}

/*
 * A plain name at p (name characters, then blanks): its end, p if there is
 * none; *next: the first character after the blanks. The line's terminator
 * ('\n' or the buffer's NUL) ends both scans. Such a name followed by a
 * ',' or the line's end is exactly what the lexer makes the operand.
 */
static const char *plain_name(const struct parse_state *ps, const char *p, const char **next)
{
	const char *e, *c;

	for (e = p; ps->sym_char[(unsigned char)*e]; e++)
		;
	for (c = e; is_blank(*c); c++)
		;
	*next = c;
	return e;
}

/*
 * A section, binding or .type directive dir of class dc whose operands start
 * at op, applied without the lexer when its first operand is a plain name
 * (then exactly the lexer's ops[0]). False: the lexer must see it (a quoted
 * name, several names to bind, a preamble's symbol, an error to report).
 * These emit no bytes: the layout stays as it is.
 */
static bool fast_name_directive(struct parse_state *ps, enum dir_class dc, const char *dir,
				const char *op, const char *end, bool str)
{
	const char *pfx = ps->arch->preamble_symbol_prefix;
	const char *next, *e = plain_name(ps, op, &next);

	if (e == op || (next < end && *next != ','))
		return false;
	if (dc == DIR_SECTION || dc == DIR_PUSHSECTION) {
		if (reserved_prefix(op, e - op, KCFI_TRAPS_SECTION) ||
		    (dc == DIR_PUSHSECTION && ps->depth == SECTION_STACK_MAX))
			return false;
		section_directive(ps, dc, dir, op, e - op, 0);
		return true;
	}
	if (pfx && reserved_prefix(op, e - op, pfx))
		return false;
	if (is_binding(dc)) {
		if (next < end)
			return false;
		bind_symbol(ps, dc, op, e - op);
		return true;
	}
	if (next < end) {	/* .type NAME, TYPE */
		const char *t = next + 1, *te = end;

		if (str)
			return false;
		while (t < te && is_blank(*t))
			t++;
		while (te > t && (is_blank(te[-1]) || te[-1] == '\v'))
			te--;
		if (is_function_type(t, te - t))
			function_starts(ps, dir, op, e - op);
	}
	return true;
}

/*
 * A line [p, end) without separator or comment, and without strings unless
 * str, handled without the lexer when it cannot matter: a plain label, an
 * inert directive, a section, binding or .type directive naming a plain
 * name, or a statement that is a layout barrier (data, .cfi_*, an
 * instruction that is neither a nop nor a branch). False: the lexer and stmt_matters() decide.
 * Same effect as the slow path, at a fraction of its cost; most of a .s
 * (debug info above all) goes this way.
 */
static bool fast_line(struct parse_state *ps, const char *p, const char *end, bool str)
{
	const bool *sym = ps->sym_char;
	const char *w, *c;
	size_t n;

	if (ps->lex_next)
		return false;
	/* *end is the line's '\n' or the buffer's NUL: neither blank nor a
	 * name character, so these scans need no bound */
	while (is_blank(*p))
		p++;
	if (p == end)
		return true;
	for (w = p; sym[(unsigned char)*w]; w++)
		;
	n = w - p;
	if (!n)
		return false;
	/* a label or assignment of a reserved name: the slow path refuses it */
	if (*p == '_' && (reserved_prefix(p, n, KCFI_TYPEID_SYM_PREFIX) ||
			  (ps->arch->preamble_symbol_prefix && reserved_prefix(p, n, ps->arch->preamble_symbol_prefix))))
		return false;
	for (c = w; is_blank(*c); c++)
		;
	if (c < end && *c == ':') {
		if (c + 1 < end && c[1] == ':')
			return false;
		for (c++; c < end && is_blank(*c); c++)
			;
		if (c < end || (n >= 5 && !memcmp(p, ".LPFE", 5)) ||
		    (n >= KCFI_LABEL_PREFIX_LEN && !memcmp(p, KCFI_LABEL_PREFIX, KCFI_LABEL_PREFIX_LEN)) || symbol_find(ps, p, n))
			return false;
	} else if (w < end && !is_blank(*w)) {
		return false;		/* an odd first word: let the lexer see it */
	} else if (*p == '.') {
		enum dir_class dc = dir_class(&ps->dirs, p, n);

		if (dc == DIR_INERT)
			return true;
		if (dc == DIR_SECTION || dc == DIR_PUSHSECTION || dc == DIR_TYPE || is_binding(dc))
			return fast_name_directive(ps, dc, p, c, end, str);
		if ((dc == DIR_POPSECTION && ps->depth) || dc == DIR_PREVIOUS) {
			if (c < end)
				return false;
			section_directive(ps, dc, p, NULL, 0, 0);
			return true;
		}
		if (dc == DIR_SYMATTR)	/* unless it names a preamble's symbol (.size __cfi_f) */
			return !ps->arch->preamble_symbol_prefix ||
			       !memmem(c, end - c, ps->arch->preamble_symbol_prefix,
				       strlen(ps->arch->preamble_symbol_prefix));
		/* a bare .text/.data/.bss (GCC's around every string and table)
		 * and a one-operand alignment do what stmt_matters() makes them */
		if ((dc == DIR_TEXT || dc == DIR_SELF_SECTION) && c == end) {
			section_switch(ps, section_id(ps, p, n));
			if (dc == DIR_SELF_SECTION)
				layout_barrier(ps, ps->cur, 1);
			return true;
		}
		if ((dc == DIR_ALIGN || dc == DIR_P2ALIGN || dc == DIR_BALIGN) && !str) {
			char op[32];
			const char *ops[1] = { op }, *oe = end;
			struct asm_stmt st = { .kind = STMT_DIRECTIVE, .name = p, .ops = ops };
			unsigned int al;

			while (oe > c && (is_blank(oe[-1]) || oe[-1] == '\v'))
				oe--;
			if ((size_t)(oe - c) >= sizeof(op) || memchr(c, ',', oe - c))
				return false;
			memcpy(op, c, oe - c);
			op[oe - c] = '\0';
			st.nops = oe > c;
			al = align_bytes(ps->syn, &st, dc);
			layout_barrier(ps, ps->cur, al ? al : 1);
			return true;
		}
		if (dc != DIR_BARRIER || runtime_call_directive(ps->arch, p, n))
			return false;
	} else if (*p == ps->syn->nop[0] && strlen(ps->syn->nop) == n &&
		   !memcmp(p, ps->syn->nop, n)) {
		return false;
	} else if (is_branch_mnemonic(ps, p, n)) {
		if (str)
			return false;
		/*
		 * With no marker waiting, a branch matters only if classify()
		 * finds it indirect (or a prefix); a direct one (most of them:
		 * jmp .L5, call memcpy) is a barrier, as on the slow path. The
		 * lexer would make one statement with at most one operand of this
		 * line (no comma, no string), trimmed as here.
		 */
		char name[32], op[256];
		const char *ops[1] = { op }, *oe = end;
		struct asm_stmt st = { .kind = STMT_INSN, .name = name, .ops = ops, .src = p };
		struct call_target t;
		enum call_kind kind;

		if (!ps->arch->branch_mnemonics || ps->arch->thunk_call ||
		    ps->arch->runtime_call_directives || n >= sizeof(name) || memchr(c, ',', end - c))
			return false;
		while (oe > c && (is_blank(oe[-1]) || oe[-1] == '\v'))
			oe--;
		if ((size_t)(oe - c) >= sizeof(op))
			return false;
		memcpy(name, p, n);
		name[n] = '\0';
		memcpy(op, c, oe - c);
		op[oe - c] = '\0';
		st.nops = oe > c;
		st.src_len = (oe > c ? oe : w) - p;
		kind = ps->arch->classify(ps->a, &st, &t);
		if (kind != CALL_KIND_NONE && kind != CALL_KIND_DIRECT)
			return false;
	}
	layout_barrier(ps, ps->cur, 1);
	return true;
}

/* From q (a stop character) to le, strings and nothing else that the lexer
 * must see: such a line is one statement, which fast_line() may take. */
static bool only_strings(const struct parse_state *ps, const char *q, const char *le)
{
	while (q < le) {
		/* an unterminated string: the lexer says so */
		if (*q != '"' || !(q = lex_skip_string(q, le)))
			return false;
		q += strcspn(q, ps->stop);	/* stops at le's '\n' or NUL */
	}
	return true;
}

static void parse_init(struct parse_state *ps)
{
	const char *const *m = ps->arch->branch_mnemonics;
	char *stop = ps->stop;

	lex_init(&ps->lx, ps->d, &ps->syn->lex);
	dir_index_init(&ps->dirs);
	for (const char *c = "\n;\"'/"; *c; c++)
		*stop++ = *c;
	if (ps->syn->lex.comment[0] != '/')
		*stop++ = ps->syn->lex.comment[0];
	*stop = '\0';
	for (int c = 0; c < 256; c++)
		ps->sym_char[c] = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
				  (c >= '0' && c <= '9') || c == '_' || c == '.' || c == '$' ||
				  c == '@' || c >= 0x80;	/* UTF-8, as in lex.c */
	for (size_t i = 0; m && m[i]; i++) {
		size_t n = strlen(m[i]);

		if (i >= 64)
			KCFI_BUG("more than 64 branch mnemonics");
		ps->branch_first[(unsigned char)m[i][0]] |= (uint64_t)1 << i;
		ps->branch_len[n < 16 ? n : 16] |= (uint64_t)1 << i;
	}
}

/* "KEY NAME, ..." from p (at KEY) to le, one statement (no ';'): the end of
 * NAME if it is a plain name (then exactly the lexer's ops[0]), else NULL. */
static const char *plain_first_operand(const struct parse_state *ps, const char *p,
				       const char *le, size_t keylen, const char **name)
{
	const char *e, *c;

	p += keylen;
	if (!is_blank(*p))
		return NULL;
	while (is_blank(*p))
		p++;
	e = plain_name(ps, p, &c);
	if (e == p || *c != ',' || memchr(c, ';', le - c))
		return NULL;
	*name = p;
	return e;
}

/* Every SYM of a .kcfi_func line becomes a symbol before the real pass, so
 * that pass keeps the labels and bindings of these alone. A hit inside a
 * comment or string only adds a symbol that is never asked for. */
static void collect_func_symbols(struct parse_state *ps, struct lexer *lx,
				 const char *buf, size_t len)
{
	static const char key[] = KCFI_MARK_FUNC;
	const char *p = buf, *end = buf + len, *q;

	/* by 'k', which memchr() finds far faster than memmem() the key, and
	 * which is rare in assembly */
	while ((q = memchr(p, 'k', end - p))) {
		const char *ls, *le, *fs, *ne, *name;
		struct asm_stmt *ss;
		bool added;
		size_t n;

		if (q == buf || (size_t)(end - q) < sizeof(key) - 2 ||
		    memcmp(q - 1, key, sizeof(key) - 1)) {
			p = q + 1;
			continue;
		}
		ls = --q;
		le = memchr(q, '\n', end - q);
		while (ls > buf && ls[-1] != '\n')
			ls--;
		le = le ? le : end;
		/* GCC's "\t.kcfi_func f, "TYPE"": no lexer needed */
		for (fs = ls; fs < q && is_blank(*fs); fs++)
			;
		if (fs == q && (ne = plain_first_operand(ps, q, le, sizeof(key) - 1, &name))) {
			add_symbol(ps, name, ne - name, &added);
			p = le;
			continue;
		}
		lx->in_block_comment = false;
		n = lex_line(lx, ls, le, 0, &ss);
		for (size_t i = 0; i < n; i++)
			if (stmt_is_directive(&ss[i], key) && ss[i].nops)
				add_symbol(ps, ss[i].ops[0], strlen(ss[i].ops[0]), &added);
		p = le;
	}
	lx->in_block_comment = false;
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

int asm_parse(struct arena *a, struct diag *d, const struct kcfi_arch *arch,
	      const char *file, const char *buf, size_t len, struct asm_unit *u)
{
	struct parse_state ps = { .a = a, .d = d, .arch = arch, .syn = &arch->syntax, .u = u };
	const char *p = buf, *end = buf + len, *nul;
	unsigned int line = 0;

	if (buf[len])
		KCFI_BUG("asm_parse: the buffer must end in a NUL");
	memset(u, 0, sizeof(*u));
	u->file = file;
	u->buf = buf;
	u->len = len;
	/* names and operands are C strings: a NUL would silently cut one */
	nul = memchr(buf, '\0', len);
	if (nul) {
		for (const char *q = buf; (q = memchr(q, '\n', nul - q)); q++)
			line++;
		diag_error(d, line + 1, "NUL byte in the input");
		return -1;
	}
	parse_init(&ps);
	collect_func_symbols(&ps, &ps.lx, buf, len);
	ps.sym = arena_grow(a, NULL, sizeof(*ps.sym), &ps.cap_sym, u->nsyms ? u->nsyms : 1);
	for (size_t i = 0; i < u->nsyms; i++)
		ps.sym[i] = (struct sym_pending){ .label = NO_STMT, .prefix_label = NO_STMT };
	section_id(&ps, ".text", 5);
	while (p < end) {
		/* one pass finds the end of the line or a reason to lex it */
		const char *q = p + strcspn(p, ps.stop);
		const char *le = q < end && *q != '\n' ? memchr(q, '\n', end - q) : q;
		struct asm_lexed *k = &u->lx;
		const char *fb = p;
		struct asm_stmt *ss;
		bool keep = false, comment_line = false;
		size_t n;

		le = le ? le : end;
		if (++line == UINT_MAX) {
			diag_error(d, line, "more than %u lines", UINT_MAX - 1);
			break;
		}
		if ((q != le && !only_strings(&ps, q, le)) || !fast_line(&ps, p, le, q != le)) {
			struct asm_stmt app = { .line = line, .src = p, .src_len = le - p };

			while (fb < le && is_blank(*fb))
				fb++;
			/* a comment line (GCC's "# 12 "f.c" 1" around each marker): no
			 * statement, as lex_stmts() says of '#' but for #APP and
			 * #NO_APP; GCC prints these two alone on their line: made
			 * here as the lexer makes them */
			if (fb < le && *fb == '#' && (le - fb < 2 || (fb[1] != 'A' && fb[1] != 'N')) &&
			    (size_t)(le - p) <= UINT_MAX) {
				comment_line = true;
			} else if (fb == p && ps.syn->app_line_marks &&
				   (app.kind = line_mark(p, le, ps.syn->lex.comment)) != STMT_LABEL) {
				app.name = app.kind == STMT_APP ? "#APP" : "#NO_APP";
			} else if (fb == p && le - p == 4 && !memcmp(p, "#APP", 4)) {
				app.kind = STMT_APP;
				app.name = "#APP";
			} else if (fb == p && le - p == 7 && !memcmp(p, "#NO_APP", 7)) {
				app.kind = STMT_NO_APP;
				app.name = "#NO_APP";
			}
			if (comment_line) {
				n = 0;
			} else if (app.name) {
				ss = &app;
				n = 1;
			} else {
				n = lex_line(&ps.lx, p, le, line, &ss);
			}
			for (size_t i = 0; i < n; i++)
				keep |= stmt_matters(&ps, &ss[i], k->nstmts + i);
			/* a line is kept whole, so emit.c can rewrite it in one piece;
			 * rewritten, it would lose a comment that runs on */
			ps.lex_next = ps.window || ps.after_prefix || ps.keep || ps.runtime_next ||
				      ps.in_app || ps.lx.in_block_comment;
			if (keep && ps.lx.in_block_comment)
				diag_error(d, line, "a '/*' comment runs on from a line kcfi-as rewrites");
			if (keep) {
				k->stmts = arena_grow(a, k->stmts, sizeof(*k->stmts),
						      &k->cap_stmts, k->nstmts + n);
				for (size_t i = 0; i < n; i++) {
					lex_persist(a, &k->stmts[k->nstmts], &ss[i]);
					k->stmts[k->nstmts].index = k->nstmts;
					k->nstmts++;
				}
			}
		}
		p = le < end ? le + 1 : end;
	}
	u->lx.nlines = line;
	lex_release(&ps.lx);
	/* GCC closes an asm statement's #APP with the next function or
	 * variable; after the last top-level asm there is none, and the file's
	 * end (.ident, notes, the kcfi header of a unit without functions)
	 * stays inside it, as GNU as allows. */
	/* statements no longer move: indices become pointers */
	for (size_t i = 0; i < u->nsyms; i++) {
		if (ps.sym[i].label != NO_STMT)
			u->syms[i].label = &u->lx.stmts[ps.sym[i].label];
		if (ps.sym[i].prefix_label != NO_STMT)
			u->syms[i].layout.prefix_label = &u->lx.stmts[ps.sym[i].prefix_label];
	}
	return d->errors ? -1 : 0;
}
