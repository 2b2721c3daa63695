// SPDX-License-Identifier: GPL-2.0
/* The line reader: one strcspn() finds a line's end or a reason to lex it,
 * and most lines (labels, data, directives, plain instructions) are taken
 * here without the lexer, with the effect slow_line() would have, at a
 * fraction of its cost. */
#include <limits.h>

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

static bool has_prefix(const char *p, size_t n, const char *prefix)
{
	size_t k = strlen(prefix);

	return n >= k && !memcmp(p, prefix, k);
}

/* The end of [p, e) less the blanks and '\v' at its end, as the lexer
 * trims an operand. */
static inline const char *trim_end(const char *p, const char *e)
{
	while (e > p && (is_blank(e[-1]) || e[-1] == '\v'))
		e--;
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
		if (has_prefix(op, e - op, KCFI_TRAPS_SECTION) ||
		    (dc == DIR_PUSHSECTION && ps->depth == SECTION_STACK_MAX))
			return false;
		section_directive(ps, dc, dir, op, e - op, 0);
		return true;
	}
	if (pfx && has_prefix(op, e - op, pfx))
		return false;
	if (is_binding(dc)) {
		if (next < end)
			return false;
		bind_symbol(ps, dc, op, e - op);
		return true;
	}
	if (next < end) {	/* .type NAME, TYPE */
		const char *t = next + 1;

		if (str)
			return false;
		while (t < end && is_blank(*t))
			t++;
		if (is_function_type(t, trim_end(t, end) - t))
			function_starts(ps, dir, op, e - op);
	}
	return true;
}

/* Taken as what most lines are: bytes, or a label no one asks about, after
 * which a label's layout starts again (sections.c, layout_step()). */
static bool barrier(struct parse_state *ps)
{
	layout_barrier(ps, ps->cur, 1);
	return true;
}

/* "NAME:" (n chars at p, c at the ':'), alone on its line and a label that
 * stmt_matters() would not keep. */
static bool fast_label(struct parse_state *ps, const char *p, size_t n, const char *c,
		       const char *end)
{
	if (c + 1 < end && c[1] == ':')
		return false;
	for (c++; c < end && is_blank(*c); c++)
		;
	if (c < end || has_prefix(p, n, ".LPFE") || has_prefix(p, n, KCFI_LABEL_PREFIX) ||
	    symbol_find(ps, p, n))
		return false;
	return barrier(ps);
}

/* An alignment directive dir of class dc with one operand, from op: the
 * statement the lexer would make, so that align_bytes() reads it alike. */
static bool fast_align(struct parse_state *ps, const char *dir, enum dir_class dc,
		       const char *op, const char *end)
{
	char buf[32];
	const char *ops[1] = { buf }, *oe = trim_end(op, end);
	struct asm_stmt st = { .kind = STMT_DIRECTIVE, .name = dir, .ops = ops };
	unsigned int al;

	if ((size_t)(oe - op) >= sizeof(buf) || memchr(op, ',', oe - op))
		return false;
	memcpy(buf, op, oe - op);
	buf[oe - op] = '\0';
	st.nops = oe > op;
	al = align_bytes(ps->syn, &st, dc);
	layout_barrier(ps, ps->cur, al ? al : 1);
	return true;
}

/* The directive [p, p+n) with its operands from c: inert, a section,
 * binding or .type directive naming a plain name, an attribute, a bare
 * section switch, an alignment, or bytes. */
static bool fast_directive(struct parse_state *ps, const char *p, size_t n, const char *c,
			   const char *end, bool str)
{
	const char *pfx = ps->arch->preamble_symbol_prefix;
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
		return !pfx || !memmem(c, end - c, pfx, strlen(pfx));
	/* a bare .text/.data/.bss (GCC's around every string and table)
	 * and a one-operand alignment do what stmt_matters() makes them */
	if ((dc == DIR_TEXT || dc == DIR_SELF_SECTION) && c == end) {
		section_switch(ps, section_id(ps, p, n));
		if (dc == DIR_SELF_SECTION)
			layout_barrier(ps, ps->cur, 1);
		return true;
	}
	if ((dc == DIR_ALIGN || dc == DIR_P2ALIGN || dc == DIR_BALIGN) && !str)
		return fast_align(ps, p, dc, c, end);
	if (dc != DIR_BARRIER || kcfi_arch_runtime_call_directive(ps->arch, p, n) ||
	    kcfi_arch_mode_directive(ps->arch, p, n))
		return false;
	return barrier(ps);
}

