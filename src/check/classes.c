// SPDX-License-Identifier: GPL-2.0
/*
 * kcfi-check --classes: how strong the KCFI of a build is, per type id.
 * A class is every function whose preamble carries an id (the targets a
 * checked call of that id accepts) and every check of the id (the call
 * sites). targets x sites is the class's attack surface: each site may be
 * bent to each target without a trap. The largest classes are where a
 * cfi_salt pays. Two builds (kcfi-gcc's kernel and clang's) side by side
 * show per id where they differ.
 *
 * The audit (preamble.c, scan.c) finds preambles and checks;
 * this file only counts what it found, per build, and prints it.
 */
#include <stdlib.h>
#include <string.h>

#include "check.h"

#define CHK_EXAMPLES 5		/* targets and sites listed under a largest class */

/* A target (NAME: the function) or a site (NAME: "fn+0xoff"). */
struct chk_member {
	uint32_t id;
	size_t seq;			/* found as the build's seq'th target or site */
	const char *name;
	const char *file;
	const char *type;		/* targets: the DWARF type's name, or NULL */
};

struct chk_build {
	struct arena mem;		/* members, their strings, the file list */
	struct chk_member *targets, *sites;
	size_t ntargets, nsites, cap_targets, cap_sites;
	const char **files;
	size_t nfiles, cap_files;
	unsigned long unknown_ids;	/* preambles relocated against an undefined symbol */
};

/* One id over both builds: counts and where its members start (sorted). */
struct chk_class {
	uint32_t id;
	size_t targets[2], sites[2];
	size_t first_target[2], first_site[2];
	const char *type;
};

struct chk_build *chk_build_new(void)
{
	return xcalloc(1, sizeof(struct chk_build));
}

void chk_build_free(struct chk_build *b)
{
	if (!b)
		return;
	arena_free(&b->mem);
	free(b);
}

static const char *build_str(struct chk_build *b, const char *s)
{
	return arena_strndup(&b->mem, s, strlen(s));
}

static struct chk_member *add_member(struct chk_build *b, struct chk_member **v, size_t *n,
				     size_t *cap)
{
	*v = arena_grow(&b->mem, *v, sizeof(**v), cap, *n + 1);
	(*v)[*n].seq = *n;
	return &(*v)[(*n)++];
}

void chk_build_note_file(struct chk_build *b, const char *path)
{
	b->files = arena_grow(&b->mem, b->files, sizeof(*b->files), &b->cap_files, b->nfiles + 1);
	b->files[b->nfiles++] = build_str(b, path);
}

void chk_classes_site(struct chk_ctx *c, struct chk_loc loc, uint32_t id)
{
	struct chk_build *b = c->build;
	const struct chk_sym *fn = chk_elf_func_at(&c->elf, loc.shndx, loc.addr);
	const struct chk_section *s = &c->elf.secs[loc.shndx];
	struct chk_member *m = add_member(b, &b->sites, &b->nsites, &b->cap_sites);

	m->id = id;
	m->file = b->files[b->nfiles - 1];
	/* a function's name and offset is what a reader looks up; code
	 * outside any function symbol only has its section */
	m->name = fn ? arena_printf(&b->mem, "%s+0x%llx", fn->name,
				    (unsigned long long)(loc.addr - fn->value)) :
		       arena_printf(&b->mem, "%s+0x%llx", s->name,
				    (unsigned long long)(loc.addr - s->shdr.sh_addr));
}

static int preamble_at_cmp(const void *x, const void *y)
{
	const struct chk_preamble *const *a = x, *const *b = y;

	if ((*a)->id_at.shndx != (*b)->id_at.shndx)
		return (*a)->id_at.shndx < (*b)->id_at.shndx ? -1 : 1;
	if ((*a)->id_at.addr != (*b)->id_at.addr)
		return (*a)->id_at.addr < (*b)->id_at.addr ? -1 : 1;
	return (*a < *b) ? -1 : *a > *b;	/* the first symbol names it */
}

