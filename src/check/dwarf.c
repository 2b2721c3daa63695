// SPDX-License-Identifier: GPL-2.0
/*
 * kcfi-check --dwarf: each preamble's id against the id its function's
 * DWARF type gives (src/types/dwarf.c -> mangle.c -> hash.c, then the arch's
 * id masking, x86 ENDBR avoidance). Anything that cannot be verified is
 * listed with the reason, never skipped in silence.
 */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "dwarf.h"

struct dwarf_job {
	struct chk_preamble *p;		/* gets the verified type's name */
	struct ti_dwarf_func f;
};

static int job_cmp(const void *a, const void *b)
{
	const struct dwarf_job *x = a, *y = b;

	if (x->f.cu != y->f.cu)
		return x->f.cu < y->f.cu ? -1 : 1;
	return x->f.die < y->f.die ? -1 : x->f.die > y->f.die;
}

static void unverified(struct chk_ctx *c, const char *fn, const char *why)
{
	c->n.unverified++;
	fprintf(c->out, "%s: %s: not verified: %s\n", c->elf.path, fn, why);
}

/* id of F's type read as R, or -1 with *name NULL (*why says why) */
static int64_t reading_id(struct chk_ctx *c, struct ti_dwarf *d, const struct dwarf_job *j,
			  struct ti_dwarf_reading *r, char **name, const char **why)
{
	*name = ti_dwarf_type_name(d, &j->f, r, why);
	return *name ? (int64_t)kcfi_mask_type_id(c->arch->mask_type_id, ti_hash(c->opts->hash, *name)) : -1;
}

/*
 * The readings DWARF leaves open, until one gives the preamble's id: "[]"
 * as a VLA, then (at most 4 arrays, 255 readings) qualifiers GCC's DWARF
 * lost on array elements. *name ends as the matching reading's, or the
 * first one's. Returns 1 if one matched, 2 if it took lost qualifiers.
 */
static int find_reading(struct chk_ctx *c, struct ti_dwarf *d, const struct dwarf_job *j,
			char **name, uint32_t *id, const char **why)
{
	struct ti_dwarf_reading r = { 0 }, first;
	int64_t got = reading_id(c, d, j, &r, name, why);
	char *alt;

	if (got < 0)
		return 0;
	*id = (uint32_t)got;
	if (*id == j->p->id)
		return 1;
	first = r;
	for (int vla = 0; vla <= first.saw_unknown; vla++) {
		unsigned int n = first.arrays <= 4 ? 1u << (2 * first.arrays) : 1;

		for (unsigned int q = !vla; q < n; q++) {
			r = (struct ti_dwarf_reading){ .unknown_is_vla = vla, .array_quals = q };
			if (reading_id(c, d, j, &r, &alt, why) == j->p->id) {
				free(*name);
				*name = alt;
				*id = j->p->id;
				return q ? 2 : 1;
			}
			free(alt);
		}
	}
	return 0;
}

static void verify_one(struct chk_ctx *c, struct ti_dwarf *d, const struct dwarf_job *j)
{
	const char *fn = j->p->fn->name, *why = NULL;
	char *name = NULL;
	uint32_t id = 0;
	int found = find_reading(c, d, j, &name, &id, &why);

	if (!name) {
		unverified(c, fn, why);
		return;
	}
	if (found) {
		c->n.verified++;
		c->n.array_quals_lost += found == 2;
		if (c->opts->verbose || found == 2)
			fprintf(c->out, "%s: %s: preamble id 0x%08x = DWARF type %s%s\n", c->elf.path,
				fn, id, name, found == 2 ?
				" (with array element qualifiers GCC's DWARF drops: PR debug/8354)" : "");
		j->p->type_name = name;	/* --classes names the class by it */
		return;
	} else if (j->f.params_unknown) {
		unverified(c, fn, "DWARF may omit the parameters (clang-19, unreachable body)");
	} else if (strstr(name, "$_")) {
		/* "$_N" counts anonymous types in the compiler's order of first
		 * use in the unit, which DWARF does not record */
		struct strbuf why = { 0 };

		sb_printf(&why, "DWARF type %s names an anonymous type by unit-local number",
			  name);
		unverified(c, fn, why.buf);
		sb_release(&why);
	} else {
		c->n.mismatched++;
		chk_file_error(c, fn, "preamble id 0x%08x but DWARF type %s gives 0x%08x",
			       j->p->id, name, id);
	}
	free(name);
}

/* The file's DWARF, opened on first use for both of its readers (the code
 * scan's inlined-call names, --dwarf): NULL with c->dwarf_err set if none. */
static struct ti_dwarf *file_dwarf(struct chk_ctx *c)
{
	if (!c->dwarf_opened) {
		c->dwarf_opened = true;
		c->dwarf = ti_dwarf_open(c->elf.path, c->opts->normalize, c->dwarf_err,
					 sizeof(c->dwarf_err));
	}
	return c->dwarf;
}

/* A name without a size (a linker script's assignment: arm64 vmlinux's
 * __kvm_nvhe_ aliases) spans the body the best name at its address has,
 * which holds GCC's low_pc: after -fpatchable-function-entry's nops. */
static uint64_t body_size(struct chk_ctx *c, const struct chk_sym *fn)
{
	const struct chk_sym *body = fn->size ? NULL : chk_elf_func_at(&c->elf, fn->shndx, fn->value);

	return body && body->value == fn->value ? body->size : fn->size;
}

int chk_verify_dwarf(struct chk_ctx *c)
{
	struct dwarf_job *jobs = xcalloc(c->npreambles ? c->npreambles : 1, sizeof(*jobs));
	struct ti_dwarf *d = file_dwarf(c);
	size_t n = 0;

	if (d && !ti_dwarf_index(d))
		diag_oom();
	for (size_t i = 0; i < c->npreambles; i++) {
		struct chk_preamble *p = &c->preambles[i];

		if (!d)
			unverified(c, p->fn->name, c->dwarf_err);
		else if (!p->id_known)
			unverified(c, p->fn->name, "id relocated against an undefined symbol");
		else if (ti_dwarf_find_function(d, p->fn->name, !c->elf.relocatable, p->fn->shndx,
						p->fn->value, p->fn->size, &jobs[n].f) &&
			 /* the body's own name: the preamble's may be an alias's
			  * (init_module; clang-19 names its __cfi_ after it) */
			 ti_dwarf_find_function_in(d, !c->elf.relocatable, p->fn->shndx,
						   p->fn->value, body_size(c, p->fn), &jobs[n].f))
			unverified(c, p->fn->name, "no DWARF definition of this function");
		else
			jobs[n++].p = p;
	}
	if (n)
		qsort(jobs, n, sizeof(*jobs), job_cmp);	/* one unit at a time */
	for (size_t i = 0; i < n; i++)
		verify_one(c, d, &jobs[i]);
	free(jobs);
	return 0;
}

const char *chk_inlined_from(struct chk_ctx *c, struct chk_loc loc)
{
	struct ti_dwarf *d = file_dwarf(c);

	if (!d)
		return NULL;
	if (c->elf.relocatable)		/* an object's DWARF counts from its section */
		return ti_dwarf_inlined_from(d, false, loc.shndx,
					     loc.addr - c->elf.secs[loc.shndx].shdr.sh_addr);
	return ti_dwarf_inlined_from(d, true, loc.shndx, loc.addr);
}

void chk_dwarf_release(struct chk_ctx *c)
{
	ti_dwarf_close(c->dwarf);
	c->dwarf = NULL;
}
