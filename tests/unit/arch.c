// SPDX-License-Identifier: GPL-2.0
/* Every backend in the table fills every member (design-sketch 7.2). */
#include "harness.h"
#include "arch.h"

static void every_member_is_set(void)
{
	for (const struct kcfi_arch *const *p = kcfi_arches; *p; p++) {
		const struct kcfi_arch *a = *p;

		CHECK(a->name && *a->name);
		CHECK(a->syntax.lex.comment && *a->syntax.lex.comment);
		CHECK(a->syntax.nop && *a->syntax.nop);
		CHECK(a->id_insn_bytes > 0);
		CHECK(a->nop_bytes > 0);
		CHECK(a->mask_type_id);
		CHECK(a->typeid_offset);
		CHECK(a->classify);
		CHECK(a->emit_preamble);
		CHECK(a->emit_check);
	}
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

int main(void)
{
	RUN(every_member_is_set);
	RUN(lookup_by_name);
	RUN(backends_are_the_arch_table_rows);
	return harness_failures != 0;
}
