// SPDX-License-Identifier: GPL-2.0
/*
 * kcfi-as --verify (verify.h): the pipeline's own output passes, and each
 * defect planted by hand into that output is found. The inputs are golden
 * cases of tests/asm (their expected shapes come from clang-19); every
 * defect is a one-line edit of the emitted text.
 */
#include <stdlib.h>

#include "emit.h"
#include "harness.h"
#include "verify.h"

/* x86_64: a global function with a checked call through %rbx, a thunk call
 * through %rax, and a typeid (tests/asm/x86_64: call-through-register,
 * retpoline-thunk-call-moves-target-to-r11). */
static const char x86_in[] =
	"\t.kcfi_version 1\n"
	"\t.text\n"
	"\t.p2align 4\n"
	"\t.kcfi_func g, \"_ZTSFvPFviEE\"\n"
	"\t.globl\tg\n"
	"\t.type\tg, @function\n"
	"g:\n"
	"\tpushq\t%rbx\n"
	"\tmovq\t%rdi, %rbx\n"
	"\t.kcfi_call \"_ZTSFviE\"\n"
	"\tcall\t*%rbx\n"
	"\tmovq\t%rdi, %rax\n"
	"\t.kcfi_call \"_ZTSFviE\"\n"
	"\tcall\t__x86_indirect_thunk_rax\n"
	"\tpopq\t%rbx\n"
	"\tret\n"
	"\t.kcfi_typeid ext, \"_ZTSFviE\"\n";

/* arm64: sibcall-through-x16-loads-id-into-w9 plus a preamble. */
static const char a64_in[] =
	"\t.kcfi_version 1\n"
	"\t.text\n"
	"\t.align\t2\n"
	"\t.kcfi_func tail, \"_ZTSFvPFviEE\"\n"
	"\t.global\ttail\n"
	"\t.type\ttail, %function\n"
	"tail:\n"
	"\tmov\tx16, x0\n"
	"\tmov\tw0, 3\n"
	"\t.kcfi_call \"_ZTSFviE\"\n"
	"\tbr\tx16\n";

/* riscv64: a call through a5 and a sibcall through t1, whose check loads
 * the id into t3 (kcfi-abi.md; LLVM's LowerKCFI_CHECK). */
static const char rv_in[] =
	"\t.kcfi_version 1\n"
	"\t.text\n"
	"\t.align\t1\n"
	"\t.kcfi_func g, \"_ZTSFvPFviEE\"\n"
	"\t.globl\tg\n"
	"\t.type\tg, @function\n"
	"g:\n"
	"\taddi\tsp,sp,-16\n"
	"\tsd\tra,8(sp)\n"
	"\tmv\ta5,a0\n"
	"\tli\ta0,3\n"
	"\t.kcfi_call \"_ZTSFviE\"\n"
	"\tjalr\ta5\n"
	"\tld\tra,8(sp)\n"
	"\taddi\tsp,sp,16\n"
	"\tmv\tt1,a5\n"
	"\t.kcfi_call \"_ZTSFviE\"\n"
	"\tjr\tt1\n";

/* arm, Thumb-2: a blx through r4 (ip and lr free) and a sibcall bx through
 * r3 after lr is restored (ip free, r2 pushed around the compare). */
static const char arm_in[] =
	"\t.kcfi_version 1\n"
	"\t.syntax unified\n"
	"\t.thumb\n"
	"\t.text\n"
	"\t.align\t1\n"
	"\t.kcfi_func g, \"_ZTSFvPFviEE\"\n"
	"\t.global\tg\n"
	"\t.type\tg, %function\n"
	"g:\n"
	"\tpush\t{r4, lr}\n"
	"\tmov\tr4, r0\n"
	"\tmovs\tr0, #3\n"
	"\t.kcfi_call \"_ZTSFviE\"\n"
	"\tblx\tr4\n"
	"\tmov\tr3, r4\n"
	"\tpop\t{r4, lr}\n"
	"\t.kcfi_call \"_ZTSFviE\"\n"
	"\tbx\tr3\n";

