// SPDX-License-Identifier: GPL-2.0
/*
 * libFuzzer target: kcfi-as's front end and rewriter on one input, as
 * kcfi-as runs them (parse -> bind -> rewrite -> emit, plus --explain),
 * built with ASan and UBSan. An input kcfi-as accepts must give an output
 * that verify_output() passes: anything else is a wrong object, and the
 * target aborts with the output on stderr. Errors (file:line) are fine.
 * FUZZ_ARCH names the backend (kcfi_arch_x86_64, kcfi_arch_aarch64).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "emit.h"
#include "explain.h"
#include "verify.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Messages go nowhere; the run's outcome is in diag.errors. Opened once:
 * per input it would be most of the time spent. */
static FILE *sink(void)
{
	static FILE *null;

	if (!null && !(null = fopen("/dev/null", "w")))
		abort();
	return null;
}

static void run(const char *buf, size_t len)
{
	const struct kcfi_arch *arch = &FUZZ_ARCH;
	struct arena a = { 0 };
	struct diag d;
	struct asm_unit u;
	struct kcfi_marks m = { 0 };
	struct asm_edits ed = { 0 };
	char *out = NULL;
	size_t out_len = 0;
	FILE *f;

	diag_init(&d, sink(), "fuzz.s");
	if (asm_parse(&a, &d, arch, "fuzz.s", buf, len, &u) ||
	    marks_bind(&a, &d, arch, &u, &m) || !m.annotated ||
	    rewrite_unit(&d, arch, &u, &m, 0, &ed))
		goto out;
	f = open_memstream(&out, &out_len);
	if (!f || emit_unit(&u, &ed, f) || fclose(f))
		abort();
	explain_unit(arch, &u, &m, sink());
	if (verify_output(&d, arch, &m, "<output>", out, out_len)) {
		diag_init(&d, stderr, "fuzz.s");
		verify_output(&d, arch, &m, "<output>", out, out_len);
		fprintf(stderr, "---- output ----\n%.*s\n----\n", (int)out_len, out);
		abort();
	}
out:
	free(out);
	rewrite_free(&ed);
	arena_free(&a);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	/* asm_parse wants the NUL after the buffer, as kcfi-as reads it */
	char *buf = malloc(size + 1);

	if (!buf)
		abort();
	memcpy(buf, data, size);
	buf[size] = '\0';
	run(buf, size);
	free(buf);
	return 0;
}
