// SPDX-License-Identifier: GPL-2.0
/*
 * What the parser records in front of a .kcfi_func label, kept forwards per
 * section: alignment, .LPFE prefix label and its nops; and which statements
 * it keeps. Expected layouts are derived by hand from the walk-back rule of
 * parse-int.h's struct layout_state (nops and attributes, one .LPFE label,
 * then the alignment).
 */
#include <stdlib.h>

#include "arch.h"
#include "harness.h"

struct parsed {
	struct arena a;
	struct diag d;
	FILE *ef;
	char *err;
	size_t errlen;
	struct asm_unit u;
	int rc;
};

static const struct asm_symbol *parse_arch(struct parsed *p, const struct kcfi_arch *arch,
					   const char *src, const char *fn)
{
	memset(p, 0, sizeof(*p));
	p->ef = open_memstream(&p->err, &p->errlen);
	diag_init(&p->d, p->ef, "t.s");
	p->rc = asm_parse(&p->a, &p->d, arch, "t.s", src, strlen(src), &p->u);
	fflush(p->ef);
	return asm_find_symbol(&p->u, fn);
}

static const struct asm_symbol *parse_fn(struct parsed *p, const char *src, const char *fn)
{
	return parse_arch(p, &kcfi_arch_x86_64, src, fn);
}

static void parsed_free(struct parsed *p)
{
	fclose(p->ef);
	free(p->err);
	arena_free(&p->a);
}

static void other_sections_do_not_break_the_layout(void)
{
	struct parsed p;
	const struct asm_symbol *f = parse_fn(&p,
		"\t.kcfi_func f, \"_ZTSFvvE\"\n\t.text\n\t.p2align 4\n"
		"\t.section .rodata\n\t.byte 1\n\t.text\n\t.globl f\n\t.type f, @function\nf:\n", "f");

	CHECK(p.rc == 0);
	CHECK(f && f->label && f->label->line == 9);
	CHECK(f && f->layout.align == 16 && !f->layout.prefix_label);
	CHECK(f && f->binding == SYM_GLOBAL);
	parsed_free(&p);
}

static void nops_without_lpfe_cancel_the_alignment(void)
{
	struct parsed p;
	const struct asm_symbol *f = parse_fn(&p,
		"\t.kcfi_func f, \"_ZTSFvvE\"\n\t.p2align 4\n\tnop\nf:\n", "f");

	CHECK(f && f->layout.align == 1 && !f->layout.prefix_label);
	parsed_free(&p);
}

static void lpfe_label_and_its_nops_are_the_prefix(void)
{
	struct parsed p;
	const struct asm_symbol *f = parse_fn(&p,
		"\t.kcfi_func f, \"_ZTSFvvE\"\n\t.p2align 4\n\t.weak f\n.LPFE0:\n\tnop\n\tnop\nf:\n",
		"f");

	CHECK(f && f->layout.align == 16 && f->layout.prefix_nops == 2);
	CHECK(f && f->layout.prefix_label && streq(f->layout.prefix_label->name, ".LPFE0"));
	CHECK(f && f->binding == SYM_WEAK);
	parsed_free(&p);
}

static void nop_before_lpfe_ends_the_walk(void)
{
	struct parsed p;
	const struct asm_symbol *f = parse_fn(&p,
		"\t.kcfi_func f, \"_ZTSFvvE\"\n\t.p2align 4\n\tnop\n.LPFE0:\n\tnop\nf:\n", "f");

	CHECK(f && f->layout.align == 1 && f->layout.prefix_nops == 1 && f->layout.prefix_label);
	parsed_free(&p);
}

static void alignment_with_short_max_skip_is_none(void)
{
	struct parsed p;
	const struct asm_symbol *f = parse_fn(&p,
		"\t.kcfi_func f, \"_ZTSFvvE\"\n\t.p2align 4,,10\nf:\n", "f");

	CHECK(f && f->layout.align == 1);
	parsed_free(&p);
}

static void only_what_markers_need_is_kept(void)
{
	struct parsed p;

	parse_fn(&p, "\t.kcfi_func f, \"_ZTSFvvE\"\nf:\n\tmovq %rdi, %rax\n.L1:\n"
		     "\t.uleb128 0x5\n\tcall *%rax\n\tret\n", "f");
	/* the marker, f's label and the indirect call */
	CHECK(p.u.lx.nstmts == 3);
	CHECK(p.u.lx.nstmts == 3 && p.u.lx.stmts[1].kind == STMT_LABEL &&
	      streq(p.u.lx.stmts[2].name, "call") && p.u.lx.stmts[2].line == 6);
	parsed_free(&p);
}

/*
 * aarch64's "bl .L2" may call an SLS thunk, so the two instructions after
 * .L2's label are kept for the thunk matcher.  Here .L2 is a function's
 * last block, one instruction long: the section switch after it ends that
 * window, and the debug data that follows is neither kept nor lexed (it
 * was: a tenth of a kernel compile's instructions went to kcfi-as).
 */
static void a_section_switch_ends_a_thunk_body(void)
{
	struct parsed p;

	parse_arch(&p, &kcfi_arch_aarch64, "f:\n\tbl .L2\n\tret\n.L2:\n\tbl __stack_chk_fail\n"
		   "\t.section .debug_info\n\t.4byte 1\n\t.byte 2\n\t.uleb128 3\n\t.text\n", "f");
	CHECK(p.rc == 0);
	/* the window keeps the .section that ends it (the matcher reads it
	 * as the end), and nothing after it: the data lines 7-9 and .text */
	CHECK(p.u.lx.nstmts > 0 && streq(p.u.lx.stmts[p.u.lx.nstmts - 1].name, ".section") &&
	      p.u.lx.stmts[p.u.lx.nstmts - 1].line == 6);
	parsed_free(&p);
}

int main(void)
{
	RUN(other_sections_do_not_break_the_layout);
	RUN(nops_without_lpfe_cancel_the_alignment);
	RUN(lpfe_label_and_its_nops_are_the_prefix);
	RUN(nop_before_lpfe_ends_the_walk);
	RUN(alignment_with_short_max_skip_is_none);
	RUN(only_what_markers_need_is_kept);
	RUN(a_section_switch_ends_a_thunk_body);
	return 0;
}
