// SPDX-License-Identifier: GPL-2.0
/*
 * kcfi-check, code side: disassemble every executable section
 * (decode.c), find every indirect branch (and every direct branch to a
 * retpoline thunk, which is one), and ask the arch whether the exact check
 * sits right in front of it; then match each check's trap against the
 * .kcfi_traps entries.
 *
 * Decoding restarts at every function symbol, so data or padding inside one
 * function cannot desynchronise the next.
 */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "kcfi-markers.h"

static int loc_cmp(const void *a, const void *b)
{
	const struct chk_loc *x = a, *y = b;

	if (x->shndx != y->shndx)
		return x->shndx < y->shndx ? -1 : 1;
	return x->addr < y->addr ? -1 : x->addr > y->addr;
}

static bool is_trap_section(const char *name)
{
	/* objects: .kcfi_traps; vmlinux and modules: __kcfi_traps (vmlinux.lds.h, module.lds.S) */
	return streq(name, KCFI_TRAPS_SECTION) || streq(name, "__kcfi_traps");
}

/* One 4-byte entry: "trap - entry" (R_X86_64_PC32 in an object). */
static bool trap_target(struct chk_ctx *c, const struct chk_section *s, uint64_t off,
			struct chk_loc *t)
{
	const struct chk_rela *r;
	int32_t rel;

	if (!c->elf.relocatable) {
		memcpy(&rel, s->data + off, 4);
		t->addr = s->shdr.sh_addr + off + (int64_t)rel;
		t->shndx = chk_elf_section_of(&c->elf, t->addr);
		return t->shndx != 0;
	}
	r = chk_elf_rela_at(s, off);
	if (!r || r->sym >= c->elf.nsyms || c->elf.syms[r->sym].shndx >= c->elf.nsecs)
		return false;
	t->shndx = c->elf.syms[r->sym].shndx;
	t->addr = c->elf.syms[r->sym].value + chk_elf_addend(s, r, 4);
	return true;
}

int chk_load_traps(struct chk_ctx *c)
{
	size_t cap = 0;

	for (size_t i = 1; i < c->elf.nsecs; i++) {
		const struct chk_section *s = &c->elf.secs[i];

		if (!is_trap_section(s->name) || !s->data)
			continue;
		cap += s->size / 4;
	}
	c->traps = xcalloc(cap ? cap : 1, sizeof(*c->traps));
	c->trap_used = xcalloc(cap ? cap : 1, sizeof(*c->trap_used));
	for (size_t i = 1; i < c->elf.nsecs; i++) {
		const struct chk_section *s = &c->elf.secs[i];

		if (!is_trap_section(s->name) || !s->data)
			continue;
		for (uint64_t off = 0; off + 4 <= s->size; off += 4) {
			struct chk_loc at = { i, s->shdr.sh_addr + off };

			c->n.trap_entries++;
			if (trap_target(c, s, off, &c->traps[c->ntraps]))
				c->ntraps++;
			else
				chk_error(c, at, "trap entry points nowhere");
		}
	}
	if (c->ntraps)
		qsort(c->traps, c->ntraps, sizeof(*c->traps), loc_cmp);
	return 0;
}

/* An instruction is in .kcfi_traps: mark it, say whether it was. */
static bool trap_listed(struct chk_ctx *c, struct chk_loc trap)
{
	struct chk_loc *hit = c->ntraps ?	/* bsearch(NULL, 0): undefined */
		bsearch(&trap, c->traps, c->ntraps, sizeof(*c->traps), loc_cmp) : NULL;

	if (!hit)
		return false;
	c->trap_used[hit - c->traps] = true;
	return true;
}

/* The register a symbol-less thunk at ADDR forwards to, or -1. */
static int sls_thunk_target(struct chk_ctx *c, size_t shndx, uint64_t addr)
{
	const uint8_t *code;
	size_t avail;

	if (!c->arch->sls_thunk_reg || !shndx || !(code = chk_elf_bytes(&c->elf, shndx, addr, &avail)))
		return -1;
	return c->arch->sls_thunk_reg(code, avail);
}

/* A direct call/jump: the register of the retpoline thunk (or SLS-BLR thunk)
 * it targets, or -1. */
