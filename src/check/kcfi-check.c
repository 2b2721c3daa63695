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
 */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "diag.h"

static const char usage[] =
	"usage: kcfi-check [--arch=x86_64|aarch64|riscv64|arm] [--dwarf] [--hash=" TI_HASH_CHOICES "]\n"
	"                  [--normalize-integers] [-q] [-v] [--explain] FILE...\n"
	"  --arch=A                  expected architecture (default: each file's e_machine)\n"
	"  --dwarf                   re-derive every preamble id from the function's DWARF\n"
	"  --hash=H                  type id hash for --dwarf (default " TI_HASH_XXHASH64_NAME ")\n"
	"  --normalize-integers      the files were built with integer normalization\n"
	"  -q, --quiet               do not list preambles and __kcfi_typeid_ symbols\n"
	"  -v, --verbose             also list every check and every verified id\n"
	"  --explain                 on stdout only \"preamble FN 0xID\", \"check FN 0xID\" and\n"
	"                            \"typeid SYM 0xID\" lines (kcfi-as --explain's first fields);\n"
	"                            findings and counts go to stderr\n";

static const struct option long_opts[] = {
	{ "arch", required_argument, NULL, 'a' },
	{ "dwarf", no_argument, NULL, 'd' },
	{ "hash", required_argument, NULL, 'H' },
	{ "normalize-integers", no_argument, NULL, 'n' },
	{ "quiet", no_argument, NULL, 'q' },
	{ "verbose", no_argument, NULL, 'v' },
	{ "explain", no_argument, NULL, 'e' },
	{ "help", no_argument, NULL, 'h' },
	{ NULL, 0, NULL, 0 },
};

static int parse_options(int argc, char **argv, struct chk_options *o)
{
	int ch;

	while ((ch = getopt_long(argc, argv, "qvh", long_opts, NULL)) != -1) {
		switch (ch) {
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
		default:
			return -1;
		}
	}
	if (optind == argc) {
		diag_line(stderr, NULL, "error", "no input files");
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
	if (!c->opts->dwarf)
		return;
	fprintf(c->out, "%s: dwarf: %lu verified, %lu mismatched, %lu not verified", c->elf.path,
		n->verified, n->mismatched, n->unverified);
	if (n->array_quals_lost)
		fprintf(c->out, " (%lu with array qualifiers restored)", n->array_quals_lost);
	fputc('\n', c->out);
}

/* One file, start to finish; returns its error count (or 1 if unreadable). */
static unsigned long check_file(const struct chk_options *o, const char *path)
{
	struct chk_ctx c = { .opts = o, .out = o->explain ? stderr : stdout,
			     .explain = o->explain ? stdout : NULL };
	unsigned long errors;
	char err[256];

	if (chk_elf_open(&c.elf, path, err, sizeof(err))) {
		diag_line(stdout, path, "error", "%s", err);
		chk_elf_close(&c.elf);
		return 1;
	}
	if (select_arch(&c) || chk_load_traps(&c) || chk_find_preambles(&c)) {
		c.n.errors++;
	} else {
		chk_list_typeids(&c);
		chk_check_callable(&c);
		if (chk_scan_code(&c)) {
			diag_line(c.out, path, "error", "cannot open the disassembler");
			c.n.errors++;
		}
		chk_report_traps(&c);
		if (c.warnings.len)
			fputs(c.warnings.buf, c.out);
		if (o->dwarf && chk_verify_dwarf(&c))
			c.n.errors++;
		print_counts(&c);
	}
	errors = c.n.errors;
	sb_release(&c.warnings);
	free(c.traps);
	free(c.trap_used);
	free(c.check_traps);
	free(c.preambles);
	chk_elf_close(&c.elf);
	return errors;
}

int main(int argc, char **argv)
{
	struct chk_options o = { .hash = TI_HASH_XXHASH64 };
	unsigned long errors = 0;

	diag_tool = "kcfi-check";
	if (parse_options(argc, argv, &o)) {
		fputs(usage, stderr);
		return KCFI_EXIT_USAGE;
	}
	for (int i = optind; i < argc; i++)
		errors += check_file(&o, argv[i]);
	return errors ? KCFI_EXIT_ERROR : KCFI_EXIT_OK;
}
