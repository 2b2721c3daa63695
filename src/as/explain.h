/* SPDX-License-Identifier: GPL-2.0 */
/*
 * kcfi-as --explain: what a marked .s gets, one line per item, in input
 * order, for review tools and scripts to diff (docs/kcfi-gcc.md):
 *	preamble FUNC 0xID TYPE
 *	check FUNC 0xID TYPE		FUNC: the function the call is in
 *	nocheck FUNC REASON
 *	typeid SYM 0xID TYPE
 * The first three fields of preamble, check and typeid lines are what
 * kcfi-check --explain prints for the object.
 */
#ifndef KCFI_EXPLAIN_H
#define KCFI_EXPLAIN_H

#include <stdio.h>

#include "marks.h"

/* Returns 0, or -1 if writing failed (errno set). */
int explain_unit(const struct kcfi_arch *arch, const struct asm_unit *u,
		 const struct kcfi_marks *m, FILE *f);

#endif
