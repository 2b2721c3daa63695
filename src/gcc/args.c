// SPDX-License-Identifier: GPL-2.0
/*
 * The gcc option table. Only options that take a separate argument, or that
 * matter to the pipeline, are listed: anything else is ROLE_PLAIN and never
 * consumes the next word, which is also what gcc does for options it knows
 * as "Joined" only. Matching follows gcc's rule: the longest listed name that
 * equals the word, or that prefixes it when the option accepts a joined value.
 */
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "diag.h"

#define SJ	(ARG_SEPARATE | ARG_JOINED)

static const struct arg_spec arg_table[] = {
	/* stage and output */
	{ "c",			0,		ROLE_STAGE_C },
	{ "S",			0,		ROLE_STAGE_S },
	{ "E",			0,		ROLE_STAGE_E },
	{ "o",			SJ,		ROLE_OUTPUT },
	{ "-output",		ARG_SEPARATE,	ROLE_OUTPUT },
	{ "-output=",		ARG_JOINED,	ROLE_OUTPUT },
	{ "x",			SJ,		ROLE_LANG },
	{ "-language",		ARG_SEPARATE,	ROLE_LANG },
	{ "-language=",		ARG_JOINED,	ROLE_LANG },
	{ "v",			0,		ROLE_VERBOSE },
	{ "###",		0,		ROLE_DRY_RUN },
	{ "save-temps",		0,		ROLE_SAVE_TEMPS },
	{ "save-temps=",	ARG_JOINED,	ROLE_SAVE_TEMPS },
	{ "dumpdir",		ARG_SEPARATE,	ROLE_DUMP },
	{ "dumpbase",		ARG_SEPARATE,	ROLE_DUMP },
	{ "dumpbase-ext",	ARG_SEPARATE,	ROLE_DUMP },
	/* dependency output */
	{ "M",			0,		ROLE_DEP_ONLY },
	{ "MM",			0,		ROLE_DEP_ONLY },
	{ "MD",			0,		ROLE_DEP },
	{ "MMD",		0,		ROLE_DEP },
	{ "MP",			0,		ROLE_DEP },
	{ "MG",			0,		ROLE_DEP },
	{ "MF",			SJ,		ROLE_DEP_FILE },
	{ "MT",			SJ,		ROLE_DEP_TARGET },
	{ "MQ",			SJ,		ROLE_DEP_TARGET },
	/* KCFI and the options it cannot be combined with */
	{ "fsanitize=",		ARG_JOINED,	ROLE_SANITIZE },
	{ "fno-sanitize=",	ARG_JOINED,	ROLE_NO_SANITIZE },
	{ "fsanitize-kcfi-hash=", ARG_JOINED,	ROLE_KCFI_HASH },
	{ "fsanitize-cfi-icall-experimental-normalize-integers", 0, ROLE_KCFI_NORMALIZE },
	{ "fsanitize-kcfi-arity", 0,		ROLE_KCFI_ARITY },
	{ "fsanitize-kcfi-arm-trap=", ARG_JOINED, ROLE_KCFI_ARM_TRAP },
	{ "fkcfi-identity=",	ARG_JOINED,	ROLE_KCFI_IDENTITY },
	{ "flto",		0,		ROLE_LTO },
	{ "flto=",		ARG_JOINED,	ROLE_LTO },
	{ "fno-lto",		0,		ROLE_NO_LTO },
	/* linker inputs that keep their place among the files */
	{ "l",			SJ,		ROLE_LIB },
	/* plain options that take a separate argument */
	{ "A",			SJ,		ROLE_PLAIN },
	{ "B",			SJ,		ROLE_PLAIN },
	{ "D",			SJ,		ROLE_PLAIN },
	{ "G",			SJ,		ROLE_PLAIN },
	{ "I",			SJ,		ROLE_PLAIN },
	{ "L",			SJ,		ROLE_PLAIN },
	{ "T",			SJ,		ROLE_PLAIN },
	{ "U",			SJ,		ROLE_PLAIN },
	{ "e",			SJ,		ROLE_PLAIN },
	{ "u",			SJ,		ROLE_PLAIN },
	{ "undef",		0,		ROLE_PLAIN },
	{ "z",			SJ,		ROLE_PLAIN },
	{ "Xassembler",		ARG_SEPARATE,	ROLE_PLAIN },
	{ "Xlinker",		ARG_SEPARATE,	ROLE_PLAIN },
	{ "Xpreprocessor",	ARG_SEPARATE,	ROLE_PLAIN },
	{ "aux-info",		ARG_SEPARATE,	ROLE_PLAIN },
	{ "idirafter",		ARG_SEPARATE,	ROLE_PLAIN },
	{ "imacros",		ARG_SEPARATE,	ROLE_PLAIN },
	{ "imultiarch",		ARG_SEPARATE,	ROLE_PLAIN },
	{ "imultilib",		ARG_SEPARATE,	ROLE_PLAIN },
	{ "include",		ARG_SEPARATE,	ROLE_PLAIN },
	{ "iprefix",		ARG_SEPARATE,	ROLE_PLAIN },
	{ "iquote",		ARG_SEPARATE,	ROLE_PLAIN },
	{ "isysroot",		ARG_SEPARATE,	ROLE_PLAIN },
	{ "isystem",		ARG_SEPARATE,	ROLE_PLAIN },
	{ "iwithprefix",	ARG_SEPARATE,	ROLE_PLAIN },
	{ "iwithprefixbefore",	ARG_SEPARATE,	ROLE_PLAIN },
	{ "specs",		ARG_SEPARATE,	ROLE_PLAIN },
	{ "wrapper",		ARG_SEPARATE,	ROLE_PLAIN },
	{ "-param",		ARG_SEPARATE,	ROLE_PLAIN },
	{ "-sysroot",		ARG_SEPARATE,	ROLE_PLAIN },
	{ "-entry",		ARG_SEPARATE,	ROLE_PLAIN },
	{ "-include",		ARG_SEPARATE,	ROLE_PLAIN },
	{ "-include-directory",	ARG_SEPARATE,	ROLE_PLAIN },
	{ "-define-macro",	ARG_SEPARATE,	ROLE_PLAIN },
	{ "-undefine-macro",	ARG_SEPARATE,	ROLE_PLAIN },
	{ "-library-directory",	ARG_SEPARATE,	ROLE_PLAIN },
	{ "-prefix",		ARG_SEPARATE,	ROLE_PLAIN },
};

