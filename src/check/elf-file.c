// SPDX-License-Identifier: GPL-2.0
/*
 * ELF access for kcfi-check through libelf: nothing here parses ELF by hand.
 * The whole file is read once; lookups are binary searches over arrays
 * sorted at load time.
 */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "elf-file.h"
#include "util.h"

static int rela_cmp(const void *a, const void *b)
{
	const struct chk_rela *x = a, *y = b;

	/* at one offset, in the file's order: RISC-V's "L - ." is ADD32 L
	 * then SUB32 ., and the first one is what chk_elf_rela_at gives */
	if (x->offset != y->offset)
		return x->offset < y->offset ? -1 : 1;
	return x->seq < y->seq ? -1 : x->seq > y->seq;
}

/* Attach one SHT_RELA or SHT_REL section's entries to the section it
 * patches (arm objects use SHT_REL: the addend stays in the field). */
static int load_relas(struct chk_elf *e, Elf_Scn *scn, const GElf_Shdr *sh)
{
	Elf_Data *d = elf_getdata(scn, NULL);
	struct chk_section *target;
	size_t n;

	if (!d || sh->sh_info >= e->nsecs || !sh->sh_entsize)
		return -1;
	target = &e->secs[sh->sh_info];
	if (target->relas)
		return -1;	/* a second relocation section for one section */
	n = sh->sh_size / sh->sh_entsize;
	target->relas = xcalloc(n ? n : 1, sizeof(*target->relas));
	for (size_t i = 0; i < n; i++) {
		GElf_Rela r = { 0 };

		if (sh->sh_type == SHT_REL) {
			GElf_Rel rel;

			if (!gelf_getrel(d, (int)i, &rel))
				return -1;
			r.r_offset = rel.r_offset;
			r.r_info = rel.r_info;
			target->relas[i].implicit = true;
		} else if (!gelf_getrela(d, (int)i, &r)) {
			return -1;
		}
		target->relas[i].offset = r.r_offset;
		target->relas[i].sym = GELF_R_SYM(r.r_info);
		target->relas[i].addend = r.r_addend;
		target->relas[i].type = GELF_R_TYPE(r.r_info);
		target->relas[i].seq = i;
	}
	target->nrelas = n;
	if (n)
		qsort(target->relas, n, sizeof(*target->relas), rela_cmp);
	return 0;
}

static int load_sections(struct chk_elf *e)
{
	size_t shstrndx;
	Elf_Scn *scn = NULL;

	if (elf_getshdrnum(e->elf, &e->nsecs) || elf_getshdrstrndx(e->elf, &shstrndx))
		return -1;
	e->secs = xcalloc(e->nsecs ? e->nsecs : 1, sizeof(*e->secs));
	while ((scn = elf_nextscn(e->elf, scn))) {
		struct chk_section *s = &e->secs[elf_ndxscn(scn)];
		Elf_Data *d;

		if (!gelf_getshdr(scn, &s->shdr))
			return -1;
		s->name = elf_strptr(e->elf, shstrndx, s->shdr.sh_name);
		if (!s->name)
			s->name = "?";
		if (s->shdr.sh_type == SHT_NOBITS)
			continue;
		d = elf_getdata(scn, NULL);
		if (d && d->d_buf) {
			s->data = d->d_buf;
			s->size = d->d_size;
		}
	}
	while ((scn = elf_nextscn(e->elf, scn))) {
		GElf_Shdr sh;

		if (gelf_getshdr(scn, &sh) && (sh.sh_type == SHT_RELA || sh.sh_type == SHT_REL) &&
		    load_relas(e, scn, &sh))
			return -1;
	}
	return 0;
}

static int load_symbols(struct chk_elf *e)
{
	Elf_Scn *scn = NULL;

	while ((scn = elf_nextscn(e->elf, scn))) {
		GElf_Shdr sh;
		Elf_Data *d;

		if (!gelf_getshdr(scn, &sh) || sh.sh_type != SHT_SYMTAB || !sh.sh_entsize)
			continue;
		d = elf_getdata(scn, NULL);
		if (!d)
			return -1;
		e->nsyms = sh.sh_size / sh.sh_entsize;
		e->syms = xcalloc(e->nsyms ? e->nsyms : 1, sizeof(*e->syms));
		for (size_t i = 0; i < e->nsyms; i++) {
			struct chk_sym *s = &e->syms[i];
			GElf_Sym sym;

			if (!gelf_getsym(d, (int)i, &sym))
				return -1;
			s->name = elf_strptr(e->elf, sh.sh_link, sym.st_name);
			if (!s->name)
				s->name = "";
			s->value = sym.st_value;
			if (GELF_ST_TYPE(sym.st_info) == STT_FUNC)
				s->value = chk_elf_code_address(e, s->value);
			s->size = sym.st_size;
			s->shndx = sym.st_shndx;
			s->type = GELF_ST_TYPE(sym.st_info);
			s->bind = GELF_ST_BIND(sym.st_info);
		}
		return 0;
	}
	return 0;	/* stripped: no symbols, nothing to name */
}