/* arm, ARM state: a sibcall bx through ip, r0-r3 holding arguments: the
 * udf form (clang-22's) pushes r3 around its check */
static const char arm_ip_in[] =
	"\t.kcfi_version 1\n"
	"\t.syntax unified\n"
	"\t.arm\n"
	"\t.text\n"
	"\t.align\t2\n"
	"\t.kcfi_func h, \"_ZTSFvPFviiiiEE\"\n"
	"\t.global\th\n"
	"\t.type\th, %function\n"
	"h:\n"
	"\tmov\tip, r0\n"
	"\tmov\tr0, #1\n"
	"\tmov\tr1, #2\n"
	"\tmov\tr2, #3\n"
	"\tmov\tr3, #4\n"
	"\t.kcfi_call \"_ZTSFviiiiE\"\n"
	"\tbx\tip\n";

/* the check's form instrument() asks for (arch check_forms index) */
static unsigned int run_form;

struct run {
	struct arena a;
	struct diag d;
	FILE *ef;
	char *err, *out;
	size_t errlen, outlen;
	struct asm_unit u;
	struct kcfi_marks m;
	struct asm_edits ed;
	const struct kcfi_arch *arch;
};

/* Instrument src; r->out is the emitted .s. */
static int instrument(struct run *r, const struct kcfi_arch *arch, const char *src)
{
	FILE *of;

	memset(r, 0, sizeof(*r));
	r->arch = arch;
	r->ef = open_memstream(&r->err, &r->errlen);
	diag_init(&r->d, r->ef, "t.s");
	if (asm_parse(&r->a, &r->d, arch, "t.s", src, strlen(src), &r->u) ||
	    marks_bind(&r->a, &r->d, arch, &r->u, &r->m) ||
	    rewrite_unit(&r->d, arch, &r->u, &r->m, run_form, &r->ed))
		return -1;
	of = open_memstream(&r->out, &r->outlen);
	emit_unit(&r->u, &r->ed, of);
	fclose(of);
	return 0;
}

static void run_free(struct run *r)
{
	fclose(r->ef);
	free(r->err);
	free(r->out);
	rewrite_free(&r->ed);
	arena_free(&r->a);
}

/* Verify text; the first error line, or "" if it passes. */
static char *verify_text(struct run *r, const char *text)
{
	static char first[512];
	struct diag d;
	char *err = NULL;
	size_t len = 0;
	FILE *ef = open_memstream(&err, &len);
	int rc;

	diag_init(&d, ef, "t.s");
	rc = verify_output(&d, r->arch, &r->m, "out.s", text, strlen(text));
	fclose(ef);
	snprintf(first, sizeof(first), "%.*s", (int)strcspn(err, "\n"), err);
	if (!rc != !d.errors || (!rc && len))
		snprintf(first, sizeof(first), "rc %d with %u errors", rc, d.errors);
	free(err);
	return first;
}

/* out with the first line containing old replaced by new ("" deletes it). */
static char *plant(const char *out, const char *old, const char *new)
{
	const char *at = strstr(out, old), *ls, *le;
	char *res;

	if (!at)
		return NULL;
	for (ls = at; ls > out && ls[-1] != '\n'; ls--)
		;
	le = strchr(at, '\n');
	le = le ? le + 1 : at + strlen(at);
	if (asprintf(&res, "%.*s%s%s", (int)(ls - out), out, new, le) < 0)
		abort();
	return res;
}

/* Plant one defect into the x86_64 or arm64 output, expect first error line. */
static void expect_defect(const struct kcfi_arch *arch, const char *src, const char *old,
			  const char *new, const char *want)
{
	struct run r;
	char *bad, *line;

	/* every diagnostic starts with the tool's name (docs/diagnostics.md) */
	if (asprintf(&line, "kcfi-as: %s", want) < 0)
		abort();
	CHECK(instrument(&r, arch, src) == 0);
	bad = r.out ? plant(r.out, old, new) : NULL;
	CHECK(bad);
	if (bad)
		CHECK_STR(verify_text(&r, bad), line);
	free(bad);
	free(line);
	run_free(&r);
}

