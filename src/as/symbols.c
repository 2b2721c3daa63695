// SPDX-License-Identifier: GPL-2.0
/* The symbols .kcfi_func lines name, found by hash: their bindings, labels
 * and layouts; and where each function starts, for --explain. */
#include "kcfi-markers.h"
#include "parse-int.h"

static bool func_before(const void *elem, const void *at)
{
	return ((const struct asm_func_start *)elem)->at < (const char *)at;
}

/* The function whose text holds AT: the last one starting before it. */
const char *asm_function_at(const struct asm_unit *u, const char *at)
{
	size_t i = lower_bound(u->funcs, u->nfuncs, sizeof(*u->funcs), at, func_before);

	return i ? u->funcs[i - 1].name : NULL;
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
void want_thunk_label(struct parse_state *ps, const char *name)
{
	bool added;
	size_t i = add_symbol(ps, name, strlen(name), &added);

	if (added) {
		ps->sym = arena_grow(ps->a, ps->sym, sizeof(*ps->sym), &ps->cap_sym, i + 1);
		ps->sym[i] = (struct sym_pending){ .label = NO_STMT, .prefix_label = NO_STMT };
	}
	ps->sym[i].thunk = true;
}

/* A binding directive of class c names [name, name+len). */
void bind_symbol(struct parse_state *ps, enum dir_class c, const char *name, size_t len)
{
	enum sym_binding b = c == DIR_GLOBL ? SYM_GLOBAL : c == DIR_WEAK ? SYM_WEAK : SYM_LOCAL;
	struct asm_symbol *sym = symbol_find(ps, name, len);

	/* as lets .weak override .globl, in either order */
	if (sym && !(sym->binding == SYM_WEAK && b == SYM_GLOBAL))
		sym->binding = b;
}

void parse_binding(struct parse_state *ps, const struct asm_stmt *s, enum dir_class c)
{
	if (is_binding(c))
		for (unsigned int i = 0; i < s->nops; i++)
			bind_symbol(ps, c, s->ops[i], strlen(s->ops[i]));
}

/* Remember where each function starts, for kcfi-as --explain: a
 * ".type NAME, @function" at 'at' (outside inline asm). */
void function_starts(struct parse_state *ps, const char *at, const char *name, size_t len)
{
	struct asm_unit *u = ps->u;

	u->funcs = arena_grow(ps->a, u->funcs, sizeof(*u->funcs), &u->cap_funcs, u->nfuncs + 1);
	u->funcs[u->nfuncs++] = (struct asm_func_start){ at, arena_strndup(ps->a, name, len) };
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
void collect_func_symbols(struct parse_state *ps, struct lexer *lx,
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

/* One sym_pending per symbol collect_func_symbols() found: no label yet. */
void sym_pending_init(struct parse_state *ps)
{
	size_t n = ps->u->nsyms;

	ps->sym = arena_grow(ps->a, NULL, sizeof(*ps->sym), &ps->cap_sym, n ? n : 1);
	for (size_t i = 0; i < n; i++)
		ps->sym[i] = (struct sym_pending){ .label = NO_STMT, .prefix_label = NO_STMT };
}

/* After the last line statements no longer move: indices become pointers. */
void sym_pending_place(struct parse_state *ps)
{
	struct asm_unit *u = ps->u;

	for (size_t i = 0; i < u->nsyms; i++) {
		if (ps->sym[i].label != NO_STMT)
			u->syms[i].label = &u->lx.stmts[ps->sym[i].label];
		if (ps->sym[i].prefix_label != NO_STMT)
			u->syms[i].layout.prefix_label = &u->lx.stmts[ps->sym[i].prefix_label];
	}
}