/*
 * One target per preamble, not per symbol: arm64 finds a preamble from
 * each function symbol, so aliases of one function read the same word.
 */
void chk_classes_targets(struct chk_ctx *c)
{
	struct chk_build *b = c->build;
	const struct chk_preamble **by_at = xcalloc(c->npreambles ? c->npreambles : 1,
						    sizeof(*by_at));
	struct chk_member *m = NULL;	/* the last target added */

	for (size_t i = 0; i < c->npreambles; i++)
		by_at[i] = &c->preambles[i];
	if (c->npreambles)
		qsort(by_at, c->npreambles, sizeof(*by_at), preamble_at_cmp);
	for (size_t i = 0; i < c->npreambles; i++) {
		const struct chk_preamble *p = by_at[i];

		if (i && p->id_at.shndx == by_at[i - 1]->id_at.shndx &&
		    p->id_at.addr == by_at[i - 1]->id_at.addr) {
			/* DWARF may know the function by another of its names */
			if (m && !m->type && p->type_name)
				m->type = build_str(b, p->type_name);
			continue;
		}
		m = NULL;
		if (!p->id_known) {
			b->unknown_ids++;
			continue;
		}
		m = add_member(b, &b->targets, &b->ntargets, &b->cap_targets);
		m->id = p->id;
		m->name = build_str(b, p->fn->name);
		m->file = b->files[b->nfiles - 1];
		m->type = p->type_name ? build_str(b, p->type_name) : NULL;
	}
	free(by_at);
	if (!c->npreambles && !c->n.checks)
		chk_file_error(c, NULL, "no KCFI preamble and no KCFI check: "
			       "not built with -fsanitize=kcfi?");
}

/* By id; members of one id keep the order they were found in (file, then
 * address), so the examples are the same from run to run. */
static int member_cmp(const void *x, const void *y)
{
	const struct chk_member *a = x, *b = y;

	if (a->id != b->id)
		return a->id < b->id ? -1 : 1;
	return a->seq < b->seq ? -1 : a->seq > b->seq;
}

static unsigned long long surface(const struct chk_class *k, int i)
{
	return (unsigned long long)k->targets[i] * k->sites[i];
}

/* The classes of both builds, by id (merging sorted member lists). */
static struct chk_class *make_classes(struct chk_build *const *bs, int nb, size_t *n)
{
	size_t cap = 1, ti[2] = { 0 }, si[2] = { 0 };
	struct chk_class *cls;

	for (int i = 0; i < nb; i++)
		cap += bs[i]->ntargets + bs[i]->nsites;
	cls = xcalloc(cap, sizeof(*cls));
	*n = 0;
	for (;;) {
		bool any = false;
		uint32_t id = 0;
		struct chk_class *k;

		/* the smallest id any list is at */
		for (int i = 0; i < nb; i++) {
			if (ti[i] < bs[i]->ntargets && (!any || bs[i]->targets[ti[i]].id < id))
				id = bs[i]->targets[ti[i]].id, any = true;
			if (si[i] < bs[i]->nsites && (!any || bs[i]->sites[si[i]].id < id))
				id = bs[i]->sites[si[i]].id, any = true;
		}
		if (!any)
			break;
		k = &cls[(*n)++];
		k->id = id;
		for (int i = 0; i < nb; i++) {
			k->first_target[i] = ti[i];
			for (; ti[i] < bs[i]->ntargets && bs[i]->targets[ti[i]].id == id; ti[i]++)
				if (!k->type)
					k->type = bs[i]->targets[ti[i]].type;
			k->targets[i] = ti[i] - k->first_target[i];
			k->first_site[i] = si[i];
			while (si[i] < bs[i]->nsites && bs[i]->sites[si[i]].id == id)
				si[i]++;
			k->sites[i] = si[i] - k->first_site[i];
		}
	}
	return cls;
}

