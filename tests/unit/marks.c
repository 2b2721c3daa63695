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

static void bind(struct bound *b, const char *src)
{
	const struct kcfi_arch *arch = &kcfi_arch_x86_64;

	memset(b, 0, sizeof(*b));
	b->ef = open_memstream(&b->err, &b->errlen);
	diag_init(&b->d, b->ef, "t.s");
	b->rc = asm_parse(&b->a, &b->d, arch, "t.s", src, strlen(src), &b->u);
	if (!b->rc)
		b->rc = marks_bind(&b->a, &b->d, arch, &b->u, &b->m);
	fflush(b->ef);
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

int main(void)
{
	RUN(call_marker_binds_across_labels_loc_and_cfi);
	RUN(check_goes_before_a_separate_cs_prefix);
	RUN(inline_asm_is_exempt_from_coverage);
	RUN(file_without_markers_is_not_annotated);
	RUN(func_and_typeid_markers_carry_symbol_and_type);
	RUN(marker_before_non_branch_reports_both_lines);
	return harness_failures != 0;
}
