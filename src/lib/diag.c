// SPDX-License-Identifier: GPL-2.0
/* Location-first diagnostics (docs/diagnostics.md lists every message). */
#include <stdarg.h>
#include <stdlib.h>

#include "diag.h"

void diag_init(struct diag *d, FILE *out, const char *file)
{
	d->out = out;
	d->file = file;
	d->errors = 0;
}

static void diag_vemit(struct diag *d, unsigned int line, const char *kind,
		       const char *fmt, va_list ap)
{
	if (line)
		fprintf(d->out, "%s:%u: %s: ", d->file, line, kind);
	else
		fprintf(d->out, "kcfi-as: %s: ", kind);
	vfprintf(d->out, fmt, ap);
	fputc('\n', d->out);
}

void diag_error(struct diag *d, unsigned int line, const char *fmt, ...)
{
	va_list ap;

	/* Past the cap, stay silent but keep counting: the run fails anyway. */
	if (d->errors++ >= DIAG_MAX_ERRORS)
		return;
	va_start(ap, fmt);
	diag_vemit(d, line, "error", fmt, ap);
	va_end(ap);
	if (d->errors == DIAG_MAX_ERRORS)
		fprintf(d->out, "kcfi-as: note: too many errors, stopping\n");
}

void diag_note(struct diag *d, unsigned int line, const char *fmt, ...)
{
	va_list ap;

	if (d->errors > DIAG_MAX_ERRORS)
		return;
	va_start(ap, fmt);
	diag_vemit(d, line, "note", fmt, ap);
	va_end(ap);
}

void diag_global(struct diag *d, const char *fmt, ...)
{
	va_list ap;

	d->errors++;
	va_start(ap, fmt);
	diag_vemit(d, 0, "error", fmt, ap);
	va_end(ap);
}

int diag_too_many(const struct diag *d)
{
	return d->errors >= DIAG_MAX_ERRORS;
}

void diag_internal(const char *src, int line, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "kcfi-as: internal error: %s:%d: ", src, line);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(KCFI_EXIT_INTERNAL);
}
