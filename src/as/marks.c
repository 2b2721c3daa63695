// SPDX-License-Identifier: GPL-2.0
/* Marker directives: decode, bind, check coverage (see marks.h). */
#include <stdlib.h>

#include "marks.h"

struct marks_state {
	struct arena *a;
	struct diag *d;
	const struct kcfi_arch *arch;
	struct kcfi_marks *m;
	const struct asm_stmt *version;		/* the .kcfi_version seen */
	const struct asm_stmt *hash, *nops, *cs;	/* duplicates are errors */
	struct kcfi_mark *pending;		/* call marker awaiting its branch */
	const struct asm_stmt *prefix;		/* prefix line after the marker */
	const struct asm_stmt *prefix_gap;	/* a statement after that prefix */
	const struct asm_unit *u;
	/* branches of thunks that checked calls go through (arch thunk_call) */
	const struct asm_stmt **thunk_branches;
	size_t nthunk_branches, cap_thunk_branches;
};

static const char *const nocheck_reasons[] = {
	KCFI_NOCHECK_NO_SANITIZE, KCFI_NOCHECK_UNPROTOTYPED, KCFI_NOCHECK_JUMP, KCFI_NOCHECK_DIRECT,
};

static bool parse_uint(const char *s, unsigned int *out)
{
	char *end;
	unsigned long v;

	if (*s < '0' || *s > '9')
		return false;
	v = strtoul(s, &end, 0);
	if (*end || v > 0xffff)
		return false;
	*out = v;
	return true;
}

/* Operand i as a type name: quoted and starting with "_ZTS". */
static const char *mark_type(struct marks_state *ms, const struct asm_stmt *s, unsigned int i)
{
	const char *t = lex_unquote(ms->a, s->ops[i]);

	if (!t)
		return NULL;
	if (strncmp(t, KCFI_TYPE_PREFIX, KCFI_TYPE_PREFIX_LEN) || !t[KCFI_TYPE_PREFIX_LEN]) {
		diag_error(ms->d, s->line, "type name \"%s\" does not start with " KCFI_TYPE_PREFIX, t);
		return "";
	}
	return t;
}

static void mark_malformed(struct marks_state *ms, const struct asm_stmt *s, const char *usage)
{
	diag_error(ms->d, s->line, "malformed marker: expected '%s'", usage);
}

static void mark_once(struct marks_state *ms, const struct asm_stmt *s,
		      const struct asm_stmt **seen)
{
	if (*seen) {
		diag_error(ms->d, s->line, "duplicate '%s'", s->name);
		diag_note(ms->d, (*seen)->line, "first '%s' was here", s->name);
	}
	*seen = s;
}

/* Decode the file-level markers; false if s was malformed. */
static bool decode_file_marker(struct marks_state *ms, const struct asm_stmt *s,
			       struct kcfi_mark *k)
{
	unsigned int v;

	switch (k->kind) {
	case MARK_HASH:
		mark_once(ms, s, &ms->hash);
		if (s->nops != 1)
			return mark_malformed(ms, s, KCFI_MARK_HASH " " TI_HASH_CHOICES), false;
		if (ti_hash_parse(s->ops[0], &ms->m->hash))
			diag_error(ms->d, s->line, "unknown hash '%s' (expected " TI_HASH_SPELLINGS ")",
				   s->ops[0]);
		return true;
	case MARK_PREFIX_NOPS:
		mark_once(ms, s, &ms->nops);
		if (s->nops != 1 || !parse_uint(s->ops[0], &v))
			return mark_malformed(ms, s, KCFI_MARK_PREFIX_NOPS " COUNT"), false;
		ms->m->prefix_nops = v;
		return true;
	case MARK_THUNK_CS_PREFIX:
		mark_once(ms, s, &ms->cs);
		if (s->nops != 1 || !parse_uint(s->ops[0], &v) || v > 1)
			return mark_malformed(ms, s, KCFI_MARK_THUNK_CS_PREFIX " 0|1"), false;
		ms->m->thunk_cs_prefix = v;
		return true;
	default:
		return true;
	}
}

/* SYMBOL, "TYPE" of .kcfi_func and .kcfi_typeid. */
static bool decode_marker_sym(struct marks_state *ms, const struct asm_stmt *s, struct kcfi_mark *k)
{
	if (s->nops != 2 + (k->arity >= 0) || !*s->ops[0] || *s->ops[0] == '"' ||
	    !(k->type = mark_type(ms, s, 1)))
		return mark_malformed(ms, s, k->kind == MARK_FUNC ?
				      KCFI_MARK_FUNC " SYMBOL, \"TYPE\"[, ARITY]" :
				      KCFI_MARK_TYPEID " SYMBOL, \"TYPE\""), false;
	k->sym = s->ops[0];
	return true;
}

