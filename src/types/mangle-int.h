/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Inside the mangler: per-unit state (struct ti_mangler), one mangling run
 * (struct ti_run: output, substitution table) and their helpers in
 * mangle-state.c. The grammar is in mangle.c. Not for other modules.
 */
#ifndef KCFI_TYPEINFO_MANGLE_INT_H
#define KCFI_TYPEINFO_MANGLE_INT_H

#include <stddef.h>
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

void ti_fail(struct ti_run *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void ti_put(struct ti_run *r, const char *s, size_t n);
void ti_puts(struct ti_run *r, const char *s);
void ti_putf(struct ti_run *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* <source-name> ::= <length> <identifier> */
void ti_put_source_name(struct ti_run *r, const char *name);

/* If KEY is a candidate already, print its reference and return true. */
bool ti_use_subst(struct ti_run *r, const char *key);
/* Record KEY (malloc'd; ownership passes) as the next candidate. */
void ti_add_subst(struct ti_run *r, char *key);

/* Number of an anonymous tag ("$_N") in the unit's first-use order. */
unsigned int ti_anon_number(struct ti_run *r, const void *identity);
/* Discriminator of a named local tag: 0 for the first of its name, k for "_<k-1>". */
unsigned int ti_local_discriminator(struct ti_run *r, const struct ti_type *t);

/* Free the run; its output (malloc'd), or NULL if it failed. */
char *ti_run_finish(struct ti_run *r);

#endif