/*
 * With no marker waiting, a branch matters only if classify() finds it
 * indirect (or a prefix); a direct one (most of them: jmp .L5, call
 * memcpy) is a barrier, as on the slow path. The lexer would make one
 * statement with at most one operand of this line (no comma, no string),
 * trimmed as here. The mnemonic is [p, w), its operand from c. False: not
 * direct, or not known here; the slow path decides.
 */
static bool direct_branch(struct parse_state *ps, const char *p, const char *w, const char *c,
			  const char *end, bool str)
{
	char name[32], op[256];
	const char *ops[1] = { op }, *oe;
	struct asm_stmt st = { .kind = STMT_INSN, .name = name, .ops = ops, .src = p };
	size_t n = w - p;
	struct call_target t;
	enum call_kind kind;

	if (str || !ps->arch->branch_mnemonics || ps->arch->thunk_call ||
	    ps->arch->runtime_call_directives || n >= sizeof(name) || memchr(c, ',', end - c))
		return false;
	oe = trim_end(c, end);
	if ((size_t)(oe - c) >= sizeof(op))
		return false;
	memcpy(name, p, n);
	name[n] = '\0';
	memcpy(op, c, oe - c);
	op[oe - c] = '\0';
	st.nops = oe > c;
	st.src_len = (oe > c ? oe : w) - p;
	kind = ps->arch->classify(ps->a, &st, &t);
	return kind == CALL_KIND_NONE || kind == CALL_KIND_DIRECT;
}

/* The instruction [p, w) with its operands from c: a barrier, unless it is
 * a nop (part of a patchable prefix) or a branch that is not direct. */
static bool fast_insn(struct parse_state *ps, const char *p, const char *w, const char *c,
		      const char *end, bool str)
{
	const char *nop = ps->syn->nop;
	size_t n = w - p;

	if (*p == nop[0] && strlen(nop) == n && !memcmp(p, nop, n))
		return false;
	if (is_branch_mnemonic(ps, p, n) && !direct_branch(ps, p, w, c, end, str))
		return false;
	return barrier(ps);
}

/* A label or assignment of a reserved name: the slow path refuses it. */
static bool reserved_name(const struct parse_state *ps, const char *p, size_t n)
{
	const char *pfx;

	if (*p != '_')		/* most names: no load of the arch's prefix */
		return false;
	pfx = ps->arch->preamble_symbol_prefix;
	return has_prefix(p, n, KCFI_TYPEID_SYM_PREFIX) || (pfx && has_prefix(p, n, pfx));
}

/*
 * A line [p, end) without separator or comment, and without strings unless
 * str, handled without the lexer when it cannot matter: a plain label, an
 * inert directive, a section, binding or .type directive naming a plain
 * name, or a statement that is a layout barrier (data, .cfi_*, an
 * instruction that is neither a nop nor a branch). False: the lexer and
 * stmt_matters() decide. Same effect as the slow path, at a fraction of its
 * cost; most of a .s (debug info above all) goes this way.
 */
static bool fast_line(struct parse_state *ps, const char *p, const char *end, bool str)
{
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
	w = plain_name(ps, p, &c);
	n = w - p;
	if (!n || reserved_name(ps, p, n))
		return false;
	if (c < end && *c == ':')
		return fast_label(ps, p, n, c, end);
	if (w < end && !is_blank(*w))
		return false;		/* an odd first word: let the lexer see it */
	if (*p == '.')
		return fast_directive(ps, p, n, c, end, str);
	return fast_insn(ps, p, w, c, end, str);
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

/* Each line of buf, the fast way or the slow one; the number of lines. */
unsigned int parse_lines(struct parse_state *ps, const char *buf, size_t len)
{
	const char *p = buf, *end = buf + len;
	unsigned int line = 0;

	while (p < end) {
		/* one pass finds the end of the line or a reason to lex it */
		const char *q = p + strcspn(p, ps->stop);
		const char *le = q < end && *q != '\n' ? memchr(q, '\n', end - q) : q;

		le = le ? le : end;
		if (++line == UINT_MAX) {
			diag_error(ps->d, line, "more than %u lines", UINT_MAX - 1);
			break;
		}
		if ((q != le && !only_strings(ps, q, le)) || !fast_line(ps, p, le, q != le))
			slow_line(ps, p, le, line);
		p = le < end ? le + 1 : end;
	}
	return line;
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
