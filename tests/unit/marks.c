// SPDX-License-Identifier: GPL-2.0
/*
 * Marker binding rules of docs/markers.md: what a call marker binds to, where
 * the check is inserted (before a separate prefix line), the file-level
 * defaults, and that inline asm is exempt from coverage.
 */
#include <stdlib.h>

#include "harness.h"
#include "marks.h"

struct bound {
	struct arena a;
	struct diag d;
	FILE *ef;
	char *err;
	size_t errlen;
	struct asm_unit u;
	struct kcfi_marks m;
	int rc;
};

static void bind_arch(struct bound *b, const struct kcfi_arch *arch, const char *src)
{
	memset(b, 0, sizeof(*b));
	b->ef = open_memstream(&b->err, &b->errlen);
	diag_init(&b->d, b->ef, "t.s");
	b->rc = asm_parse(&b->a, &b->d, arch, "t.s", src, strlen(src), &b->u);
	if (!b->rc)
		b->rc = marks_bind(&b->a, &b->d, arch, &b->u, &b->m);
	fflush(b->ef);
}

static void bind(struct bound *b, const char *src)
{
	bind_arch(b, &kcfi_arch_x86_64, src);
}

static void bound_free(struct bound *b)
{
	fclose(b->ef);
	free(b->err);
	arena_free(&b->a);
}

static const struct kcfi_mark *first_mark(const struct bound *b, enum mark_kind kind)
{
	for (size_t i = 0; i < b->m.nmarks; i++)
		if (b->m.marks[i].kind == kind)
			return &b->m.marks[i];
	return NULL;
}

static void call_marker_binds_across_labels_loc_and_cfi(void)
{
	struct bound b;
	const struct kcfi_mark *k;

	bind(&b, "\t.kcfi_version 1\n\t.kcfi_call \"_ZTSFviE\"\n.L3:\n\t.loc 1 2 3\n"
		 "\t.cfi_remember_state\n\tjmp\t*%rax\n");
	CHECK(b.rc == 0);
	k = first_mark(&b, MARK_CALL);
	CHECK(k && k->insn && k->insn->line == 6);
	CHECK(k && k->insert_at == k->insn);
	CHECK(k && k->call_kind == CALL_KIND_INDIRECT_JUMP);
	CHECK(k && k->target.kind == TARGET_REG);
	CHECK_STR(k ? k->target.reg : NULL, "rax");
	CHECK(b.m.hash == TI_HASH_XXHASH64 && b.m.prefix_nops == 0);
	bound_free(&b);
}

static void check_goes_before_a_separate_cs_prefix(void)
{
	struct bound b;
	const struct kcfi_mark *k;

	bind(&b, "\t.kcfi_version 1\n\t.kcfi_prefix_nops 11\n\t.kcfi_hash FNV-1a\n"
		 "\t.kcfi_call \"_ZTSFviE\"\n\tcs\n\tcall\t__x86_indirect_thunk_r9\n");
	CHECK(b.rc == 0);
	k = first_mark(&b, MARK_CALL);
	CHECK(k && k->insert_at && k->insert_at->line == 5);
	CHECK(k && k->insn && k->insn->line == 6);
	CHECK(k && k->target.kind == TARGET_THUNK);
	CHECK(b.m.prefix_nops == 11 && b.m.hash == TI_HASH_FNV1A);
	bound_free(&b);
}

static void inline_asm_is_exempt_from_coverage(void)
{
	struct bound b;

	bind(&b, "\t.kcfi_version 1\n#APP\n\tcall *%rax\n#NO_APP\n\tcall foo\n");
	CHECK(b.rc == 0);
	CHECK(b.d.errors == 0);
	bound_free(&b);
}

static void file_without_markers_is_not_annotated(void)
{
	struct bound b;

	bind(&b, "\tcall *%rax\n\tjmp *%rax\n");
	CHECK(b.rc == 0);
	CHECK(!b.m.annotated);
	bound_free(&b);
}

static void func_and_typeid_markers_carry_symbol_and_type(void)
{
	struct bound b;
	const struct kcfi_mark *f, *t;

	bind(&b, "\t.kcfi_version 1\n\t.kcfi_func f, \"_ZTSFvvE\"\n\t.kcfi_typeid ext, \"_ZTSFiE\"\nf:\n");
	CHECK(b.rc == 0);
	f = first_mark(&b, MARK_FUNC);
	t = first_mark(&b, MARK_TYPEID);
	CHECK_STR(f ? f->sym : NULL, "f");
	CHECK_STR(f ? f->type : NULL, "_ZTSFvvE");
	CHECK_STR(t ? t->sym : NULL, "ext");
	CHECK_STR(t ? t->type : NULL, "_ZTSFiE");
	bound_free(&b);
}

