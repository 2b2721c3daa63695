// SPDX-License-Identifier: GPL-2.0
/*
 * kcfi-as: instrument a marked GCC .s for KCFI, then run GNU as.
 *	read -> parse -> bind markers -> rewrite -> emit -> as
 * A file without markers goes through unchanged. Any error stops the run
 * before an output file exists.
 */
#include <errno.h>
#include <libgen.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "arch.h"
#include "emit.h"
#include "explain.h"
#include "kcfi-markers.h"
#include "options.h"
#include "rewrite.h"
#include "spawn.h"
#include "verify.h"

struct kas_ctx {
	struct kas_options opts;
	const struct kcfi_arch *arch;
	struct diag diag;
	struct arena arena;
	char *buf;			/* the whole input, NUL-terminated */
	size_t len;
	size_t map_len;			/* buf is mapped (this many bytes), not malloc'd */
	struct asm_unit unit;
	struct kcfi_marks marks;
	struct asm_edits edits;
	unsigned int form;		/* index into arch->check_forms */
	struct spawn_signals sig;
	char *out;			/* --verify: the output, verified */
	size_t out_len;
};

/*
 * A regular file is mapped, not read: read() into fresh memory costs the
 * kernel a clear and a copy of every page, more than the whole parse of a
 * sparse file. The map has one anonymous page more than the file needs,
 * so the input always ends in a NUL (the parser's sentinel).
 */
