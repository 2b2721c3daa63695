// SPDX-License-Identifier: GPL-2.0
/*
 * The KCFI pipeline, one input at a time:
 *	C:    gcc -S -fplugin=...  ->  kcfi-as -S  ->  gcc -c -x assembler
 *	.S:   gcc -E               -> [kcfi-as -S] ->  gcc -c -x assembler
 *	.s:                           [kcfi-as -S] ->  gcc -c -x assembler
 * kcfi-as runs on assembly only when it carries a ".kcfi_" marker: for any
 * other file kcfi-as is the identity, and handing gcc the user's own file
 * keeps temp names out of the object's file symbol and line table.
 * Depfile and dump names are derived from the user's -o exactly as gcc's
 * driver derives them, since the compile step's own -o is a temp file.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "diag.h"
#include "kcfi-gcc.h"
#include "kcfi-markers.h"
#include "util.h"

#define ST(s)	(1u << (s))
#define ST_ALL	(ST(STEP_STRIPPED) | ST(STEP_COMPILE) | ST(STEP_ASSEMBLE) | ST(STEP_LINK))

/* Which steps get an item of each role; 0 = never passed as written. */
static const unsigned char kg_role_steps[] = {
	[ROLE_PLAIN]		= ST_ALL,
	[ROLE_INPUT]		= ST(STEP_STRIPPED),	/* the link adds its own */
	[ROLE_LIB]		= ST(STEP_STRIPPED),
	[ROLE_OUTPUT]		= ST(STEP_STRIPPED) | ST(STEP_LINK),
	[ROLE_LANG]		= ST(STEP_STRIPPED),
	[ROLE_STAGE_C]		= ST(STEP_STRIPPED),
	[ROLE_STAGE_S]		= ST(STEP_STRIPPED),
	[ROLE_STAGE_E]		= ST(STEP_STRIPPED),
	[ROLE_DEP_ONLY]		= ST(STEP_STRIPPED),
	[ROLE_DEP]		= ST(STEP_STRIPPED) | ST(STEP_COMPILE),
	[ROLE_DEP_FILE]		= ST(STEP_STRIPPED) | ST(STEP_COMPILE),
	[ROLE_DEP_TARGET]	= ST(STEP_STRIPPED) | ST(STEP_COMPILE),
	[ROLE_DUMP]		= ST(STEP_STRIPPED) | ST(STEP_COMPILE),
	[ROLE_SANITIZE]		= 0,	/* rewritten without kcfi */
	[ROLE_NO_SANITIZE]	= 0,
	[ROLE_KCFI_HASH]	= 0,	/* become plugin arguments */
	[ROLE_KCFI_NORMALIZE]	= 0,
	[ROLE_KCFI_ARITY]	= 0,
	[ROLE_KCFI_ARM_TRAP]	= 0,	/* becomes a kcfi-as argument */
	[ROLE_LTO]		= ST_ALL,
	[ROLE_NO_LTO]		= ST_ALL,
	[ROLE_VERBOSE]		= ST_ALL,
	[ROLE_DRY_RUN]		= ST(STEP_STRIPPED),	/* our steps are echoed instead */
	[ROLE_SAVE_TEMPS]	= ST(STEP_STRIPPED),
	[ROLE_KCFI_IDENTITY]	= 0,	/* checked by kcfi-gcc, never seen by gcc */
};

/* "-fsanitize=kcfi,shadow-call-stack" -> "-fsanitize=shadow-call-stack";
 * a list that named only kcfi disappears. */
static void kg_add_sanitize(struct run_argv *a, const struct arg_item *it)
{
	size_t prefix = it->value - it->word, n = 0;
	const char *p = it->value;
	char *out = xstrdup(it->word);	/* as long as any result */

	memcpy(out, it->word, prefix);
	while (*p) {
		size_t len = strcspn(p, ",");

		if (len != 4 || strncmp(p, "kcfi", 4)) {
			if (n)
				out[prefix + n++] = ',';
			memcpy(out + prefix + n, p, len);
			n += len;
		}
		p += len + (p[len] == ',');
	}
	out[prefix + n] = '\0';
	if (n || !*it->value)
		run_argv_add(a, out);
	free(out);
}

/* The word as the user wrote it: "-I dir" stays two words. */
static void kg_add_word(struct run_argv *a, const struct arg_item *it)
{
	run_argv_add(a, it->word);
	if (it->sep)
		run_argv_add(a, it->sep);
}