static int thunk_target(struct chk_ctx *c, size_t shndx, uint64_t addr,
			const struct chk_branch *b)
{
	const struct chk_section *s = &c->elf.secs[shndx];
	const struct chk_rela *r;
	size_t first, n;

	if (c->elf.relocatable) {
		r = chk_elf_rela_at(s, addr - s->shdr.sh_addr + b->rel_offset);
		if (r && r->sym < c->elf.nsyms)
			return c->arch->thunk_reg(c->elf.syms[r->sym].name);
		/* no relocation: a local label of this very section */
		return r ? -1 : sls_thunk_target(c, shndx, b->target);
	}
	n = chk_elf_funcs_at(&c->elf, chk_elf_section_of(&c->elf, b->target), b->target, &first);
	for (size_t i = 0; i < n; i++) {
		int reg = c->arch->thunk_reg(c->elf.syms[c->elf.funcs[first + i]].name);

		if (reg >= 0)
			return reg;
	}
	return sls_thunk_target(c, chk_elf_section_of(&c->elf, b->target), b->target);
}

static void check_offset(struct chk_ctx *c, struct chk_loc loc, const struct chk_check *k)
{
	if (!c->id_offset_known || k->offset == c->id_offset)
		return;
	chk_error(c, loc, "check reads the type id at %ld, preambles put it at %ld",
		  k->offset, c->id_offset);
}

/* " through SYM+0xOFF": what an unchecked branch through pc-relative memory
 * reads.  Paravirt's inline asm ("call *pv_ops+off(%rip)", patched at boot)
 * is hundreds of them in a distribution kernel, and an allowlist can only
 * tell those from a forgotten check by this name.  An object names it by the
 * relocation of the displacement (the CPU adds the bytes after the field),
 * a linked file by the symbol holding the address. */
static void memory_operand(struct chk_ctx *c, struct chk_loc loc, const struct chk_branch *b,
			   struct strbuf *out)
{
	const struct chk_section *s = &c->elf.secs[loc.shndx];
	const char *name = NULL;
	int64_t off = 0;

	if (c->elf.relocatable) {
		uint64_t field = loc.addr - s->shdr.sh_addr + b->rel_offset;
		const struct chk_rela *r = chk_elf_rela_at(s, field);

		if (r && r->sym < c->elf.nsyms && *c->elf.syms[r->sym].name) {
			name = c->elf.syms[r->sym].name;
			off = r->addend + (int64_t)(b->target - (loc.addr + b->rel_offset));
		}
	} else {
		const struct chk_sym *d = chk_elf_data_at(&c->elf, b->target);

		if (d) {
			name = d->name;
			off = (int64_t)(b->target - d->value);
		}
	}
	if (!name)
		sb_printf(out, " through memory at 0x%" PRIx64, b->target);
	else if (off)
		sb_printf(out, " through %s%s0x%" PRIx64, name, off < 0 ? "-" : "+",
			off < 0 ? (uint64_t)-off : (uint64_t)off);
	else
		sb_printf(out, " through %s", name);
}

/* Is the trap a check names a trap instruction (when the arch says how)? */
static bool trap_is_one(struct chk_ctx *c, size_t shndx, uint64_t trap)
{
	const uint8_t *b;
	size_t avail;

	if (!c->arch->is_trap)
		return true;
	b = chk_elf_bytes(&c->elf, shndx, trap, &avail);
	return b && c->arch->is_trap(b, avail, chk_elf_mapping_at(&c->elf, shndx, trap));
}

/* Did a recognised check name TRAP as its trap? */
static bool named_trap(const struct chk_ctx *c, struct chk_loc trap)
{
	for (size_t i = c->ncheck_traps; i-- > 0;)
		if (!loc_cmp(&c->check_traps[i], &trap))
			return true;
	return false;
}

