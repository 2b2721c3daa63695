// SPDX-License-Identifier: GPL-2.0
/* Re-read the emitted .s and check it against the markers (see verify.h). */
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>

#include "verify.h"

/* What the input's markers ask for. */
struct vbranch {			/* a .kcfi_call or .kcfi_nocheck branch */
	const struct kcfi_mark *k;
	uint32_t id;
};

struct vsym {				/* a .kcfi_func or .kcfi_typeid symbol */
	const struct kcfi_mark *k;
	uint32_t id;
	unsigned int found;
	bool global, weak;		/* the symbol's binding in the output */
	bool cfi_global, cfi_weak;	/* __cfi_SYM's, or __kcfi_typeid_SYM's */
};

/* A preamble being read back: the id, then only nops and no-byte lines. */
struct vpre {
	bool live;
	unsigned int line, pad, nops;	/* nops before / after the id */
	bool lpfe;			/* GCC's .LPFEn label seen after the id */
	bool started;			/* by the statement now being read */
	uint32_t id;
	unsigned int arity;		/* x86_64: the id's register, as an arity */
	struct strbuf name;		/* SYM of a preamble symbol (__cfi_SYM) */
	const char *section;		/* where it started: only that section counts */
};

#define VERIFY_SECTIONS 16

struct vstate {
	struct diag *d;			/* at the input's marker lines */
	struct diag od;			/* at output lines: nothing to point at in the input */
	struct arena *a;
	const struct kcfi_arch *arch;
	const struct kcfi_marks *m;
	const struct kcfi_verify *rd;	/* the arch's reader */
	const char *cfi_prefix;		/* preamble symbol prefix, or NULL */
	struct vbranch *br;
	size_t nbr, next_br;
	struct vsym *funcs, *typeids;
	struct strmap func_ids, typeid_ids;
	/* SLS-BLR: the labels of the stubs checked direct calls went to, and
	 * how far the current one has got (stub_step) */
	struct strmap thunk_labels;
	unsigned int thunk_step;
	unsigned int line;		/* output line */
	bool in_app;
	bool in_traps;			/* inside .pushsection .kcfi_traps */
	bool runtime_call_next;		/* the last statement was .tlsdesccall */
	unsigned int traps_line;
	struct strbuf traps_entry;	/* label of its ".long L - ." */
	unsigned int traps_longs;
	struct verify_check c;
	/* one preamble being read per section: a function's label may come
	 * after another section's whole preamble (".LPFE1:.previous") */
	struct vpre pre[VERIFY_SECTIONS];
	const char *cur, *prev;		/* section names (in the arena) */
	const char **stack;		/* .pushsection: {cur, prev} pairs */
	size_t depth, cap_stack;
};

/* The preamble being read in the current section; with CREATE a slot for
 * a new one (the section's own, else a free one, else the first). */
static struct vpre *pre_slot(struct vstate *vs, bool create)
{
	struct vpre *free_slot = NULL;

	for (size_t i = 0; i < VERIFY_SECTIONS; i++) {
		struct vpre *p = &vs->pre[i];

		if (p->live && streq(p->section, vs->cur))
			return p;
		if (!p->live && !free_slot)
			free_slot = p;
	}
	return !create ? NULL : free_slot ? free_slot : &vs->pre[0];
}

static unsigned int mark_line(const struct kcfi_mark *k)
{
	return k->insn ? k->insn->line : k->stmt->line;
}

/* Directives that put no bytes where they stand. */
static bool no_bytes(const struct asm_stmt *s)
{
	static const char *const dirs[] = {
		".size", ".type", ".globl", ".global", ".weak", ".hidden", ".local",
		".protected", ".internal", ".set", ".equ", ".equiv",
		".file", ".loc", ".ent",	/* theirs go to .debug_line */
	};

	if (s->kind != STMT_DIRECTIVE)
		return false;
	for (size_t i = 0; i < sizeof(dirs) / sizeof(dirs[0]); i++)
		if (streq(s->name, dirs[i]))
			return true;
	return false;
}

/* The register a branch's target is in ("rax", "x19"), from its operand. */
static const char *branch_reg(const struct call_target *t)
{
	return t->kind == TARGET_MEM ? NULL : t->reg;
}

/* The branch of an SLS-BLR stub that checked calls went to forwards a
 * checked target (docs/markers.md): true if s is that branch, which then
 * needs no marker. */
