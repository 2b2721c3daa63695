// SPDX-License-Identifier: GPL-2.0
/*
 * kcfi-check, callee side: every preamble (its id and the prefix nops
 * between it and the function), every __kcfi_typeid_ symbol, and with
 * --dwarf each preamble id re-derived from the function's DWARF through the
 * same mangler the plugin uses (src/types/dwarf.c -> mangle.c -> hash.c).
 */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "dwarf.h"
#include "kcfi-markers.h"

/* A type id is 32 bits: the last bytes of the preamble's id instruction
 * (x86 movl's imm32, arm64's .word), at this offset into it. */
#define CHK_ID_FIELD(c) ((c)->arch->id_insn_bytes - KCFI_ID_BYTES)

/* The id field: bytes, or in an object a relocation against an ABS
 * __kcfi_typeid_ symbol (assembly SYM_TYPED_FUNC_START). */
static void preamble_id(struct chk_ctx *c, struct chk_preamble *p, const uint8_t *field)
{
	const struct chk_section *s = &c->elf.secs[p->id_at.shndx];
	uint64_t off = p->id_at.addr + CHK_ID_FIELD(c) - s->shdr.sh_addr;
	const struct chk_rela *r = c->elf.relocatable ? chk_elf_rela_at(s, off) : NULL;

	p->id_known = true;
	memcpy(&p->id, field, KCFI_ID_BYTES);
	if (!r)
		return;
	if (r->sym < c->elf.nsyms && c->elf.syms[r->sym].shndx == SHN_ABS)
		p->id = (uint32_t)(c->elf.syms[r->sym].value + chk_elf_addend(s, r, KCFI_ID_BYTES));
	else
		p->id_known = false;
}

static bool is_id_insn(const struct chk_ctx *c, const uint8_t *b, size_t avail)
{
	if (c->arch->is_id_insn)
		return c->arch->is_id_insn(b, avail);
	return avail >= c->arch->id_insn_bytes;
}

/* __cfi_fn: nop x PAD; <id insn>; nop x M; fn: */
static void decode_preamble(struct chk_ctx *c, const struct chk_sym *cfi)
{
	const char *fname = cfi->name + strlen(c->arch->preamble_prefix);
	struct chk_loc at = { cfi->shndx, cfi->value };
	struct chk_preamble p = { 0 };
	const uint8_t *b;
	size_t avail;

	b = chk_elf_bytes(&c->elf, cfi->shndx, at.addr, &avail);
	while (b && avail && at.addr < cfi->value + cfi->size && c->arch->is_nop(b, avail)) {
		b += c->arch->nop_bytes;
		avail -= c->arch->nop_bytes;
		at.addr += c->arch->nop_bytes;
	}
	if (!b || !is_id_insn(c, b, avail)) {
		chk_error(c, at, "%s has no type id instruction", cfi->name);
		return;
	}
	p.id_at = at;
	preamble_id(c, &p, b + CHK_ID_FIELD(c));
	p.fn = chk_elf_func_near(&c->elf, cfi->shndx, cfi->value, cfi->size + 64, fname);
	if (!p.fn && cfi->bind == STB_WEAK) {
		/* a weak fallback (sys_ni.c's COND_SYSCALL) lost to a strong
		 * definition that has no preamble of its own, e.g. an alias */
		c->n.orphans++;
		chk_warning(c, at, "warning", "weak %s is not followed by function %s", cfi->name,
			    fname);
		return;
	}
	if (!p.fn) {
		chk_error(c, at, "%s is not followed by function %s", cfi->name, fname);
		return;
	}
	b += c->arch->id_insn_bytes;
	at.addr += c->arch->id_insn_bytes;
	avail -= c->arch->id_insn_bytes;
	for (; at.addr < p.fn->value; p.prefix_nops++) {
		if (!c->arch->is_nop(b, avail)) {
			chk_error(c, at, "not a nop between %s's type id and the function", fname);
			return;
		}
		b += c->arch->nop_bytes;
		avail -= c->arch->nop_bytes;
		at.addr += c->arch->nop_bytes;
	}
	c->preambles[c->npreambles++] = p;
}

/* Every preamble sits at the same distance from its function, or checks
 * cannot work across them: the first one sets it. */
