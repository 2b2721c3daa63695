/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The plugin <-> kcfi-as contract (docs/markers.md): the marker directives
 * the plugin prints into GCC's assembly, their version, and the names they
 * carry. Included by the C++ plugin (src/plugin/) and by the C side
 * (kcfi-as, kcfi-gcc), so both spell every one of these the same way.
 * Macros only: usable in string concatenation and from C and C++ alike.
 */
#ifndef KCFI_MARKERS_H
#define KCFI_MARKERS_H

/* Every marker directive starts so; GNU as knows none of them, so a marked
 * file never assembles uninstrumented by accident. */
#define KCFI_MARKER_PREFIX		".kcfi_"
#define KCFI_MARKER_PREFIX_LEN		(sizeof(KCFI_MARKER_PREFIX) - 1)

#define KCFI_MARK_VERSION		".kcfi_version"
#define KCFI_MARK_HASH			".kcfi_hash"
#define KCFI_MARK_PREFIX_NOPS		".kcfi_prefix_nops"
#define KCFI_MARK_THUNK_CS_PREFIX	".kcfi_thunk_cs_prefix"
#define KCFI_MARK_FUNC			".kcfi_func"	/* SYM, "TYPE"[, ARITY] */
#define KCFI_MARK_TYPEID		".kcfi_typeid"
#define KCFI_MARK_CALL			".kcfi_call"
#define KCFI_MARK_NOCHECK		".kcfi_nocheck"

/* The one version of the marker language: the plugin writes it, kcfi-as
 * accepts no other. */
#define KCFI_MARKER_VERSION		1
#define KCFI_STRINGIFY_(x)		#x
#define KCFI_STRINGIFY(x)		KCFI_STRINGIFY_(x)
#define KCFI_MARKER_VERSION_TEXT	KCFI_STRINGIFY(KCFI_MARKER_VERSION)

/*
 * GCC sizes an asm statement as its count of lines (one per newline or ';')
 * times the target's default insn length, 4 bytes on every arch here, and
 * picks branch forms (aarch64 tbz/cbz, Thumb-2 cbz) and jump-table entry
 * sizes from those sizes. A call marker stands where kcfi-as puts the
 * check, so the plugin prints it as this many statements, the marker then
 * empty ones (";"): at least the instructions of the arch's longest check
 * (tests/unit/arch.c holds each backend to it).
 */
#define KCFI_CHECK_INSNS_x86_64		5	/* movq, movl, addl, je, ud2 */
#define KCFI_CHECK_INSNS_aarch64	6	/* ldur, movk, movk, cmp, b.eq, brk */
#define KCFI_CHECK_INSNS_riscv64	5	/* lw, lui, addiw, beq, ebreak */
#define KCFI_CHECK_INSNS_arm		10	/* push, bic, ldr, movw, movt, cmp, pop,
						 * beq, bkpt, b */

/* Type names are Itanium type-info names: "_ZTS" + mangling. */
#define KCFI_TYPE_PREFIX		"_ZTS"
#define KCFI_TYPE_PREFIX_LEN		(sizeof(KCFI_TYPE_PREFIX) - 1)

/* .kcfi_nocheck "REASON": why an indirect branch has no check. */
#define KCFI_NOCHECK_NO_SANITIZE	"no_sanitize"	/* no_sanitize("kcfi") caller */
#define KCFI_NOCHECK_UNPROTOTYPED	"unprototyped"	/* call through an unprototyped type */
#define KCFI_NOCHECK_JUMP		"jump"		/* jump table or computed goto */
#define KCFI_NOCHECK_DIRECT		"direct"	/* a direct call through a register */
#define KCFI_NOCHECK_REASONS_TEXT \
	KCFI_NOCHECK_NO_SANITIZE ", " KCFI_NOCHECK_UNPROTOTYPED ", " KCFI_NOCHECK_JUMP \
	" or " KCFI_NOCHECK_DIRECT

/* Names kcfi-as gives what it adds: the typeid symbols kcfi-as defines and
 * its local labels (which an input may therefore not use). */
#define KCFI_TYPEID_SYM_PREFIX		"__kcfi_typeid_"
#define KCFI_TYPEID_SYM_PREFIX_LEN	(sizeof(KCFI_TYPEID_SYM_PREFIX) - 1)
#define KCFI_LABEL_PREFIX		".Lkcfi_"
#define KCFI_LABEL_PREFIX_LEN		(sizeof(KCFI_LABEL_PREFIX) - 1)
#define KCFI_PASS_LABEL			KCFI_LABEL_PREFIX "pass"	/* + check number */
#define KCFI_TRAP_LABEL			KCFI_LABEL_PREFIX "trap"	/* + check number */
/* The section listing every check's trap (x86_64), as Linux reads it;
 * kcfi-check also accepts the linked image's __kcfi_traps. */
#define KCFI_TRAPS_SECTION		".kcfi_traps"

#endif
