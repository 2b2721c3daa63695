/* SPDX-License-Identifier: GPL-2.0 */
/* kcfi-as command line: our options, the rest is handed to as. */
#ifndef KCFI_OPTIONS_H
#define KCFI_OPTIONS_H

#include <stdbool.h>
#include <stdio.h>

struct kas_options {
	const char *arch;		/* --arch=, default: host */
	bool asm_only;			/* -S: write instrumented assembly */
	bool explain;			/* --explain: list preambles and checks */
	bool verify;			/* --verify: re-read the output (verify.h) */
	bool arity;			/* -fsanitize-kcfi-arity: every .kcfi_func has one */
	/* -fsanitize-kcfi-ARCH-trap=FORM: the option's name (to '=') and FORM,
	 * which the arch's check_form_option and check_forms judge */
	const char *form_option, *form;
	const char *output;		/* -o, default a.out (or "-" with -S) */
	const char *as_prog;		/* --as=, else $KCFI_AS, else "as" */
	bool verbose;			/* -v: show the as command */
	const char *input;		/* the .s, "-" = stdin */
	const char **as_args;		/* options passed through to as */
	int nas_args;
};

/* Returns 0, or KCFI_EXIT_USAGE after printing why to err. */
int options_parse(int argc, char **argv, struct kas_options *o, FILE *err);
void options_release(struct kas_options *o);

#endif
