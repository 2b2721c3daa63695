/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The plugin's marker directives (docs/markers.md): checked, decoded, and
 * each call marker bound to the indirect call/jump it precedes. Also enforces
 * the coverage rule: in an annotated file every indirect branch outside
 * inline asm carries a marker.
 */
#ifndef KCFI_MARKS_H
#define KCFI_MARKS_H

#include "arch.h"
#include "hash.h"
#include "kcfi-markers.h"

enum mark_kind {
	MARK_VERSION,
	MARK_HASH,
	MARK_PREFIX_NOPS,
	MARK_THUNK_CS_PREFIX,
	MARK_FUNC,
	MARK_TYPEID,
	MARK_CALL,
	MARK_NOCHECK,
};

struct kcfi_mark {
	enum mark_kind kind;
	const struct asm_stmt *stmt;		/* the directive */
	const char *sym;			/* FUNC, TYPEID */
	const char *type;			/* FUNC, TYPEID, CALL; NOCHECK: reason */
	int arity;				/* FUNC: its optional third operand, or -1 */
	/* CALL, NOCHECK: the branch it is bound to */
	const struct asm_stmt *insn;
	const struct asm_stmt *insert_at;	/* prefix line ("cs") or insn */
	enum call_kind call_kind;
	struct call_target target;
};

struct kcfi_marks {
	bool annotated;				/* file has any .kcfi_* directive */
	enum ti_hash hash;			/* xxHash64 unless .kcfi_hash says */
	unsigned int prefix_nops;		/* 0 unless .kcfi_prefix_nops says */
	bool thunk_cs_prefix;			/* .kcfi_thunk_cs_prefix 1 */
	struct kcfi_mark *marks;
	size_t nmarks, cap_marks;
};

/* Collect and bind markers. Returns 0, or -1 after reporting errors. */
int marks_bind(struct arena *a, struct diag *d, const struct kcfi_arch *arch,
	       const struct asm_unit *u, struct kcfi_marks *m);

#endif
