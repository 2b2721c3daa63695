/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Diagnostics, one convention for every tool (docs/diagnostics.md):
 *	TOOL: WHERE: error: MSG		WHERE is "FILE:LINE" (kcfi-as) or
 *	TOOL: error: MSG		"FILE: SECTION+0xOFF (FN+0xN)" (kcfi-check)
 * with "note" and "warning" in place of "error" for the lesser kinds (no
 * kind: "TOOL: MSG", kcfi-gcc -v's progress lines), and one set of exit
 * codes. Errors are counted so kcfi-as can keep going
 * within a file and still refuse to write output.
 */
#ifndef KCFI_DIAG_H
#define KCFI_DIAG_H

#include <stdarg.h>
#include <stdio.h>

/*
 * A tool's own exit status. kcfi-gcc and kcfi-as otherwise exit with a
 * child's status (gcc's, as's), passed on unchanged: no value here.
 */
enum kcfi_exit {
	KCFI_EXIT_OK = 0,
	KCFI_EXIT_ERROR = 1,		/* bad input, a finding, no file/memory/child */
	KCFI_EXIT_USAGE = 2,
	KCFI_EXIT_INTERNAL = 4,		/* same number as GCC's ICE_EXIT_CODE */
	/* + N: a child died of termination signal N, and so should we; the
	 * status the shell would report, for where dying of it did not */
	KCFI_EXIT_SIGNAL = 128,
};

/* The name every diagnostic starts with; each tool's main sets its own.
 * kcfi-as's library code also runs without its main (unit tests, fuzzer). */
extern const char *diag_tool;

struct strbuf;

/* One diagnostic line, "TOOL: [WHERE[:LINE]: ]KIND: MSG\n" (WHERE may be
 * NULL, LINE 0; KIND NULL drops "KIND: "), appended to sb (a list printed
 * later) or written to out. */
void diag_vformat(struct strbuf *sb, const char *where, unsigned int line, const char *kind,
		  const char *fmt, va_list ap);
void diag_vline(FILE *out, const char *where, unsigned int line, const char *kind,
		const char *fmt, va_list ap);
void diag_format(struct strbuf *sb, const char *where, const char *kind, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
void diag_line(FILE *out, const char *where, const char *kind, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

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

/* Allocation failed: "TOOL: error: out of memory", exit 1 (exit handlers
 * run, so kcfi-gcc still removes its temporary files). The only OOM path. */
void diag_oom(void) __attribute__((noreturn));
/* A broken invariant inside a tool: "TOOL: internal error: SRC:LINE: MSG", exit 4. */
void diag_internal(const char *src, int line, const char *fmt, ...)
	__attribute__((format(printf, 3, 4), noreturn));
#define KCFI_BUG(...) diag_internal(__FILE__, __LINE__, __VA_ARGS__)

#endif
