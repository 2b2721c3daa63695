// SPDX-License-Identifier: GPL-2.0
/*
 * kcfi-gcc's command-line classification. Expected roles follow gcc's option
 * spellings (gcc(1), "Option Summary"): which options take a separate word,
 * and libiberty's @file quoting rules as documented for gcc's driver.
 */
#include <stdlib.h>
#include <unistd.h>

#include "harness.h"
/* The wrapper's modules are not in libkcfi.a: build them into the test. */
#include "src/gcc/args.c"
#include "src/gcc/rsp.c"

static struct arg_list classify(char **argv, int argc, int want_ret)
{
	struct arg_list l;
	const char *err = NULL;

	CHECK(args_classify(argc, argv, &l, &err) == want_ret);
	return l;
}

static void separate_argument_is_not_an_input(void)
{
	char *argv[] = { "kcfi-gcc", "-o", "out.o", "-MF", "dep.d", "-include", "cfg.h",
			 "-Xlinker", "-T", "-isystem", "inc", "-D", "X=1", "x.c", "-T",
			 "lds", "-l", "m", NULL };
	struct arg_list l = classify(argv, 18, 0);

	CHECK(l.nr == 9);
	CHECK(l.items[0].role == ROLE_OUTPUT);
	CHECK_STR(l.items[0].value, "out.o");
	CHECK(l.items[1].role == ROLE_DEP_FILE);
	CHECK_STR(l.items[2].value, "cfg.h");
	CHECK_STR(l.items[3].value, "-T");	/* -Xlinker's word, not an option */
	CHECK_STR(l.items[4].value, "inc");
	CHECK_STR(l.items[5].sep, "X=1");
	CHECK(l.items[6].role == ROLE_INPUT);
	CHECK_STR(l.items[6].word, "x.c");
	CHECK_STR(l.items[7].value, "lds");
	CHECK(l.items[8].role == ROLE_LIB);
	CHECK_STR(l.items[8].value, "m");
	args_free(&l);
}

static void joined_values_and_longest_match(void)
{
	const char *j;

	CHECK(args_find_spec("-oout.o", &j)->role == ROLE_OUTPUT);
	CHECK_STR(j, "out.o");
	CHECK(args_find_spec("-MD", &j)->role == ROLE_DEP && !j);
	CHECK(args_find_spec("-MMD", &j)->role == ROLE_DEP && !j);
	CHECK(args_find_spec("-M", &j)->role == ROLE_DEP_ONLY);
	CHECK(args_find_spec("-MFdep.d", &j)->role == ROLE_DEP_FILE);
	CHECK_STR(j, "dep.d");
	CHECK(args_find_spec("-include", &j) && !j);	/* not -I "nclude" */
	CHECK(args_find_spec("-Iinclude", &j) && j && !strcmp(j, "include"));
	CHECK(args_find_spec("-dumpbase-ext", &j)->role == ROLE_DUMP && !j);
	CHECK(args_find_spec("-fsanitize=kcfi", &j)->role == ROLE_SANITIZE);
	CHECK_STR(j, "kcfi");
	CHECK(args_find_spec("-fsanitize-kcfi-hash=FNV-1a", &j)->role == ROLE_KCFI_HASH);
	CHECK_STR(j, "FNV-1a");
	CHECK(args_find_spec("-fkcfi-identity=xxh64:1", &j)->role == ROLE_KCFI_IDENTITY);
	CHECK_STR(j, "xxh64:1");
	CHECK(args_find_spec("-flto=auto", &j)->role == ROLE_LTO);
	CHECK(args_find_spec("-fno-lto", &j)->role == ROLE_NO_LTO);
	CHECK(!args_find_spec("-Wall", &j));
	CHECK(!args_find_spec("-MDX", &j));	/* -MD takes no joined value */
	CHECK(!args_find_spec("-", &j));
}