/* Longest match wins, as in gcc's find_opt(); *joined gets the attached
 * value (NULL when the word is exactly the name). NULL: not in the table. */
const struct arg_spec *args_find_spec(const char *word, const char **joined)
{
	const struct arg_spec *best = NULL;
	size_t best_len = 0, i;
	const char *rest = word + 1;

	*joined = NULL;
	if (word[0] != '-' || !word[1])
		return NULL;
	for (i = 0; i < sizeof(arg_table) / sizeof(arg_table[0]); i++) {
		const struct arg_spec *s = &arg_table[i];
		size_t len = strlen(s->name);

		if (strncmp(rest, s->name, len) || len < best_len)
			continue;
		if (rest[len] && !(s->flags & ARG_JOINED))
			continue;
		best = s;
		best_len = len;
	}
	if (best && rest[best_len])
		*joined = rest + best_len;
	else if (best && (best->flags & ARG_JOINED) && !(best->flags & ARG_SEPARATE))
		*joined = rest + best_len;	/* "-fsanitize=" with an empty list */
	return best;
}

static struct arg_item *args_push(struct arg_list *l)
{
	if (l->nr == l->alloc) {
		size_t n = l->alloc ? l->alloc * 2 : 32;
		struct arg_item *p = realloc(l->items, n * sizeof(*p));

		if (!p)
			return NULL;
		l->items = p;
		l->alloc = n;
	}
	memset(&l->items[l->nr], 0, sizeof(l->items[0]));
	return &l->items[l->nr++];
}