/* What a ranking sorts by: build B's targets or surface. */
struct rank_key {
	int build;
	bool by_surface;
};

static unsigned long long rank_value(const struct chk_class *k, const struct rank_key *r)
{
	return r->by_surface ? surface(k, r->build) : k->targets[r->build];
}

/* Larger first; ties: the other measure, then the id (a stable order). */
static int rank_cmp(const void *x, const void *y, void *arg)
{
	const struct chk_class *a = *(const struct chk_class *const *)x;
	const struct chk_class *b = *(const struct chk_class *const *)y;
	const struct rank_key *r = arg;
	const struct rank_key other = { r->build, !r->by_surface };
	unsigned long long va = rank_value(a, r), vb = rank_value(b, r);

	if (va != vb)
		return va > vb ? -1 : 1;
	va = rank_value(a, &other);
	vb = rank_value(b, &other);
	if (va != vb)
		return va > vb ? -1 : 1;
	return a->id < b->id ? -1 : a->id > b->id;
}

/* The whole-report order: the larger surface of the two builds, then the
 * larger target count, then the id. */
static int report_cmp(const void *x, const void *y, void *arg)
{
	const struct chk_class *a = *(const struct chk_class *const *)x;
	const struct chk_class *b = *(const struct chk_class *const *)y;
	int nb = *(const int *)arg;
	unsigned long long sa = 0, sb = 0, ta = 0, tb = 0;

	for (int i = 0; i < nb; i++) {
		sa = surface(a, i) > sa ? surface(a, i) : sa;
		sb = surface(b, i) > sb ? surface(b, i) : sb;
		ta = a->targets[i] > ta ? a->targets[i] : ta;
		tb = b->targets[i] > tb ? b->targets[i] : tb;
	}
	if (sa != sb)
		return sa > sb ? -1 : 1;
	if (ta != tb)
		return ta > tb ? -1 : 1;
	return a->id < b->id ? -1 : a->id > b->id;
}

/* "0xID [both|a-only|b-only] targets T [T] sites S [S] surface P [P] type NAME" */
static void print_class(FILE *out, const struct chk_class *k, int nb)
{
	fprintf(out, "0x%08x", k->id);
	if (nb == 2) {
		bool in_a = k->targets[0] || k->sites[0], in_b = k->targets[1] || k->sites[1];

		fputs(in_a && in_b ? " both" : in_a ? " a-only" : " b-only", out);
	}
	fputs(" targets", out);
	for (int i = 0; i < nb; i++)
		fprintf(out, " %zu", k->targets[i]);
	fputs(" sites", out);
	for (int i = 0; i < nb; i++)
		fprintf(out, " %zu", k->sites[i]);
	fputs(" surface", out);
	for (int i = 0; i < nb; i++)
		fprintf(out, " %llu", surface(k, i));
	fprintf(out, " type %s\n", k->type ? k->type : "-");
}

/* V[FIRST..FIRST+N): V is NULL when the build has none of them */
static void print_members(FILE *out, const char *what, const struct chk_member *v,
			  size_t first, size_t n, bool all)
{
	for (size_t i = 0; i < n && (all || i < CHK_EXAMPLES); i++) {
		const struct chk_member *m = &v[first + i];

		fprintf(out, "  %s 0x%08x %s %s\n", what, m->id, m->name, m->file);
	}
}

static void print_largest(FILE *out, const struct chk_options *o, struct chk_build *const *bs,
			  int nb, struct chk_class **order, size_t n, struct rank_key r)
{
	qsort_r(order, n, sizeof(*order), rank_cmp, &r);
	for (size_t i = 0; i < n && i < o->top && rank_value(order[i], &r); i++) {
		const struct chk_class *k = order[i];
		const struct chk_build *b = bs[r.build];

		fputs(r.by_surface ? "largest-surface" : "largest-targets", out);
		if (nb == 2)
			fputs(r.build ? " b" : " a", out);
		fprintf(out, " %zu ", i + 1);
		print_class(out, k, nb);
		print_members(out, "target", b->targets, k->first_target[r.build],
			      k->targets[r.build], o->verbose);
		print_members(out, "site", b->sites, k->first_site[r.build], k->sites[r.build],
			      o->verbose);
	}
}