static bool thunk_branch_step(struct vstate *vs, const struct asm_stmt *s, enum call_kind kind)
{
	if (s->kind == STMT_LABEL) {
		vs->thunk_step = strmap_get(&vs->thunk_labels, s->name) ? 1 : vs->thunk_step;
		return false;
	}
	if (s->kind != STMT_INSN)
		return false;
	vs->thunk_step = vs->thunk_step && vs->rd->stub_step ?
			 vs->rd->stub_step(vs->thunk_step, s, kind) : 0;
	if (vs->thunk_step == VERIFY_STUB_BRANCH) {
		vs->thunk_step = 0;
		vs->c.stage = 0;
		return true;
	}
	return false;
}

/* An indirect branch of the output: the next marked one of the input. */
static void verify_branch(struct vstate *vs, const struct asm_stmt *s, enum call_kind kind,
			  const struct call_target *t)
{
	struct verify_check *c = &vs->c;
	const struct vbranch *b;
	const struct kcfi_mark *k;
	const char *reg = branch_reg(t);
	unsigned int line;

	if (vs->next_br == vs->nbr) {
		diag_error(&vs->od, vs->line, "verify: indirect branch '%s' has no marker in the input", s->name);
		c->stage = 0;
		return;
	}
	b = &vs->br[vs->next_br++];
	k = b->k;
	line = mark_line(k);
	if (kind != k->call_kind)
		diag_error(vs->d, line, "verify: output line %u: branch '%s' is not the marked one",
			   vs->line, s->name);
	if (k->kind == MARK_NOCHECK) {
		if (c->stage == VERIFY_READY)
			diag_error(vs->d, line, "verify: output line %u: a nocheck branch has a check",
				   vs->line);
	} else if (c->stage != VERIFY_READY) {
		diag_error(vs->d, line, "verify: output line %u: marked %s has no complete check before it",
			   vs->line, kind == CALL_KIND_INDIRECT_JUMP ? "jump" : "call");
	} else {
		long want_off = kcfi_typeid_offset(vs->arch->nop_bytes, vs->m->prefix_nops);
		struct strbuf why = { 0 };

		if (c->id != b->id)
			diag_error(vs->d, line, "verify: output line %u: check compares with 0x%08x, not the id 0x%08x of %s",
				   c->line, c->id, b->id, k->type);
		if (c->off != want_off)
			diag_error(vs->d, line, "verify: output line %u: check reads the id at -%ld, the preamble puts it at -%ld",
				   c->line, c->off, want_off);
		if (!reg || !verify_sb_is(&c->reg, reg))
			diag_error(vs->d, line, "verify: output line %u: check reads through %s, the branch goes through %s",
				   c->line, c->reg.buf, reg ? reg : "memory");
		if (reg && vs->rd->check_regs &&
		    !vs->rd->check_regs(c, reg, kind, &k->target, vs->line, &why))
			diag_error(vs->d, line, "verify: %s", why.buf);
		sb_release(&why);
	}
	c->stage = 0;
}

/* ---- preambles ---------------------------------------------------- */

static struct vsym *func_of(struct vstate *vs, const char *name)
{
	const size_t *i = strmap_get(&vs->func_ids, name);

	return i ? &vs->funcs[*i] : NULL;
}

/* Does s start a preamble (the preamble symbol's label, else its id)? */
static void pre_start(struct vstate *vs, const struct asm_stmt *s)
{
	struct vpre *p = pre_slot(vs, true);
	size_t n = vs->cfi_prefix ? strlen(vs->cfi_prefix) : 0;
	unsigned int arity;
	uint32_t id;

	/* a __cfi_ label of no .kcfi_func is the input's own (it is no
	 * preamble of ours, and if it collides with one, as says so) */
	if (n && s->kind == STMT_LABEL && !strncmp(s->name, vs->cfi_prefix, n) &&
	    func_of(vs, s->name + n)) {
		*p = (struct vpre){ .live = true, .started = true, .line = vs->line,
				    .name = p->name, .section = vs->cur };
		verify_set(&p->name, s->name + n, strlen(s->name + n));
		p->id = UINT32_MAX;
		p->pad = UINT_MAX;	/* counting: before the id */
	} else if (!n && vs->rd->preamble_id(s, &id, &arity)) {
		*p = (struct vpre){ .live = true, .started = true, .line = vs->line, .id = id,
				    .arity = arity, .name = p->name, .section = vs->cur };
	}
}

