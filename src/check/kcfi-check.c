// SPDX-License-Identifier: GPL-2.0
/*
 * kcfi-check: audit the KCFI instrumentation of objects, executables and
 * vmlinux, independently of the tools that produced it.
 *	open ELF -> .kcfi_traps -> preambles, typeids -> scan code -> unused
 *	traps -> (--dwarf) preamble ids from DWARF -> counts
 * Exit 0: no error; 1: an unchecked indirect call, a check whose trap is
 * not listed, a malformed preamble or a preamble id DWARF contradicts;
 * 2: usage. Unchecked indirect jumps (sibcalls, but also jump tables and
 * computed gotos, which bytes cannot tell apart) are warnings.
 * --classes reads its FILEs as one build (or two, split by --versus) and
 * prints per type id what the audit found: preambles and checks.
 */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "diag.h"

static const char usage[] =
	"usage: kcfi-check [--arch=x86_64|aarch64|riscv64|arm] [--dwarf] [--hash=" TI_HASH_CHOICES "]\n"
	"                  [--normalize-integers] [-q] [-v] [--explain] FILE...\n"
	"   or: kcfi-check --classes [--top=N] [options] FILE... [--versus FILE...]\n"
	"  --arch=A                  expected architecture (default: each file's e_machine)\n"
	"  --dwarf                   re-derive every preamble id from the function's DWARF\n"
	"  --hash=H                  type id hash for --dwarf (default " TI_HASH_XXHASH64_NAME ")\n"
	"  --normalize-integers      the files were built with integer normalization\n"
	"  -q, --quiet               do not list preambles and __kcfi_typeid_ symbols\n"
	"  -v, --verbose             also list every check and every verified id\n"
	"                            (--classes: every target and site of a largest class)\n"
	"  --explain                 on stdout only \"preamble FN 0xID\", \"check FN 0xID\" and\n"
	"                            \"typeid SYM 0xID\" lines (kcfi-as --explain's first fields);\n"
	"                            findings and counts go to stderr\n"
	"  --classes                 on stdout the type-id classes of the FILEs as one build:\n"
	"                            per id its targets (preambles), sites (checks) and\n"
	"                            targets x sites, the largest with examples; findings and\n"
	"                            counts go to stderr\n"
	"  --versus FILE...          with --classes: the FILEs after it are a second build,\n"
	"                            each id side by side\n"
	"  --top=N                   with --classes: N classes in each largest list (default 10)\n";

static const struct option long_opts[] = {
	{ "arch", required_argument, NULL, 'a' },
	{ "dwarf", no_argument, NULL, 'd' },
	{ "hash", required_argument, NULL, 'H' },
	{ "normalize-integers", no_argument, NULL, 'n' },
	{ "quiet", no_argument, NULL, 'q' },
	{ "verbose", no_argument, NULL, 'v' },
	{ "explain", no_argument, NULL, 'e' },
	{ "classes", no_argument, NULL, 'c' },
	{ "versus", no_argument, NULL, 'V' },
	{ "top", required_argument, NULL, 't' },
	{ "help", no_argument, NULL, 'h' },
	{ NULL, 0, NULL, 0 },
};

/* The FILEs: one build, or with --versus two (FILES[1] NULL if one). */
struct chk_inputs {
	const char **files[2];
	size_t nfiles[2];
};

static int parse_options(int argc, char **argv, struct chk_options *o, struct chk_inputs *in)
{
	int ch, build = 0;
	char *end;

	in->files[0] = xcalloc(argc, sizeof(*in->files[0]));
	/* "-": FILEs come back in order (as option 1), so --versus splits them */
	while ((ch = getopt_long(argc, argv, "-qvh", long_opts, NULL)) != -1) {
		switch (ch) {
		case 1:
			in->files[build][in->nfiles[build]++] = optarg;
			break;
		case 'a':
			o->arch = optarg;
			if (!kcfi_check_arch_find(optarg)) {
				diag_line(stderr, NULL, "error", "unsupported --arch=%s", optarg);
				return -1;
			}
			break;
		case 'd': o->dwarf = true; break;
		case 'H':
			if (ti_hash_parse(optarg, &o->hash)) {
				diag_line(stderr, NULL, "error", "unknown --hash=%s", optarg);
				return -1;
			}
			break;
		case 'n': o->normalize = true; break;
		case 'q': o->quiet = true; break;
		case 'v': o->verbose = true; break;
		case 'e': o->explain = true; break;
		case 'c': o->classes = true; break;
		case 'V':
			if (build) {
				diag_line(stderr, NULL, "error", "--versus given twice");
				return -1;
			}
			build = 1;
			in->files[1] = xcalloc(argc, sizeof(*in->files[1]));
			break;
		case 't':
			o->top = strtoul(optarg, &end, 10);
			if (*end || !*optarg || !o->top) {
				diag_line(stderr, NULL, "error", "--top=%s is not a positive number",
					  optarg);
				return -1;
			}
			break;
		default:
			return -1;
		}
	}
	while (optind < argc)	/* after "--" */
		in->files[build][in->nfiles[build]++] = argv[optind++];
	if (o->classes && o->explain) {
		diag_line(stderr, NULL, "error", "--classes and --explain are two reports: give one");
		return -1;
	}
	/* the report replaces the lists; they would only bury stderr's findings */
	o->quiet |= o->classes;
	if (build && !o->classes) {
		diag_line(stderr, NULL, "error", "--versus compares --classes reports");
		return -1;
	}
	if (!in->nfiles[0] || (build && !in->nfiles[1])) {
		diag_line(stderr, NULL, "error", "no input files%s", !build ? "" :
			  in->nfiles[0] ? " after --versus" : " before --versus");
		return -1;
	}
	return 0;
}