/* .kcfi_func's optional third operand (-fsanitize-kcfi-arity): the count
 * of argument registers the preamble names, on arches whose preamble can. */
static bool decode_func_arity(struct marks_state *ms, const struct asm_stmt *s, struct kcfi_mark *k)
{
	unsigned int v;

	if (!parse_uint(s->ops[2], &v))
		return mark_malformed(ms, s, KCFI_MARK_FUNC " SYMBOL, \"TYPE\"[, ARITY]"), false;
	if (!ms->arch->arity_regs)
		diag_error(ms->d, s->line, "'%s' carries an arity, which %s preambles cannot encode",
			   s->name, ms->arch->name);
	else if (v > ms->arch->max_arity)
		diag_error(ms->d, s->line, "arity %u out of range (0 to %u)", v, ms->arch->max_arity);
	else
		k->arity = v;
	return true;
}

/* Decode the operands of a marker into k; false if malformed. */
static bool decode_marker(struct marks_state *ms, const struct asm_stmt *s, struct kcfi_mark *k)
{
	switch (k->kind) {
	case MARK_FUNC:
		/* an arity the preamble cannot say is reported: skip the marker */
		if (s->nops == 3 && (!decode_func_arity(ms, s, k) || k->arity < 0))
			return false;
		/* fall through */
	case MARK_TYPEID:
		return decode_marker_sym(ms, s, k);
	case MARK_CALL:
		if (s->nops != 1 || !(k->type = mark_type(ms, s, 0)))
			return mark_malformed(ms, s, KCFI_MARK_CALL " \"TYPE\""), false;
		return true;
	case MARK_NOCHECK:
		if (s->nops != 1 || !(k->type = lex_unquote(ms->a, s->ops[0])))
			return mark_malformed(ms, s, KCFI_MARK_NOCHECK " \"REASON\""), false;
		for (size_t i = 0; i < sizeof(nocheck_reasons) / sizeof(nocheck_reasons[0]); i++)
			if (streq(k->type, nocheck_reasons[i]))
				return true;
		diag_error(ms->d, s->line,
			   "unknown " KCFI_MARK_NOCHECK " reason \"%s\" (expected " KCFI_NOCHECK_REASONS_TEXT ")",
			   k->type);
		return true;
	default:
		return decode_file_marker(ms, s, k);
	}
}

static bool marker_kind(const char *name, enum mark_kind *kind)
{
	static const struct {
		const char *name;
		enum mark_kind kind;
	} names[] = {
		/* one per call, jump table and function first; the file's own once */
		{ KCFI_MARK_CALL, MARK_CALL }, { KCFI_MARK_FUNC, MARK_FUNC },
		{ KCFI_MARK_NOCHECK, MARK_NOCHECK }, { KCFI_MARK_TYPEID, MARK_TYPEID },
		{ KCFI_MARK_VERSION, MARK_VERSION }, { KCFI_MARK_HASH, MARK_HASH },
		{ KCFI_MARK_PREFIX_NOPS, MARK_PREFIX_NOPS },
		{ KCFI_MARK_THUNK_CS_PREFIX, MARK_THUNK_CS_PREFIX },
	};

	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		if (streq(name, names[i].name)) {
			*kind = names[i].kind;
			return true;
		}
	}
	return false;
}

/* "call *%rax": an instruction as shown in messages (tabs normalised). */
static const char *insn_text(struct marks_state *ms, const struct asm_stmt *s)
{
	struct strbuf sb = { 0 };
	const char *res;

	sb_puts(&sb, s->name);
	for (unsigned int i = 0; i < s->nops; i++)
		sb_printf(&sb, "%s%s", i ? ", " : " ", s->ops[i]);
	res = arena_strndup(ms->a, sb.buf, sb.len);
	sb_release(&sb);
	return res;
}

/* The pending call marker is not followed by an indirect branch. */
static void pending_fails(struct marks_state *ms, const struct asm_stmt *at, const char *what)
{
	const struct asm_stmt *mk = ms->pending->stmt;

	if (at)
		diag_error(ms->d, at->line, "%s follows '%s' instead of an indirect call or jump",
			   what, mk->name);
	else
		diag_error(ms->d, mk->line, "'%s' at end of file is not followed by an indirect call or jump",
			   mk->name);
	if (at)
		diag_note(ms->d, mk->line, "marker is here");
	ms->pending = NULL;
	ms->prefix = ms->prefix_gap = NULL;
}