static void note_id_offset(struct chk_ctx *c, const struct chk_preamble *p)
{
	long off = (long)(p->id_at.addr + CHK_ID_FIELD(c)) - (long)p->fn->value;

	if (!c->id_offset_known) {
		c->id_offset = off;
		c->id_offset_known = true;
	} else if (off != c->id_offset) {
		chk_error(c, p->id_at, "%s's type id is at %ld, others' at %ld", p->fn->name, off,
			  c->id_offset);
	}
}

static bool is_code(char kind)
{
	return kind == 'x' || kind == 'a' || kind == 't';
}

/* The word at AT lies before the section's first mapping symbol, and a code
 * one starts at FN right after it: clang-19's arm streamer puts no "$d" on
 * the preamble of a section's first function (GNU as and arm64 do). */
static bool unmarked_first_word(const struct chk_ctx *c, const struct chk_sym *fn, uint64_t at)
{
	char at_fn = chk_elf_mapping_at(&c->elf, fn->shndx, fn->value);

	return !chk_elf_mapping_at(&c->elf, fn->shndx, at) && is_code(at_fn) &&
	       chk_elf_mapping_starts(&c->elf, fn->shndx, fn->value, at_fn);
}

/* Is AT inside the extent (value, size) of the function before FN: the
 * last word of its literal pool (arm), not a preamble of FN's? */
static bool inside_function(const struct chk_ctx *c, const struct chk_sym *fn, uint64_t at)
{
	const struct chk_sym *prev = chk_elf_func_at(&c->elf, fn->shndx, at);

	return prev && prev != fn && at < prev->value + prev->size;
}

/* The word at AT (bytes B) starts right where the function before FN ends,
 * still in the "$d" run of that function's literal pool: after a pool,
 * clang-19's arm streamer puts no "$d" of its own on the preamble.  A zero
 * word there is alignment padding. */
static bool word_after_pool(const struct chk_ctx *c, const struct chk_sym *fn, uint64_t at,
			    const uint8_t *b)
{
	const struct chk_sym *prev;
	uint32_t w;

	if (chk_elf_mapping_at(&c->elf, fn->shndx, at) != 'd' || !at)
		return false;
	prev = chk_elf_func_at(&c->elf, fn->shndx, at - 1);
	memcpy(&w, b + CHK_ID_FIELD(c), sizeof(w));
	return prev && prev != fn && prev->size && prev->value + prev->size == at && w;
}

/*
 * No preamble symbol (arm64): walk back from FN over prefix nops; the word
 * before them is a preamble if the assembler marked it as data ("$d"),
 * as ".word ID" (compilers) and ".4byte __kcfi_typeid_fn" (assembly) are,
 * with a "$d" of its own: it follows code (or, on arm, a literal pool that
 * ends its function).  The last word of a data run that merely ends before
 * a function (an assembly file's constant table, then alignment:
 * sha256_block_neon in an arm64 kernel) is no preamble.
 */
static void find_data_preamble(struct chk_ctx *c, const struct chk_sym *fn)
{
	struct chk_preamble p = { .fn = fn };
	uint64_t at = fn->value;
	const uint8_t *b;
	size_t avail;

	for (;;) {
		if (at < c->elf.secs[fn->shndx].shdr.sh_addr + c->arch->id_insn_bytes)
			return;
		at -= c->arch->id_insn_bytes;
		b = chk_elf_bytes(&c->elf, fn->shndx, at, &avail);
		if (!b || !is_code(chk_elf_mapping_at(&c->elf, fn->shndx, at)) ||
		    !c->arch->is_nop(b, avail) || p.prefix_nops >= 64)
			break;
		p.prefix_nops++;
	}
	if (!b || avail < c->arch->id_insn_bytes || inside_function(c, fn, at) ||
	    !(chk_elf_mapping_starts(&c->elf, fn->shndx, at, 'd') ||
	      (!p.prefix_nops && unmarked_first_word(c, fn, at)) || word_after_pool(c, fn, at, b)) ||
	    !is_id_insn(c, b, avail))
		return;
	p.id_at = (struct chk_loc){ fn->shndx, at };
	preamble_id(c, &p, b + CHK_ID_FIELD(c));
	c->preambles[c->npreambles++] = p;
}