static void pre_step(struct vstate *vs, const struct asm_stmt *s)
{
	size_t n = vs->cfi_prefix ? strlen(vs->cfi_prefix) : 0;
	struct vpre *p;
	uint32_t id;
	uint64_t v;

	pre_start(vs, s);
	p = pre_slot(vs, false);
	if (!p)
		return;		/* another section's statements are not between */
	if (p->started) {
		p->started = false;
		return;
	}
	if (n && p->pad == UINT_MAX && vs->rd->preamble_id(s, &id, &p->arity)) {
		p->id = id;
		p->pad = p->nops;
		p->nops = 0;
		return;
	}
	if (verify_is_insn(s, vs->arch->syntax.nop, 0)) {
		p->nops++;
		return;
	}
	if (s->kind == STMT_LABEL && !strncmp(s->name, ".LPFE", 5) && !p->lpfe &&
	    p->pad != UINT_MAX && !p->nops) {
		p->lpfe = true;
		return;
	}
	if (n && s->kind == STMT_DIRECTIVE && streq(s->name, ".size") && s->nops == 2 &&
	    !strncmp(s->ops[0], vs->cfi_prefix, n) && verify_sb_is(&p->name, s->ops[0] + n)) {
		if (p->pad == UINT_MAX || !verify_num(s->ops[1], UINT32_MAX, &v) ||
		    v != p->pad * vs->arch->nop_bytes + vs->arch->id_insn_bytes)
			diag_error(&vs->od, vs->line, "verify: %s%s has the wrong size", vs->cfi_prefix,
				   p->name.buf);
		return;
	}
	if (no_bytes(s))
		return;
	if (s->kind != STMT_LABEL)
		p->live = false;	/* bytes: what follows is no preamble's */
}

/* x86_64: the id's register is the marker's arity (%eax without one). */
static void verify_arity(struct vstate *vs, const struct vpre *p, const struct vsym *f)
{
	unsigned int want = f->k->arity > 0 ? (unsigned int)f->k->arity : 0;

	if (!vs->arch->arity_regs || p->arity == want)
		return;
	diag_error(vs->d, f->k->stmt->line,
		   "verify: output line %u: preamble of '%s' moves its id to %%%s, not %%%s",
		   p->line, f->k->sym, vs->arch->arity_regs[p->arity], vs->arch->arity_regs[want]);
}

/* The label of a .kcfi_func symbol: its preamble must end right here. */
static void verify_func_label(struct vstate *vs, struct vsym *f)
{
	struct vpre *p = pre_slot(vs, false);
	unsigned int line = f->k->stmt->line;
	unsigned int want = vs->m->prefix_nops;

	if (f->found++)
		return;		/* a second definition: as says so */
	if (!p || p->pad == UINT_MAX || (vs->cfi_prefix && !verify_sb_is(&p->name, f->k->sym))) {
		diag_error(vs->d, line, "verify: output line %u: '%s' has no preamble right before it",
			   vs->line, f->k->sym);
	} else {
		if (p->id != f->id)
			diag_error(vs->d, line, "verify: output line %u: preamble of '%s' holds 0x%08x, not 0x%08x",
				   p->line, f->k->sym, p->id, f->id);
		verify_arity(vs, p, f);
		if (p->nops != want || (want && !p->lpfe))
			diag_error(vs->d, line, "verify: output line %u: %u nops between the id and '%s', checks expect %u",
				   vs->line, p->nops, f->k->sym, want);
		p->live = false;
	}
}

static void verify_binding(struct vstate *vs, const struct asm_stmt *s)
{
	bool weak = streq(s->name, ".weak");
	const char *name;
	struct vsym *f;

	if (!weak && !streq(s->name, ".globl") && !streq(s->name, ".global"))
		return;
	for (unsigned int i = 0; i < s->nops; i++) {
		name = s->ops[i];
		if ((f = func_of(vs, name))) {
			f->global |= !weak;
			f->weak |= weak;
		} else if (vs->cfi_prefix && !strncmp(name, vs->cfi_prefix, strlen(vs->cfi_prefix)) &&
			   (f = func_of(vs, name + strlen(vs->cfi_prefix)))) {
			f->cfi_global |= !weak;
			f->cfi_weak |= weak;
		} else if (!strncmp(name, KCFI_TYPEID_SYM_PREFIX, KCFI_TYPEID_SYM_PREFIX_LEN)) {
			const size_t *t = strmap_get(&vs->typeid_ids, name + 14);

			if (t)
				vs->typeids[*t].cfi_weak |= weak;
		}
	}
}

