// SPDX-License-Identifier: GPL-2.0
/* Every backend in the table fills every member (design-sketch 7.2). */
#include "harness.h"
#include "arch.h"
#include "kcfi-markers.h"

static void every_member_is_set(void)
{
	for (const struct kcfi_arch *const *p = kcfi_arches; *p; p++) {
		const struct kcfi_arch *a = *p;

		CHECK(a->name && *a->name);
		CHECK(a->syntax.lex.comment && *a->syntax.lex.comment);
		CHECK(a->syntax.nop && *a->syntax.nop);
		CHECK(a->id_insn_bytes > 0);
		CHECK(a->nop_bytes > 0);
		CHECK(a->classify);
		CHECK(a->emit_preamble);
		CHECK(a->emit_check);
	}
}

/* Where a check reads the id on the word arches: fn - 4 with no prefix
 * nops (arm64's "ldur w16, [x16, #-4]"), 4 more per nop (x86_64's own
 * case is in x86_64.c). */
static void typeid_offset_counts_the_prefix_nops(void)
{
	CHECK(kcfi_typeid_offset(kcfi_arch_aarch64.nop_bytes, 0) == 4);
	CHECK(kcfi_typeid_offset(kcfi_arch_aarch64.nop_bytes, 2) == 12);
}

/* Only x86_64 masks: an id must never read as an ENDBR64/ENDBR32 */
static void only_x86_64_masks_ids(void)
{
	CHECK(kcfi_mask_type_id(kcfi_arch_x86_64.mask_type_id, 0xfa1e0ff3u) == 0xfa1e0ff4u);
	CHECK(kcfi_mask_type_id(kcfi_arch_x86_64.mask_type_id, 0x12345678u) == 0x12345678u);
	for (const struct kcfi_arch *const *p = kcfi_arches; *p; p++)
		if (*p != &kcfi_arch_x86_64)
			CHECK(kcfi_mask_type_id((*p)->mask_type_id, 0xfa1e0ff3u) == 0xfa1e0ff3u);
}

static void lookup_by_name(void)
{
	CHECK(kcfi_arch_find("x86_64") == &kcfi_arch_x86_64);
	CHECK(kcfi_arch_find("x86-64") == NULL);
	CHECK(kcfi_arch_find("") == NULL);
}

/* The arch table (arches.h) names each backend: a backend's own name must
 * be its row's, or --arch and kcfi-gcc's triple would pick another. */