static void kg_add_item(struct run_argv *a, const struct arg_item *it, enum kg_step step)
{
	if (it->role == ROLE_SANITIZE || it->role == ROLE_NO_SANITIZE)
		kg_add_sanitize(a, it);
	else if (kg_role_steps[it->role] & ST(step))
		kg_add_word(a, it);
}

void kg_add_user_flags(struct kg_ctx *kc, struct run_argv *a, enum kg_step step)
{
	size_t i;

	for (i = 0; i < kc->args.nr; i++)
		kg_add_item(a, &kc->args.items[i], step);
}

void kg_add_plugin(struct kg_ctx *kc, struct run_argv *a)
{
	run_argv_addf(a, "-fplugin=%s", kc->plugin);
	if (kc->hash)
		run_argv_addf(a, "-fplugin-arg-%s-hash=%s", kc->plugin_name, kc->hash);
	if (kc->normalize)
		run_argv_addf(a, "-fplugin-arg-%s-normalize-integers", kc->plugin_name);
	if (kc->arity)
		run_argv_addf(a, "-fplugin-arg-%s-arity", kc->plugin_name);
}

static const char *kg_base(const char *p)
{
	const char *s = strrchr(p, '/');

	return s ? s + 1 : p;
}

/* Length of p without the suffix of its last component ("d.x/foo" keeps all). */
static int kg_stem_len(const char *p)
{
	const char *dot = strrchr(kg_base(p), '.');

	return dot ? (int)(dot - p) : (int)strlen(p);
}

/* The -MF / -MQ / -dump* options gcc's driver would give cc1 for this input. */
static void kg_add_aux(struct kg_ctx *kc, struct run_argv *a, const char *in)
{
	const char *ib = kg_base(in), *ext = strrchr(ib, '.'), *out = kc->output;
	bool link = kc->stage == STAGE_LINK;

	ext = ext ? ext : "";
	if (kc->dep && !kc->dep_file) {
		run_argv_add(a, "-MF");
		if (out)
			run_argv_addf(a, "%.*s.d", kg_stem_len(out), out);
		else
			run_argv_addf(a, "%s%.*s.d", link ? "a-" : "", kg_stem_len(ib), ib);
	}
	if (kc->dep && !kc->dep_target && out) {
		run_argv_add(a, "-MQ");
		run_argv_add(a, out);
	}
	if (!kc->dumpdir) {
		run_argv_add(a, "-dumpdir");
		if (link)
			run_argv_addf(a, "%s-", out ? out : "a");
		else
			run_argv_addf(a, "%.*s", out ? (int)(kg_base(out) - out) : 0, out);
	}
	if (!kc->dumpbase) {
		run_argv_add(a, "-dumpbase");
		if (link || !out)
			run_argv_add(a, ib);
		else
			run_argv_addf(a, "%.*s%s", kg_stem_len(kg_base(out)), kg_base(out), ext);
	}
	if (!kc->dumpbase_ext && *ext) {
		run_argv_add(a, "-dumpbase-ext");
		run_argv_add(a, ext);
	}
}

/* [-x LANG] IN, then -o OUT if there is one. */
static void kg_add_input(struct run_argv *a, const struct arg_item *in, const char *out)
{
	if (in->lang) {
		run_argv_add(a, "-x");
		run_argv_add(a, in->lang);
	}
	run_argv_add(a, in->word);
	if (out) {
		run_argv_add(a, "-o");
		run_argv_add(a, out);
	}
}

static int kg_run(struct kg_ctx *kc, struct run_argv *a)
{
	int st = run_cmd(&kc->run, a);

	run_argv_free(a);
	return st;
}

/* gcc -S with the plugin (C), or gcc -E (assembler-with-cpp). */
static int kg_front(struct kg_ctx *kc, const struct arg_item *in, bool plugin, const char *out)
{
	struct run_argv a = { 0 };

	run_argv_add(&a, kc->real_cc);
	kg_add_user_flags(kc, &a, STEP_COMPILE);
	run_argv_add(&a, plugin ? "-S" : "-E");
	if (plugin)
		kg_add_plugin(kc, &a);
	kg_add_aux(kc, &a, in->word);
	kg_add_input(&a, in, out);
	return kg_run(kc, &a);
}

