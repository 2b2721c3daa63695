// SPDX-License-Identifier: GPL-2.0
/*
 * DWARF front end, bookkeeping half: open a file's DWARF with libdwfl (which
 * applies an object's .rela.debug_* relocations, so names and references
 * read right in a .o), index every function definition by name, and build
 * for one unit at a time the links the type conversion (dwarf-types.c)
 * needs but a type DIE does not carry: its enclosing DIE, the typedef that
 * names an anonymous tag, and the struct an unnamed member type sits in.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dwarf-int.h"
#include "util.h"

static const Dwfl_Callbacks ti_dwfl_callbacks = {
	.find_debuginfo = dwfl_standard_find_debuginfo,
	.section_address = dwfl_offline_section_address,
};

bool ti_dwarf_grow(void **v, size_t *cap, size_t need, size_t elem)
{
	size_t n = *cap ? *cap : 64;
	void *p;

	if (need <= *cap)
		return true;
	while (n < need)
		n *= 2;
	p = realloc(*v, n * elem);
	if (!p)
		return false;
	*v = p;
	*cap = n;
	return true;
}

static bool link_add(struct ti_dwarf_links *l, uint64_t key, uint64_t off, const char *name)
{
	if (!ti_dwarf_grow((void **)&l->v, &l->cap, l->n + 1, sizeof(*l->v)))
		return false;
	l->v[l->n++] = (struct ti_dwarf_link){ key, off, name };
	return true;
}

static int link_cmp(const void *a, const void *b)
{
	const struct ti_dwarf_link *x = a, *y = b;

	if (x->key != y->key)
		return x->key < y->key ? -1 : 1;
	return x->off < y->off ? -1 : x->off > y->off;	/* ties: DIE order */
}

/* The first link of KEY. */
static bool link_before(const void *elem, const void *key)
{
	return ((const struct ti_dwarf_link *)elem)->key < *(const uint64_t *)key;
}

const struct ti_dwarf_link *ti_dwarf_link_find(const struct ti_dwarf_links *l, uint64_t key)
{
	size_t i = lower_bound(l->v, l->n, sizeof(*l->v), &key, link_before);

	return i < l->n && l->v[i].key == key ? &l->v[i] : NULL;
}

static bool is_tag(int tag)
{
	return tag == DW_TAG_structure_type || tag == DW_TAG_union_type ||
	       tag == DW_TAG_enumeration_type;
}

/* DIE's type with qualifiers and arrays stripped (what a member "is"). */
static bool member_base_type(Dwarf_Die *die, Dwarf_Die *out)
{
	Dwarf_Attribute a;
	Dwarf_Die cur = *die;

	for (int depth = 0; depth < 16; depth++) {
		if (!dwarf_attr(&cur, DW_AT_type, &a) || !dwarf_formref_die(&a, out))
			return false;
		switch (dwarf_tag(out)) {
		case DW_TAG_const_type: case DW_TAG_volatile_type:
		case DW_TAG_restrict_type: case DW_TAG_atomic_type: case DW_TAG_array_type:
			cur = *out;
			continue;
		default:
			return true;
		}
	}
	return false;
}

/* Facts of one DIE, given its parent (unit_scan's visitor). */
static bool unit_note(struct ti_dwarf_unit *u, Dwarf_Die *die, uint64_t parent, int parent_tag)
{
	uint64_t off = dwarf_dieoffset(die);
	Dwarf_Attribute a;
	Dwarf_Die t;
	int tag = dwarf_tag(die);

	if (!link_add(&u->parents, off, parent, NULL))
		return false;
	if (tag == DW_TAG_typedef && dwarf_formref_die(dwarf_attr(die, DW_AT_type, &a), &t) &&
	    is_tag(dwarf_tag(&t)) && !dwarf_hasattr(&t, DW_AT_name) &&
	    !link_add(&u->namings, dwarf_dieoffset(&t), off, dwarf_diename(die)))
		return false;
	if (tag == DW_TAG_member && (parent_tag == DW_TAG_structure_type ||
				     parent_tag == DW_TAG_union_type) &&
	    member_base_type(die, &t) && is_tag(dwarf_tag(&t)) && !dwarf_hasattr(&t, DW_AT_name) &&
	    !link_add(&u->members, dwarf_dieoffset(&t), parent, NULL))
		return false;
	return true;
}

