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

#include "kcfi-markers.h"
#include "mangle-int.h"

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
		ti_fail(r, "integer type of %u bits cannot be normalized", t->bits);
		return;
	}
	snprintf(name, sizeof(name), "%c%u", integer_is_signed(t) ? 'i' : 'u', t->bits);
	/* '#' cannot occur in a real mangling: keeps these keys apart. */
	snprintf(key, sizeof(key), "#%s", name);
	if (ti_use_subst(r, key))
		return;
	ti_puts(r, "u");
	ti_put_source_name(r, name);
	ti_add_subst(r, strdup(key));
}

static void mangle_builtin(struct ti_run *r, const struct ti_type *t)
{
	if (r->m->normalize && !r->keying && is_integer(t->builtin)) {
		mangle_normalized(r, t);
		return;
	}
	switch (t->builtin) {
	case TI_FLOATN:
		ti_putf(r, "DF%u_", t->bits);
		return;
	case TI_FLOATNX:
		ti_putf(r, "DF%ux", t->bits);
		return;
	default:
		break;
	}
	if ((unsigned int)t->builtin >= sizeof(builtin_codes) / sizeof(builtin_codes[0]) ||
	    !builtin_codes[t->builtin]) {
		ti_fail(r, "unknown builtin type %d", (int)t->builtin);
		return;
	}
	ti_puts(r, builtin_codes[t->builtin]);
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
		ti_puts(r, "Ut_");
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
		ti_fail(r, "unnamed type nested in a non-tag type");
		return;
	}
	key = key_of(r, p, false);
	if (!key || ti_use_subst(r, key)) {
		free(key);
		return;
	}
	if (!p->name && p->parent) {
		mangle_prefix(r, p->parent);
		put_unnamed_member(r, p);
	} else {
		put_tag_name(r, p);	/* a local root's Z..E came first */
	}
	ti_add_subst(r, key);
}

/* struct/union/enum: [Z[L]<scope>E | St] <name>, or [Z..E] N<prefix><unnamed>E */
static void mangle_tag(struct ti_run *r, const struct ti_type *t)
{
	const struct ti_type *root = t;
	bool nested = t->parent && !t->name && !r->keying;

	while (nested && root->parent && !root->name)
		root = root->parent;
	if (root->scope) {
		ti_puts(r, root->scope_internal ? "ZL" : "Z");
		ti_put_source_name(r, root->scope);
		ti_puts(r, "E");
	} else if (root->in_std) {
		ti_puts(r, "St");
	}
	if (nested) {
		ti_puts(r, "N");
		mangle_prefix(r, t->parent);
		put_unnamed_member(r, t);
		ti_puts(r, "E");
		return;
	}
	put_tag_name(r, t);
}

/* <name> of a tag: its source name [+ discriminator], or "$_N". */
static void put_tag_name(struct ti_run *r, const struct ti_type *t)
{
	unsigned int disc;

	if (t->name) {
		ti_put_source_name(r, t->name);
		if (!t->scope || !t->identity)
			return;
		if (r->keying) {	/* same name, different type: another key */
			ti_putf(r, "?%p", t->identity);
			return;
		}
		disc = ti_local_discriminator(r, t);
		if (disc > 10)
			ti_putf(r, "__%u_", disc - 1);
		else if (disc)
			ti_putf(r, "_%u", disc - 1);
		return;
	}
	put_anon_name(r, t);
}