/* Two defects at once: old/new, then old2/new2, in the output of src. */
static void expect_defect2(const struct kcfi_arch *arch, const char *src, const char *old,
			   const char *new, const char *old2, const char *new2, const char *want)
{
	struct run r;
	char *a, *b, *line;

	if (asprintf(&line, "kcfi-as: %s", want) < 0)
		abort();
	CHECK(instrument(&r, arch, src) == 0);
	a = r.out ? plant(r.out, old, new) : NULL;
	b = a ? plant(a, old2, new2) : NULL;
	CHECK(b);
	if (b)
		CHECK_STR(verify_text(&r, b), line);
	free(a);
	free(b);
	free(line);
	run_free(&r);
}

static void own_output_passes_on_every_arch(void)
{
	struct run r;

	CHECK(instrument(&r, &kcfi_arch_x86_64, x86_in) == 0);
	CHECK_STR(verify_text(&r, r.out), "");
	run_free(&r);
	CHECK(instrument(&r, &kcfi_arch_aarch64, a64_in) == 0);
	CHECK_STR(verify_text(&r, r.out), "");
	run_free(&r);
	CHECK(instrument(&r, &kcfi_arch_riscv64, rv_in) == 0);
	CHECK_STR(verify_text(&r, r.out), "");
	run_free(&r);
	CHECK(instrument(&r, &kcfi_arch_arm, arm_in) == 0);
	CHECK_STR(verify_text(&r, r.out), "");
	run_free(&r);
}

/* riscv64: 0x019c0cac is lui 6593 (0x19c1), addiw -852 (0xcac - 0x1000) */
static void riscv64_defects_are_found(void)
{
	expect_defect(&kcfi_arch_riscv64, rv_in, "addiw\tt2, t2, -852", "\taddiw\tt2, t2, -851\n",
		      "t.s:13: error: verify: output line 14: check compares with 0x019c0cad, not the id 0x019c0cac of _ZTSFviE");
	expect_defect(&kcfi_arch_riscv64, rv_in, "lw\tt1, -4(a5)", "\tlw\tt1, -8(a5)\n",
		      "t.s:13: error: verify: output line 14: check reads the id at -8, the preamble puts it at -4");
	expect_defect(&kcfi_arch_riscv64, rv_in, "lw\tt1, -4(a5)", "\tlw\tt1, -4(a4)\n",
		      "t.s:13: error: verify: output line 14: check reads through a4, the branch goes through a5");
	/* the beq gone: what is left is no check, so its trap entry is stray */
	expect_defect(&kcfi_arch_riscv64, rv_in, "beq\tt1, t2", "",
		      "out.s:19: error: verify: .kcfi_traps entry '.Lkcfi_trap0' is not a check's ebreak");
	expect_defect(&kcfi_arch_riscv64, rv_in, ".word\t.Lkcfi_trap0 - .", "",
		      "out.s:20: error: verify: a .kcfi_traps block with 0 entries");
	expect_defect(&kcfi_arch_riscv64, rv_in, ".word\t.Lkcfi_trap0 - .", "\t.word\t.Lkcfi_trap1 - .\n",
		      "out.s:20: error: verify: .kcfi_traps entry '.Lkcfi_trap1' is not a check's ebreak");
	/* the sibcall's id loaded into its own target t1 */
	expect_defect2(&kcfi_arch_riscv64, rv_in, "lw\tt3, -4(t1)", "\tlw\tt1, -4(t1)\n",
		       "beq\tt3, t2", "\tbeq\tt1, t2, .Lkcfi_pass1\n",
		       "t.s:18: error: verify: output line 29: check overwrites its own registers");
	expect_defect(&kcfi_arch_riscv64, rv_in, ".word\t2992198919", "\t.word\t2992198918\n",
		      "t.s:4: error: verify: output line 7: preamble of 'g' holds 0xb2595506, not 0xb2595507");
}