int chk_find_preambles(struct chk_ctx *c)
{
	const char *prefix = c->arch->preamble_prefix;

	c->preambles = xcalloc(c->elf.nsyms ? c->elf.nsyms : 1, sizeof(*c->preambles));
	for (size_t i = 0; i < c->elf.nsyms; i++) {
		const struct chk_sym *s = &c->elf.syms[i];

		if (s->type != STT_FUNC || s->shndx == SHN_UNDEF || s->shndx >= c->elf.nsecs ||
		    !chk_elf_is_text(&c->elf, s->shndx))
			continue;
		if (!prefix)
			find_data_preamble(c, s);
		else if (!strncmp(s->name, prefix, strlen(prefix)))
			decode_preamble(c, s);
	}
	for (size_t i = 0; i < c->npreambles; i++) {
		const struct chk_preamble *p = &c->preambles[i];

		c->n.preambles++;
		note_id_offset(c, p);
		if (c->explain && p->id_known)
			fprintf(c->explain, "preamble %s 0x%08x\n", p->fn->name, p->id);
		if (c->opts->quiet || c->explain)
			continue;
		if (p->id_known)
			fprintf(c->out, "%s: preamble %s 0x%08x\n", c->elf.path, p->fn->name, p->id);
		else
			fprintf(c->out, "%s: preamble %s (id relocated against an undefined symbol)\n",
				c->elf.path, p->fn->name);
	}
	return 0;
}

void chk_list_typeids(struct chk_ctx *c)
{
	static const char prefix[] = KCFI_TYPEID_SYM_PREFIX;

	for (size_t i = 0; i < c->elf.nsyms; i++) {
		const struct chk_sym *s = &c->elf.syms[i];

		if (s->shndx != SHN_ABS || strncmp(s->name, prefix, sizeof(prefix) - 1))
			continue;
		c->n.typeids++;
		if (c->explain)
			fprintf(c->explain, "typeid %s 0x%08x\n", s->name + sizeof(prefix) - 1,
				(uint32_t)s->value);
		else if (!c->opts->quiet)
			fprintf(c->out, "%s: typeid %s 0x%08x\n", c->elf.path,
				s->name + sizeof(prefix) - 1, (uint32_t)s->value);
	}
}

bool chk_has_preamble(const struct chk_ctx *c, size_t shndx, uint64_t addr)
{
	for (size_t i = 0; i < c->npreambles; i++)
		if (c->preambles[i].fn->shndx == shndx && c->preambles[i].fn->value == addr)
			return true;
	return false;
}

static bool is_preamble_sym(const struct chk_ctx *c, const struct chk_sym *s)
{
	const char *prefix = c->arch->preamble_prefix;

	return prefix && !strncmp(s->name, prefix, strlen(prefix));
}

const struct chk_sym *chk_func_named_at(const struct chk_ctx *c, size_t shndx, uint64_t addr)
{
	const struct chk_sym *label = NULL;
	size_t first, n = chk_elf_funcs_at(&c->elf, shndx, addr, &first);

	for (size_t i = first; i < first + n; i++) {
		const struct chk_sym *s = &c->elf.syms[c->elf.funcs[i]];

		if (is_preamble_sym(c, s))
			continue;
		if (s->type == STT_FUNC)
			return s;
		if (!label)
			label = s;
	}
	return label;
}

/*
 * A function with a global alias may be called through the alias's address
 * (Linux's SYSCALL_DEFINE: __x64_sys_getpid is an alias of the static
 * __do_sys_getpid). Without a preamble under any of its names that call
 * traps. A warning: assembly aliases (memcpy/__memcpy) have none either.
 */
static void check_aliases(struct chk_ctx *c)
{
	for (size_t i = 0; i < c->elf.nfuncs;) {
		const struct chk_sym *s = &c->elf.syms[c->elf.funcs[i]];
		const struct chk_sym *global = NULL, *other = NULL;
		size_t first, n = chk_elf_funcs_at(&c->elf, s->shndx, s->value, &first);

		for (size_t j = first; j < first + n; j++) {
			const struct chk_sym *a = &c->elf.syms[c->elf.funcs[j]];

			if (is_preamble_sym(c, a) || a->type != STT_FUNC)
				continue;
			if (!global && a->bind != STB_LOCAL)
				global = a;
			else if (!other)
				other = a;
		}
		i = first + n > i ? first + n : i + 1;
		if (!global || !other || !chk_elf_is_text(&c->elf, s->shndx))
			continue;
		c->n.aliased++;
		if (chk_has_preamble(c, s->shndx, s->value))
			continue;
		struct chk_loc at = { s->shndx, s->value };

		c->n.bare_aliases++;
		chk_warning(c, at, "warning", "%s, alias of %s, has no preamble", global->name,
			    other->name);
	}
}