/* One branch: checked, or an unchecked call (error) / jump (warning). */
static void audit_branch(struct chk_ctx *c, struct chk_loc loc, const struct chk_branch *b,
			 const struct chk_insn *prev, unsigned int nprev)
{
	struct chk_check k;
	struct strbuf where = { 0 };
	bool matched;

	k.after_trap = false;
	matched = c->arch->match_check(prev, nprev, b->reg, &k);
	if (matched && k.after_trap) {
		if (named_trap(c, (struct chk_loc){ loc.shndx, k.trap }))
			return;		/* the permissive path of a check */
	} else if (matched && trap_is_one(c, loc.shndx, k.trap)) {
		struct chk_loc trap = { loc.shndx, k.trap };

		if (c->ncheck_traps == c->cap_check_traps) {
			c->cap_check_traps = c->cap_check_traps ? 2 * c->cap_check_traps : 64;
			c->check_traps = realloc(c->check_traps,
						 c->cap_check_traps * sizeof(*c->check_traps));
			if (!c->check_traps)
				diag_oom();
		}
		c->check_traps[c->ncheck_traps++] = trap;
		c->n.checks++;
		check_offset(c, loc, &k);
		if (c->build)
			chk_classes_site(c, loc, k.id);
		if (c->explain) {
			const struct chk_sym *fn = chk_elf_func_at(&c->elf, loc.shndx, loc.addr);

			fprintf(c->explain, "check %s 0x%08x\n", fn ? fn->name : "-", k.id);
		}
		if (c->arch->trap_table && !trap_listed(c, trap))
			chk_error(c, trap, "trap of a check is not in .kcfi_traps");
		if (c->opts->verbose)
			fprintf(c->out, "%s: %s: check 0x%08x %s through %s\n", c->elf.path,
				chk_where(c, loc, &where), k.id,
				b->kind == CHK_BRANCH_CALL ? "call" : "jump", c->arch->reg_name(b->reg));
		sb_release(&where);
		return;
	}
	if (b->pc_rel)
		memory_operand(c, loc, b, &where);
	/* Where the call was written, when inlining moved it: a __nocfi
	 * inline function's call stays unchecked in its instrumented callers
	 * (arm64's bpf_dispatcher_nop_func in every BPF runner), and an
	 * allowlist names that function, not each caller.  A call through a
	 * named memory operand is already named (x86 paravirt's thousands of
	 * pv_ops calls, which would cost a vmlinux its DWARF's reading). */
	if (!where.len) {
		const char *inl = chk_inlined_from(c, loc);

		if (inl)
			sb_printf(&where, ", inlined from %s", inl);
	}
	if (b->kind == CHK_BRANCH_CALL) {
		c->n.unchecked_calls++;
		chk_error(c, loc, "unchecked indirect call%s", where.len ? where.buf : "");
	} else {
		c->n.unchecked_jumps++;
		chk_warning(c, loc, "warning", "unchecked indirect jump%s", where.len ? where.buf : "");
	}
	sb_release(&where);
}

/* An object's indirect call that its relocation names the TLS descriptor
 * call (linked files have relaxed these sequences or lost the mark). */
static bool tls_call(struct chk_ctx *c, struct chk_loc loc)
{
	const struct chk_section *s = &c->elf.secs[loc.shndx];
	const struct chk_rela *r;

	if (!c->elf.relocatable || !c->arch->tls_call_reloc)
		return false;
	r = chk_elf_rela_at(s, loc.addr - s->shdr.sh_addr);
	return r && r->type == c->arch->tls_call_reloc;
}

/* Keep the last few instructions (oldest first) for the check matcher. */
static void ring_push(struct chk_insn *ring, unsigned int *n, unsigned int max,
		      const struct chk_insn *insn)
{
	if (*n == max) {
		memmove(ring, ring + 1, (max - 1) * sizeof(*ring));
		(*n)--;
	}
	ring[(*n)++] = *insn;
}

/* Disassemble [start, end) of section SHNDX, in the state a mapping
 * symbol of kind STATE sets. */