static void marker_before_non_branch_reports_both_lines(void)
{
	struct bound b;

	bind(&b, "\t.kcfi_version 1\n\t.kcfi_call \"_ZTSFviE\"\n\tret\n");
	CHECK(b.rc == -1);
	CHECK(b.err && strstr(b.err, "t.s:3: error: 'ret', not an indirect branch,"));
	CHECK(b.err && strstr(b.err, "t.s:2: note: marker is here"));
	bound_free(&b);
}

/* GCC's aarch64 casesi_dispatch prints four instructions for one jump insn,
 * the plugin's marker in front of all four. */
static void marker_reaches_the_branch_across_its_insns_own_instructions(void)
{
	struct bound b;
	const struct kcfi_mark *k;

	bind_arch(&b, &kcfi_arch_aarch64,
		  "\t.kcfi_version 1\n\t.kcfi_nocheck \"jump\"\n\tldrb\tw0, [x0,w19,uxtw]\n"
		  "\tadr\tx19, .Lrtx4\n\tadd\tx0, x19, w0, sxtb #2\n\tbr\tx0\n.Lrtx4:\n");
	CHECK(b.rc == 0);
	k = first_mark(&b, MARK_NOCHECK);
	CHECK(k && k->insn && k->insn->line == 6);
	CHECK(k && k->insert_at == k->insn);
	bound_free(&b);
	bind_arch(&b, &kcfi_arch_aarch64,
		  "\t.kcfi_version 1\n\t.kcfi_call \"_ZTSFvvE\"\n\tmov\tx16, x2\n\tbr\tx16\n");
	CHECK(b.rc == 0);
	k = first_mark(&b, MARK_CALL);
	CHECK(k && k->insn && k->insn->line == 4 && k->insert_at == k->insn);
	bound_free(&b);
}

/* ...but never past a control transfer: that insn had no indirect branch. */
static void marker_does_not_reach_past_a_direct_branch_or_call(void)
{
	static const char *const between[] = { "bl\tfoo", "b\t.L3", "bhi\t.L3", "b.ne\t.L3",
						 "cbz\tx0, .L3", "ret" };
	struct bound b;

	for (size_t i = 0; i < sizeof(between) / sizeof(between[0]); i++) {
		char src[256];

		snprintf(src, sizeof(src), "\t.kcfi_version 1\n\t.kcfi_call \"_ZTSFvvE\"\n"
			 "\tmov\tx1, x0\n\t%s\n\tblr\tx1\n", between[i]);
		bind_arch(&b, &kcfi_arch_aarch64, src);
		CHECK(b.rc == -1);
		CHECK(b.err && strstr(b.err, "t.s:4: error: '") &&
		      strstr(b.err, "', not an indirect branch, follows '.kcfi_call'"));
		CHECK(b.err && strstr(b.err, "t.s:5: error: indirect call 'blr x1' has no kcfi marker"));
		bound_free(&b);
	}
	bind(&b, "\t.kcfi_version 1\n\t.kcfi_call \"_ZTSFviE\"\n\tmovq\t%rdi, %rax\n"
		 "\tjne\t.L2\n\tcall\t*%rax\n");
	CHECK(b.rc == -1);
	CHECK(b.err && strstr(b.err, "t.s:4: error: 'jne .L2', not an indirect branch,"));
	bound_free(&b);
}

/* The blr after ".tlsdesccall" calls the TLS descriptor resolver (aarch64
 * -fPIC __thread); Clang leaves it unchecked, and it carries no marker. */
static void tls_descriptor_call_needs_no_marker(void)
{
	struct bound b;

	bind_arch(&b, &kcfi_arch_aarch64,
		  "\t.kcfi_version 1\n\tadrp\tx0, :tlsdesc:tv\n\tldr\tx1, [x0, #:tlsdesc_lo12:tv]\n"
		  "\tadd\tx0, x0, #:tlsdesc_lo12:tv\n\t.tlsdesccall\ttv\n\tblr\tx1\n");
	CHECK(b.rc == 0 && b.d.errors == 0);
	bound_free(&b);
	/* only directly after the directive */
	bind_arch(&b, &kcfi_arch_aarch64,
		  "\t.kcfi_version 1\n\t.tlsdesccall\ttv\n\tmov\tx2, x1\n\tblr\tx2\n");
	CHECK(b.rc == -1);
	CHECK(b.err && strstr(b.err, "t.s:4: error: indirect call 'blr x2' has no kcfi marker"));
	bound_free(&b);
	/* a label, though it emits nothing, is between too (a fuzz find: it
	 * was dropped from the kept statements, so the blr went unchecked
	 * while --verify saw a label after the directive) */
	bind_arch(&b, &kcfi_arch_aarch64, "\t.kcfi_version 1\n\t.tlsdesccall\ttv\n.:\n\tblr\tx1\n");
	CHECK(b.rc == -1);
	CHECK(b.err && strstr(b.err, "t.s:4: error: indirect call 'blr x1' has no kcfi marker"));
	bound_free(&b);
}

