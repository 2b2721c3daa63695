/* SPDX-License-Identifier: GPL-2.0 */
/*
 * GCC front end of the type mangler: GCC FUNCTION_TYPE -> neutral ti_type ->
 * "_ZTS..." name (src/types/mangle.c). Include after gcc-compat.h.
 */
#ifndef KCFI_GCC_TYPES_H
#define KCFI_GCC_TYPES_H

/* Per-translation-unit naming state: options and the counter that numbers
 * anonymous aggregates ("$_N") in order of first mangling. */
struct kcfi_names;

/*
 * Call from plugin_init: it also registers a PLUGIN_FINISH_TYPE callback
 * (GCC leaves TYPE_CONTEXT of unnamed member types NULL; the callback
 * records their enclosing struct, which Clang's names need).
 */
struct kcfi_names *kcfi_names_new(bool normalize_integers);
void kcfi_names_free(struct kcfi_names *names);

/* PLUGIN_FINISH_DECL's work (which typedef names an anonymous type), for a
 * callback that must see it done first; repeating it is harmless. */
void kcfi_names_finish_decl(struct kcfi_names *names, tree decl);

/*
 * The full KCFI type name of FNTYPE (a FUNCTION_TYPE), as Clang 19 spells it:
 * "_ZTS" + Itanium mangling [+ ".normalized"]. The string lives until
 * kcfi_names_free(). On a type that cannot be mangled, reports
 * error_at(LOC, "kcfi: ...") and returns NULL.
 */
const char *kcfi_type_name(struct kcfi_names *names, tree fntype, location_t loc);

/* The same without a diagnostic: NULL if FNTYPE cannot be named (the caller
 * reports it later, where it matters). */
const char *kcfi_type_name_quiet(struct kcfi_names *names, tree fntype);

/*
 * The type name of a function *definition* FNDECL (for its preamble): the
 * declared type, except that a K&R definition gets the prototype rebuilt
 * from its promoted parameters, as Clang does ("int k(c, f) char c; float f;"
 * -> "_ZTSFiidE").
 */
const char *kcfi_decl_type_name(struct kcfi_names *names, tree fndecl);

/*
 * The bare Itanium mangling of any TYPE ("PKc", "A10_i", "PFviE"), without
 * "_ZTS" or ".normalized": for the query mode and reviewers. Lifetime and
 * errors as kcfi_type_name().
 */
const char *kcfi_type_mangling(struct kcfi_names *names, tree type, location_t loc);

#endif