static int map_input(struct kas_ctx *c, int fd, size_t size)
{
	size_t page = sysconf(_SC_PAGESIZE), map_len = (size + page) / page * page;
	void *all;

	/* stdin may be a file read part of the way already: as reads on from there */
	if (lseek(fd, 0, SEEK_CUR) != 0)
		return -1;
	all = mmap(NULL, map_len, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (all == MAP_FAILED)
		return -1;
	if (size && mmap(all, size, PROT_READ, MAP_PRIVATE | MAP_FIXED, fd, 0) == MAP_FAILED) {
		munmap(all, map_len);
		return -1;
	}
	c->buf = all;
	c->len = size;
	c->map_len = map_len;
	return 0;
}

static int read_input(struct kas_ctx *c)
{
	bool is_stdin = streq(c->opts.input, "-");
	FILE *f = is_stdin ? stdin : fopen(c->opts.input, "r");
	char chunk[65536];
	struct strbuf sb = { 0 };
	struct stat st;
	size_t n;

	if (!f) {
		diag_global(&c->diag, "cannot open %s: %s", c->opts.input, strerror(errno));
		return -1;
	}
	if (!fstat(fileno(f), &st) && S_ISREG(st.st_mode) && !map_input(c, fileno(f), st.st_size)) {
		if (!is_stdin)
			fclose(f);
		return 0;
	}
	/* a pipe, or a file that cannot be mapped: read into memory */
	sb_add(&sb, "", 0);
	while ((n = fread(chunk, 1, sizeof(chunk), f)) > 0)
		sb_add(&sb, chunk, n);
	if (ferror(f))
		diag_global(&c->diag, "cannot read %s: %s", c->opts.input, strerror(errno));
	if (!is_stdin)
		fclose(f);
	c->buf = sb.buf;
	c->len = sb.len;
	return c->diag.errors ? -1 : 0;
}

static int write_asm(struct kas_ctx *c, FILE *f)
{
	if (c->out) {
		fwrite(c->out, 1, c->out_len, f);
		return ferror(f) ? -1 : 0;
	}
	if (!c->marks.annotated) {
		fwrite(c->buf, 1, c->len, f);
		return ferror(f) ? -1 : 0;
	}
	return emit_unit(&c->unit, &c->edits, f);
}

/* -S: the instrumented assembly is the output. */
static int output_asm(struct kas_ctx *c)
{
	struct out_file o;

	if (out_open(&c->diag, &c->sig, &o, c->opts.output))
		return -1;
	if (write_asm(c, o.f)) {
		diag_global(&c->diag, "cannot write %s: %s", c->opts.output, strerror(errno));
		out_discard(&o);
		return -1;
	}
	return out_commit(&c->diag, &o);
}

/* --explain: the list instead of any assembly. */
static int output_explain(struct kas_ctx *c)
{
	struct out_file o;

	if (out_open(&c->diag, &c->sig, &o, c->opts.output))
		return -1;
	if (c->marks.annotated && explain_unit(c->arch, &c->unit, &c->marks, o.f)) {
		diag_global(&c->diag, "cannot write %s: %s", c->opts.output, strerror(errno));
		out_discard(&o);
		return -1;
	}
	return out_commit(&c->diag, &o);
}

/* The .s as sees: the input itself when untouched (so as names it in its
 * messages), else a copy under the input's base name in a temp dir. */
static char *asm_for_as(struct kas_ctx *c, char **tmpdir)
{
	char *path, *copy;
	FILE *f;

	*tmpdir = NULL;
	if (!c->marks.annotated && !streq(c->opts.input, "-"))
		return strdup(c->opts.input);
	*tmpdir = spawn_tmpdir(&c->diag);
	if (!*tmpdir)
		return NULL;
	copy = strdup(streq(c->opts.input, "-") ? "stdin.s" : c->opts.input);
	if (!copy || asprintf(&path, "%s/%s", *tmpdir, basename(copy)) < 0)
		diag_oom();
	free(copy);
	f = fopen(path, "w");
	if (!f || write_asm(c, f) || fclose(f)) {
		diag_global(&c->diag, "cannot write %s: %s", path, strerror(errno));
		free(path);
		return NULL;
	}
	return path;
}

static int run_as(struct kas_ctx *c)
{
	const char **argv = calloc(c->opts.nas_args + 5, sizeof(*argv));
	char *tmpdir, *src;
	struct out_file o;
	int n = 0, rc = KCFI_EXIT_ERROR;

	if (!argv)
		diag_oom();
	src = asm_for_as(c, &tmpdir);
	if (src && !out_open(&c->diag, &c->sig, &o, c->opts.output)) {
		fclose(o.f);
		o.f = NULL;
		argv[n++] = c->opts.as_prog;
		for (int i = 0; i < c->opts.nas_args; i++)
			argv[n++] = c->opts.as_args[i];
		argv[n++] = "-o";
		argv[n++] = o.path;
		argv[n++] = src;
		rc = spawn_run(&c->diag, &c->sig, argv, c->opts.verbose);
		if (rc)
			out_discard(&o);
		else if (out_commit(&c->diag, &o))
			rc = KCFI_EXIT_ERROR;
	}
	if (tmpdir) {
		if (src)
			unlink(src);
		rmdir(tmpdir);
	}
	free(src);
	free(tmpdir);
	free(argv);
	return rc ? rc : (c->diag.errors ? 1 : 0);
}

/* --verify: emit into memory and read it back before anything is written. */
static int verify(struct kas_ctx *c)
{
	bool named = c->opts.asm_only && !streq(c->opts.output, "-");
	FILE *f = open_memstream(&c->out, &c->out_len);

	if (!f || emit_unit(&c->unit, &c->edits, f) || fclose(f))
		diag_oom();
	return verify_output(&c->diag, c->arch, &c->marks, named ? c->opts.output : "<output>",
			     c->out, c->out_len);
}

/* -fsanitize-kcfi-arity: a .kcfi_func without an arity would silently get
 * an arity-0 preamble (a plugin run without arity, or an old marked .s). */
static int require_arity(struct kas_ctx *c)
{
	for (size_t i = 0; i < c->marks.nmarks; i++) {
		const struct kcfi_mark *k = &c->marks.marks[i];

		if (k->kind == MARK_FUNC && k->arity < 0)
			diag_error(&c->diag, k->stmt->line,
				   "'" KCFI_MARK_FUNC "' for '%s' has no arity (-fsanitize-kcfi-arity)",
				   k->sym);
	}
	return c->diag.errors ? -1 : 0;
}

static int instrument(struct kas_ctx *c)
{
	const char *name = streq(c->opts.input, "-") ? "<stdin>" : c->opts.input;

	diag_init(&c->diag, stderr, name);
	if (read_input(c))
		return -1;
	/* No marker text at all: as gets the file untouched, not even parsed. */
	if (!memmem(c->buf, c->len, KCFI_MARKER_PREFIX, KCFI_MARKER_PREFIX_LEN))
		return 0;
	if (asm_parse(&c->arena, &c->diag, c->arch, name, c->buf, c->len, &c->unit))
		return -1;
	if (marks_bind(&c->arena, &c->diag, c->arch, &c->unit, &c->marks))
		return -1;
	if (c->opts.arity && require_arity(c))
		return -1;
	if (!c->marks.annotated)
		return 0;
	if (rewrite_unit(&c->diag, c->arch, &c->unit, &c->marks, c->form, &c->edits))
		return -1;
	if (c->opts.verbose)
		fprintf(stderr, "kcfi-as: %s: %u checks, %u preambles\n", name,
			c->edits.checks, c->edits.preambles);
	return c->opts.verify ? verify(c) : 0;
}

/* -fsanitize-kcfi-ARCH-trap=FORM: the arch's own option, one of its forms */
static int check_form(struct kas_ctx *c)
{
	const char *opt = c->opts.form_option, *eq = strchr(opt, '=');
	const char *name = c->arch->check_form_option;
	struct strbuf forms = { 0 };

	if (!name || strlen(name) != (size_t)(eq - opt) || strncmp(opt, name, eq - opt)) {
		fprintf(stderr, "kcfi-as: error: %.*s= is not supported for %s\n", (int)(eq - opt),
			opt, c->arch->name);
		return -1;
	}
	for (unsigned int i = 0; c->arch->check_forms[i]; i++) {
		if (streq(c->opts.form, c->arch->check_forms[i])) {
			c->form = i;
			return 0;
		}
		sb_printf(&forms, "%s%s", i ? "|" : "", c->arch->check_forms[i]);
	}
	fprintf(stderr, "kcfi-as: error: unknown %s= form '%s' (expected %s)\n", name,
		c->opts.form, forms.buf);
	sb_release(&forms);
	return -1;
}

int main(int argc, char **argv)
{
	struct kas_ctx c = { 0 };
	const char *arch;
	int rc;

	rc = options_parse(argc, argv, &c.opts, stderr);
	if (rc)
		return rc;
	arch = c.opts.arch ? c.opts.arch : kcfi_arch_host();
	c.arch = kcfi_arch_find(arch);
	if (!c.arch) {
		fprintf(stderr, "kcfi-as: error: unsupported architecture '%s'\n", arch);
		return KCFI_EXIT_USAGE;
	}
	if (c.opts.arity && !c.arch->arity_regs) {
		fprintf(stderr, "kcfi-as: error: -fsanitize-kcfi-arity is not supported for %s\n",
			c.arch->name);
		return KCFI_EXIT_USAGE;
	}
	if (c.opts.form_option && check_form(&c))
		return KCFI_EXIT_USAGE;
	spawn_block_signals(&c.sig);
	if (instrument(&c))
		rc = KCFI_EXIT_ERROR;
	else if (c.opts.asm_only)
		rc = output_asm(&c) ? KCFI_EXIT_ERROR : KCFI_EXIT_OK;
	else if (c.opts.explain)
		rc = output_explain(&c) ? KCFI_EXIT_ERROR : KCFI_EXIT_OK;
	else
		rc = run_as(&c);
	rewrite_free(&c.edits);
	arena_free(&c.arena);
	if (c.map_len)
		munmap(c.buf, c.map_len);
	else
		free(c.buf);
	free(c.out);
	options_release(&c.opts);
	spawn_die_if_signalled(&c.sig);
	return rc;
}
