// SPDX-License-Identifier: GPL-2.0
/* kcfi-as --explain (see explain.h). */
#include "explain.h"

static const char *function_at(const struct asm_unit *u, const char *at)
{
	const char *fn = asm_function_at(u, at);

	return fn ? fn : "-";
}

int explain_unit(const struct kcfi_arch *arch, const struct asm_unit *u,
		 const struct kcfi_marks *m, FILE *f)
{
	for (size_t i = 0; i < m->nmarks; i++) {
		const struct kcfi_mark *k = &m->marks[i];
		const char *at = k->insn ? k->insn->src : k->stmt->src;

		switch (k->kind) {
		case MARK_FUNC:
			fprintf(f, "preamble %s 0x%08x %s\n", k->sym,
				kcfi_mask_type_id(arch->mask_type_id, ti_hash(m->hash, k->type)), k->type);
			break;
		case MARK_CALL:
			fprintf(f, "check %s 0x%08x %s\n", function_at(u, at),
				kcfi_mask_type_id(arch->mask_type_id, ti_hash(m->hash, k->type)), k->type);
			break;
		case MARK_NOCHECK:
			fprintf(f, "nocheck %s %s\n", function_at(u, at), k->type);
			break;
		case MARK_TYPEID:
			/* __kcfi_typeid_ keeps the raw id (kcfi-abi.md 1.8) */
			fprintf(f, "typeid %s 0x%08x %s\n", k->sym, ti_hash(m->hash, k->type),
				k->type);
			break;
		default:
			break;
		}
	}
	return ferror(f) ? -1 : 0;
}