/* How well a symbol names the code at its address: a function, then a
 * label with a size (the routine it starts), then an empty label (often
 * the end of the routine before: riscv64's ret_from_exception_end). */
static int name_rank(const struct chk_sym *s)
{
	return (s->type == STT_FUNC) * 2 + (s->size > 0);
}

/* By address; at one address the best name last, where chk_elf_func_at
 * looks; then by symbol index, so the order is the file's, not qsort's. */
static int func_cmp(const void *a, const void *b, void *arg)
{
	const struct chk_elf *e = arg;
	size_t i = *(const size_t *)a, j = *(const size_t *)b;
	const struct chk_sym *x = &e->syms[i], *y = &e->syms[j];

	if (x->shndx != y->shndx)
		return x->shndx < y->shndx ? -1 : 1;
	if (x->value != y->value)
		return x->value < y->value ? -1 : 1;
	if (name_rank(x) != name_rank(y))
		return name_rank(x) - name_rank(y);
	return i < j ? -1 : i > j;
}

/* A C identifier, as assembly entry labels are.  Not one: local labels
 * (".L5"), also when objcopy --prefix-symbols renamed them
 * ("__efistub_.L5": riscv64 and arm64 keep such labels for relaxation and
 * the EFI stub's prefix makes them ordinary), GAS's fake labels (".L0 ")
 * and mapping symbols ("$x", "$d"). */
static bool is_identifier(const char *name)
{
	if (!isalpha((unsigned char)*name) && *name != '_')
		return false;
	for (; *name; name++)
		if (!isalnum((unsigned char)*name) && *name != '_')
			return false;
	return true;
}

/*
 * Functions, and the untyped labels assembly code uses for its entry
 * points (head_64.S SYM_CODE_START): both start code, and naming a finding
 * after the nearest one is what a reader wants.
 */
static bool is_code_symbol(const struct chk_sym *s, size_t nsecs)
{
	if (s->shndx == SHN_UNDEF || s->shndx >= nsecs || !s->name[0])
		return false;
	if (s->type == STT_FUNC)
		return true;
	return s->type == STT_NOTYPE && is_identifier(s->name);
}

static bool is_data_symbol(const struct chk_sym *s, size_t nsecs)
{
	return s->shndx != SHN_UNDEF && s->shndx < nsecs && s->name[0] && s->name[0] != '$' &&
	       (s->type == STT_OBJECT || s->type == STT_NOTYPE);
}

/* Code symbols, and in a linked file data symbols too: an unchecked call
 * through memory is named by what it reads (a distribution kernel has
 * thousands, paravirt's pv_ops calls). */
static int index_functions(struct chk_elf *e)
{
	e->funcs = xcalloc(e->nsyms ? e->nsyms : 1, sizeof(*e->funcs));
	if (!e->relocatable)
		e->datas = xcalloc(e->nsyms ? e->nsyms : 1, sizeof(*e->datas));
	for (size_t i = 0; i < e->nsyms; i++) {
		if (is_code_symbol(&e->syms[i], e->nsecs))
			e->funcs[e->nfuncs++] = i;
		if (e->datas && is_data_symbol(&e->syms[i], e->nsecs))
			e->datas[e->ndatas++] = i;
	}
	if (e->nfuncs)
		qsort_r(e->funcs, e->nfuncs, sizeof(*e->funcs), func_cmp, e);
	if (e->ndatas)
		qsort_r(e->datas, e->ndatas, sizeof(*e->datas), func_cmp, e);
	return 0;
}

static int map_cmp(const void *a, const void *b)
{
	const struct chk_map *x = a, *y = b;

	if (x->shndx != y->shndx)
		return x->shndx < y->shndx ? -1 : 1;
	return x->addr < y->addr ? -1 : x->addr > y->addr;
}

/* "$x", "$d" and their "$x.N" forms (AAELF64 mapping symbols), arm's "$a"
 * (ARM) and "$t" (Thumb), and RISC-V's "$x<ISA>" ("$xrv64i2p1_m2p0..."). */
static bool is_mapping_symbol(const char *name)
{
	if (name[0] != '$' || !name[1] || !strchr("xdat", name[1]))
		return false;
	return !name[2] || name[2] == '.' || (name[1] == 'x' && !strncmp(name + 2, "rv", 2));
}

