// SPDX-License-Identifier: GPL-2.0
/*
 * kcfi-check, address-taken functions.  In an object, a relocation that
 * puts a function's address in data, or in an instruction that computes it,
 * lets the program call the function indirectly: it needs a preamble, or
 * the first checked call to it traps.  This is the false CFI failure the
 * rest of the audit cannot see (a call site checks the pointer's type; only
 * the callee side says whether there is anything to check against).
 *
 * The kernel's bookkeeping sections hold code addresses nobody calls
 * through (unwind tables, ftrace's call sites, alternatives, exception and
 * bug tables, objtool's site lists, exports), and a direct call takes no
 * address (the arch's reloc_use tells).  A linked file has no relocations
 * left, so only objects are audited this way.
 *
 * A warning, as a bare alias is: the kernel's assembly functions have no
 * preamble and are called from assembly (paravirt's callee-save thunks,
 * KVM's fastops).  Which of them a compiler should have given one, the
 * same object from clang-19 says (kernel/scripts/kcfi-diff.py).
 */
#include <stdlib.h>
#include <string.h>

#include "check.h"

/* Prefixes of the sections whose code addresses are bookkeeping. */
static const char *const bookkeeping[] = {
	".discard.",			/* objtool's annotations, __ADDRESSABLE() */
	"__mcount_loc", "__patchable_function_entries",	/* ftrace */
	".orc_unwind", ".eh_frame", ".ARM.exidx", ".ARM.extab",
	".altinstructions", ".altinstr_aux", ".alternative", ".parainstructions",
	".smp_locks", ".alt.smp.init", ".pv_table",
	"__ex_table", "__kvm_ex_table", "__bug_table", "__jump_table",
	".static_call_sites", ".call_sites", ".retpoline_sites", ".return_sites",
	".ibt_endbr_seal", ".cfi_sites", ".kcfi_traps",
	"_kprobe_blacklist", "_error_injection_whitelist",
	/* exports: a module calls an export directly (symbol_get() aside) */
	"__ksymtab", "___ksymtab", ".export_symbol",
};

/* Sections of code nobody calls indirectly, whatever holds its address:
 * static call trampolines (x86 __SCT__*), called directly, their address
 * kept (struct tracepoint) only for static_call_update() to patch them. */
static const char *const direct_only[] = {
	".static_call.text",
};

/* Where compilers put jump tables whose entries are "case - table"
 * (position-independent code): read as "fn - .", an entry's S + A is no
 * address at all.  C has no "fn - ." of its own; the kernel's (initcalls,
 * exports) are inline assembly in sections of their own. */
static const char *const jump_tables[] = {
	".rodata",
};

static bool is_in(const char *name, const char *const *list, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (!strncmp(name, list[i], strlen(list[i])))
			return true;
	return false;
}
#define IS_IN(name, list) is_in(name, list, sizeof(list) / sizeof(list[0]))

/* R's addend: SHT_RELA's, or an SHT_REL arch's implicit one. */
static int64_t addend_of(const struct chk_ctx *c, const struct chk_section *s,
			 const struct chk_rela *r, bool code)
{
	int64_t a;

	if (r->implicit && code && c->arch->code_addend && s->data && r->offset < s->size &&
	    c->arch->code_addend(r->type, s->data + r->offset, s->size - r->offset, &a))
		return a;
	return chk_elf_addend(s, r, 4);
}

/* GCC's cold part of a function ("fn.cold", "fn.cold.3") is reached by its
 * function's branches only; a computed goto's label can start it
 * (___bpf_prog_run's jump table), which takes no function's address. */
static bool is_cold_part(const char *name)
{
	const char *p = strstr(name, ".cold");

	if (!p)
		return false;
	p += strlen(".cold");
	if (*p == '.')
		p += strspn(p + 1, "0123456789") + 1;
	return !*p;
}

/* Relocation R of section SHNDX: a function of this object whose address
 * it takes must have a preamble.  SEEN: per symbol, already judged. */
static void address_taken(struct chk_ctx *c, size_t shndx, const struct chk_rela *r, bool *seen)
{
	const struct chk_elf *e = &c->elf;
	const struct chk_section *s = &e->secs[shndx];
	bool code = chk_elf_is_text(e, shndx) && s->data;
	const struct chk_sym *sym;
	enum chk_reloc_use use;
	int64_t bias = 0;
	uint64_t target;
	const struct chk_sym *fn;

	if (r->sym >= e->nsyms)
		return;
	sym = &e->syms[r->sym];
	if (sym->shndx == SHN_UNDEF || sym->shndx >= e->nsecs || !chk_elf_is_text(e, sym->shndx) ||
	    IS_IN(e->secs[sym->shndx].name, direct_only))
		return;		/* defined elsewhere, no code, or never called indirectly */
	use = c->arch->reloc_use(r->type, code ? s->data : NULL, r->offset, &bias);
	if (use == CHK_RELOC_ADDRESS_PC && !code && IS_IN(s->name, jump_tables))
		return;		/* "case - table": the table's base, not the place */
	if (use != CHK_RELOC_ADDRESS && use != CHK_RELOC_ADDRESS_PC)
		return;
	target = (sym->type == STT_SECTION ? e->secs[sym->shndx].shdr.sh_addr : sym->value) +
		 (uint64_t)(addend_of(c, s, r, code) + bias);
	target = chk_elf_code_address(e, target);
	fn = chk_func_named_at(c, sym->shndx, target);
	if (!fn || fn->type != STT_FUNC || is_cold_part(fn->name) || seen[fn - e->syms])
		return;		/* a label inside a function (a jump table's), or judged */
	seen[fn - e->syms] = true;
	c->n.addr_taken++;
	if (chk_has_preamble(c, sym->shndx, target))
		return;
	c->n.bare_addr_taken++;
	chk_warning(c, (struct chk_loc){ shndx, s->shdr.sh_addr + r->offset }, "warning",
		    "address of %s taken, but it has no preamble: a checked call to it traps",
		    fn->name);
}

void chk_check_address_taken(struct chk_ctx *c)
{
	const struct chk_elf *e = &c->elf;
	bool *seen;

	if (!e->relocatable)
		return;
	seen = xcalloc(e->nsyms ? e->nsyms : 1, sizeof(*seen));
	for (size_t i = 1; i < e->nsecs; i++) {
		const struct chk_section *s = &e->secs[i];

		if (!(s->shdr.sh_flags & SHF_ALLOC) || IS_IN(s->name, bookkeeping))
			continue;
		for (size_t r = 0; r < s->nrelas; r++)
			address_taken(c, i, &s->relas[r], seen);
	}
	free(seen);
}