static void print_total(FILE *out, const struct chk_build *b, const struct chk_class *cls,
			size_t n, int i, int nb)
{
	unsigned long ids = 0, targets_only = 0, sites_only = 0;
	unsigned long long sum = 0;

	for (size_t j = 0; j < n; j++) {
		ids += cls[j].targets[i] || cls[j].sites[i];
		targets_only += cls[j].targets[i] && !cls[j].sites[i];
		sites_only += cls[j].sites[i] && !cls[j].targets[i];
		sum += surface(&cls[j], i);
	}
	fputs("total", out);
	if (nb == 2)
		fputs(i ? " b" : " a", out);
	fprintf(out, " ids %lu targets %zu sites %zu surface %llu targets-only %lu sites-only %lu "
		"unknown-id %lu files %zu\n", ids, b->ntargets, b->nsites, sum, targets_only,
		sites_only, b->unknown_ids, b->nfiles);
}

int chk_classes_report(FILE *out, const struct chk_options *o, struct chk_build *a,
		       struct chk_build *b)
{
	struct chk_build *bs[2] = { a, b };
	int nb = b ? 2 : 1;
	struct chk_class *cls, **order;
	size_t n;

	for (int i = 0; i < nb; i++) {
		if (bs[i]->ntargets || bs[i]->nsites)
			continue;
		if (bs[i]->nfiles == 1)
			diag_line(stderr, bs[i]->files[0], "error",
				  "no KCFI type id: nothing to report");
		else
			diag_line(stderr, NULL, "error", "build %s (%zu files, %s ...) has no KCFI "
				  "type id: nothing to report", i ? "b" : "a", bs[i]->nfiles,
				  bs[i]->files[0]);
		return -1;
	}
	/* sorting the builds' own arrays keeps each class's members together
	 * (an empty one is NULL, which qsort must not get) */
	for (int i = 0; i < nb; i++) {
		if (bs[i]->ntargets)
			qsort(bs[i]->targets, bs[i]->ntargets, sizeof(*bs[i]->targets), member_cmp);
		if (bs[i]->nsites)
			qsort(bs[i]->sites, bs[i]->nsites, sizeof(*bs[i]->sites), member_cmp);
	}
	cls = make_classes(bs, nb, &n);
	order = xcalloc(n, sizeof(*order));
	for (size_t i = 0; i < n; i++)
		order[i] = &cls[i];
	for (int i = 0; i < nb; i++) {
		print_largest(out, o, bs, nb, order, n, (struct rank_key){ i, false });
		print_largest(out, o, bs, nb, order, n, (struct rank_key){ i, true });
	}
	qsort_r(order, n, sizeof(*order), report_cmp, &nb);
	for (size_t i = 0; i < n; i++) {
		fputs("class ", out);
		print_class(out, order[i], nb);
	}
	for (int i = 0; i < nb; i++)
		print_total(out, bs[i], cls, n, i, nb);
	if (nb == 2) {
		unsigned long both = 0, only[2] = { 0 };

		for (size_t i = 0; i < n; i++) {
			bool in_a = cls[i].targets[0] || cls[i].sites[0];
			bool in_b = cls[i].targets[1] || cls[i].sites[1];

			both += in_a && in_b;
			only[0] += in_a && !in_b;
			only[1] += in_b && !in_a;
		}
		fprintf(out, "ids both %lu a-only %lu b-only %lu\n", both, only[0], only[1]);
	}
	free(order);
	free(cls);
	return 0;
}
