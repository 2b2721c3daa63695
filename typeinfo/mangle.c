// SPDX-License-Identifier: GPL-2.0
/*
 * Itanium C++ ABI mangling of C types, the subset and the quirks Clang 19
 * uses for KCFI type names (kcfi-abi.md 1.2-1.4, docs/typeinfo.md):
 *
 *   void *__memcpy(void *, const void *, size_t)   ->   _ZTSFPvS_PKvmE
 *                                                          ^^ ^^ "Pv" again
 *
 * Substitutions: every non-builtin component becomes a candidate once it is
 * complete; a repeat is written S_, S0_, S1_, ... Candidates are looked up
 * by a *key*: the component's full mangling without substitutions and
 * without integer normalization, so "char *" and "signed char *" stay
 * different candidates even though both print as "Pu2i8" when normalized.
 * Normalized integers are themselves candidates, keyed by their spelling.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mangle.h"

/* A named type local to a function, and its discriminator (0: none). */
struct ti_local {
	char *scope;
	char *name;
	const void *identity;
	unsigned int disc;
};

struct ti_mangler {
	bool normalize;
	struct ti_local *locals;	/* in order of first mangling */
	unsigned int nlocals;
	unsigned int locals_cap;
	const void **anon;		/* anonymous tags; index = N of "$_N" */
	unsigned int nanon;
	unsigned int anon_cap;
	unsigned int vla_keys;		/* makes each VLA's key unique */
	char error[200];
};

struct ti_out {
	char *buf;
	size_t len;
	size_t cap;
};

/* One mangling: output, substitution table, or the key-building variant. */
struct ti_run {
	struct ti_mangler *m;
	struct ti_out out;
	bool keying;			/* building a key: no substitutions, raw integers */
	char **subst;
	unsigned int nsubst;
	unsigned int subst_cap;
	bool failed;
};

static const char *const builtin_codes[] = {
	[TI_VOIDTYPE] = "v",	[TI_BOOL] = "b",	[TI_CHAR] = "c",
	[TI_SCHAR] = "a",	[TI_UCHAR] = "h",	[TI_SHORT] = "s",
	[TI_USHORT] = "t",	[TI_INT] = "i",		[TI_UINT] = "j",
	[TI_LONG] = "l",	[TI_ULONG] = "m",	[TI_LLONG] = "x",
	[TI_ULLONG] = "y",	[TI_INT128] = "n",	[TI_UINT128] = "o",
	[TI_FLOAT] = "f",	[TI_DOUBLE] = "d",	[TI_LDOUBLE] = "e",
	[TI_FLOAT128] = "g",	[TI_FLOAT16] = "DF16_",	[TI_BF16] = "DF16b",
	[TI_DEC32] = "Df",	[TI_DEC64] = "Dd",	[TI_DEC128] = "De",
};

static void fail(struct ti_run *r, const char *fmt, ...)
{
	va_list ap;

	if (r->failed)
		return;
	r->failed = true;
	va_start(ap, fmt);
	vsnprintf(r->m->error, sizeof(r->m->error), fmt, ap);
	va_end(ap);
}

static void put(struct ti_run *r, const char *s, size_t n)
{
	struct ti_out *o = &r->out;

	if (r->failed)
		return;
	if (o->len + n + 1 > o->cap) {
		size_t cap = o->cap ? o->cap * 2 : 64;
		char *buf;

		while (cap < o->len + n + 1)
			cap *= 2;
		buf = realloc(o->buf, cap);
		if (!buf) {
			fail(r, "out of memory");
			return;
		}
		o->buf = buf;
		o->cap = cap;
	}
	memcpy(o->buf + o->len, s, n);
	o->len += n;
	o->buf[o->len] = '\0';
}

static void puts_(struct ti_run *r, const char *s)
{
	put(r, s, strlen(s));
}

static void putf(struct ti_run *r, const char *fmt, ...)
{
	char tmp[64];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(tmp, sizeof(tmp), fmt, ap);
	va_end(ap);
	puts_(r, tmp);
}

/* <source-name> ::= <length> <identifier> */
static void put_source_name(struct ti_run *r, const char *name)
{
	putf(r, "%zu", strlen(name));
	puts_(r, name);
}