static void scan_range(struct chk_ctx *c, struct chk_decoder *d, char state, size_t shndx,
		       uint64_t start, uint64_t end)
{
	struct chk_insn prev[CHK_MAX_CHECK_INSNS], insn;
	unsigned int nprev = 0, max = c->arch->check_insns;
	size_t avail;
	const uint8_t *code = chk_elf_bytes(&c->elf, shndx, start, &avail);
	uint64_t addr = start;
	size_t left = end - start;

	if (!code)
		return;		/* callers pass ranges inside the section's data */
	while (left > 0) {
		struct chk_branch b;
		struct chk_loc loc = { shndx, addr };

		if (!chk_decode(d, state, code, left, addr, nprev ? &prev[nprev - 1] : NULL, &insn,
				&b)) {
			size_t skip = c->arch->insn_align < left ? c->arch->insn_align : left;

			code += skip;	/* undecodable: resynchronise after it */
			left -= skip;
			addr += skip;
			nprev = 0;
			continue;
		}
		code += insn.size;
		left -= insn.size;
		addr += insn.size;
		if (b.kind == CHK_BRANCH_DIRECT) {
			b.reg = thunk_target(c, shndx, insn.addr, &b);
			b.kind = b.reg < 0 ? CHK_BRANCH_NONE :
				 b.is_call ? CHK_BRANCH_CALL : CHK_BRANCH_JUMP;
		}
		loc.addr = insn.addr;
		if (b.kind == CHK_BRANCH_CALL && tls_call(c, loc)) {
			chk_warning(c, loc, "note", "TLS descriptor call (ABI resolver, no C call)");
		} else if (b.kind != CHK_BRANCH_NONE) {
			audit_branch(c, loc, &b, prev, nprev);
		}
		ring_push(prev, &nprev, max, &insn);
	}
}

/* [start, end) cut where mapping symbols change the state: "$d" stretches
 * (arm64 preamble words, literal pools) are data, not instructions; arm's
 * "$a" and "$t" say ARM or Thumb-2. A symbol repeating the state (LLVM
 * prints "$x" again after a .kcfi_traps entry, right before the branch)
 * cuts nothing. */
static void scan_code_between(struct chk_ctx *c, struct chk_decoder *d, size_t shndx,
			      uint64_t start, uint64_t end)
{
	while (start < end) {
		char state = chk_elf_mapping_at(&c->elf, shndx, start);
		const struct chk_map *m = chk_elf_next_mapping(&c->elf, shndx, start);
		uint64_t next;

		while (m && m->addr < end && m->kind == state)
			m = chk_elf_next_mapping(&c->elf, shndx, m->addr);
		next = m && m->addr < end ? m->addr : end;

		/* arm code is always under "$a" or "$t" (AAELF32): before the
		 * first, clang-19 puts a preamble word and no "$d" */
		if (state != 'd' && (state || !c->arch->llvm_thumb_triple))
			scan_range(c, d, state, shndx, start, next);
		start = next;
	}
}

/* Every executable section, cut at function symbols. */
int chk_scan_code(struct chk_ctx *c)
{
	const struct chk_elf *e = &c->elf;
	struct chk_decoder d;

	if (c->arch->check_insns > CHK_MAX_CHECK_INSNS)
		KCFI_BUG("%s checks have %u instructions, more than CHK_MAX_CHECK_INSNS",
			 c->arch->name, c->arch->check_insns);
	if (chk_decoder_open(&d, c->arch))
		return -1;
	for (size_t i = 1; i < e->nsecs; i++) {
		const struct chk_section *s = &e->secs[i];
		uint64_t start = s->shdr.sh_addr, end = start + s->size;
		size_t first, n;

		if (!chk_elf_is_text(e, i) || !s->data)
			continue;
		n = chk_elf_funcs_in(e, i, &first);
		for (size_t f = first; f <= first + n; f++) {
			uint64_t next = f < first + n ? e->syms[e->funcs[f]].value : end;

			if (next > end)
				next = end;
			if (next > start)
				scan_code_between(c, &d, i, start, next);
			if (next > start)
				start = next;
		}
	}
	chk_decoder_close(&d);
	return 0;
}

/* Entries whose address is no recognised check's trap. */
void chk_report_traps(struct chk_ctx *c)
{
	for (size_t i = 0; i < c->ntraps; i++) {
		if (c->trap_used[i])
			continue;
		c->n.stray_traps++;
		chk_warning(c, c->traps[i], "warning", ".kcfi_traps entry is not the trap of a check");
	}
}