static void verify_typeid(struct vstate *vs, const struct asm_stmt *s)
{
	const size_t *i;
	uint64_t v;

	if (s->nops != 2 || strncmp(s->ops[0], KCFI_TYPEID_SYM_PREFIX, KCFI_TYPEID_SYM_PREFIX_LEN))
		return;
	i = strmap_get(&vs->typeid_ids, s->ops[0] + 14);
	if (!i) {
		diag_error(&vs->od, vs->line, "verify: '%s' of no .kcfi_typeid", s->ops[0]);
		return;
	}
	vs->typeids[*i].found++;
	if (!verify_num(s->ops[1], UINT32_MAX, &v) || v != vs->typeids[*i].id)
		diag_error(vs->d, vs->typeids[*i].k->stmt->line,
			   "verify: output line %u: %s is '%s', not %u", vs->line, s->ops[0],
			   s->ops[1], vs->typeids[*i].id);
}

/* ---- .kcfi_traps entries (x86_64, riscv64) -------------------------- */

/* The end a check with a .kcfi_traps entry has on every arch, after the
 * backend read its branch to the pass label (VERIFY_BRANCHED): the trap's
 * label, the trap instruction, the entry (traps_step), the pass label. */
static bool trapped_end_step(struct vstate *vs, const struct asm_stmt *s)
{
	struct verify_check *c = &vs->c;

	if (!vs->rd->traps_word)
		return false;
	if (c->stage == VERIFY_BRANCHED && s->kind == STMT_LABEL) {
		verify_set(&c->trap, s->name, strlen(s->name));
		c->stage = VERIFY_TRAP_LABEL;
	} else if (c->stage == VERIFY_TRAP_LABEL && verify_is_insn(s, vs->rd->trap_insn, 0)) {
		c->stage = VERIFY_TRAPPED;
	} else if (c->stage == VERIFY_LISTED && verify_is_label(s, &c->pass)) {
		c->stage = VERIFY_READY;
	} else {
		return false;
	}
	return true;
}

/* A .kcfi_traps entry is "LABEL - .": PC-relative, as Clang writes it. */
#define PCREL " - ."

static void traps_step(struct vstate *vs, const struct asm_stmt *s)
{
	size_t n;

	if (stmt_is_directive(s, ".popsection")) {
		vs->in_traps = false;
		if (vs->traps_longs != 1)
			diag_error(&vs->od, vs->traps_line, "verify: a .kcfi_traps block with %u entries", vs->traps_longs);
		else if (vs->c.stage == VERIFY_TRAPPED && verify_sb_is(&vs->traps_entry, vs->c.trap.buf))
			vs->c.stage = VERIFY_LISTED;
		else
			diag_error(&vs->od, vs->traps_line, "verify: .kcfi_traps entry '%s' is not a check's %s",
				   vs->traps_entry.buf, vs->rd->trap_insn);
		return;
	}
	n = s->nops == 1 ? strlen(s->ops[0]) : 0;
	if (vs->rd->traps_word && stmt_is_directive(s, vs->rd->traps_word) && n > sizeof(PCREL) - 1 &&
	    streq(s->ops[0] + n - (sizeof(PCREL) - 1), PCREL)) {
		verify_set(&vs->traps_entry, s->ops[0], n - (sizeof(PCREL) - 1));
		vs->traps_longs++;
		return;
	}
	diag_error(&vs->od, vs->line, "verify: '%s' in .kcfi_traps", s->name);
}

/* ---- sections: a preamble may be split by switches away and back ---- */

static bool section_step(struct vstate *vs, const struct asm_stmt *s)
{
	const char *name = NULL, *was = vs->cur;

	if (s->kind != STMT_DIRECTIVE)
		return false;
	if (streq(s->name, ".text") || streq(s->name, ".data") || streq(s->name, ".bss"))
		name = s->name;
	else if ((streq(s->name, ".section") || streq(s->name, ".pushsection")) && s->nops)
		name = s->ops[0];
	if (streq(s->name, ".pushsection") && name) {
		vs->stack = arena_grow(vs->a, vs->stack, sizeof(*vs->stack), &vs->cap_stack,
				       vs->depth + 2);
		vs->stack[vs->depth++] = vs->cur;
		vs->stack[vs->depth++] = vs->prev;
	} else if (streq(s->name, ".popsection")) {
		if (vs->depth < 2)
			return true;	/* as says so */
		vs->prev = vs->stack[--vs->depth];
		vs->cur = vs->stack[--vs->depth];
		return true;
	} else if (streq(s->name, ".previous")) {
		vs->cur = vs->prev;
		vs->prev = was;
		return true;
	} else if (!name) {
		return false;
	}
	vs->cur = arena_strndup(vs->a, name, strlen(name));
	vs->prev = was;
	return true;
}