/* -mharden-sls=blr: "bl .L4" into "mov x16, x2; br x16" is a call through
 * x2, checked before the bl; the stub's br needs no marker of its own. */
static void sls_stub_call_is_checked_on_the_stubs_register(void)
{
	static const char *const stubs[] = { ".L4", "__call_indirect_x2" };
	struct bound b;
	const struct kcfi_mark *k;

	for (size_t i = 0; i < 2; i++) {
		char src[512];

		snprintf(src, sizeof(src), "\t.kcfi_version 1\n\t.kcfi_call \"_ZTSFiiE\"\n"
			 "\tbl\t%s\n\tret\n%s:\n\tmov\tx16, x2\n\tbr\tx16\n\tdsb\tsy\n",
			 stubs[i], stubs[i]);
		bind_arch(&b, &kcfi_arch_aarch64, src);
		CHECK(b.rc == 0);
		k = first_mark(&b, MARK_CALL);
		CHECK(k && k->insn && k->insn->line == 3 && k->call_kind == CALL_KIND_INDIRECT_CALL);
		CHECK(k && k->target.kind == TARGET_THUNK);
		CHECK_STR(k ? k->target.reg : NULL, "x2");
		bound_free(&b);
	}
	/* unmarked, the stub call is an unmarked indirect call, and the stub's
	 * br is not excused */
	bind_arch(&b, &kcfi_arch_aarch64, "\t.kcfi_version 1\n\tbl\t.L4\n\tret\n"
		  ".L4:\n\tmov\tx16, x2\n\tbr\tx16\n");
	CHECK(b.rc == -1);
	CHECK(b.err && strstr(b.err, "t.s:2: error: indirect call 'bl .L4' has no kcfi marker"));
	CHECK(b.err && strstr(b.err, "t.s:6: error: indirect jump 'br x16' has no kcfi marker"));
	bound_free(&b);
	/* a bl to a label with another body stays a direct call */
	bind_arch(&b, &kcfi_arch_aarch64, "\t.kcfi_version 1\n\t.kcfi_call \"_ZTSFiiE\"\n"
		  "\tbl\t.L4\n\tret\n.L4:\n\tmov\tx16, x2\n\tret\n");
	CHECK(b.rc == -1);
	CHECK(b.err && strstr(b.err, "t.s:3: error: 'bl .L4', not an indirect branch,"));
	bound_free(&b);
	/* the stub's br forwards its callers' check: a marker of its own is
	 * an error (a fuzz find: a .kcfi_nocheck before it bound a second one) */
	bind_arch(&b, &kcfi_arch_aarch64, "\t.kcfi_version 1\n\t.kcfi_call \"_ZTSFiiE\"\n"
		  "\tbl\t.L4\n\t.kcfi_nocheck \"jump\"\n.L4:\n\tmov\tx16, x2\n\tbr\tx16\n");
	CHECK(b.rc == -1);
	CHECK(b.err && strstr(b.err, "t.s:4: error: marker binds to 'br x16', the branch of a stub"));
	bound_free(&b);
}

int main(void)
{
	RUN(call_marker_binds_across_labels_loc_and_cfi);
	RUN(check_goes_before_a_separate_cs_prefix);
	RUN(inline_asm_is_exempt_from_coverage);
	RUN(file_without_markers_is_not_annotated);
	RUN(func_and_typeid_markers_carry_symbol_and_type);
	RUN(marker_before_non_branch_reports_both_lines);
	RUN(marker_reaches_the_branch_across_its_insns_own_instructions);
	RUN(marker_does_not_reach_past_a_direct_branch_or_call);
	RUN(tls_descriptor_call_needs_no_marker);
	RUN(sls_stub_call_is_checked_on_the_stubs_register);
	return harness_failures != 0;
}