/* Classify argv[1..argc-1] (already response-file expanded). The items point
 * into argv, which must outlive the list. */
int args_classify(int argc, char **argv, struct arg_list *out, const char **err)
{
	const char *lang = NULL;
	int i;

	memset(out, 0, sizeof(*out));
	for (i = 1; i < argc; i++) {
		struct arg_item *it = args_push(out);
		const struct arg_spec *s;
		const char *joined;

		if (!it)
			diag_oom();
		it->word = argv[i];
		s = args_find_spec(argv[i], &joined);
		if (argv[i][0] != '-' || !argv[i][1]) {
			it->role = ROLE_INPUT;
			it->lang = lang;
			continue;
		}
		it->role = s ? s->role : ROLE_PLAIN;
		it->value = joined;
		if (s && !joined && (s->flags & ARG_SEPARATE)) {
			if (i + 1 >= argc) {
				*err = argv[i];
				return -1;
			}
			it->sep = it->value = argv[++i];
		}
		if (it->role == ROLE_LANG)
			lang = strcmp(it->value, "none") ? it->value : NULL;
	}
	return 0;
}

void args_free(struct arg_list *list)
{
	free(list->items);
	memset(list, 0, sizeof(*list));
}

static const struct {
	const char *suffix;
	enum arg_lang lang;
} suffix_table[] = {
	{ ".c", LANG_C }, { ".i", LANG_C },
	{ ".s", LANG_ASM },
	{ ".S", LANG_ASM_CPP }, { ".sx", LANG_ASM_CPP },
	/* compiled by gcc, but not C: kcfi refuses rather than skip them */
	{ ".h", LANG_OTHER }, { ".cc", LANG_OTHER }, { ".cp", LANG_OTHER },
	{ ".cxx", LANG_OTHER }, { ".cpp", LANG_OTHER }, { ".CPP", LANG_OTHER },
	{ ".c++", LANG_OTHER }, { ".C", LANG_OTHER }, { ".ii", LANG_OTHER },
	{ ".hh", LANG_OTHER }, { ".hpp", LANG_OTHER }, { ".H", LANG_OTHER },
	{ ".m", LANG_OTHER }, { ".mi", LANG_OTHER }, { ".mm", LANG_OTHER },
	{ ".M", LANG_OTHER }, { ".f", LANG_OTHER }, { ".F", LANG_OTHER },
	{ ".for", LANG_OTHER }, { ".f90", LANG_OTHER }, { ".F90", LANG_OTHER },
	{ ".f95", LANG_OTHER }, { ".ads", LANG_OTHER }, { ".adb", LANG_OTHER },
	{ ".d", LANG_OTHER }, { ".go", LANG_OTHER },
};

static const struct {
	const char *name;
	enum arg_lang lang;
} lang_table[] = {
	{ "c", LANG_C },
	{ "cpp-output", LANG_C },
	{ "assembler", LANG_ASM },
	{ "assembler-with-cpp", LANG_ASM_CPP },
};

enum arg_lang args_input_lang(const struct arg_item *in)
{
	const char *dot, *slash;
	size_t i;

	if (in->lang) {
		for (i = 0; i < sizeof(lang_table) / sizeof(lang_table[0]); i++)
			if (!strcmp(in->lang, lang_table[i].name))
				return lang_table[i].lang;
		return LANG_OTHER;
	}
	if (!strcmp(in->word, "-"))
		return LANG_OTHER;	/* gcc requires -x for stdin */
	slash = strrchr(in->word, '/');
	dot = strrchr(slash ? slash : in->word, '.');
	if (!dot)
		return LANG_LINKER;
	for (i = 0; i < sizeof(suffix_table) / sizeof(suffix_table[0]); i++)
		if (!strcmp(dot, suffix_table[i].suffix))
			return suffix_table[i].lang;
	return LANG_LINKER;
}