static void mangle(struct ti_run *r, const struct ti_type *t);

/* The key of T (qualified or not): its raw mangling in a fresh keying run. */
static char *key_of(struct ti_run *r, const struct ti_type *t, bool qualified)
{
	struct ti_run k = { .m = r->m, .keying = true };
	struct ti_type unq;

	if (!qualified) {
		unq = *t;
		unq.quals = 0;
		unq.addr_space = 0;
		t = &unq;
	}
	mangle(&k, t);
	if (k.failed) {
		free(k.out.buf);
		r->failed = true;
		return NULL;
	}
	return k.out.buf ? k.out.buf : strdup("");
}

/* S_ for candidate 0, then S<k-1 in base 36>_. */
static void put_subst_ref(struct ti_run *r, unsigned int k)
{
	static const char digits[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
	char tmp[16];
	int i = sizeof(tmp) - 1;

	tmp[i] = '\0';
	tmp[--i] = '_';
	if (k > 0) {
		k--;
		do {
			tmp[--i] = digits[k % 36];
			k /= 36;
		} while (k);
	}
	tmp[--i] = 'S';
	puts_(r, tmp + i);
}

/* If KEY is a candidate already, print its reference and return true. */
static bool use_subst(struct ti_run *r, const char *key)
{
	unsigned int i;

	for (i = 0; i < r->nsubst; i++) {
		if (!strcmp(r->subst[i], key)) {
			put_subst_ref(r, i);
			return true;
		}
	}
	return false;
}

/* Record KEY (ownership passes) as the next candidate. */
static void add_subst(struct ti_run *r, char *key)
{
	if (r->nsubst == r->subst_cap) {
		unsigned int cap = r->subst_cap ? r->subst_cap * 2 : 16;
		char **s = realloc(r->subst, cap * sizeof(*s));

		if (!s) {
			free(key);
			fail(r, "out of memory");
			return;
		}
		r->subst = s;
		r->subst_cap = cap;
	}
	r->subst[r->nsubst++] = key;
}

static bool is_integer(enum ti_builtin b)
{
	return b >= TI_BOOL && b <= TI_UINT128;
}

static bool integer_is_signed(const struct ti_type *t)
{
	switch (t->builtin) {
	case TI_CHAR:
		return t->is_signed;
	case TI_SCHAR: case TI_SHORT: case TI_INT: case TI_LONG:
	case TI_LLONG: case TI_INT128:
		return true;
	default:
		return false;
	}
}

/*
 * With integer normalization Clang spells an integer by width and sign
 * ("u3i32": vendor type "i32"), and makes that spelling a candidate.
 */
static void mangle_normalized(struct ti_run *r, const struct ti_type *t)
{
	char name[16];
	char key[24];

	if (t->bits != 8 && t->bits != 16 && t->bits != 32 && t->bits != 64 &&
	    t->bits != 128) {
		fail(r, "integer type of %u bits cannot be normalized", t->bits);
		return;
	}
	snprintf(name, sizeof(name), "%c%u", integer_is_signed(t) ? 'i' : 'u', t->bits);
	/* '#' cannot occur in a real mangling: keeps these keys apart. */
	snprintf(key, sizeof(key), "#%s", name);
	if (use_subst(r, key))
		return;
	puts_(r, "u");
	put_source_name(r, name);
	add_subst(r, strdup(key));
}

static void mangle_builtin(struct ti_run *r, const struct ti_type *t)
{
	if (r->m->normalize && !r->keying && is_integer(t->builtin)) {
		mangle_normalized(r, t);
		return;
	}
	switch (t->builtin) {
	case TI_FLOATN:
		putf(r, "DF%u_", t->bits);
		return;
	case TI_FLOATNX:
		putf(r, "DF%ux", t->bits);
		return;
	default:
		break;
	}
	if ((unsigned int)t->builtin >= sizeof(builtin_codes) / sizeof(builtin_codes[0]) ||
	    !builtin_codes[t->builtin]) {
		fail(r, "unknown builtin type %d", (int)t->builtin);
		return;
	}
	puts_(r, builtin_codes[t->builtin]);
}

/* Number of an anonymous tag: its position in the unit's first-use order. */
static unsigned int anon_number(struct ti_run *r, const void *identity)
{
	struct ti_mangler *m = r->m;
	unsigned int i;

	for (i = 0; i < m->nanon; i++)
		if (m->anon[i] == identity)
			return i;
	if (m->nanon == m->anon_cap) {
		unsigned int cap = m->anon_cap ? m->anon_cap * 2 : 8;
		const void **a = realloc(m->anon, cap * sizeof(*a));

		if (!a) {
			fail(r, "out of memory");
			return 0;
		}
		m->anon = a;
		m->anon_cap = cap;
	}
	m->anon[m->nanon] = identity;
	return m->nanon++;
}

/*
 * Clang tells same-named local types of one function apart by order of first
 * mangling: "loc", then "loc_0", "loc_1", ... Returns the number, 0 for none.
 */
static unsigned int local_discriminator(struct ti_run *r, const struct ti_type *t)
{
	struct ti_mangler *m = r->m;
	struct ti_local *l;
	unsigned int i, same = 0;

	for (i = 0; i < m->nlocals; i++) {
		l = &m->locals[i];
		if (strcmp(l->scope, t->scope) || strcmp(l->name, t->name))
			continue;
		if (l->identity == t->identity)
			return l->disc;
		same++;
	}
	if (m->nlocals == m->locals_cap) {
		unsigned int cap = m->locals_cap ? m->locals_cap * 2 : 8;

		l = realloc(m->locals, cap * sizeof(*l));
		if (!l) {
			fail(r, "out of memory");
			return 0;
		}
		m->locals = l;
		m->locals_cap = cap;
	}
	l = &m->locals[m->nlocals];
	l->scope = strdup(t->scope);
	l->name = strdup(t->name);
	if (!l->scope || !l->name) {
		free(l->scope);
		free(l->name);
		fail(r, "out of memory");
		return 0;
	}
	l->identity = t->identity;
	l->disc = same;
	m->nlocals++;
	return same;
}

static void put_tag_name(struct ti_run *r, const struct ti_type *t);
static void put_anon_name(struct ti_run *r, const struct ti_type *t);

/*
 * An unnamed member type of a type with linkage (its outermost enclosing
 * type is named, not local) is "Ut_" (C numbers none of them); otherwise it
 * has no linkage and gets a "$_N" like any anonymous type (clang-19).
 */
static void put_unnamed_member(struct ti_run *r, const struct ti_type *t)
{
	const struct ti_type *root = t;

	while (root->parent && !root->name)
		root = root->parent;
	if (root->name && !root->scope)
		puts_(r, "Ut_");
	else
		put_anon_name(r, t);
}

/*
 * The enclosing-type prefix of an unnamed member type: "5outer", or
 * "5outerUt_" one level further in. Each prefix is a candidate, keyed like
 * the type it names (Clang keys both by the declaration).
 */
static void mangle_prefix(struct ti_run *r, const struct ti_type *p)
{
	char *key;

	if (p->kind != TI_TAG) {
		fail(r, "unnamed type nested in a non-tag type");
		return;
	}
	key = key_of(r, p, false);
	if (!key || use_subst(r, key)) {
		free(key);
		return;
	}
	if (!p->name && p->parent) {
		mangle_prefix(r, p->parent);
		put_unnamed_member(r, p);
	} else {
		put_tag_name(r, p);	/* a local root's Z..E came first */
	}
	add_subst(r, key);
}

/* struct/union/enum: [Z[L]<scope>E | St] <name>, or [Z..E] N<prefix><unnamed>E */
static void mangle_tag(struct ti_run *r, const struct ti_type *t)
{
	const struct ti_type *root = t;
	bool nested = t->parent && !t->name && !r->keying;

	while (nested && root->parent && !root->name)
		root = root->parent;
	if (root->scope) {
		puts_(r, root->scope_internal ? "ZL" : "Z");
		put_source_name(r, root->scope);
		puts_(r, "E");
	} else if (root->in_std) {
		puts_(r, "St");
	}
	if (nested) {
		puts_(r, "N");
		mangle_prefix(r, t->parent);
		put_unnamed_member(r, t);
		puts_(r, "E");
		return;
	}
	put_tag_name(r, t);
}

/* <name> of a tag: its source name [+ discriminator], or "$_N". */
static void put_tag_name(struct ti_run *r, const struct ti_type *t)
{
	unsigned int disc;

	if (t->name) {
		put_source_name(r, t->name);
		if (!t->scope || !t->identity)
			return;
		if (r->keying) {	/* same name, different type: another key */
			putf(r, "?%p", t->identity);
			return;
		}
		disc = local_discriminator(r, t);
		if (disc > 10)
			putf(r, "__%u_", disc - 1);
		else if (disc)
			putf(r, "_%u", disc - 1);
		return;
	}
	put_anon_name(r, t);
}

/* "$_N" (as a source name): N numbers anonymous types per unit. */
static void put_anon_name(struct ti_run *r, const struct ti_type *t)
{
	char anon[32];

	if (!t->identity) {
		fail(r, "anonymous tag type without an identity");
		return;
	}
	if (r->keying)	/* a key only needs to be unique, not numbered */
		snprintf(anon, sizeof(anon), "$%p", t->identity);
	else
		snprintf(anon, sizeof(anon), "$_%u", anon_number(r, t->identity));
	put_source_name(r, anon);
}

/*
 * A parameter as the function type sees it: arrays and functions decay to
 * pointers, top-level qualifiers go (C 6.7.6.3). _Atomic is a type, not a
 * qualifier here, so it stays, as in Clang.
 */
static const struct ti_type *adjust_param(const struct ti_type *p, struct ti_type *tmp)
{
	memset(tmp, 0, sizeof(*tmp));
	tmp->kind = TI_POINTER;
	if (p->kind == TI_ARRAY) {
		tmp->inner = p->inner;
		return tmp;
	}
	if (p->kind == TI_FUNCTION) {
		tmp->inner = p;
		return tmp;
	}
	if (!p->quals && !p->addr_space)
		return p;
	*tmp = *p;
	tmp->quals = 0;
	tmp->addr_space = 0;
	return tmp;
}

/* F <return> <params> E; "(void)" is "v", "()" is nothing, "..." is "z". */
static void mangle_function(struct ti_run *r, const struct ti_type *t)
{
	struct ti_type tmp;
	unsigned int i;

	if (!t->inner) {
		fail(r, "function type without a return type");
		return;
	}
	puts_(r, "F");
	mangle(r, t->inner);
	if (t->proto == TI_PROTOTYPED && t->nparams == 0)
		puts_(r, "v");
	for (i = 0; i < t->nparams && !r->failed; i++) {
		if (!t->params[i]) {
			fail(r, "function parameter %u has no type", i + 1);
			return;
		}
		mangle(r, adjust_param(t->params[i], &tmp));
	}
	if (t->proto == TI_VARIADIC)
		puts_(r, "z");
	puts_(r, "E");
}

static bool needs_inner(enum ti_kind k)
{
	return k == TI_POINTER || k == TI_ARRAY || k == TI_VECTOR ||
	       k == TI_COMPLEX || k == TI_ATOMIC;
}

/* Everything except qualifiers; T is a substitution candidate. */
static void mangle_compound(struct ti_run *r, const struct ti_type *t)
{
	if (needs_inner(t->kind) && !t->inner) {
		fail(r, "type of kind %d without an inner type", (int)t->kind);
		return;
	}
	switch (t->kind) {
	case TI_POINTER:
		puts_(r, "P");
		mangle(r, t->inner);
		break;
	case TI_ARRAY:
		if (r->keying && t->vla)	/* a fresh key: a VLA repeats nothing */
			putf(r, "A?%u_", r->m->vla_keys++);
		else if (t->unknown_bound || t->vla)
			puts_(r, "A_");
		else
			putf(r, "A%llu_", t->count);
		mangle(r, t->inner);
		break;
	case TI_VECTOR:
		putf(r, "Dv%llu_", t->count);
		mangle(r, t->inner);
		break;
	case TI_COMPLEX:
		puts_(r, "C");
		mangle(r, t->inner);
		break;
	case TI_ATOMIC:
		puts_(r, "U7_Atomic");
		mangle(r, t->inner);
		break;
	case TI_FUNCTION:
		mangle_function(r, t);
		break;
	case TI_TAG:
		mangle_tag(r, t);
		break;
	case TI_BUILTIN:	/* only _BitInt gets here: a candidate in Clang */
		putf(r, "%s%u_", t->builtin == TI_BITINT ? "DB" : "DU", t->bits);
		break;
	case TI_VENDOR:
		puts_(r, t->name);
		break;
	default:
		fail(r, "unknown type kind %d", (int)t->kind);
	}
}

static bool is_candidate(const struct ti_type *t)
{
	if (t->kind == TI_BUILTIN)
		return t->builtin == TI_BITINT || t->builtin == TI_UBITINT;
	if (t->kind == TI_VENDOR)
		return !t->vendor_builtin;
	return true;
}

/* A component without its qualifiers (an array's live on its element). */
static void mangle_unqualified(struct ti_run *r, const struct ti_type *t)
{
	char *key;

	if (t->kind == TI_VENDOR && (!t->name || !*t->name)) {
		fail(r, "vendor type without a spelling");
		return;
	}
	if (!is_candidate(t)) {
		if (t->kind == TI_VENDOR)
			puts_(r, t->name);
		else
			mangle_builtin(r, t);
		return;
	}
	if (r->keying) {
		mangle_compound(r, t);
		return;
	}
	key = key_of(r, t, false);
	if (!key || use_subst(r, key)) {
		free(key);
		return;
	}
	mangle_compound(r, t);
	add_subst(r, key);
}

/* [U5AS<N>] [r] [V] [K] <type>: the qualified type is one more candidate. */
static void mangle(struct ti_run *r, const struct ti_type *t)
{
	bool qualified = t->kind != TI_ARRAY && (t->quals || t->addr_space);
	char *key = NULL;

	if (r->failed)
		return;
	if (!qualified) {
		mangle_unqualified(r, t);
		return;
	}
	if (!r->keying) {
		key = key_of(r, t, true);
		if (!key || use_subst(r, key)) {
			free(key);
			return;
		}
	}
	if (t->addr_space) {
		char as[16];

		snprintf(as, sizeof(as), "AS%u", t->addr_space);
		puts_(r, "U");
		put_source_name(r, as);
	}
	if (t->quals & TI_RESTRICT)
		puts_(r, "r");
	if (t->quals & TI_VOLATILE)
		puts_(r, "V");
	if (t->quals & TI_CONST)
		puts_(r, "K");
	mangle_unqualified(r, t);
	if (key)
		add_subst(r, key);
}

static char *run_finish(struct ti_run *r)
{
	unsigned int i;

	for (i = 0; i < r->nsubst; i++)
		free(r->subst[i]);
	free(r->subst);
	if (r->failed) {
		free(r->out.buf);
		return NULL;
	}
	return r->out.buf;
}

char *ti_mangle_function(struct ti_mangler *m, const struct ti_type *fn)
{
	struct ti_run r = { .m = m };

	m->error[0] = '\0';
	if (!fn || fn->kind != TI_FUNCTION) {
		snprintf(m->error, sizeof(m->error), "not a function type");
		return NULL;
	}
	puts_(&r, "_ZTS");
	mangle(&r, fn);
	if (m->normalize)
		puts_(&r, ".normalized");
	return run_finish(&r);
}

char *ti_mangle_type(struct ti_mangler *m, const struct ti_type *type)
{
	struct ti_run r = { .m = m };

	m->error[0] = '\0';
	if (!type) {
		snprintf(m->error, sizeof(m->error), "no type");
		return NULL;
	}
	mangle(&r, type);
	if (!r.failed && !r.out.buf)
		return strdup("");
	return run_finish(&r);
}

struct ti_mangler *ti_mangler_new(bool normalize_integers)
{
	struct ti_mangler *m = calloc(1, sizeof(*m));

	if (m)
		m->normalize = normalize_integers;
	return m;
}

void ti_mangler_free(struct ti_mangler *m)
{
	unsigned int i;

	if (!m)
		return;
	for (i = 0; i < m->nlocals; i++) {
		free(m->locals[i].scope);
		free(m->locals[i].name);
	}
	free(m->locals);
	free(m->anon);
	free(m);
}

const char *ti_mangler_error(const struct ti_mangler *m)
{
	return m->error;
}