static bool check_version(struct marks_state *ms, const struct asm_stmt *s)
{
	unsigned int v;

	if (ms->version) {
		mark_once(ms, s, &ms->version);
		return true;
	}
	ms->version = s;
	if (s->nops != 1 || !parse_uint(s->ops[0], &v)) {
		mark_malformed(ms, s, KCFI_MARK_VERSION " " KCFI_MARKER_VERSION_TEXT);
		return false;
	}
	if (v != KCFI_MARKER_VERSION)
		diag_error(ms->d, s->line, "unsupported marker version %u (kcfi-as supports %d)",
			   v, KCFI_MARKER_VERSION);
	return true;
}

static void handle_marker(struct marks_state *ms, const struct asm_stmt *s)
{
	struct kcfi_marks *m = ms->m;
	struct kcfi_mark *k;
	enum mark_kind kind;

	if (!marker_kind(s->name, &kind)) {
		diag_error(ms->d, s->line, "unknown marker '%s'", s->name);
		return;
	}
	if (kind == MARK_VERSION && !check_version(ms, s))
		return;
	if (kind != MARK_VERSION && !ms->version) {
		diag_error(ms->d, s->line, "'%s' before '" KCFI_MARK_VERSION "'", s->name);
		return;
	}
	if (ms->pending)
		pending_fails(ms, s, kind == MARK_CALL || kind == MARK_NOCHECK ?
			      "a second call marker" : "another marker");
	m->marks = arena_grow(ms->a, m->marks, sizeof(*m->marks), &m->cap_marks, m->nmarks + 1);
	k = &m->marks[m->nmarks];
	memset(k, 0, sizeof(*k));
	k->kind = kind;
	k->stmt = s;
	k->arity = -1;
	if (!decode_marker(ms, s, k))
		return;
	m->nmarks++;
	if (kind == MARK_CALL || kind == MARK_NOCHECK)
		ms->pending = k;
}

static bool is_thunk_branch(const struct marks_state *ms, const struct asm_stmt *s)
{
	for (size_t i = 0; i < ms->nthunk_branches; i++)
		if (ms->thunk_branches[i] == s)
			return true;
	return false;
}

/*
 * An instruction outside inline asm: bind or check coverage. A marker binds
 * to the first indirect branch after it, across instructions that do not
 * transfer control: one insn may print several (aarch64's jump-table
 * dispatch "ldrb; adr; add; br"), and the plugin's marker precedes the insn.
 * The check goes right before the branch, so every path to it is checked.
 */
static void handle_insn(struct marks_state *ms, const struct asm_stmt *s,
			const struct asm_stmt *prev)
{
	struct call_target t;
	enum call_kind kind = ms->arch->classify(ms->a, s, &t);
	const struct asm_stmt *thunk_br;

	if (kind == CALL_KIND_DIRECT && ms->arch->thunk_call &&
	    (thunk_br = ms->arch->thunk_call(ms->u, s, &t))) {
		kind = CALL_KIND_INDIRECT_CALL;
		if (ms->pending) {
			ms->thunk_branches = arena_grow(ms->a, ms->thunk_branches,
							sizeof(*ms->thunk_branches),
							&ms->cap_thunk_branches,
							ms->nthunk_branches + 1);
			ms->thunk_branches[ms->nthunk_branches++] = thunk_br;
		}
	}
	if (kind == CALL_KIND_PREFIX) {
		if (!ms->prefix)
			ms->prefix = s;
		return;
	}
	if (kind == CALL_KIND_UNSUPPORTED) {
		diag_error(ms->d, s->line, "unrecognised indirect call form '%s'",
			   insn_text(ms, s));
		ms->pending = NULL;
	} else if (ms->pending && kind == CALL_KIND_DIRECT && ms->pending->kind == MARK_NOCHECK &&
		   streq(ms->pending->type, KCFI_NOCHECK_JUMP) && ms->arch->table_guard &&
		   ms->arch->table_guard(s)) {
		/* the bounds check inside a jump-table dispatch: reach on */
	} else if (ms->pending && kind == CALL_KIND_DIRECT) {
		pending_fails(ms, s, arena_printf(ms->a, "'%s', not an indirect branch,",
						  insn_text(ms, s)));
	} else if (kind == CALL_KIND_NONE || kind == CALL_KIND_DIRECT) {
		/* a pending marker reaches on */
	} else if (ms->pending && ms->prefix && ms->prefix_gap) {
		/* the check goes before the prefix: what stands between would move */
		diag_error(ms->d, ms->prefix->line, "prefix '%s' is separated from its marked branch by '%s'",
			   ms->prefix->name, ms->prefix_gap->name);
		ms->pending = NULL;
	} else if (ms->pending) {
		ms->pending->insn = s;
		ms->pending->insert_at = ms->prefix ? ms->prefix : s;
		ms->pending->call_kind = kind;
		ms->pending->target = t;
		ms->pending = NULL;
	} else if (kind == CALL_KIND_INDIRECT_CALL && prev && prev->kind == STMT_DIRECTIVE &&
		   kcfi_arch_runtime_call_directive(ms->arch, prev->name, strlen(prev->name))) {
		/* e.g. an aarch64 TLS descriptor call: no C call, no marker */
	} else if (is_thunk_branch(ms, s)) {
		/* forwards the target that its checked callers checked */
	} else {
		diag_error(ms->d, s->line, "indirect %s '%s' has no kcfi marker",
			   kind == CALL_KIND_INDIRECT_CALL ? "call" : "jump", insn_text(ms, s));
	}
	ms->prefix = ms->prefix_gap = NULL;
}