/* Entry I of TABLE points at (SHNDX, ADDR): a function with a preamble. */
static void check_table_entry(struct chk_ctx *c, const struct chk_sym *table, size_t i,
			      size_t shndx, uint64_t addr)
{
	const struct chk_sym *fn;
	struct chk_loc at = { table->shndx, table->value + i * c->elf.ptr_size };

	addr = chk_elf_code_address(&c->elf, addr);
	fn = shndx ? chk_func_named_at(c, shndx, addr) : NULL;

	c->n.table_entries++;
	if (!fn)
		chk_error(c, at, "%s[%zu] (%#llx) is not a function", table->name, i,
			  (unsigned long long)addr);
	else if (chk_has_preamble(c, shndx, addr))
		return;
	else if (c->arch->syscall_table_unchecked)
		chk_warning(c, at, "warning",
			    "%s[%zu] = %s has no preamble (the kernel's assembly calls the table unchecked)",
			    table->name, i, fn->name);
	else
		chk_error(c, at, "%s[%zu] = %s has no preamble: a call through the table traps",
			  table->name, i, fn->name);
}

/*
 * Linux's syscall tables hold the address of every syscall entry point
 * (6.12 x86_64 dispatches by switch but keeps sys_call_table; older kernels
 * and arm64 call through it): each must have a preamble. In an object the
 * entries are relocations; one against a symbol defined elsewhere is counted.
 */
static void check_syscall_table(struct chk_ctx *c, const struct chk_sym *t)
{
	const struct chk_section *s = &c->elf.secs[t->shndx];

	if (!c->elf.relocatable) {
		size_t avail;
		const uint8_t *b = chk_elf_bytes(&c->elf, t->shndx, t->value, &avail);

		if (!b || avail < t->size) {
			chk_error(c, (struct chk_loc){ t->shndx, t->value }, "%s has no contents",
				  t->name);
			return;
		}
		for (size_t i = 0; i < t->size / c->elf.ptr_size; i++) {
			uint64_t at = t->value + i * c->elf.ptr_size, addr;

			if (!chk_elf_linked_word(&c->elf, c->arch->relative_reloc, at, &addr)) {
				c->n.table_entries++;
				chk_error(c, (struct chk_loc){ t->shndx, at },
					  "%s[%zu] is filled at load by a dynamic relocation kcfi-check does not resolve (it reads RELATIVE ones)",
					  t->name, i);
				continue;
			}
			check_table_entry(c, t, i, chk_elf_section_of(&c->elf, addr), addr);
		}
		return;
	}
	for (size_t r = 0; r < s->nrelas; r++) {
		const struct chk_rela *rel = &s->relas[r];
		uint64_t off = t->value - s->shdr.sh_addr;
		const struct chk_sym *sym;

		if (rel->offset < off || rel->offset >= off + t->size)
			continue;
		sym = rel->sym < c->elf.nsyms ? &c->elf.syms[rel->sym] : NULL;
		if (sym && sym->shndx == SHN_UNDEF) {
			c->n.table_entries++;
			c->n.table_external++;
			continue;
		}
		if (!sym || sym->shndx >= c->elf.nsecs) {
			c->n.table_entries++;
			chk_error(c, (struct chk_loc){ t->shndx, t->value + (rel->offset - off) },
				  "%s entry at +%#llx is not a function", t->name,
				  (unsigned long long)(rel->offset - off));
			continue;
		}
		check_table_entry(c, t, (rel->offset - off) / c->elf.ptr_size, sym->shndx,
				  (sym->type == STT_SECTION ? c->elf.secs[sym->shndx].shdr.sh_addr :
							      sym->value) +
					   chk_elf_addend(s, rel, c->elf.ptr_size));
	}
}

void chk_check_callable(struct chk_ctx *c)
{
	static const char *const tables[] = {
		"sys_call_table", "ia32_sys_call_table", "x32_sys_call_table", "compat_sys_call_table",
	};

	check_aliases(c);
	for (size_t i = 0; i < c->elf.nsyms; i++) {
		const struct chk_sym *s = &c->elf.syms[i];

		if (s->type != STT_OBJECT || s->shndx == SHN_UNDEF || s->shndx >= c->elf.nsecs)
			continue;
		for (size_t t = 0; t < sizeof(tables) / sizeof(tables[0]); t++)
			if (!strcmp(s->name, tables[t]))
				check_syscall_table(c, s);
	}
}
