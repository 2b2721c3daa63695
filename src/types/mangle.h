/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Itanium mangling of C types (struct ti_type) as Clang 19 spells it in its
 * KCFI type names: "_ZTS" + <function type> [+ ".normalized"]. Rules and
 * their sources: docs/typeinfo.md and kcfi-abi.md section 1.
 */
#ifndef KCFI_TYPEINFO_MANGLE_H
#define KCFI_TYPEINFO_MANGLE_H

#include <stdbool.h>
#include "types.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Per-translation-unit state: the normalization option and the numbers of
 * anonymous struct/union/enum types ("$_N"), handed out in order of first
 * mangling and stable for the rest of the unit.
 */
struct ti_mangler;

struct ti_mangler *ti_mangler_new(bool normalize_integers);
void ti_mangler_free(struct ti_mangler *m);

/*
 * The KCFI type name of FN (a TI_FUNCTION): "_ZTS" + mangling, plus "."
 * and FN's salt if it has one, plus ".normalized" with integer
 * normalization. Returns a malloc'd string, or
 * NULL with ti_mangler_error() set when FN cannot be mangled.
 */
char *ti_mangle_function(struct ti_mangler *m, const struct ti_type *fn);

/* The bare Itanium <type> of any type ("PKc", "A10_i", "FvvE"), no prefix or
 * suffix; for tests and the query tool. NULL on error as above. */
char *ti_mangle_type(struct ti_mangler *m, const struct ti_type *type);

/* Why the last mangling failed ("" if it did not). */
const char *ti_mangler_error(const struct ti_mangler *m);

#ifdef __cplusplus
}
#endif
#endif
