// SPDX-License-Identifier: GPL-2.0
/*
 * The mangler's bookkeeping: the output buffer, the substitution table of
 * one run, and the per-unit numbering of anonymous and local types.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mangle-int.h"

void ti_fail(struct ti_run *r, const char *fmt, ...)
{
	va_list ap;

	if (r->failed)
		return;
	r->failed = true;
	va_start(ap, fmt);
	vsnprintf(r->m->error, sizeof(r->m->error), fmt, ap);
	va_end(ap);
}

void ti_put(struct ti_run *r, const char *s, size_t n)
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
			ti_fail(r, "out of memory");
			return;
		}
		o->buf = buf;
		o->cap = cap;
	}
	memcpy(o->buf + o->len, s, n);
	o->len += n;
	o->buf[o->len] = '\0';
}

void ti_puts(struct ti_run *r, const char *s)
{
	ti_put(r, s, strlen(s));
}

void ti_putf(struct ti_run *r, const char *fmt, ...)
{
	char tmp[64];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(tmp, sizeof(tmp), fmt, ap);
	va_end(ap);
	ti_puts(r, tmp);
}

/* <source-name> ::= <length> <identifier> */
void ti_put_source_name(struct ti_run *r, const char *name)
{
	ti_putf(r, "%zu", strlen(name));
	ti_puts(r, name);
}

/* S_ for candidate 0, then S<k-1 in base 36>_. */
static void ti_put_subst_ref(struct ti_run *r, unsigned int k)
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
	ti_puts(r, tmp + i);
}

/* If KEY is a candidate already, print its reference and return true. */
bool ti_use_subst(struct ti_run *r, const char *key)
{
	unsigned int i;

	for (i = 0; i < r->nsubst; i++) {
		if (!strcmp(r->subst[i], key)) {
			ti_put_subst_ref(r, i);
			return true;
		}
	}
	return false;
}

/* Record KEY (ownership passes) as the next candidate. */
void ti_add_subst(struct ti_run *r, char *key)
{
	if (r->nsubst == r->subst_cap) {
		unsigned int cap = r->subst_cap ? r->subst_cap * 2 : 16;
		char **s = realloc(r->subst, cap * sizeof(*s));

		if (!s) {
			free(key);
			ti_fail(r, "out of memory");
			return;
		}
		r->subst = s;
		r->subst_cap = cap;
	}
	r->subst[r->nsubst++] = key;
}

/* Number of an anonymous tag: its position in the unit's first-use order. */
unsigned int ti_anon_number(struct ti_run *r, const void *identity)
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
			ti_fail(r, "out of memory");
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
unsigned int ti_local_discriminator(struct ti_run *r, const struct ti_type *t)
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
			ti_fail(r, "out of memory");
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
		ti_fail(r, "out of memory");
		return 0;
	}
	l->identity = t->identity;
	l->disc = same;
	m->nlocals++;
	return same;
}

char *ti_run_finish(struct ti_run *r)
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