/* ---- the walk ------------------------------------------------------- */

static void verify_stmt(struct vstate *vs, const struct asm_stmt *s)
{
	struct call_target t;
	enum call_kind kind;
	struct vsym *f;
	bool runtime_call;

	if (s->kind == STMT_APP || s->kind == STMT_NO_APP) {
		vs->in_app = s->kind == STMT_APP;
		return;
	}
	if (s->kind == STMT_DIRECTIVE && !strncmp(s->name, KCFI_MARKER_PREFIX, KCFI_MARKER_PREFIX_LEN)) {
		diag_error(&vs->od, vs->line, "verify: marker '%s' left in the output", s->name);
		return;
	}
	/* typeids and bindings count wherever they are: a marker's inline asm
	 * block that holds more than markers stays, with our lines inside */
	if (s->kind == STMT_DIRECTIVE && !vs->in_traps) {
		verify_binding(vs, s);
		if (streq(s->name, ".set"))
			verify_typeid(vs, s);
	}
	if (vs->in_app) {
		vs->c.stage = 0;
		for (size_t i = 0; i < VERIFY_SECTIONS; i++)
			vs->pre[i].live = false;
		return;
	}
	if (vs->in_traps) {
		traps_step(vs, s);
		return;
	}
	/* the indirect call right after .tlsdesccall calls the TLS resolver:
	 * an ABI call, never marked and never checked */
	runtime_call = vs->runtime_call_next;
	vs->runtime_call_next = s->kind == STMT_DIRECTIVE &&
		kcfi_arch_runtime_call_directive(vs->arch, s->name, strlen(s->name));
	if (s->kind == STMT_DIRECTIVE && streq(s->name, ".pushsection") && s->nops &&
	    streq(s->ops[0], KCFI_TRAPS_SECTION)) {
		vs->in_traps = true;
		vs->traps_line = vs->line;
		vs->traps_longs = 0;
		sb_reset(&vs->traps_entry);
		return;
	}
	if (section_step(vs, s)) {
		vs->c.stage = 0;
		return;
	}
	if (s->kind == STMT_LABEL && (f = func_of(vs, s->name)))
		verify_func_label(vs, f);
	pre_step(vs, s);
	kind = s->kind == STMT_INSN ? vs->arch->classify(vs->a, s, &t) : CALL_KIND_NONE;
	if (thunk_branch_step(vs, s, kind))
		return;
	if (kind == CALL_KIND_DIRECT && vs->next_br < vs->nbr &&
	    vs->br[vs->next_br].k->target.kind == TARGET_THUNK && s->nops == 1 &&
	    vs->br[vs->next_br].k->insn && vs->br[vs->next_br].k->insn->nops == 1 &&
	    streq(s->name, vs->br[vs->next_br].k->insn->name) &&
	    streq(s->ops[0], vs->br[vs->next_br].k->insn->ops[0])) {
		/* the checked call into a stub: a branch through the stub's xN */
		bool added;

		strmap_slot(vs->a, &vs->thunk_labels, arena_strndup(vs->a, s->ops[0], strlen(s->ops[0])),
			    &added);
		verify_branch(vs, s, CALL_KIND_INDIRECT_CALL, &vs->br[vs->next_br].k->target);
		return;
	}
	if (kind == CALL_KIND_INDIRECT_CALL && runtime_call) {
		vs->c.stage = 0;
		return;
	}
	if (kind == CALL_KIND_INDIRECT_CALL || kind == CALL_KIND_INDIRECT_JUMP ||
	    kind == CALL_KIND_UNSUPPORTED) {
		verify_branch(vs, s, kind, &t);
		return;
	}
	if (!trapped_end_step(vs, s))
		vs->rd->check_step(&vs->c, s, vs->line);
}

