/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Emit: write the unit with its edits. A physical line none of whose
 * statements has an edit is written byte for byte; a line with an edit is
 * split into one statement per line with the inserted text in front.
 */
#ifndef KCFI_EMIT_H
#define KCFI_EMIT_H

#include <stdio.h>

#include "rewrite.h"

/* Returns 0, or -1 if writing failed (errno set). */
int emit_unit(const struct asm_unit *u, const struct asm_edits *ed, FILE *f);

#endif
