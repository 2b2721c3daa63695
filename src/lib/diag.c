// SPDX-License-Identifier: GPL-2.0
/* Diagnostics (docs/diagnostics.md lists every message). */
#include <stdarg.h>
#include <stdlib.h>

#include "diag.h"
#include "util.h"

const char *diag_tool = "kcfi-as";

void diag_vformat(struct strbuf *sb, const char *where, unsigned int line, const char *kind,
		  const char *fmt, va_list ap)
{
	sb_puts(sb, diag_tool);
	sb_puts(sb, ": ");
	if (where) {
		sb_puts(sb, where);
		if (line)
			sb_printf(sb, ":%u", line);
		sb_puts(sb, ": ");
	}
	if (kind) {
		sb_puts(sb, kind);
		sb_puts(sb, ": ");
	}
	sb_vprintf(sb, fmt, ap);
	sb_puts(sb, "\n");
}

void diag_vline(FILE *out, const char *where, unsigned int line, const char *kind,
		const char *fmt, va_list ap)
{
	struct strbuf sb = { 0 };

	diag_vformat(&sb, where, line, kind, fmt, ap);
	fwrite(sb.buf, 1, sb.len, out);
	sb_release(&sb);
}

void diag_format(struct strbuf *sb, const char *where, const char *kind, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	diag_vformat(sb, where, 0, kind, fmt, ap);
	va_end(ap);
}

void diag_line(FILE *out, const char *where, const char *kind, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	diag_vline(out, where, 0, kind, fmt, ap);
	va_end(ap);
}

void diag_init(struct diag *d, FILE *out, const char *file)
{
	d->out = out;
	d->file = file;
	d->errors = 0;
}

static void diag_vemit(struct diag *d, unsigned int line, const char *kind,
		       const char *fmt, va_list ap)
{
	diag_vline(d->out, line ? d->file : NULL, line, kind, fmt, ap);
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
		diag_line(d->out, NULL, "note", "too many errors, stopping");
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

void diag_oom(void)
{
	fprintf(stderr, "%s: error: out of memory\n", diag_tool);
	exit(KCFI_EXIT_ERROR);
}

void diag_internal(const char *src, int line, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s: internal error: %s:%d: ", diag_tool, src, line);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(KCFI_EXIT_INTERNAL);
}