static int index_mappings(struct chk_elf *e)
{
	e->maps = xcalloc(e->nsyms ? e->nsyms : 1, sizeof(*e->maps));
	for (size_t i = 0; i < e->nsyms; i++) {
		const struct chk_sym *s = &e->syms[i];

		if (!is_mapping_symbol(s->name) || s->shndx == SHN_UNDEF || s->shndx >= e->nsecs)
			continue;
		e->maps[e->nmaps++] = (struct chk_map){ s->shndx, s->value, s->name[1] };
	}
	if (e->nmaps)
		qsort(e->maps, e->nmaps, sizeof(*e->maps), map_cmp);
	return 0;
}

/* Index of the first mapping symbol after (shndx, addr). */
static size_t map_index_after(const struct chk_elf *e, size_t shndx, uint64_t addr)
{
	size_t lo = 0, hi = e->nmaps;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		const struct chk_map *m = &e->maps[mid];

		if (m->shndx < shndx || (m->shndx == shndx && m->addr <= addr))
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

char chk_elf_mapping_at(const struct chk_elf *e, size_t shndx, uint64_t addr)
{
	size_t i = map_index_after(e, shndx, addr);

	return i > 0 && e->maps[i - 1].shndx == shndx ? e->maps[i - 1].kind : 0;
}

bool chk_elf_mapping_starts(const struct chk_elf *e, size_t shndx, uint64_t addr, char kind)
{
	size_t i = map_index_after(e, shndx, addr);

	return i > 0 && e->maps[i - 1].shndx == shndx && e->maps[i - 1].addr == addr &&
	       e->maps[i - 1].kind == kind;
}

const struct chk_map *chk_elf_next_mapping(const struct chk_elf *e, size_t shndx, uint64_t addr)
{
	size_t i = map_index_after(e, shndx, addr);

	return i < e->nmaps && e->maps[i].shndx == shndx ? &e->maps[i] : NULL;
}

int chk_elf_open(struct chk_elf *e, const char *path, char *err, size_t errlen)
{
	GElf_Ehdr eh;

	memset(e, 0, sizeof(*e));
	e->path = path;
	e->fd = open(path, O_RDONLY);
	if (e->fd < 0) {
		snprintf(err, errlen, "cannot open: %s", strerror(errno));
		return -1;
	}
	elf_version(EV_CURRENT);
	e->elf = elf_begin(e->fd, ELF_C_READ_MMAP, NULL);
	if (!e->elf || elf_kind(e->elf) != ELF_K_ELF || !gelf_getehdr(e->elf, &eh)) {
		snprintf(err, errlen, "not an ELF file");
		return -1;
	}
	e->relocatable = eh.e_type == ET_REL;
	e->machine = eh.e_machine;
	e->ptr_size = gelf_getclass(e->elf) == ELFCLASS32 ? 4 : 8;
	if (load_sections(e) || load_symbols(e) || index_functions(e) || index_mappings(e)) {
		snprintf(err, errlen, "cannot read ELF: %s", elf_errmsg(-1));
		return -1;
	}
	return 0;
}

void chk_elf_close(struct chk_elf *e)
{
	for (size_t i = 0; i < e->nsecs; i++)
		free(e->secs[i].relas);
	free(e->secs);
	free(e->syms);
	free(e->funcs);
	free(e->datas);
	free(e->maps);
	if (e->elf)
		elf_end(e->elf);
	if (e->fd >= 0)
		close(e->fd);
}

static bool rela_before(const void *elem, const void *off)
{
	return ((const struct chk_rela *)elem)->offset < *(const uint64_t *)off;
}

const struct chk_rela *chk_elf_rela_at(const struct chk_section *s, uint64_t off)
{
	size_t i = lower_bound(s->relas, s->nrelas, sizeof(*s->relas), &off, rela_before);

	return i < s->nrelas && s->relas[i].offset == off ? &s->relas[i] : NULL;
}

uint64_t chk_elf_code_address(const struct chk_elf *e, uint64_t value)
{
	/* AAELF32: bit 0 of a function's address says Thumb, its code starts
	 * at the even address */
	return e->machine == EM_ARM ? value & ~(uint64_t)1 : value;
}

int64_t chk_elf_addend(const struct chk_section *s, const struct chk_rela *r, unsigned int width)
{
	int32_t w4;
	int64_t w8;

	if (!r->implicit)
		return r->addend;
	if (!s->data || r->offset > s->size || s->size - r->offset < width)
		return 0;
	if (width == 4) {
		memcpy(&w4, s->data + r->offset, 4);
		return w4;
	}
	memcpy(&w8, s->data + r->offset, 8);
	return w8;
}

/* Index in e->funcs of the first function after (shndx, addr). */
static size_t func_index_after(const struct chk_elf *e, size_t shndx, uint64_t addr)
{
	size_t lo = 0, hi = e->nfuncs;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		const struct chk_sym *s = &e->syms[e->funcs[mid]];

		if (s->shndx < shndx || (s->shndx == shndx && s->value <= addr))
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

const struct chk_sym *chk_elf_func_at(const struct chk_elf *e, size_t shndx, uint64_t addr)
{
	size_t i = func_index_after(e, shndx, addr);

	if (i > 0 && e->syms[e->funcs[i - 1]].shndx == shndx)
		return &e->syms[e->funcs[i - 1]];
	return NULL;
}

const struct chk_sym *chk_elf_data_at(const struct chk_elf *e, uint64_t addr)
{
	size_t shndx = 0, lo = 0, hi = e->ndatas;

	/* chk_elf_section_of knows sections with bytes; data may be .bss */
	for (size_t i = 1; i < e->nsecs && !shndx; i++) {
		const GElf_Shdr *sh = &e->secs[i].shdr;

		if ((sh->sh_flags & SHF_ALLOC) && addr >= sh->sh_addr && addr < sh->sh_addr + sh->sh_size)
			shndx = i;
	}
	if (!shndx)
		return NULL;
	while (lo < hi) {	/* the first symbol after (shndx, addr) */
		size_t mid = (lo + hi) / 2;
		const struct chk_sym *s = &e->syms[e->datas[mid]];

		if (s->shndx < shndx || (s->shndx == shndx && s->value <= addr))
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo > 0 && e->syms[e->datas[lo - 1]].shndx == shndx)
		return &e->syms[e->datas[lo - 1]];
	return NULL;
}

const struct chk_sym *chk_elf_func_near(const struct chk_elf *e, size_t shndx, uint64_t addr,
					uint64_t window, const char *name)
{
	for (size_t i = func_index_after(e, shndx, addr); i < e->nfuncs; i++) {
		const struct chk_sym *s = &e->syms[e->funcs[i]];

		if (s->shndx != shndx || s->value > addr + window)
			break;
		if (!strcmp(s->name, name))
			return s;
	}
	return NULL;
}

size_t chk_elf_funcs_at(const struct chk_elf *e, size_t shndx, uint64_t addr, size_t *first)
{
	size_t end = func_index_after(e, shndx, addr), i = end;

	while (i > 0 && e->syms[e->funcs[i - 1]].shndx == shndx &&
	       e->syms[e->funcs[i - 1]].value == addr)
		i--;
	*first = i;
	return end - i;
}

size_t chk_elf_funcs_in(const struct chk_elf *e, size_t shndx, size_t *first)
{
	/* e->funcs is sorted by section first: both ends by binary search */
	*first = shndx ? func_index_after(e, shndx - 1, UINT64_MAX) : 0;
	return func_index_after(e, shndx, UINT64_MAX) - *first;
}

size_t chk_elf_section_of(const struct chk_elf *e, uint64_t addr)
{
	for (size_t i = 1; i < e->nsecs; i++) {
		const GElf_Shdr *sh = &e->secs[i].shdr;

		if ((sh->sh_flags & SHF_ALLOC) && sh->sh_type != SHT_NOBITS &&
		    addr >= sh->sh_addr && addr < sh->sh_addr + sh->sh_size)
			return i;
	}
	return 0;
}

const uint8_t *chk_elf_bytes(const struct chk_elf *e, size_t shndx, uint64_t addr,
			     size_t *avail)
{
	const struct chk_section *s;
	uint64_t off;

	if (shndx == 0 || shndx >= e->nsecs)
		return NULL;
	s = &e->secs[shndx];
	off = addr - s->shdr.sh_addr;
	if (!s->data || addr < s->shdr.sh_addr || off >= s->size)
		return NULL;
	*avail = s->size - off;
	return s->data + off;
}

bool chk_elf_linked_word(const struct chk_elf *e, unsigned int relative, uint64_t addr,
			 uint64_t *value)
{
	const struct chk_rela *r = e->nsecs ? chk_elf_rela_at(&e->secs[0], addr) : NULL;
	size_t avail;
	const uint8_t *b = chk_elf_bytes(e, chk_elf_section_of(e, addr), addr, &avail);

	if (!b || avail < e->ptr_size)
		return false;
	if (r) {
		if (!relative || r->type != relative || r->sym)
			return false;
		*value = (uint64_t)r->addend;
		return true;
	}
	*value = 0;
	memcpy(value, b, e->ptr_size);	/* little-endian, as every arch kcfi-check reads */
	return true;
}

bool chk_elf_is_text(const struct chk_elf *e, size_t shndx)
{
	const GElf_Shdr *sh = &e->secs[shndx].shdr;

	return sh->sh_type == SHT_PROGBITS && (sh->sh_flags & SHF_EXECINSTR);
}
