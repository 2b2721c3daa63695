/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Emit: write the unit with its edits, streaming from the input buffer. Text
 * between edited lines is copied byte for byte; a line with an edit gets the
 * inserted text in front, and is itself kept byte for byte unless one of its
 * statements is replaced or it holds several (then one statement per line,
 * the line's comment kept after the last).
 */
#ifndef KCFI_EMIT_H
#define KCFI_EMIT_H

#include <stdio.h>

#include "rewrite.h"

/* Returns 0, or -1 if writing failed (errno set). */
int emit_unit(const struct asm_unit *u, const struct asm_edits *ed, FILE *f);

#endif