/* Depth-first over the unit; iterative so deep nesting cannot overflow. */
static bool unit_scan(struct ti_dwarf_unit *u, Dwarf_Die *cudie)
{
	struct { Dwarf_Die die; int tag; } stack[64];
	int sp = 0;
	Dwarf_Die child;

	stack[0].die = *cudie;
	stack[0].tag = dwarf_tag(cudie);
	if (dwarf_child(cudie, &child) != 0)
		return true;
	for (;;) {
		bool down;

		if (!unit_note(u, &child, dwarf_dieoffset(&stack[sp].die), stack[sp].tag))
			return false;
		down = dwarf_haschildren(&child) && sp + 1 < 64;
		if (down) {
			stack[++sp].die = child;
			stack[sp].tag = dwarf_tag(&child);
			if (dwarf_child(&stack[sp].die, &child) == 0)
				continue;
			sp--;
		}
		while (dwarf_siblingof(&child, &child) != 0) {
			if (sp == 0)
				return true;
			child = stack[sp--].die;
		}
	}
}

static void unit_release(struct ti_dwarf_unit *u)
{
	free(u->parents.v);
	free(u->namings.v);
	free(u->members.v);
	ti_mangler_free(u->mangler);
	memset(u, 0, sizeof(*u));
}

static bool unit_load(struct ti_dwarf *d, uint64_t cu)
{
	struct ti_dwarf_unit *u = &d->unit;
	Dwarf_Die cudie;

	if (u->valid && u->cu == cu)
		return true;
	unit_release(u);
	if (!dwarf_offdie(d->dw, cu, &cudie))
		return false;
	u->mangler = ti_mangler_new(d->normalize);
	if (!u->mangler || !unit_scan(u, &cudie))
		return false;
	if (u->namings.n)	/* qsort(NULL, 0): undefined */
		qsort(u->namings.v, u->namings.n, sizeof(*u->namings.v), link_cmp);
	if (u->members.n)
		qsort(u->members.v, u->members.n, sizeof(*u->members.v), link_cmp);
	/* parents were added in DIE order, which is offset order */
	u->cu = cu;
	u->valid = true;
	return true;
}

/* A definition; GCC gives one whose body ICF folded into a twin no code range. */
static bool is_definition(Dwarf_Die *die)
{
	return dwarf_tag(die) == DW_TAG_subprogram && !dwarf_hasattr(die, DW_AT_declaration);
}

static bool has_code(Dwarf_Die *die)
{
	return dwarf_hasattr(die, DW_AT_low_pc) || dwarf_hasattr(die, DW_AT_ranges);
}

/* A prototyped function with no parameter DIE from clang: "(void)", or
 * parameters clang dropped with an unreachable body. */
static bool clang_params_unknown(Dwarf_Die *cudie, Dwarf_Die *fn)
{
	Dwarf_Attribute a;
	const char *producer = dwarf_formstring(dwarf_attr(cudie, DW_AT_producer, &a));
	bool prototyped = false;
	Dwarf_Die child;

	if (!producer || !strstr(producer, "clang"))
		return false;
	dwarf_formflag(dwarf_attr_integrate(fn, DW_AT_prototyped, &a), &prototyped);
	if (!prototyped || dwarf_hasattr(fn, DW_AT_abstract_origin))
		return false;
	if (dwarf_child(fn, &child) == 0) {
		do {
			if (dwarf_tag(&child) == DW_TAG_formal_parameter ||
			    dwarf_tag(&child) == DW_TAG_unspecified_parameters)
				return false;
		} while (dwarf_siblingof(&child, &child) == 0);
	}
	return true;
}