/* arm: 0x019c0cac is movw #3244 (0xcac), movt #412 (0x19c) */
static void arm_defects_are_found(void)
{
	expect_defect(&kcfi_arch_arm, arm_in, "movt\tlr, #412", "\tmovt\tlr, #413\n",
		      "t.s:14: error: verify: output line 15: check compares with 0x019d0cac, not the id 0x019c0cac of _ZTSFviE");
	expect_defect(&kcfi_arch_arm, arm_in, "ldr\tip, [ip, #-4]", "\tldr\tip, [ip, #-8]\n",
		      "t.s:14: error: verify: output line 15: check reads the id at -8, the preamble puts it at -4");
	expect_defect(&kcfi_arch_arm, arm_in, "bic\tip, r4, #1", "\tbic\tip, r3, #1\n",
		      "t.s:14: error: verify: output line 15: check reads through r3, the branch goes through r4");
	expect_defect(&kcfi_arch_arm, arm_in, "bkpt\t#0", "",
		      "t.s:14: error: verify: output line 24: marked call has no complete check before it");
	/* without its b, a permissive kernel's pc += 4 skips the call */
	expect_defect(&kcfi_arch_arm, arm_in, "b\t.Lkcfi_pass0", "",
		      "t.s:14: error: verify: output line 24: marked call has no complete check before it");
	/* r2 holds an argument of the sibcall: clobbered unless pushed */
	expect_defect2(&kcfi_arch_arm, arm_in, "push\t{r2}", "", "pop\t{r2}", "",
		       "t.s:18: error: verify: output line 29: check overwrites r2, which is live at the branch");
	expect_defect(&kcfi_arch_arm, arm_in, "pop\t{r2}", "",
		      "t.s:18: error: verify: output line 40: marked jump has no complete check before it");
	expect_defect(&kcfi_arch_arm, arm_in, ".long\t2992198919", "\t.long\t2992198918\n",
		      "t.s:6: error: verify: output line 9: preamble of 'g' holds 0xb2595506, not 0xb2595507");
}

/* -fsanitize-kcfi-arm-trap=udf (form 1): 0x019c0cac is eor #172, #3072,
 * #10223616, eors #16777216 */
static void arm_udf_defects_are_found(void)
{
	struct run r;

	run_form = 1;
	CHECK(instrument(&r, &kcfi_arch_arm, arm_in) == 0);
	CHECK(r.out && strstr(r.out, "\tudf\t#132\n") && strstr(r.out, "\tudf\t#131\n"));
	if (r.out)
		CHECK_STR(verify_text(&r, r.out), "");
	run_free(&r);
	CHECK(instrument(&r, &kcfi_arch_arm, arm_ip_in) == 0);
	CHECK(r.out && strstr(r.out, "\tstmdb\tsp!, {r3}\n") && strstr(r.out, "\tudf\t#33772\n"));
	if (r.out)
		CHECK_STR(verify_text(&r, r.out), "");
	run_free(&r);
	/* the udf names another register than the branch's */
	expect_defect(&kcfi_arch_arm, arm_in, "udf\t#132", "\tudf\t#131\n",
		      "t.s:14: error: verify: output line 15: the check's udf names r3, the branch goes through r4");
	/* ARM state's udf in Thumb state names nothing */
	expect_defect(&kcfi_arch_arm, arm_in, "udf\t#132", "\tudf\t#33764\n",
		      "t.s:14: error: verify: output line 25: marked call has no complete check before it");
	expect_defect(&kcfi_arch_arm, arm_in, "eor\tr12, r12, #3072", "\teor\tr12, r12, #3328\n",
		      "t.s:14: error: verify: output line 15: check compares with 0x019c0dac, not the id 0x019c0cac of _ZTSFviE");
	/* a byte out of its place: the eors are no longer byte 0, 1, 2, 3 */
	expect_defect(&kcfi_arch_arm, arm_in, "eor\tr12, r12, #172", "\teor\tr12, r12, #44032\n",
		      "t.s:14: error: verify: output line 25: marked call has no complete check before it");
	expect_defect(&kcfi_arch_arm, arm_in, "eors\tr12, r12, #16777216", "",
		      "t.s:14: error: verify: output line 24: marked call has no complete check before it");
	/* r3 holds an argument of the sibcall: clobbered unless pushed */
	expect_defect2(&kcfi_arch_arm, arm_ip_in, "stmdb\tsp!, {r3}", "", "ldm\tsp!, {r3}", "",
		       "t.s:16: error: verify: output line 16: check overwrites r3, which is live at the branch");
	run_form = 0;
}