static int kg_kcfi_as(struct kg_ctx *kc, const char *in, const char *out)
{
	struct run_argv a = { 0 };

	run_argv_add(&a, kc->kcfi_as);
	run_argv_addf(&a, "--arch=%s", kc->arch);
	/* kcfi-as then refuses a function the plugin gave no arity */
	if (kc->arity)
		run_argv_add(&a, "-fsanitize-kcfi-arity");
	if (kc->arm_trap)
		run_argv_addf(&a, "-fsanitize-kcfi-arm-trap=%s", kc->arm_trap);
	run_argv_add(&a, "-S");
	run_argv_add(&a, in);
	run_argv_add(&a, "-o");
	run_argv_add(&a, out);
	return kg_run(kc, &a);
}

static int kg_assemble(struct kg_ctx *kc, const char *in, const char *out)
{
	const struct arg_item input = { .word = in, .lang = "assembler" };
	struct run_argv a = { 0 };

	run_argv_add(&a, kc->real_cc);
	kg_add_user_flags(kc, &a, STEP_ASSEMBLE);
	run_argv_add(&a, "-c");
	kg_add_input(&a, &input, out);
	return kg_run(kc, &a);
}

/* One input on its own through gcc, minus KCFI flags (-S of assembly). */
static int kg_alone(struct kg_ctx *kc, const struct arg_item *in)
{
	struct run_argv a = { 0 };

	run_argv_add(&a, kc->real_cc);
	kg_add_user_flags(kc, &a, STEP_COMPILE);
	run_argv_add(&a, "-S");
	kg_add_input(&a, in, kc->output);
	return kg_run(kc, &a);
}

/* Does the file carry a plugin marker? Only then does kcfi-as have work. */
static int kg_has_markers(struct kg_ctx *kc, const char *path, bool *found)
{
	static const char needle[] = KCFI_MARKER_PREFIX;
	char buf[65536];
	size_t keep = 0;
	ssize_t n;
	int fd;

	*found = false;
	if (kc->run.dry_run)
		return KCFI_EXIT_OK;	/* nothing was produced to look at */
	fd = open(path, O_RDONLY);
	if (fd < 0) {
		diag_line(stderr, NULL, "error", "%s: %s", path, strerror(errno));
		return KCFI_EXIT_ERROR;
	}
	while (!*found && (n = read(fd, buf + keep, sizeof(buf) - keep)) > 0) {
		size_t len = keep + n;

		*found = memmem(buf, len, needle, sizeof(needle) - 1) != NULL;
		keep = len < sizeof(needle) - 1 ? len : sizeof(needle) - 1;
		memmove(buf, buf + len - keep, keep);
	}
	close(fd);
	return KCFI_EXIT_OK;
}

/* stdin can be read once: keep a copy so it can be scanned and assembled. */
static int kg_save_stdin(const char *path)
{
	char buf[65536];
	int fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0600);
	ssize_t n;

	if (fd < 0)
		goto fail;
	while ((n = read(STDIN_FILENO, buf, sizeof(buf))) > 0)
		if (write(fd, buf, n) != n)
			n = -1;
	close(fd);
	if (n == 0)
		return KCFI_EXIT_OK;
fail:
	diag_line(stderr, NULL, "error", "cannot save stdin to %s: %s", path, strerror(errno));
	return KCFI_EXIT_ERROR;
}

static int kg_to_stdout(struct kg_ctx *kc, const char *path)
{
	if (kc->run.dry_run || !run_copy_to_stdout(path))
		return KCFI_EXIT_OK;
	diag_line(stderr, NULL, "error", "writing %s to stdout: %s", path, strerror(errno));
	return KCFI_EXIT_ERROR;
}

/* src is assembly to turn into obj, through kcfi-as if it is marked. */
static int kg_asm_to_obj(struct kg_ctx *kc, const char *src, const char *marked, const char *obj)
{
	bool found;
	int st = kg_has_markers(kc, src, &found);

	if (!st && found)
		st = kg_kcfi_as(kc, src, marked);
	if (!st)
		st = kg_assemble(kc, found ? marked : src, obj);
	return st;
}

static char *kg_temp(struct kg_ctx *kc, int idx, const char *in, const char *suffix)
{
	const char *ib = kg_base(in);
	char name[64];

	snprintf(name, sizeof(name), "%d-%.*s%s", idx, kg_stem_len(ib) > 40 ? 40 :
		 kg_stem_len(ib), ib, suffix);
	return run_temp(&kc->run, name);
}

