/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Inside the DWARF front end: the index of function definitions, the
 * per-unit facts a type DIE alone does not carry (enclosing DIE, naming
 * typedef, enclosing struct of an unnamed member type), and one conversion.
 * Not for other modules.
 */
#ifndef KCFI_TYPEINFO_DWARF_INT_H
#define KCFI_TYPEINFO_DWARF_INT_H

#include <dwarf.h>		/* libdw's DW_* constants (the Makefile keeps ours off -I) */
#include <elfutils/libdw.h>
#include <elfutils/libdwfl.h>

#include "dwarf.h"
#include "mangle.h"
#include "types.h"

struct ti_dwarf_def {
	const char *name;
	uint64_t addr;			/* low_pc (linked files) */
	uint64_t cu, die;
	bool params_unknown;		/* see struct ti_dwarf_func */
	bool has_code;			/* low_pc/ranges (not an ICF alias) */
};

/* (key DIE, value DIE or name), sorted by key. */
struct ti_dwarf_link {
	uint64_t key;
	uint64_t off;
	const char *name;
};

struct ti_dwarf_links {
	struct ti_dwarf_link *v;
	size_t n, cap;
};

struct ti_dwarf_unit {
	bool valid;
	uint64_t cu;
	struct ti_dwarf_links parents;	/* DIE -> enclosing DIE */
	struct ti_dwarf_links namings;	/* anonymous tag -> first typedef naming it */
	struct ti_dwarf_links members;	/* unnamed member type -> enclosing struct/union */
	struct ti_mangler *mangler;	/* "$_N" numbers are per unit */
};

struct ti_dwarf {
	Dwfl *dwfl;
	Dwfl_Module *mod;		/* the one file reported */
	Dwarf *dw;
	Dwarf_Addr bias;
	unsigned int machine;		/* e_machine: target spellings (aarch64) */
	bool normalize;
	struct ti_dwarf_def *defs;	/* sorted by name, by ti_dwarf_index */
	bool indexed;
	size_t ndefs, defs_cap;
	struct ti_dwarf_unit unit;
};

/* One DIE -> ti_type conversion; its nodes are freed together. */
struct ti_dconv {
	struct ti_dwarf *d;
	void **allocs;
	size_t nallocs, cap;
	const char *error;		/* first reason the type cannot be rebuilt */
	unsigned int depth;
	struct ti_dwarf_reading *r;	/* see ti_dwarf_type_name() */
};

const struct ti_type *ti_dconv_function(struct ti_dconv *c, Dwarf_Die *fn);
void ti_dconv_free(struct ti_dconv *c);

/* Per-unit lookups; 0 / NULL when there is no such link. */
const struct ti_dwarf_link *ti_dwarf_link_find(const struct ti_dwarf_links *l, uint64_t key);
bool ti_dwarf_grow(void **v, size_t *cap, size_t need, size_t elem);

#endif