static void removed_check_is_found(void)
{
	/* the addl gone: what is left is no check, so its trap entry is stray
	 * (and the call unchecked) */
	expect_defect(&kcfi_arch_x86_64, x86_in, "addl\t-4(%rbx)", "",
		      "out.s:30: error: verify: .kcfi_traps entry '.Lkcfi_trap0' is not a check's ud2");
	expect_defect(&kcfi_arch_aarch64, a64_in, "cmp\tw9, w17", "",
		      "t.s:11: error: verify: output line 17: marked jump has no complete check before it");
}

static void wrong_id_is_found(void)
{
	expect_defect(&kcfi_arch_x86_64, x86_in, "movl\t$4267963220, %r10d",
		      "\tmovl\t$4267963221, %r10d\n",
		      "t.s:11: error: verify: output line 26: check compares with 0x019c0cab, not the id 0x019c0cac of _ZTSFviE");
	/* 0x019c0cac: movk #3244 (0x0cac), movk #412 (0x019c), lsl #16 */
	expect_defect(&kcfi_arch_aarch64, a64_in, "movk\tw17, #412, lsl #16",
		      "\tmovk\tw17, #413, lsl #16\n",
		      "t.s:11: error: verify: output line 11: check compares with 0x019d0cac, not the id 0x019c0cac of _ZTSFviE");
}

static void missing_trap_entry_is_found(void)
{
	struct run r;
	char *a, *b;

	/* the .long gone: the block has no entry, the check no trap */
	expect_defect(&kcfi_arch_x86_64, x86_in, ".long\t.Lkcfi_trap0 - .", "",
		      "out.s:31: error: verify: a .kcfi_traps block with 0 entries");
	/* the whole block gone */
	CHECK(instrument(&r, &kcfi_arch_x86_64, x86_in) == 0);
	a = plant(r.out, ".pushsection\t.kcfi_traps,\"ao\",@progbits,.Lkcfi_trap0\n\t.long\t.Lkcfi_trap0",
		  "");
	b = a ? plant(a, "\t.long\t.Lkcfi_trap0 - .", "") : NULL;
	free(a);
	a = b ? plant(b, "\t.popsection", "") : NULL;
	CHECK(a);
	if (a)
		CHECK_STR(verify_text(&r, a), "kcfi-as: t.s:11: error: verify: output line 32: "
			  "marked call has no complete check before it");
	free(a);
	free(b);
	run_free(&r);
	/* an entry naming the other check's trap */
	expect_defect(&kcfi_arch_x86_64, x86_in, ".long\t.Lkcfi_trap0 - .",
		      "\t.long\t.Lkcfi_trap1 - .\n",
		      "out.s:31: error: verify: .kcfi_traps entry '.Lkcfi_trap1' is not a check's ud2");
}

static void missing_preamble_is_found(void)
{
	/* the id gone from __cfi_g: 11 nops are no 16-byte preamble */
	expect_defect(&kcfi_arch_x86_64, x86_in, "movl\t$2992198919, %eax", "",
		      "out.s:20: error: verify: __cfi_g has the wrong size");
	expect_defect(&kcfi_arch_aarch64, a64_in, ".word\t2992198919", "",
		      "t.s:4: error: verify: output line 6: 'tail' has no preamble right before it");
}

static void preamble_with_wrong_id_is_found(void)
{
	expect_defect(&kcfi_arch_x86_64, x86_in, "movl\t$2992198919, %eax",
		      "\tmovl\t$2992198918, %eax\n",
		      "t.s:4: error: verify: output line 8: preamble of 'g' holds 0xb2595506, not 0xb2595507");
}