static int select_arch(struct chk_ctx *c)
{
	c->arch = c->opts->arch ? kcfi_check_arch_find(c->opts->arch) :
		  kcfi_check_arch_for_machine(c->elf.machine);
	if (!c->arch || kcfi_check_arch_machine(c->arch) != c->elf.machine) {
		diag_line(c->out, c->elf.path, "error", "machine %u is not %s", c->elf.machine,
			  c->opts->arch ? c->opts->arch : "a supported architecture");
		return -1;
	}
	if (c->arch->unsupported) {
		diag_line(c->out, c->elf.path, "error", "%s objects cannot be audited yet: %s",
			  c->arch->name, c->arch->unsupported);
		return -1;
	}
	return 0;
}

static void print_counts(const struct chk_ctx *c)
{
	const struct chk_counts *n = &c->n;

	fprintf(c->out, "%s: %lu preambles (%lu orphaned weak), %lu typeids, %lu checks, "
		"%lu unchecked calls, %lu unchecked jumps, %lu trap entries (%lu not a check's)\n",
		c->elf.path, n->preambles, n->orphans, n->typeids, n->checks, n->unchecked_calls,
		n->unchecked_jumps, n->trap_entries, n->stray_traps);
	if (n->aliased || n->table_entries)
		fprintf(c->out, "%s: %lu global aliases without a preamble, %lu syscall table "
			"entries (%lu defined elsewhere)\n", c->elf.path, n->bare_aliases,
			n->table_entries, n->table_external);
	if (c->elf.relocatable)
		fprintf(c->out, "%s: %lu functions whose address is taken, %lu without a preamble\n",
			c->elf.path, n->addr_taken, n->bare_addr_taken);
	if (!c->opts->dwarf)
		return;
	fprintf(c->out, "%s: dwarf: %lu verified, %lu mismatched, %lu not verified", c->elf.path,
		n->verified, n->mismatched, n->unverified);
	if (n->array_quals_lost)
		fprintf(c->out, " (%lu with array qualifiers restored)", n->array_quals_lost);
	fputc('\n', c->out);
}

/* One file, start to finish; returns its error count (or 1 if unreadable).
 * *unaudited is set if it was not read through (unreadable, another arch).
 * BUILD: --classes, its targets and sites go there. */
static unsigned long check_file(const struct chk_options *o, const char *path,
				struct chk_build *build, bool *unaudited)
{
	struct chk_ctx c = { .opts = o, .out = o->explain || o->classes ? stderr : stdout,
			     .explain = o->explain ? stdout : NULL, .build = build };
	unsigned long errors;
	char err[256];

	if (chk_elf_open(&c.elf, path, err, sizeof(err))) {
		/* stdout but for --classes, whose stdout is the report */
		diag_line(o->classes ? stderr : stdout, path, "error", "%s", err);
		chk_elf_close(&c.elf);
		*unaudited = true;
		return 1;
	}
	if (build)
		chk_build_note_file(build, path);
	if (select_arch(&c) || chk_load_traps(&c) || chk_find_preambles(&c)) {
		c.n.errors++;
		*unaudited = true;
	} else {
		chk_list_typeids(&c);
		chk_check_callable(&c);
		chk_check_address_taken(&c);
		if (chk_scan_code(&c)) {
			diag_line(c.out, path, "error", "cannot open the disassembler");
			c.n.errors++;
		}
		chk_report_traps(&c);
		if (c.warnings.len)
			fputs(c.warnings.buf, c.out);
		if (o->dwarf && chk_verify_dwarf(&c))
			c.n.errors++;
		if (build)
			chk_classes_targets(&c);
		print_counts(&c);
	}
	errors = c.n.errors;
	chk_dwarf_release(&c);
	sb_release(&c.warnings);
	free(c.traps);
	free(c.trap_used);
	for (size_t i = 0; i < c.npreambles; i++)
		free(c.preambles[i].type_name);
	free(c.check_traps);
	free(c.preambles);
	chk_elf_close(&c.elf);
	return errors;
}

/*
 * --classes: every file of each build, then the report. A file that could
 * not be audited leaves a build incomplete, and a report of the rest would
 * look like one of the whole: then there is none.
 */
static unsigned long classes(const struct chk_options *o, const struct chk_inputs *in)
{
	struct chk_build *b[2] = { chk_build_new(), in->files[1] ? chk_build_new() : NULL };
	unsigned long errors = 0;
	bool unaudited = false;

	for (int i = 0; i < 2 && b[i]; i++)
		for (size_t f = 0; f < in->nfiles[i]; f++)
			errors += check_file(o, in->files[i][f], b[i], &unaudited);
	if (unaudited)
		diag_line(stderr, NULL, "error", "a file could not be audited: no report");
	else if (chk_classes_report(stdout, o, b[0], b[1]))
		errors++;
	chk_build_free(b[0]);
	chk_build_free(b[1]);
	return errors;
}

int main(int argc, char **argv)
{
	struct chk_options o = { .hash = TI_HASH_XXHASH64, .top = 10 };
	struct chk_inputs in = { 0 };
	unsigned long errors = 0;
	bool unaudited = false;

	diag_tool = "kcfi-check";
	if (parse_options(argc, argv, &o, &in)) {
		fputs(usage, stderr);
		return KCFI_EXIT_USAGE;
	}
	if (o.classes)
		errors = classes(&o, &in);
	else
		for (size_t i = 0; i < in.nfiles[0]; i++)
			errors += check_file(&o, in.files[0][i], NULL, &unaudited);
	free(in.files[0]);
	free(in.files[1]);
	return errors ? KCFI_EXIT_ERROR : KCFI_EXIT_OK;
}