static int def_cmp(const void *a, const void *b)
{
	const struct ti_dwarf_def *x = a, *y = b;

	return strcmp(x->name, y->name);
}

/* Every top-level function definition of every unit, by name. */
bool ti_dwarf_index(struct ti_dwarf *d)
{
	Dwarf_Off off = 0, next;
	size_t hsize;

	if (d->indexed)
		return true;
	d->indexed = true;

	while (dwarf_nextcu(d->dw, off, &next, &hsize, NULL, NULL, NULL) == 0) {
		Dwarf_Die cudie, die;

		if (dwarf_offdie(d->dw, off + hsize, &cudie) && dwarf_child(&cudie, &die) == 0) {
			do {
				Dwarf_Addr lo = 0, hi = 1;
				const char *name;

				if (!is_definition(&die) || !(name = dwarf_diename(&die)))
					continue;
				dwarf_lowpc(&die, &lo);
				if (dwarf_highpc(&die, &hi))
					hi = lo + 1;	/* DW_AT_ranges: not empty */
				if (!ti_dwarf_grow((void **)&d->defs, &d->defs_cap, d->ndefs + 1,
						   sizeof(*d->defs)))
					return false;
				d->defs[d->ndefs++] = (struct ti_dwarf_def){
					name, lo + d->bias, off + hsize, dwarf_dieoffset(&die),
					hi == lo || clang_params_unknown(&cudie, &die), has_code(&die)
				};
			} while (dwarf_siblingof(&die, &die) == 0);
		}
		off = next;
	}
	if (d->ndefs)
		qsort(d->defs, d->ndefs, sizeof(*d->defs), def_cmp);
	return true;
}

struct ti_dwarf *ti_dwarf_open(const char *path, bool normalize_integers, char *err,
			       size_t errlen)
{
	struct ti_dwarf *d = calloc(1, sizeof(*d));
	Dwfl_Module *mod;

	if (!d || !(d->dwfl = dwfl_begin(&ti_dwfl_callbacks))) {
		snprintf(err, errlen, "out of memory");
		goto fail;
	}
	d->normalize = normalize_integers;
	mod = d->mod = dwfl_report_offline(d->dwfl, path, path, -1);
	dwfl_report_end(d->dwfl, NULL, NULL);
	if (!mod || !(d->dw = dwfl_module_getdwarf(mod, &d->bias))) {
		snprintf(err, errlen, "no DWARF: %s", dwfl_errmsg(-1));
		goto fail;
	}
	{
		Dwarf_Addr elf_bias;
		Elf *elf = dwfl_module_getelf(mod, &elf_bias);
		GElf_Ehdr eh;

		if (elf && gelf_getehdr(elf, &eh))
			d->machine = eh.e_machine;
	}
	return d;
fail:
	ti_dwarf_close(d);
	return NULL;
}

/* ADDR of an object's section SHNDX in the layout libdwfl gave the
 * sections when it relocated the DWARF; false if it gave that one none. */
static bool object_address(struct ti_dwarf *d, size_t shndx, uint64_t off, Dwarf_Addr *addr)
{
	Dwarf_Addr elf_bias, back, bias;
	Elf *elf = dwfl_module_getelf(d->mod, &elf_bias);
	Elf_Scn *scn = elf ? elf_getscn(elf, shndx) : NULL;
	GElf_Shdr shdr;

	if (!scn || !gelf_getshdr(scn, &shdr))
		return false;
	*addr = back = shdr.sh_addr + elf_bias + off;
	/* sh_addr is libdwfl's only if it maps back to this very place */
	scn = dwfl_module_address_section(d->mod, &back, &bias);
	return scn && elf_ndxscn(scn) == shndx && back == off;
}

/* The unit whose code holds the byte at ADDR (a linked file's address, an
 * object's offset in section SHNDX), and that byte's address in libdwfl's
 * terms less the unit's BIAS: NULL if no unit has it. */
