// SPDX-License-Identifier: GPL-2.0
/* Command-line parsing for kcfi-as (see options.h). */
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "options.h"
#include "util.h"

static const char usage[] =
	"usage: kcfi-as [--arch=x86_64|aarch64|riscv64|arm] [-S | --explain] [--verify] [-fsanitize-kcfi-arity] [-fsanitize-kcfi-arm-trap=bkpt|udf] [-o OUT] [--as=PROG] [-v] [AS-OPTIONS...] INPUT.s\n"
	"  --arch=ARCH  target architecture (default: the host's)\n"
	"  -S           write the instrumented assembly to OUT ('-' = stdout) instead of assembling\n"
	"  --explain    list each preamble, check and typeid to OUT ('-' = stdout), one per line\n"
	"  --verify     re-read the instrumented assembly and check it against the markers\n"
	"  -fsanitize-kcfi-arity\n"
	"               x86_64: every '.kcfi_func' must carry its arity, which names the\n"
	"               preamble's register (Linux 6.15+ FineIBT-BHI; without this option\n"
	"               an arity in the marker is used, a missing one means %eax)\n"
	"  -fsanitize-kcfi-arm-trap=bkpt|udf\n"
	"               arm: the check's form: bkpt (default) is clang-19's compare and\n"
	"               bkpt #0 (Linux 6.12); udf is clang-22's eor chain and a udf\n"
	"               naming the target register\n"
	"  -o OUT       output file (default a.out, or stdout with -S)\n"
	"  --as=PROG    assembler to run (default $KCFI_AS, else 'as')\n"
	"  -v           print the assembler command line\n"
	"  other options are passed to the assembler; INPUT may be '-' for stdin\n";

/* GNU as options whose value is the next argument. */
static const char *const as_opts_with_arg[] = {
	"-I", "--defsym", "--debug-prefix-map", "--MD",
};

static bool as_takes_arg(const char *opt)
{
	for (size_t i = 0; i < sizeof(as_opts_with_arg) / sizeof(as_opts_with_arg[0]); i++)
		if (streq(opt, as_opts_with_arg[i]))
			return true;
	return false;
}

static int usage_error(FILE *err, const char *what, const char *arg)
{
	fprintf(err, "kcfi-as: error: %s%s%s\n%s", what, arg ? ": " : "", arg ? arg : "", usage);
	return KCFI_EXIT_USAGE;
}

static int set_input(struct kas_options *o, const char *arg, FILE *err)
{
	if (o->input)
		return usage_error(err, "more than one input file", arg);
	o->input = arg;
	return 0;
}

int options_parse(int argc, char **argv, struct kas_options *o, FILE *err)
{
	memset(o, 0, sizeof(*o));
	o->as_args = calloc(argc + 1, sizeof(*o->as_args));
	if (!o->as_args)
		diag_oom();
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];

		if (!strncmp(a, "--arch=", 7)) {
			o->arch = a + 7;
		} else if (streq(a, "-S")) {
			o->asm_only = true;
		} else if (streq(a, "--explain")) {
			o->explain = true;
		} else if (streq(a, "--verify")) {
			o->verify = true;
		} else if (streq(a, "-fsanitize-kcfi-arity")) {
			o->arity = true;
		} else if (!strncmp(a, "-fsanitize-kcfi-", 16) && strchr(a, '=') &&
			   !strncmp(strchr(a, '=') - 5, "-trap", 5)) {
			/* kept whole: main() knows the arch, which names its own */
			o->form_option = a;
			o->form = strchr(a, '=') + 1;
		} else if (streq(a, "-o")) {
			if (++i == argc)
				return usage_error(err, "missing file name after", "-o");
			o->output = argv[i];
		} else if (!strncmp(a, "-o", 2)) {
			o->output = a + 2;
		} else if (!strncmp(a, "--as=", 5)) {
			o->as_prog = a + 5;
		} else if (streq(a, "-v")) {
			o->verbose = true;
		} else if (streq(a, "--help")) {
			fputs(usage, stdout);
			exit(KCFI_EXIT_OK);
		} else if (a[0] == '-' && a[1]) {
			o->as_args[o->nas_args++] = a;
			if (as_takes_arg(a) && i + 1 < argc)
				o->as_args[o->nas_args++] = argv[++i];
		} else if (set_input(o, a, err)) {
			return KCFI_EXIT_USAGE;
		}
	}
	if (!o->input)
		return usage_error(err, "no input file", NULL);
	if (o->asm_only && o->explain)
		return usage_error(err, "choose one of", "-S, --explain");
	if ((o->asm_only || o->explain) && o->nas_args)
		return usage_error(err, "assembler options make no sense with",
				   o->asm_only ? "-S" : "--explain");
	if (!o->output)
		o->output = o->asm_only || o->explain ? "-" : "a.out";
	if (!o->as_prog)
		o->as_prog = getenv("KCFI_AS") ? getenv("KCFI_AS") : "as";
	return 0;
}

void options_release(struct kas_options *o)
{
	free(o->as_args);
	o->as_args = NULL;
}