/* What may stand between a call marker and its branch (docs/markers.md). */
static bool may_precede_branch(const struct kcfi_arch *arch, const struct asm_stmt *s)
{
	if (s->kind == STMT_DIRECTIVE && arch->app_directives)
		for (const char *const *d = arch->app_directives; *d; d++)
			if (streq(s->name, *d))
				return true;
	return s->kind == STMT_LABEL || s->kind == STMT_APP || s->kind == STMT_NO_APP ||
	       stmt_is_directive(s, ".loc") || !strncmp(s->name, ".cfi_", 5);
}

static bool file_is_annotated(const struct asm_unit *u)
{
	const struct asm_stmt *s;

	for_each_stmt(u, s)
		if (s->kind == STMT_DIRECTIVE && !strncmp(s->name, KCFI_MARKER_PREFIX, KCFI_MARKER_PREFIX_LEN))
			return true;
	return false;
}

static int ptr_cmp(const void *x, const void *y)
{
	uintptr_t p = (uintptr_t)*(const void *const *)x, q = (uintptr_t)*(const void *const *)y;

	return p < q ? -1 : p > q;
}

/* A stub's branch forwards what its checked callers checked: a marker of
 * its own, before or after those callers, would bind a second check or
 * exemption to it (a fuzz find: a .kcfi_nocheck right before the stub). */
static void stub_branches_take_no_marker(struct marks_state *ms)
{
	const struct kcfi_mark *k;

	if (!ms->nthunk_branches)
		return;
	qsort(ms->thunk_branches, ms->nthunk_branches, sizeof(*ms->thunk_branches), ptr_cmp);
	for (size_t i = 0; i < ms->m->nmarks; i++) {
		k = &ms->m->marks[i];
		if ((k->kind == MARK_CALL || k->kind == MARK_NOCHECK) && k->insn &&
		    bsearch(&k->insn, ms->thunk_branches, ms->nthunk_branches,
			    sizeof(*ms->thunk_branches), ptr_cmp))
			diag_error(ms->d, k->stmt->line, "marker binds to '%s', the branch of a stub "
				   "that checked calls go through", insn_text(ms, k->insn));
	}
}

int marks_bind(struct arena *a, struct diag *d, const struct kcfi_arch *arch,
	       const struct asm_unit *u, struct kcfi_marks *m)
{
	struct marks_state ms = { .a = a, .d = d, .arch = arch, .m = m, .u = u };
	const struct asm_stmt *s, *prev = NULL;

	memset(m, 0, sizeof(*m));
	m->hash = TI_HASH_XXHASH64;
	m->annotated = file_is_annotated(u);
	if (!m->annotated)
		return 0;
	for_each_stmt(u, s) {
		if (diag_too_many(d))
			break;
		if (ms.prefix && !ms.prefix_gap && (s->kind != STMT_INSN || s->in_app))
			ms.prefix_gap = s;
		if (s->kind == STMT_DIRECTIVE && !strncmp(s->name, KCFI_MARKER_PREFIX, KCFI_MARKER_PREFIX_LEN))
			handle_marker(&ms, s);
		else if (ms.pending && !may_precede_branch(ms.arch, s) && (s->in_app || s->kind != STMT_INSN))
			pending_fails(&ms, s, s->in_app ? "inline asm" :
				      arena_printf(a, "directive '%s'", s->name));
		else if (s->kind == STMT_INSN && !s->in_app)
			handle_insn(&ms, s, prev);
		prev = s;
	}
	if (ms.pending)
		pending_fails(&ms, NULL, NULL);
	stub_branches_take_no_marker(&ms);
	return d->errors ? -1 : 0;
}
