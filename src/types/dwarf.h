/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The second front end of the mangler: a function's DWARF description
 * (libdw: DW_TAG_subprogram, its return and parameter types) -> struct
 * ti_type -> KCFI type name, independently of the compiler that produced
 * the object. Used by kcfi-check --dwarf to re-derive preamble ids.
 */
#ifndef KCFI_TYPEINFO_DWARF_H
#define KCFI_TYPEINFO_DWARF_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct ti_dwarf;

/* A function definition found in the DWARF: offsets of its unit and DIE. */
struct ti_dwarf_func {
	uint64_t cu;
	uint64_t die;
	bool params_unknown;	/* DWARF may omit the parameters: clang-19 drops
				 * them when the body is unreachable (no code, or
				 * no parameter DIE at all under a prototype) */
};

/* Open PATH's DWARF (relocated by libdwfl if PATH is a .o); NULL with ERR
 * set when there is none. */
struct ti_dwarf *ti_dwarf_open(const char *path, bool normalize_integers, char *err,
			       size_t errlen);
void ti_dwarf_close(struct ti_dwarf *d);

/* List the function definitions ti_dwarf_find_function searches: a walk of
 * every DIE, done on the first call only (ti_dwarf_inlined_from needs
 * none).  false if out of memory. */
bool ti_dwarf_index(struct ti_dwarf *d);

/*
 * The function whose inlined body holds the instruction at ADDR (in a
 * linked file its address, in an object its offset in section SHNDX): the
 * innermost DW_TAG_inlined_subroutine there, by its abstract origin's name.
 * NULL if the instruction is in no inlined body, or DWARF does not say.
 * The name lives as long as D.
 */
const char *ti_dwarf_inlined_from(struct ti_dwarf *d, bool linked, size_t shndx, uint64_t addr);

/*
 * After ti_dwarf_index: the definition of function NAME whose bytes are
 * [ADDR, ADDR + SIZE): in a linked file its address, in an object its
 * offset in section SHNDX.  Static functions of different units may share
 * a name, in a linked file and in a module object that 'ld -r' joined from
 * several units alike. 0 if found, -1 if not.
 */
int ti_dwarf_find_function(struct ti_dwarf *d, const char *name, bool linked, size_t shndx,
			   uint64_t addr, uint64_t size, struct ti_dwarf_func *f);
/* The same by place alone, whatever its name (a preamble's symbol may name
 * an alias of it: init_module): the one definition with code whose entry
 * lies in the function [ADDR, ADDR + SIZE) (GCC's low_pc comes after the
 * -fpatchable-function-entry nops). */
int ti_dwarf_find_function_in(struct ti_dwarf *d, bool linked, size_t shndx, uint64_t addr,
			      uint64_t size, struct ti_dwarf_func *f);

/* How to read what DWARF leaves open, and what the reading met. */
struct ti_dwarf_reading {
	/* in: an array DWARF gives no bound at all ("int (*)[]") may be a
	 * VLA: Clang describes "int (*)[n]" that way, and a VLA is never a
	 * substitution candidate */
	bool unknown_is_vla;
	/* in: qualifiers to add to the elements of the arrays met, 2 bits
	 * each in order (1 const, 2 volatile): GCC's DWARF drops those of a
	 * qualified array typedef ("const arr *", PR debug/8354) */
	unsigned int array_quals;
	bool saw_unknown;	/* out: an unbounded array, i.e. the VLA reading differs */
	unsigned int arrays;	/* out: arrays met (vectors aside) */
};

/*
 * The KCFI type name ("_ZTS...") of F read as R says, malloc'd; NULL with
 * *why set when its type cannot be rebuilt. Call in order of F->cu: the
 * per-unit state (anonymous "$_N" numbering) is rebuilt when the unit
 * changes.
 */
char *ti_dwarf_type_name(struct ti_dwarf *d, const struct ti_dwarf_func *f,
			 struct ti_dwarf_reading *r, const char **why);

#endif
