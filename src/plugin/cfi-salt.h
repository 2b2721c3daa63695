/* SPDX-License-Identifier: GPL-2.0 */
/*
 * __attribute__((cfi_salt("S"))) (LLVM 22): a string that Clang appends to
 * a function type's KCFI name ("_ZTSFiiE" -> "_ZTSFiiE.S", before any
 * ".normalized"), so functions of one prototype can form separate classes.
 * GCC 12 does not know the attribute: the plugin registers it as a type
 * attribute of function types. Include after gcc-compat.h.
 */
#ifndef KCFI_CFI_SALT_H
#define KCFI_CFI_SALT_H

/* Register cfi_salt (from the PLUGIN_ATTRIBUTES callback). */
void kcfi_register_cfi_salt(void);

/* The salt of FNTYPE (a FUNCTION_TYPE), or NULL if it has none ("" is none,
 * as in Clang). Lives as long as the type. */
const char *kcfi_cfi_salt(tree fntype);

/* NAME as the inside of a marker's quoted operand: a salt may hold '"'
 * and '\\', which kcfi-as's unquoting reads back. NAME itself when nothing
 * needs escaping, else a GC string. */
const char *kcfi_marker_quote(const char *name);

#endif
