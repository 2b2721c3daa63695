// SPDX-License-Identifier: GPL-2.0
/* The lines that need no lexer (most of a .s): taken with the same effect
 * as the lexer and stmt_matters() would have, at a fraction of the cost. */
#include "kcfi-markers.h"
#include "parse-int.h"

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
const char *plain_name(const struct parse_state *ps, const char *p, const char **next)
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
bool fast_line(struct parse_state *ps, const char *p, const char *end, bool str)
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
bool only_strings(const struct parse_state *ps, const char *q, const char *le)
{
	while (q < le) {
		/* an unterminated string: the lexer says so */
		if (*q != '"' || !(q = lex_skip_string(q, le)))
			return false;
		q += strcspn(q, ps->stop);	/* stops at le's '\n' or NUL */
	}
	return true;
}

/* The tables fast_line() reads: name characters, and the arch's branch
 * mnemonics by first letter and length. */
void fastpath_init(struct parse_state *ps)
{
	const char *const *m = ps->arch->branch_mnemonics;

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