static void language_follows_x_until_none(void)
{
	char *argv[] = { "kcfi-gcc", "a.c", "-x", "assembler-with-cpp", "b", "-xc", "-",
			 "-x", "none", "c.s", "d.o", "e.S", "f.cc", NULL };
	struct arg_list l = classify(argv, 13, 0);

	CHECK(l.nr == 10);
	CHECK(args_input_lang(&l.items[0]) == LANG_C);
	CHECK(args_input_lang(&l.items[2]) == LANG_ASM_CPP);
	CHECK(args_input_lang(&l.items[4]) == LANG_C);		/* "-" under -xc */
	CHECK(!l.items[6].lang);
	CHECK(args_input_lang(&l.items[6]) == LANG_ASM);
	CHECK(args_input_lang(&l.items[7]) == LANG_LINKER);
	CHECK(args_input_lang(&l.items[8]) == LANG_ASM_CPP);
	CHECK(args_input_lang(&l.items[9]) == LANG_OTHER);
	args_free(&l);
}

static void suffix_is_taken_from_the_last_component(void)
{
	struct arg_item it = { .role = ROLE_INPUT, .word = "dir.c/obj" };

	CHECK(args_input_lang(&it) == LANG_LINKER);
	it.word = "-";
	CHECK(args_input_lang(&it) == LANG_OTHER);	/* gcc wants -x for stdin */
	it.word = "x.i";
	CHECK(args_input_lang(&it) == LANG_C);
	it.lang = "c++";
	CHECK(args_input_lang(&it) == LANG_OTHER);
}

static void missing_separate_argument_is_reported(void)
{
	char *argv[] = { "kcfi-gcc", "x.c", "-o", NULL };
	struct arg_list l = classify(argv, 3, -1);

	args_free(&l);
}

static void response_files_expand_with_quotes_and_nesting(void)
{
	char dir[] = "/tmp/kcfi-args-test.XXXXXX", a[64], b[64], atb[80], ata[80];
	char *argv[] = { "kcfi-gcc", ata, "-c", "@/nonexistent/file", NULL };
	const char *err = NULL;
	char **out;
	int n;
	FILE *f;

	CHECK(mkdtemp(dir) != NULL);
	snprintf(a, sizeof(a), "%s/a", dir);
	snprintf(b, sizeof(b), "%s/b", dir);
	snprintf(ata, sizeof(ata), "@%s", a);
	snprintf(atb, sizeof(atb), "@%s", b);
	f = fopen(a, "w");
	fprintf(f, "-DX='a b' \"-DY=c\\\"d\"\n  %s x\\ y.c ''\n", atb);
	fclose(f);
	f = fopen(b, "w");
	fprintf(f, "-O2\t-g");
	fclose(f);
	CHECK(args_expand_rsp(4, argv, &n, &out, &err) == 0);
	CHECK(n == 9);
	if (n == 9) {
		CHECK_STR(out[1], "-DX=a b");
		CHECK_STR(out[2], "-DY=c\"d");
		CHECK_STR(out[3], "-O2");
		CHECK_STR(out[4], "-g");
		CHECK_STR(out[5], "x y.c");
		CHECK_STR(out[6], "");
		CHECK_STR(out[7], "-c");
		CHECK_STR(out[8], "@/nonexistent/file");	/* unreadable: kept */
		args_free_argv(n, out);
	}
	unlink(a);
	unlink(b);
	rmdir(dir);
}

static void self_including_response_file_is_an_error(void)
{
	char path[] = "/tmp/kcfi-args-loop.XXXXXX", at[64];
	char *argv[] = { "kcfi-gcc", at, NULL };
	const char *err = NULL;
	char **out;
	int n, fd = mkstemp(path);
	FILE *f = fdopen(fd, "w");

	snprintf(at, sizeof(at), "@%s", path);
	fprintf(f, "%s\n", at);
	fclose(f);
	CHECK(args_expand_rsp(2, argv, &n, &out, &err) == -1);
	CHECK(err != NULL);
	unlink(path);
}

int main(void)
{
	RUN(separate_argument_is_not_an_input);
	RUN(joined_values_and_longest_match);
	RUN(language_follows_x_until_none);
	RUN(suffix_is_taken_from_the_last_component);
	RUN(missing_separate_argument_is_reported);
	RUN(response_files_expand_with_quotes_and_nesting);
	RUN(self_including_response_file_is_an_error);
	return harness_failures != 0;
}