static void collect(struct vstate *vs)
{
	const struct kcfi_marks *m = vs->m;

	vs->br = arena_alloc(vs->a, (m->nmarks + 1) * sizeof(*vs->br));
	vs->funcs = arena_alloc(vs->a, (m->nmarks + 1) * sizeof(*vs->funcs));
	vs->typeids = arena_alloc(vs->a, (m->nmarks + 1) * sizeof(*vs->typeids));
	for (size_t i = 0, nf = 0, nt = 0; i < m->nmarks; i++) {
		const struct kcfi_mark *k = &m->marks[i];
		uint32_t raw = k->type ? ti_hash(m->hash, k->type) : 0;
		bool added;
		size_t *slot;

		if (k->kind == MARK_CALL || k->kind == MARK_NOCHECK) {
			vs->br[vs->nbr++] = (struct vbranch){ k, kcfi_mask_type_id(vs->arch->mask_type_id, raw) };
		} else if (k->kind == MARK_FUNC) {
			slot = strmap_slot(vs->a, &vs->func_ids, k->sym, &added);
			if (added) {
				*slot = nf;
				vs->funcs[nf++] = (struct vsym){ .k = k,
								 .id = kcfi_mask_type_id(vs->arch->mask_type_id, raw) };
			}
		} else if (k->kind == MARK_TYPEID) {
			slot = strmap_slot(vs->a, &vs->typeid_ids, k->sym, &added);
			if (added) {
				*slot = nt;
				vs->typeids[nt++] = (struct vsym){ .k = k, .id = raw };
			}
		}
	}
}

static void finish(struct vstate *vs)
{
	for (size_t i = vs->next_br; i < vs->nbr; i++)
		diag_error(vs->d, mark_line(vs->br[i].k),
			   "verify: the marked branch is missing from the output");
	for (size_t i = 0; i < vs->func_ids.n; i++) {
		const struct vsym *f = &vs->funcs[i];

		if (!f->found)
			diag_error(vs->d, f->k->stmt->line, "verify: '%s' is not defined in the output",
				   f->k->sym);
		/* as lets .weak override .globl, in either order */
		else if (vs->cfi_prefix && (f->weak != f->cfi_weak ||
				     (f->global && !f->weak) != (f->cfi_global && !f->cfi_weak)))
			diag_error(vs->d, f->k->stmt->line, "verify: %s%s is not bound like '%s'",
				   vs->cfi_prefix, f->k->sym, f->k->sym);
	}
	for (size_t i = 0; i < vs->typeid_ids.n; i++) {
		const struct vsym *t = &vs->typeids[i];

		if (!t->found || !t->cfi_weak)
			diag_error(vs->d, t->k->stmt->line,
				   "verify: __kcfi_typeid_%s is set %u times, %s", t->k->sym, t->found,
				   t->cfi_weak ? "weak" : "not weak");
	}
	if (vs->in_traps)
		diag_error(&vs->od, vs->traps_line, "verify: .kcfi_traps block never closed");
}

int verify_output(struct diag *d, const struct kcfi_arch *arch, const struct kcfi_marks *m,
		  const char *out_name, const char *out, size_t len)
{
	struct arena a = { 0 };
	struct vstate vs = { .d = d, .a = &a, .arch = arch, .m = m,
			     .rd = arch->verify, .cfi_prefix = arch->preamble_symbol_prefix };
	const char *p = out, *end = out + len;
	unsigned int before = d->errors;
	struct lexer lx;

	if (!vs.rd)
		KCFI_BUG("arch %s has no --verify reader", arch->name);
	diag_init(&vs.od, d->out, out_name);
	vs.cur = vs.prev = ".text";
	collect(&vs);
	lex_init(&lx, d, &arch->syntax.lex);
	while (p < end) {
		const char *nl = memchr(p, '\n', end - p), *le = nl ? nl : end;
		struct asm_stmt *ss;
		size_t n;

		vs.line++;
		n = lex_line(&lx, p, le, vs.line, &ss);
		for (size_t i = 0; i < n; i++)
			verify_stmt(&vs, &ss[i]);
		p = nl ? nl + 1 : end;
	}
	finish(&vs);
	lex_release(&lx);
	sb_release(&vs.c.reg);
	sb_release(&vs.c.scratch);
	sb_release(&vs.c.pass);
	sb_release(&vs.c.trap);
	for (size_t i = 0; i < VERIFY_SECTIONS; i++)
		sb_release(&vs.pre[i].name);
	sb_release(&vs.traps_entry);
	arena_free(&a);
	d->errors += vs.od.errors;
	return d->errors > before ? -1 : 0;
}