static Dwarf_Die *unit_at(struct ti_dwarf *d, bool linked, size_t shndx, uint64_t addr,
			  Dwarf_Addr *a, Dwarf_Addr *bias)
{
	Dwarf_Die *cu;

	if (linked)
		*a = addr + d->bias;
	else if (!object_address(d, shndx, addr, a))
		return NULL;
	/* By .debug_aranges; but clang-19 writes them for assembly units only,
	 * and libdwfl counts the gap up to the next one as the unit before it
	 * (arm64 vmlinux: bpf_trace.c's code "in" arch/arm64/xen/hypercall.S):
	 * a unit must hold the address, or unit by unit. */
	cu = dwfl_module_addrdie(d->mod, *a, bias);
	if (!cu || dwarf_haspc(cu, *a - *bias) <= 0)
		for (cu = NULL; (cu = dwfl_module_nextcu(d->mod, cu, bias)) &&
				dwarf_haspc(cu, *a - *bias) <= 0;)
			;
	return cu;
}

const char *ti_dwarf_inlined_from(struct ti_dwarf *d, bool linked, size_t shndx, uint64_t addr)
{
	Dwarf_Addr a, bias;
	Dwarf_Die *cu, *scopes = NULL;
	const char *name = NULL;
	int n;

	if (!(cu = unit_at(d, linked, shndx, addr, &a, &bias)))
		return NULL;
	n = dwarf_getscopes(cu, a - bias, &scopes);	/* innermost first */
	for (int i = 0; i < n && !name; i++) {
		Dwarf_Attribute at;
		Dwarf_Die origin;

		if (dwarf_tag(&scopes[i]) != DW_TAG_inlined_subroutine)
			continue;
		/* the instance names nothing itself: its abstract origin does */
		if (dwarf_attr_integrate(&scopes[i], DW_AT_abstract_origin, &at) &&
		    dwarf_formref_die(&at, &origin) &&
		    dwarf_attr_integrate(&origin, DW_AT_name, &at))
			name = dwarf_formstring(&at);
		if (!name)
			break;		/* an inlined body of no name: say nothing */
	}
	free(scopes);
	return name;
}

void ti_dwarf_close(struct ti_dwarf *d)
{
	if (!d)
		return;
	unit_release(&d->unit);
	free(d->defs);
	if (d->dwfl)
		dwfl_end(d->dwfl);
	free(d);
}

/* Does DEF's entry lie in [ADDR, ADDR + SIZE) (an object: of section
 * SHNDX)?  DEF's address is libdwfl's: an object's in the layout it gave
 * the sections to relocate the DWARF, whose sections the module maps back;
 * a linked file's its own plus the bias libdwfl placed the module at (not
 * 0 for an ET_DYN file: arm64's relocatable vmlinux). */
static bool def_within(struct ti_dwarf *d, const struct ti_dwarf_def *def, bool linked,
		       size_t shndx, uint64_t addr, uint64_t size)
{
	Dwarf_Addr a = def->addr, bias;
	Elf_Scn *scn;

	if (linked) {
		a -= d->bias;
	} else {
		scn = dwfl_module_address_section(d->mod, &a, &bias);
		if (!scn || elf_ndxscn(scn) != shndx)
			return false;
	}
	return a >= addr && a - addr < (size ? size : 1);
}

