/* SPDX-License-Identifier: GPL-2.0 */
/*
 * gcc command-line classification for kcfi-gcc: one table says which options
 * take a separate argument and what role each plays, so that input files are
 * found exactly where gcc finds them and each pipeline step gets the right
 * subset of the user's flags.
 */
#ifndef KCFI_GCC_ARGS_H
#define KCFI_GCC_ARGS_H

#include <stdbool.h>
#include <stddef.h>

enum arg_role {
	ROLE_PLAIN,		/* ordinary option: goes to every step */
	ROLE_INPUT,		/* a file operand (or "-" for stdin) */
	ROLE_LIB,		/* -l: a linker input, ordered among the files */
	ROLE_OUTPUT,		/* -o */
	ROLE_LANG,		/* -x */
	ROLE_STAGE_C,		/* -c */
	ROLE_STAGE_S,		/* -S */
	ROLE_STAGE_E,		/* -E */
	ROLE_DEP_ONLY,		/* -M, -MM: implies -E */
	ROLE_DEP,		/* -MD, -MMD, -MP, -MG: preprocessing step only */
	ROLE_DEP_FILE,		/* -MF */
	ROLE_DEP_TARGET,	/* -MT, -MQ */
	ROLE_DUMP,		/* -dumpdir, -dumpbase, -dumpbase-ext */
	ROLE_SANITIZE,		/* -fsanitize=LIST */
	ROLE_NO_SANITIZE,	/* -fno-sanitize=LIST */
	ROLE_KCFI_HASH,		/* -fsanitize-kcfi-hash=NAME */
	ROLE_KCFI_NORMALIZE,	/* -fsanitize-cfi-icall-experimental-normalize-integers */
	ROLE_KCFI_ARITY,	/* -fsanitize-kcfi-arity */
	ROLE_KCFI_ARM_TRAP,	/* -fsanitize-kcfi-arm-trap=bkpt|udf (kcfi-as's) */
	ROLE_LTO,		/* -flto, -flto=... */
	ROLE_NO_LTO,		/* -fno-lto */
	ROLE_VERBOSE,		/* -v */
	ROLE_DRY_RUN,		/* -### */
	ROLE_SAVE_TEMPS,	/* -save-temps[=...] */
	ROLE_KCFI_IDENTITY,	/* -fkcfi-identity=TOKEN (kcfi-gcc's own) */
};

/* One user argument after response-file expansion; an option with a separate
 * argument is one item spanning two argv words. */
struct arg_item {
	enum arg_role role;
	const char *word;	/* argv word as written (e.g. "-MF", "-ofoo", "x.c") */
	const char *sep;	/* separate argument word, or NULL */
	const char *value;	/* the option's argument (joined or separate), or NULL */
	const char *lang;	/* inputs: -x language in force, NULL = by suffix */
};

struct arg_list {
	struct arg_item *items;
	size_t nr, alloc;
};

/* The option table entry matched by a word, exposed for tests and docs. */
struct arg_spec {
	const char *name;	/* without the leading '-' */
	unsigned int flags;
	enum arg_role role;
};

#define ARG_SEPARATE	0x1	/* "-name VALUE" */
#define ARG_JOINED	0x2	/* "-nameVALUE" (name ends with '=' when gcc requires it) */
#define ARG_PREFIX	0x4	/* any word starting with name; no separate value */

const struct arg_spec *args_find_spec(const char *word, const char **joined);
int args_classify(int argc, char **argv, struct arg_list *out, const char **err);
void args_free(struct arg_list *list);

/* Response files: expand every "@file" like libiberty's expandargv (whitespace
 * separated, '...' and "..." quoting, backslash escapes, nested files); an
 * unreadable file leaves "@file" as a word. Returns 0, or -1 with *err set. */
int args_expand_rsp(int argc, char **argv, int *out_argc, char ***out_argv,
		    const char **err);
void args_free_argv(int argc, char **argv);

/* Language of an input: the -x language, or gcc's suffix rule. */
enum arg_lang {
	LANG_C,			/* c, cpp-output (.c, .i) */
	LANG_ASM,		/* assembler (.s) */
	LANG_ASM_CPP,		/* assembler-with-cpp (.S, .sx) */
	LANG_OTHER,		/* a language gcc compiles that kcfi does not support */
	LANG_LINKER,		/* object, archive, anything else: linker input */
};

enum arg_lang args_input_lang(const struct arg_item *in);

#endif