/* "$_N" (as a source name): N numbers anonymous types per unit. */
static void put_anon_name(struct ti_run *r, const struct ti_type *t)
{
	char anon[32];

	if (!t->identity) {
		ti_fail(r, "anonymous tag type without an identity");
		return;
	}
	if (r->keying)	/* a key only needs to be unique, not numbered */
		snprintf(anon, sizeof(anon), "$%p", t->identity);
	else
		snprintf(anon, sizeof(anon), "$_%u", ti_anon_number(r, t->identity));
	ti_put_source_name(r, anon);
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
		ti_fail(r, "function type without a return type");
		return;
	}
	if (t->cconv) {		/* part of this one candidate, as in Clang */
		ti_puts(r, "U");
		ti_put_source_name(r, t->cconv);
	}
	ti_puts(r, "F");
	mangle(r, t->inner);
	if (t->proto == TI_PROTOTYPED && t->nparams == 0)
		ti_puts(r, "v");
	for (i = 0; i < t->nparams && !r->failed; i++) {
		if (!t->params[i]) {
			ti_fail(r, "function parameter %u has no type", i + 1);
			return;
		}
		mangle(r, adjust_param(t->params[i], &tmp));
	}
	if (t->proto == TI_VARIADIC)
		ti_puts(r, "z");
	ti_puts(r, "E");
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
		ti_fail(r, "type of kind %d without an inner type", (int)t->kind);
		return;
	}
	switch (t->kind) {
	case TI_POINTER:
		ti_puts(r, "P");
		mangle(r, t->inner);
		break;
	case TI_ARRAY:
		if (r->keying && t->vla)	/* a fresh key: a VLA repeats nothing */
			ti_putf(r, "A?%u_", r->m->vla_keys++);
		else if (t->unknown_bound || t->vla)
			ti_puts(r, "A_");
		else
			ti_putf(r, "A%llu_", t->count);
		mangle(r, t->inner);
		break;
	case TI_VECTOR:
		ti_putf(r, "Dv%llu_", t->count);
		mangle(r, t->inner);
		break;
	case TI_COMPLEX:
		ti_puts(r, "C");
		mangle(r, t->inner);
		break;
	case TI_ATOMIC:
		ti_puts(r, "U7_Atomic");
		mangle(r, t->inner);
		break;
	case TI_FUNCTION:
		mangle_function(r, t);
		break;
	case TI_TAG:
		mangle_tag(r, t);
		break;
	case TI_BUILTIN:	/* only _BitInt gets here: a candidate in Clang */
		ti_putf(r, "%s%u_", t->builtin == TI_BITINT ? "DB" : "DU", t->bits);
		break;
	case TI_VENDOR:
		ti_puts(r, t->name);
		break;
	default:
		ti_fail(r, "unknown type kind %d", (int)t->kind);
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
		ti_fail(r, "vendor type without a spelling");
		return;
	}
	if (!is_candidate(t)) {
		if (t->kind == TI_VENDOR)
			ti_puts(r, t->name);
		else
			mangle_builtin(r, t);
		return;
	}
	if (r->keying) {
		mangle_compound(r, t);
		return;
	}
	key = key_of(r, t, false);
	if (!key || ti_use_subst(r, key)) {
		free(key);
		return;
	}
	mangle_compound(r, t);
	ti_add_subst(r, key);
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
		if (!key || ti_use_subst(r, key)) {
			free(key);
			return;
		}
	}
	if (t->addr_space) {
		char as[16];

		snprintf(as, sizeof(as), "AS%u", t->addr_space);
		ti_puts(r, "U");
		ti_put_source_name(r, as);
	}
	if (t->quals & TI_RESTRICT)
		ti_puts(r, "r");
	if (t->quals & TI_VOLATILE)
		ti_puts(r, "V");
	if (t->quals & TI_CONST)
		ti_puts(r, "K");
	mangle_unqualified(r, t);
	if (key)
		ti_add_subst(r, key);
}

char *ti_mangle_function(struct ti_mangler *m, const struct ti_type *fn)
{
	struct ti_run r = { .m = m };

	m->error[0] = '\0';
	if (!fn || fn->kind != TI_FUNCTION) {
		snprintf(m->error, sizeof(m->error), "not a function type");
		return NULL;
	}
	ti_puts(&r, KCFI_TYPE_PREFIX);
	mangle(&r, fn);
	/* Clang 22 appends the salt to the mangled name, before the suffix */
	if (fn->salt && *fn->salt) {
		ti_puts(&r, ".");
		ti_puts(&r, fn->salt);
	}
	if (m->normalize)
		ti_puts(&r, ".normalized");
	return ti_run_finish(&r);
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
	return ti_run_finish(&r);
}