static void backends_are_the_arch_table_rows(void)
{
	size_t i = 0;

#define ROW(n, machine, triple) \
	CHECK(kcfi_arches[i] == &kcfi_arch_##n); \
	CHECK_STR(kcfi_arches[i]->name, #n); \
	CHECK(kcfi_arch_find(#n) == &kcfi_arch_##n); \
	i++;
	KCFI_ARCHES(ROW)
#undef ROW
	CHECK(kcfi_arches[i] == NULL);
}

/* Instructions in a check: its lines that are neither labels nor
 * directives. */
static unsigned int check_insns(const struct kcfi_arch *a, const char *insn, enum call_kind kind,
				struct call_target t)
{
	struct asm_stmt s = { .kind = STMT_INSN, .name = insn, .nops = 1 };
	struct call_site cs = { .insn = &s, .kind = kind, .target = t };
	struct asm_out out = { 0 };
	unsigned int n = 0;
	char src[64];

	s.ops = (const char *[]){ t.kind == TARGET_MEM ? t.mem : t.reg };
	/* x86 rewrites the operand in the statement's own text */
	snprintf(src, sizeof(src), "%s\t%s%s%s", insn, a == &kcfi_arch_x86_64 ? "*" : "",
		 a == &kcfi_arch_x86_64 && t.kind == TARGET_REG ? "%" : "", s.ops[0]);
	s.src = src;
	s.src_len = strlen(src);
	CHECK(a->emit_check(&out, &cs, 0x12345678) == 0);
	for (const char *l = out.before.buf; l && *l; l = strchr(l, '\n') + 1) {
		n += l[0] == '\t' && l[1] != '.';
		if (!strchr(l, '\n'))
			break;
	}
	sb_release(&out.before);
	sb_release(&out.replace);
	return n;
}

/* The plugin prints each call marker as KCFI_CHECK_INSNS_<arch> asm lines,
 * so GCC's branch and jump-table sizing counts the check (kcfi-markers.h):
 * no backend's check may be longer, for any target register. */
static void checks_fit_the_markers_size(void)
{
	struct call_target r = { .kind = TARGET_REG };
	static const char *const x86[] = { "rax", "r10", "r11", "rdi" };
	static const char *const a64[] = { "x1", "x16", "x17", "x30" };
	static const char *const rv[] = { "a5", "t1", "t2", "t3" };
	static const char *const arm[] = { "r3", "r2", "ip", "lr", "r0" };

	for (size_t i = 0; i < sizeof(x86) / sizeof(*x86); i++) {
		r.reg = x86[i];
		CHECK(check_insns(&kcfi_arch_x86_64, "call", CALL_KIND_INDIRECT_CALL, r) <=
		      KCFI_CHECK_INSNS_x86_64);
	}
	CHECK(check_insns(&kcfi_arch_x86_64, "call", CALL_KIND_INDIRECT_CALL,
			  (struct call_target){ .kind = TARGET_MEM, .mem = "8(%rdi)" }) ==
	      KCFI_CHECK_INSNS_x86_64);
	for (size_t i = 0; i < sizeof(a64) / sizeof(*a64); i++) {
		r.reg = a64[i];
		CHECK(check_insns(&kcfi_arch_aarch64, "blr", CALL_KIND_INDIRECT_CALL, r) ==
		      KCFI_CHECK_INSNS_aarch64);
	}
	for (size_t i = 0; i < sizeof(rv) / sizeof(*rv); i++) {
		r.reg = rv[i];
		CHECK(check_insns(&kcfi_arch_riscv64, "jalr", CALL_KIND_INDIRECT_CALL, r) <=
		      KCFI_CHECK_INSNS_riscv64);
	}
	for (size_t i = 0; i < sizeof(arm) / sizeof(*arm); i++) {
		r.reg = arm[i];
		CHECK(check_insns(&kcfi_arch_arm, "blx", CALL_KIND_INDIRECT_CALL, r) <=
		      KCFI_CHECK_INSNS_arm);
		CHECK(check_insns(&kcfi_arch_arm, "bx", CALL_KIND_INDIRECT_JUMP, r) <=
		      KCFI_CHECK_INSNS_arm);
	}
	r.reg = "ip";	/* nothing free at a sibcall through ip: the longest */
	CHECK(check_insns(&kcfi_arch_arm, "bx", CALL_KIND_INDIRECT_JUMP, r) == KCFI_CHECK_INSNS_arm);
}

static bool listed(const char *const *list, const char *m)
{
	for (; *list; list++)
		if (!strcmp(*list, m))
			return true;
	return false;
}

/* classify(m) with each operand shape a branch of any arch may have; false
 * (and a message) if one of them is not an allowed kind */
static bool classify_only(const struct kcfi_arch *a, const char *m, bool direct_ok)
{
	static const char *const ops[] = { NULL, "x1", "%rax", "*%rax", "*8(%rdi)", "a5", "r3",
					   ".L5", "foo", "__x86_indirect_thunk_rax" };
	struct arena ar = { 0 };
	bool ok = true;

	for (size_t i = 0; i < sizeof(ops) / sizeof(*ops); i++) {
		const char *op = ops[i];
		struct asm_stmt s = { .kind = STMT_INSN, .name = m, .ops = &op, .nops = !!op };
		struct call_target t;
		enum call_kind k = a->classify(&ar, &s, &t);

		if (k != CALL_KIND_NONE && !(direct_ok && k == CALL_KIND_DIRECT)) {
			fprintf(stderr, "%s: '%s %s' is kind %d but not in branch_mnemonics\n",
				a->name, m, ops[i] ? ops[i] : "", k);
			ok = false;
		}
	}
	arena_free(&ar);
	return ok;
}

/*
 * the parser lexes no line whose mnemonic is outside an arch's branch_mnemonics
 * (while no marker waits): classify() must call every such mnemonic
 * CALL_KIND_NONE, or DIRECT where direct calls do not matter (no
 * thunk_call). Tried: every word of up to four letters and dots, and every
 * listed mnemonic of every arch with a letter more or less.
 */
static void unlisted_mnemonics_are_no_indirect_branches(void)
{
	static const char abc[] = "abcdefghijklmnopqrstuvwxyz.";
	const size_t k = sizeof(abc) - 1;
	unsigned int bad = 0;

	for (const struct kcfi_arch *const *p = kcfi_arches; *p; p++) {
		const struct kcfi_arch *a = *p;
		bool direct_ok = !a->thunk_call;
		char m[16];

		if (!a->branch_mnemonics)
			continue;
		for (const char *const *l = a->branch_mnemonics; *l; l++)
			CHECK(strlen(*l) < sizeof(m) - 2);	/* room for a letter more */
		for (size_t len = 1; len <= 4 && bad < 10; len++) {
			size_t n = 1;

			for (size_t i = 0; i < len; i++)
				n *= k;
			for (size_t v = 0; v < n && bad < 10; v++) {
				size_t x = v;

				for (size_t i = 0; i < len; i++, x /= k)
					m[i] = abc[x % k];
				m[len] = '\0';
				if (!listed(a->branch_mnemonics, m) && !classify_only(a, m, direct_ok))
					bad++;
			}
		}
		for (const struct kcfi_arch *const *q = kcfi_arches; *q; q++) {
			for (const char *const *l = (*q)->branch_mnemonics; l && *l && bad < 10; l++) {
				size_t len = strlen(*l);

				for (size_t i = 0; i < k; i++) {
					memcpy(m, *l, len);
					m[len] = abc[i];
					m[len + 1] = '\0';
					if (!listed(a->branch_mnemonics, m) && !classify_only(a, m, direct_ok))
						bad++;
				}
				memcpy(m, *l, len - 1);
				m[len - 1] = '\0';
				if (len > 1 && !listed(a->branch_mnemonics, m) &&
				    !classify_only(a, m, direct_ok))
					bad++;
				if (!listed(a->branch_mnemonics, *l) && !classify_only(a, *l, direct_ok))
					bad++;
			}
		}
	}
	CHECK(bad == 0);
}

int main(void)
{
	RUN(every_member_is_set);
	RUN(typeid_offset_counts_the_prefix_nops);
	RUN(only_x86_64_masks_ids);
	RUN(lookup_by_name);
	RUN(backends_are_the_arch_table_rows);
	RUN(checks_fit_the_markers_size);
	RUN(unlisted_mnemonics_are_no_indirect_branches);
	return harness_failures != 0;
}