static void preamble_in_wrong_register_is_found(void)
{
	/* without an arity the id goes to %eax; with one, to its register */
	expect_defect(&kcfi_arch_x86_64, x86_in, "movl\t$2992198919, %eax",
		      "\tmovl\t$2992198919, %ecx\n",
		      "t.s:4: error: verify: output line 8: preamble of 'g' moves its id to %ecx, not %eax");
}

static void preamble_away_from_where_checks_read_is_found(void)
{
	/* one nop between the id and the function: id at -5, read at -4 */
	expect_defect(&kcfi_arch_x86_64, x86_in, "\t.size\t__cfi_g, 16\n", "\t.size\t__cfi_g, 16\n\tnop\n",
		      "t.s:4: error: verify: output line 23: 1 nops between the id and 'g', checks expect 0");
	expect_defect(&kcfi_arch_aarch64, a64_in, ".word\t2992198919", "\t.word\t2992198919\n\tnop\n",
		      "t.s:4: error: verify: output line 8: 1 nops between the id and 'tail', checks expect 0");
}

static void check_reading_elsewhere_is_found(void)
{
	expect_defect(&kcfi_arch_x86_64, x86_in, "addl\t-4(%rbx)", "\taddl\t-5(%rbx), %r10d\n",
		      "t.s:11: error: verify: output line 26: check reads the id at -5, the preamble puts it at -4");
	expect_defect(&kcfi_arch_x86_64, x86_in, "addl\t-4(%rbx)", "\taddl\t-4(%rax), %r10d\n",
		      "t.s:11: error: verify: output line 26: check reads through rax, the branch goes through rbx");
	expect_defect(&kcfi_arch_aarch64, a64_in, "ldur\tw9, [x16, #-4]", "\tldur\tw9, [x16, #-8]\n",
		      "t.s:11: error: verify: output line 11: check reads the id at -8, the preamble puts it at -4");
}

static void lost_move_to_r11_is_found(void)
{
	expect_defect(&kcfi_arch_x86_64, x86_in, "movq\t%rax, %r11", "",
		      "t.s:14: error: verify: output line 47: the branch's %r11 is not loaded from '%rax'");
}

static void wrong_brk_immediate_is_found(void)
{
	/* 0x8230 names x16 and w17; 0x8231 would name x17 */
	expect_defect(&kcfi_arch_aarch64, a64_in, "brk\t#0x8230", "\tbrk\t#0x8231\n",
		      "t.s:11: error: verify: output line 18: marked jump has no complete check before it");
}

static void leftover_marker_and_binding_are_found(void)
{
	expect_defect(&kcfi_arch_x86_64, x86_in, "popq\t%rbx", "\t.kcfi_call \"_ZTSFviE\"\n\tpopq\t%rbx\n",
		      "out.s:49: error: verify: marker '.kcfi_call' left in the output");
	expect_defect(&kcfi_arch_x86_64, x86_in, ".globl\t__cfi_g", "",
		      "t.s:4: error: verify: __cfi_g is not bound like 'g'");
	expect_defect(&kcfi_arch_x86_64, x86_in, ".set\t__kcfi_typeid_ext, 27004076",
		      "\t.set\t__kcfi_typeid_ext, 27004077\n",
		      "t.s:17: error: verify: output line 53: __kcfi_typeid_ext is '27004077', not 27004076");
}

int main(void)
{
	RUN(own_output_passes_on_every_arch);
	RUN(riscv64_defects_are_found);
	RUN(arm_defects_are_found);
	RUN(arm_udf_defects_are_found);
	RUN(removed_check_is_found);
	RUN(wrong_id_is_found);
	RUN(missing_trap_entry_is_found);
	RUN(missing_preamble_is_found);
	RUN(preamble_with_wrong_id_is_found);
	RUN(preamble_in_wrong_register_is_found);
	RUN(preamble_away_from_where_checks_read_is_found);
	RUN(check_reading_elsewhere_is_found);
	RUN(lost_move_to_r11_is_found);
	RUN(wrong_brk_immediate_is_found);
	RUN(leftover_marker_and_binding_are_found);
	return harness_failures != 0;
}