/* Compile or assemble one input into out (an object, or with -S assembly). */
static int kg_one_input(struct kg_ctx *kc, const struct arg_item *in, int idx, const char *out)
{
	enum arg_lang lang = args_input_lang(in);
	char *t1 = kg_temp(kc, idx, in->word, ".s");
	char *t2 = kg_temp(kc, idx, in->word, ".kcfi.s");
	const char *src = in->word;
	int st = KCFI_EXIT_ERROR;

	if (!t1 || !t2)		/* no temp directory: said so */
		goto out;
	if (kc->stage == STAGE_S && lang != LANG_C) {
		st = kg_alone(kc, in);
	} else if (lang == LANG_C) {
		st = kg_front(kc, in, true, t1);
		if (!st && kc->stage != STAGE_S)
			st = kg_kcfi_as(kc, t1, t2) ?: kg_assemble(kc, t2, out);
		else if (!st && strcmp(out, "-"))
			st = kg_kcfi_as(kc, t1, out);
		else if (!st)
			st = kg_kcfi_as(kc, t1, t2) ?: kg_to_stdout(kc, t2);
	} else {
		if (lang == LANG_ASM_CPP)
			st = kg_front(kc, in, false, t1);
		else if (!strcmp(src, "-"))
			st = kg_save_stdin(t1);
		else
			st = 0;
		if (!st)
			st = kg_asm_to_obj(kc, lang == LANG_ASM && strcmp(src, "-") ? src : t1,
					   t2, out);
	}
out:
	free(t1);
	free(t2);
	return st;
}

/* gcc's name for an input's output without -o: "dir/x.c" -> "x.o" / "x.s". */
static char *kg_default_out(const struct kg_ctx *kc, const char *in)
{
	const char *ib = kg_base(in);

	return xasprintf("%.*s%s", kg_stem_len(ib), ib, kc->stage == STAGE_S ? ".s" : ".o");
}

/* gcc removes a half-written output; do the same for any failed step. */
static void kg_remove_output(const char *path)
{
	struct stat st;

	if (strcmp(path, "-") && !stat(path, &st) && S_ISREG(st.st_mode))
		unlink(path);
}

/* The user's link line, with each compiled input replaced by its object. */
static int kg_link(struct kg_ctx *kc, char **objs)
{
	struct run_argv a = { 0 };
	size_t i;

	run_argv_add(&a, kc->real_cc);
	for (i = 0; i < kc->args.nr; i++) {
		const struct arg_item *it = &kc->args.items[i];

		if (objs[i])
			run_argv_add(&a, objs[i]);
		else if (it->role == ROLE_INPUT || it->role == ROLE_LIB)
			kg_add_word(&a, it);
		else
			kg_add_item(&a, it, STEP_LINK);
	}
	return kg_run(kc, &a);
}

static char *kg_output_for(struct kg_ctx *kc, const struct arg_item *in, int idx)
{
	if (kc->stage == STAGE_LINK)
		return kg_temp(kc, idx, in->word, ".o");
	if (kc->output)
		return xstrdup(kc->output);
	return kg_default_out(kc, in->word);
}

/* Like gcc: every input is tried even after one fails; no link then. */
int kg_run_pipeline(struct kg_ctx *kc)
{
	char **objs = xcalloc(kc->args.nr + 1, sizeof(*objs));
	int status = KCFI_EXIT_OK, st;
	size_t i;

	for (i = 0; i < kc->args.nr && !kc->run.fatal_signal; i++) {
		const struct arg_item *in = &kc->args.items[i];
		char *out;

		if (in->role != ROLE_INPUT || args_input_lang(in) == LANG_LINKER)
			continue;
		out = kg_output_for(kc, in, (int)i);
		/* NULL: no temp directory, and that was said */
		st = out ? kg_one_input(kc, in, (int)i, out) : KCFI_EXIT_ERROR;
		if ((st || kc->run.fatal_signal) && out && kc->stage != STAGE_LINK &&
		    !kc->run.dry_run)
			kg_remove_output(out);
		if (kc->stage == STAGE_LINK)
			objs[i] = out;
		else
			free(out);
		if (st && !status)
			status = st;
	}
	if (!status && !kc->run.fatal_signal && kc->stage == STAGE_LINK)
		status = kg_link(kc, objs);
	for (i = 0; i < kc->args.nr; i++)
		free(objs[i]);
	free(objs);
	return status;
}