int ti_dwarf_find_function(struct ti_dwarf *d, const char *name, bool linked, size_t shndx,
			   uint64_t addr, uint64_t size, struct ti_dwarf_func *f)
{
	struct ti_dwarf_def key = { .name = name };
	struct ti_dwarf_def *hit = d->ndefs ?	/* bsearch(NULL, 0): undefined */
		bsearch(&key, d->defs, d->ndefs, sizeof(*d->defs), def_cmp) : NULL;
	const struct ti_dwarf_def *codeless = NULL, *first = NULL, *here = NULL, *coded;
	unsigned int ncodeless = 0, ncoded = 0;
	Dwarf_Addr a, bias;
	Dwarf_Die *cu;
	size_t i, start;

	if (!hit)
		return -1;
	start = (size_t)(hit - d->defs);
	while (start > 0 && !strcmp(d->defs[start - 1].name, name))
		start--;
	for (i = start; i < d->ndefs && !strcmp(d->defs[i].name, name); i++) {
		const struct ti_dwarf_def *def = &d->defs[i];

		if (!def->has_code) {
			codeless = def;
			ncodeless++;
			continue;
		}
		if (!ncoded++)
			first = def;
		/* by place: the function's bytes hold the entry low_pc names
		 * (after -fpatchable-function-entry's nops, GCC's) */
		if (def_within(d, def, linked, shndx, addr, size))
			here = def;
	}
	/* An object's one body of the name is this function's.  A linked file
	 * joins every unit: a body elsewhere may be another unit's static of
	 * the name, as several may be in an object 'ld -r' joined. */
	coded = here ? here : !linked && ncoded == 1 ? first : NULL;
	if (coded) {
		*f = (struct ti_dwarf_func){ coded->cu, coded->die, coded->params_unknown };
		return 0;
	}
	/* Never a guess.  A definition without code (ICF folded its body into
	 * a twin's, or an abstract one an out-of-line copy refers to) is this
	 * function's if it is in the unit whose code holds the function.  In
	 * a linked file another unit's definition of the name, with a body
	 * (an overridden weak default: arm64's bpf_jit_supports_*) or not (an
	 * inlined static), is not.  Without a unit there, a codeless one
	 * stands only where no body has the name. */
	if (ncodeless && (ncoded || ncodeless > 1) &&	/* else the unit changes nothing */
	    (cu = unit_at(d, linked, shndx, size ? addr + size - 1 : addr, &a, &bias))) {
		unsigned int mine = 0;

		for (i = start; i < d->ndefs && !strcmp(d->defs[i].name, name); i++)
			if (!d->defs[i].has_code && d->defs[i].cu == dwarf_dieoffset(cu) && !mine++)
				codeless = &d->defs[i];
		if (mine) {
			ncoded = 0;
			ncodeless = mine;
		}
	}
	if (ncoded || ncodeless != 1)
		return -1;
	*f = (struct ti_dwarf_func){ codeless->cu, codeless->die, false };
	return 0;
}

int ti_dwarf_find_function_in(struct ti_dwarf *d, bool linked, size_t shndx, uint64_t addr,
			      uint64_t size, struct ti_dwarf_func *f)
{
	const struct ti_dwarf_def *hit = NULL;

	for (size_t i = 0; i < d->ndefs; i++) {
		const struct ti_dwarf_def *def = &d->defs[i];

		if (!def->has_code || !def_within(d, def, linked, shndx, addr, size))
			continue;
		if (hit && (hit->cu != def->cu || hit->die != def->die))
			return -1;	/* two bodies there: never a guess */
		hit = def;
	}
	if (!hit)
		return -1;
	*f = (struct ti_dwarf_func){ hit->cu, hit->die, hit->params_unknown };
	return 0;
}

char *ti_dwarf_type_name(struct ti_dwarf *d, const struct ti_dwarf_func *f,
			 struct ti_dwarf_reading *r, const char **why)
{
	struct ti_dconv c = { .d = d, .r = r };
	const struct ti_type *t;
	Dwarf_Die die;
	char *name = NULL;

	r->saw_unknown = false;
	r->arrays = 0;

	if (!unit_load(d, f->cu) || !dwarf_offdie(d->dw, f->die, &die)) {
		*why = "cannot read the DWARF unit";
		return NULL;
	}
	t = ti_dconv_function(&c, &die);
	if (t && !c.error) {
		name = ti_mangle_function(d->unit.mangler, t);
		if (!name)
			*why = ti_mangler_error(d->unit.mangler);
	} else {
		*why = c.error ? c.error : "cannot rebuild the type";
	}
	ti_dconv_free(&c);
	return name;
}
