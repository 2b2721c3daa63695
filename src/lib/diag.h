/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Diagnostics: "FILE:LINE: error: MSG", "FILE:LINE: note: MSG", or
 * "kcfi-as: error: MSG" without a location. Errors are counted so the driver
 * can keep going within a file and still refuse to write output.
 */
#ifndef KCFI_DIAG_H
#define KCFI_DIAG_H

#include <stdio.h>

enum kcfi_exit {
	KCFI_EXIT_OK = 0,
	KCFI_EXIT_ERROR = 1,
	KCFI_EXIT_USAGE = 2,
	KCFI_EXIT_INTERNAL = 4,		/* same number as GCC's ICE_EXIT_CODE */
};

#define DIAG_MAX_ERRORS 20

struct diag {
	FILE *out;			/* stderr, or a memstream in unit tests */
	const char *file;		/* input name used as location prefix */
	unsigned int errors;
};

void diag_init(struct diag *d, FILE *out, const char *file);
void diag_error(struct diag *d, unsigned int line, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
void diag_note(struct diag *d, unsigned int line, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
void diag_global(struct diag *d, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* True once enough errors were seen that further checking is pointless. */
int diag_too_many(const struct diag *d);

/* A broken invariant inside kcfi-as itself: message and exit 4. */
void diag_internal(const char *src, int line, const char *fmt, ...)
	__attribute__((format(printf, 3, 4), noreturn));
#define KCFI_BUG(...) diag_internal(__FILE__, __LINE__, __VA_ARGS__)

#endif
