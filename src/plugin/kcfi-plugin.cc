// SPDX-License-Identifier: GPL-2.0
/*
 * kcfi-plugin: the type oracle of kcfi-gcc. GCC 12's assembly carries no
 * type at indirect call sites, so this plugin reads each call's C function
 * type while RTL still has it and writes it into the .s as the markers of
 * docs/markers.md; kcfi-as turns them into preambles and checks.
 *
 * Before (gcc -O2 -S):            After (gcc -O2 -S -fplugin=kcfi.so):
 *                                          .kcfi_version 1
 *                                          .kcfi_hash xxHash64
 *                                          .kcfi_prefix_nops 0
 *                                          .kcfi_func call_it, "_ZTSFvPFviEE"
 *   call_it:                       call_it:
 *           movq  %rdi, %rax               movq  %rdi, %rax
 *           movl  $1, %edi                 movl  $1, %edi
 *                                  #APP
 *                                          .kcfi_call "_ZTSFviE"
 *                                  #NO_APP
 *           jmp   *%rax                    jmp   *%rax
 *
 * Two RTL passes:
 *  - kcfi_capture runs right after "expand": there every indirect call MEM
 *    still has a MEM_EXPR whose type is the call's FUNCTION_TYPE (expand
 *    converts the callee to gimple_call_fntype). Later passes rebuild call
 *    MEMs without it (i386 sibcall peepholes), so the name is carried on the
 *    insn as (use (mem:BLK (symbol_ref "<name>"))) in
 *    CALL_INSN_FUNCTION_USAGE: peephole2 copies that list to the insn it
 *    creates, and cross-jumping compares it, so calls of different types are
 *    never merged into one.
 *  - kcfi_mark runs right before "shorten": the last point where insns can
 *    still be added (adding them after "dwarf2" crashes final); on arm before
 *    machine reorg, which places literal pools. It prints a marker before
 *    each indirect call/jump and the function's preamble request. A call
 *    that lost its carried name is an error, never a guess.
 *
 * Before them, an IPA pair around "icf" and a GIMPLE pass before "pre" stop
 * the code merging that would make one call check another's type (see
 * "GCC's code merging" below; docs/corner-cases.md).
 */
#include "gcc-compat.h"
/* gcc_version, for the version check in plugin_init: only here, where it is used */
#include "plugin-version.h"
#include "tree-ssa-alias.h"
#include "gimple-expr.h"
#include "gimple.h"
#include "gimple-iterator.h"
#include "ssa.h"
#include "gcc-types.h"
#include "cfi-salt.h"
#include "hash.h"
#include "kcfi-markers.h"
#include "query.h"
#include "arity.h"

int plugin_is_GPL_compatible;

static struct plugin_info kcfi_plugin_info = {
	.version = "1",
	.help = "hash=" TI_HASH_CHOICES "\tKCFI hash (default " TI_HASH_XXHASH64_NAME ")\n"
		"normalize-integers\tnormalized integer type names\n"
		"query=NAME[,NAME...]\tprint the KCFI type names of declarations\n"
		"arity\tx86_64: each .kcfi_func carries its arity (-fsanitize-kcfi-arity)\n",
};

/* Everything mutable for one translation unit (cc1 compiles exactly one). */
struct kcfi_tu {
	struct kcfi_names *names;
	const char *hash;
	unsigned long prefix_nops;
	bool header_done;
	bool arity;			/* -fsanitize-kcfi-arity */
	int func_arity;			/* the kcfi_arity pass -> kcfi_mark, or -1 */
	vec<tree, va_gc> *typeid_decls;	/* kcfi_typeids_collect -> _emit */
	struct ggc_root_tab roots[2];
};

/* Reasons a branch is deliberately unchecked; they never start with "_ZTS". */
static const char kcfi_unprototyped[] = KCFI_NOCHECK_UNPROTOTYPED;
static const char kcfi_no_sanitize[] = KCFI_NOCHECK_NO_SANITIZE;
static const char kcfi_direct[] = KCFI_NOCHECK_DIRECT;

static void kcfi_header(struct kcfi_tu *tu)
{
	if (tu->header_done)
		return;
	tu->header_done = true;
	fprintf(asm_out_file, "\t" KCFI_MARK_VERSION " " KCFI_MARKER_VERSION_TEXT "\n\t"
		KCFI_MARK_HASH " %s\n\t" KCFI_MARK_PREFIX_NOPS " %lu\n", tu->hash, tu->prefix_nops);
#ifdef KCFI_TARGET_X86
	/* kcfi-as moves thunk branches to r11, which this option gives a cs */
	if (KCFI_X86_CS_PREFIX)
		fputs("\t" KCFI_MARK_THUNK_CS_PREFIX " 1\n", asm_out_file);
#endif
}

static const char *kcfi_asm_name(tree decl)
{
	const char *name = XSTR(XEXP(DECL_RTL(decl), 0), 0);

	return targetm.strip_name_encoding(name);
}

/* The MEM being called, or NULL for a direct call. */
static rtx kcfi_indirect_call_mem(rtx_insn *insn)
{
	rtx call = get_call_rtx_from(insn);
	rtx mem;

	if (!call)
		return NULL_RTX;
	mem = XEXP(call, 0);
	gcc_assert(MEM_P(mem));
	if (GET_CODE(XEXP(mem, 0)) == SYMBOL_REF)
		return NULL_RTX;
	/* -fno-plt: a call through the GOT still names its FUNCTION_DECL. */
	if (MEM_EXPR(mem) && TREE_CODE(MEM_EXPR(mem)) == FUNCTION_DECL)
		return NULL_RTX;
	return mem;
}

/*
 * no_sanitize("kcfi"): GCC 12 does not know the "kcfi" sanitizer and drops
 * the attribute with a warning. The plugin keeps the meaning under its own
 * attribute kcfi_no_sanitize: the function's own indirect calls (also where
 * it is inlined) stay unchecked; it still gets a preamble.
 */
static const struct attribute_spec kcfi_no_sanitize_attr = {
	"kcfi_no_sanitize", 0, 0, true, false, false, false, NULL, NULL,
};

/* GCC's own no_sanitize handler, which we wrap (set once per cc1). */
static tree (*kcfi_gcc_no_sanitize)(tree *, tree, tree, int, bool *);

/*
 * The literal GCC 17 / Clang spelling no_sanitize("kcfi") (also
 * __no_sanitize__): take "kcfi" out of the argument list, record it as
 * kcfi_no_sanitize, and let GCC's handler see the rest.
 */
static tree kcfi_no_sanitize_handler(tree *node, tree name, tree args, int flags, bool *no_add)
{
	tree rest = NULL_TREE, *tail = &rest;
	bool kcfi = false;

	for (tree a = args; a; a = TREE_CHAIN(a)) {
		tree v = TREE_VALUE(a);

		if (TREE_CODE(v) == STRING_CST && !strcmp(TREE_STRING_POINTER(v), "kcfi")) {
			kcfi = true;
			continue;
		}
		*tail = tree_cons(TREE_PURPOSE(a), v, NULL_TREE);
		tail = &TREE_CHAIN(*tail);
	}
	if (kcfi && TREE_CODE(*node) == FUNCTION_DECL)
		DECL_ATTRIBUTES(*node) = tree_cons(get_identifier(kcfi_no_sanitize_attr.name),
						   NULL_TREE, DECL_ATTRIBUTES(*node));
	if (kcfi && !rest) {
		*no_add = true;
		return NULL_TREE;
	}
	return kcfi_gcc_no_sanitize(node, name, kcfi ? rest : args, flags, no_add);
}

/*
 * GCC 12 refuses a second registration of "no_sanitize" (gcc_assert in
 * register_scoped_attribute), so wrap the handler in place. The spec lives
 * in cc1's RELRO-protected C attribute table: unprotect its page(s) for the
 * one store, then protect them again.
 */
static void kcfi_wrap_no_sanitize(void)
{
	attribute_spec *spec =
		const_cast<attribute_spec *>(lookup_attribute_spec(get_identifier("no_sanitize")));
	uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
	uintptr_t lo = (uintptr_t)spec & ~(page - 1);
	uintptr_t hi = ((uintptr_t)(spec + 1) + page - 1) & ~(page - 1);

	if (!spec || !spec->handler) {
		error("kcfi: cannot find the %<no_sanitize%> attribute of GCC");
		return;
	}
	if (mprotect((void *)lo, hi - lo, PROT_READ | PROT_WRITE)) {
		error("kcfi: cannot wrap %<no_sanitize%>: %m");
		return;
	}
	kcfi_gcc_no_sanitize = spec->handler;
	spec->handler = kcfi_no_sanitize_handler;
	mprotect((void *)lo, hi - lo, PROT_READ);
}

static void kcfi_register_attributes(void *, void *)
{
	register_attribute(&kcfi_no_sanitize_attr);
	kcfi_wrap_no_sanitize();
	kcfi_register_cfi_salt();
}

static bool kcfi_decl_no_sanitize(tree decl)
{
	return lookup_attribute(kcfi_no_sanitize_attr.name, DECL_ATTRIBUTES(decl));
}

/* Is code in BLOCK of FNDECL inlined from (or in) a no_sanitize("kcfi") function? */
static bool kcfi_block_no_sanitize(tree block, tree fndecl)
{
	for (; block && TREE_CODE(block) == BLOCK; block = BLOCK_SUPERCONTEXT(block)) {
		tree origin = block_ultimate_origin(block);

		if (origin && TREE_CODE(origin) == FUNCTION_DECL)
			return kcfi_decl_no_sanitize(origin);
	}
	return kcfi_decl_no_sanitize(fndecl);
}

/* The tag of an indirect call of FNTYPE from BLOCK of FNDECL: a type name or
 * a nocheck reason. QUIET: NULL without a diagnostic if it cannot be named. */
static const char *kcfi_fntype_tag(struct kcfi_tu *tu, tree fntype, tree block, tree fndecl,
				   location_t loc, bool quiet)
{
	if (kcfi_block_no_sanitize(block, fndecl))
		return kcfi_no_sanitize;
	/* Clang leaves calls through int (*)() unchecked (llvm #106344). */
	if (!prototype_p(fntype))
		return kcfi_unprototyped;
	return quiet ? kcfi_type_name_quiet(tu->names, fntype) :
		       kcfi_type_name(tu->names, fntype, loc);
}

static const char *kcfi_call_tag(struct kcfi_tu *tu, rtx_insn *insn, rtx mem)
{
	tree expr = MEM_EXPR(mem);
	tree fntype = expr ? TREE_TYPE(expr) : NULL_TREE;
	location_t loc = INSN_LOCATION(insn);

	if (!fntype || TREE_CODE(fntype) != FUNCTION_TYPE) {
		error_at(loc, "kcfi: indirect call without a function type after expand");
		return NULL;
	}
	return kcfi_fntype_tag(tu, fntype, LOCATION_BLOCK(loc), current_function_decl, loc, false);
}

static void kcfi_attach_tag(rtx_insn *insn, const char *tag)
{
	/* Interned, because rtx_equal_p compares SYMBOL_REF strings by pointer. */
	const char *str = IDENTIFIER_POINTER(get_identifier(tag));
	rtx use = gen_rtx_USE(VOIDmode, gen_rtx_MEM(BLKmode, gen_rtx_SYMBOL_REF(Pmode, str)));

	CALL_INSN_FUNCTION_USAGE(insn) =
		gen_rtx_EXPR_LIST(VOIDmode, use, CALL_INSN_FUNCTION_USAGE(insn));
}

/* The carried tag: a (use (mem:BLK (symbol_ref))) we put there. */
static const char *kcfi_find_tag(rtx_insn *insn)
{
	for (rtx link = CALL_INSN_FUNCTION_USAGE(insn); link; link = XEXP(link, 1)) {
		rtx use = XEXP(link, 0);

		if (GET_CODE(use) != USE || !MEM_P(XEXP(use, 0)) ||
		    GET_MODE(XEXP(use, 0)) != BLKmode)
			continue;
		rtx sym = XEXP(XEXP(use, 0), 0);
		if (GET_CODE(sym) != SYMBOL_REF)
			continue;
		const char *s = XSTR(sym, 0);
		if (!strncmp(s, KCFI_TYPE_PREFIX, KCFI_TYPE_PREFIX_LEN) || s == IDENTIFIER_POINTER(get_identifier(kcfi_unprototyped)) ||
		    s == IDENTIFIER_POINTER(get_identifier(kcfi_no_sanitize)) ||
		    s == IDENTIFIER_POINTER(get_identifier(kcfi_direct)))
			return s;
	}
	return NULL;
}

/* A direct call printed as a call through a register (x86 -mcmodel=large
 * loads the callee's address with movabsq): no C indirect call. */
static bool kcfi_direct_through_reg_p(rtx_insn *insn)
{
	rtx call = CALL_P(insn) ? get_call_rtx_from(insn) : NULL_RTX;
	rtx mem = call ? XEXP(call, 0) : NULL_RTX;

	return mem && MEM_P(mem) && REG_P(XEXP(mem, 0)) && MEM_EXPR(mem) &&
	       TREE_CODE(MEM_EXPR(mem)) == FUNCTION_DECL;
}

static unsigned int kcfi_capture(struct kcfi_tu *tu)
{
	for (rtx_insn *insn = get_insns(); insn; insn = NEXT_INSN(insn)) {
		rtx mem;
		const char *tag;

		/* tagged too: cross-jumping may merge it with a call of another
		 * function through the same register and drop the MEM_EXPR */
		if (kcfi_direct_through_reg_p(insn))
			kcfi_attach_tag(insn, kcfi_direct);
		if (!CALL_P(insn) || !(mem = kcfi_indirect_call_mem(insn)))
			continue;
		tag = kcfi_call_tag(tu, insn, mem);
		if (tag)
			kcfi_attach_tag(insn, tag);
	}
	return 0;
}

/* The check kcfi-as puts at a call marker, in GCC's asm lines (kcfi-markers.h):
 * the target's config header says which arch this cc1 is. */
#if defined(GCC_AARCH64_H)
#define KCFI_CHECK_INSNS KCFI_CHECK_INSNS_aarch64
#elif defined(GCC_ARM_H)
#define KCFI_CHECK_INSNS KCFI_CHECK_INSNS_arm
#elif defined(GCC_RISCV_H)
#define KCFI_CHECK_INSNS KCFI_CHECK_INSNS_riscv64
#elif defined(KCFI_TARGET_X86)
#define KCFI_CHECK_INSNS KCFI_CHECK_INSNS_x86_64
#else
#error "kcfi: no check size for this target (kcfi-markers.h)"
#endif
static_assert(KCFI_CHECK_INSNS >= 1 && KCFI_CHECK_INSNS <= 17, "the marker's padding below");

static void kcfi_emit_marker(rtx_insn *insn, const char *directive, const char *arg)
{
	/* a call marker is as many asm lines as its check has instructions,
	 * so branch ranges and jump-table sizes count the check's bytes */
	int pad = !strcmp(directive, KCFI_MARK_CALL) ? KCFI_CHECK_INSNS - 1 : 0;
	char *text;

	arg = kcfi_marker_quote(arg);
	text = XALLOCAVEC(char, strlen(directive) + strlen(arg) + 4 + pad);
	location_t loc = INSN_LOCATION(insn);

	/* final dereferences an ASM_INPUT's file name: never leave it unknown
	 * (a computed goto through a static label table has no location) */
	if (LOCATION_LOCUS(loc) == UNKNOWN_LOCATION)
		loc = DECL_SOURCE_LOCATION(current_function_decl);
	sprintf(text, "%s \"%s\"%.*s", directive, arg, pad, ";;;;;;;;;;;;;;;;");
	emit_insn_before(gen_rtx_ASM_INPUT_loc(VOIDmode, ggc_strdup(text), loc), insn);
}

/* Jump tables and computed gotos look like sibcalls in assembly. */
static bool kcfi_indirect_jump_p(rtx_insn *insn)
{
	return JUMP_P(insn) && (computed_jump_p(insn) || tablejump_p(insn, NULL, NULL));
}

/* Can a pointer to NODE's body exist under this name? (An alias of a static
 * function, as Linux's SYSCALL_DEFINE makes, gives the body a public name.) */
static bool kcfi_name_callable(cgraph_node *node, void *)
{
	return TREE_PUBLIC(node->decl) || node->address_taken;
}

/*
 * The body gets a preamble if it or any alias of it may be called through a
 * pointer; the id is the body's own type, as in Clang (an alias of another
 * type is called with the body's id).
 */
static bool kcfi_needs_preamble(tree decl)
{
	cgraph_node *node = cgraph_node::get(decl);

	if (lookup_attribute("nocf_check", TYPE_ATTRIBUTES(TREE_TYPE(decl))))
		return false;
	/* .init_array/.fini_array hold constructors' addresses; Linux's
	 * do_ctors() calls them through a checked pointer */
	if (TREE_PUBLIC(decl) || DECL_STATIC_CONSTRUCTOR(decl) || DECL_STATIC_DESTRUCTOR(decl))
		return true;
	return node && node->call_for_symbol_and_aliases(kcfi_name_callable, NULL, true);
}

/*
 * arm places its literal pools in machine reorg, measuring the distance of
 * each load to its pool with the insn lengths: the markers must be there by
 * then, or a run of checked calls pushes a pool out of a load's 4 KiB reach.
 * The CFG is freed before reorg (no insn knows its block), and a new insn
 * without a block gets no dataflow info, which Thumb-2's reorg reads
 * (df_simulate_defs): the blocks are mapped while the markers go in.
 */
#ifdef GCC_ARM_H
#define KCFI_MARK_BEFORE "mach"
#define KCFI_MAP_BLOCKS 1
#else
#define KCFI_MARK_BEFORE "shorten"
#define KCFI_MAP_BLOCKS 0
#endif

static unsigned int kcfi_mark_insns(struct kcfi_tu *tu);

static bool kcfi_marker_p(const rtx_insn *insn)
{
	return NONJUMP_INSN_P(insn) && GET_CODE(PATTERN(insn)) == ASM_INPUT &&
	       !strncmp(XSTR(PATTERN(insn), 0), KCFI_MARKER_PREFIX, KCFI_MARKER_PREFIX_LEN);
}

/*
 * After arm's reorg: a pool it placed right after a marker ("b 1f; pool;
 * 1:") parts the marker from its branch, the next call or jump insn.  The
 * marker moves down to the branch; the pool's loads lose nothing (the pool
 * only gets closer to those before it), and those after it reach back at
 * most the marker's length further, which reorg's pool ranges leave room for
 * (they are measured to the pool's end, past the jump around it).
 */
static unsigned int kcfi_rejoin_markers(void)
{
	for (rtx_insn *insn = get_insns(), *next; insn; insn = next) {
		next = NEXT_INSN(insn);
		if (!kcfi_marker_p(insn))
			continue;
		rtx_insn *branch = next;

		while (branch && !CALL_P(branch) && !JUMP_P(branch))
			branch = NEXT_INSN(branch);
		if (!branch || !JUMP_P(branch) || kcfi_indirect_jump_p(branch))
			continue;
		/* a direct jump: reorg's jump around a pool; the branch is after
		 * its label */
		rtx_insn *after = NEXT_INSN(branch);

		while (after && !CALL_P(after) && !kcfi_indirect_jump_p(after))
			after = NEXT_INSN(after);
		if (!after)
			continue;
		reorder_insns_nobb(insn, insn, PREV_INSN(after));
	}
	return 0;
}

static unsigned int kcfi_mark(struct kcfi_tu *tu)
{
	unsigned int todo;

	if (!KCFI_MAP_BLOCKS)
		return kcfi_mark_insns(tu);
	compute_bb_for_insn();
	todo = kcfi_mark_insns(tu);
	free_bb_for_insn();
	return todo;
}

/* .kcfi_func SYM, "TYPE"[, ARITY]: without a computed arity none is
 * printed, and kcfi-as -fsanitize-kcfi-arity refuses the marker. */
static void kcfi_print_func(const struct kcfi_tu *tu, tree decl, const char *name)
{
	fprintf(asm_out_file, "\t" KCFI_MARK_FUNC " %s, \"%s\"", kcfi_asm_name(decl),
		kcfi_marker_quote(name));
	if (tu->arity && tu->func_arity >= 0)
		fprintf(asm_out_file, ", %d", tu->func_arity);
	fputc('\n', asm_out_file);
}

/* DECL's patchable_function_entry attribute: its prefix (the second
 * argument, 0 without one) in *PREFIX; false without the attribute. */
static bool kcfi_attr_prefix_nops(tree decl, unsigned HOST_WIDE_INT *prefix)
{
	tree a = lookup_attribute("patchable_function_entry", DECL_ATTRIBUTES(decl));
	tree args, second;

	if (!a)
		return false;
	args = TREE_VALUE(a);
	second = args ? TREE_CHAIN(args) : NULL_TREE;
	*prefix = second && tree_fits_uhwi_p(TREE_VALUE(second)) ? tree_to_uhwi(TREE_VALUE(second)) : 0;
	return true;
}

static unsigned int kcfi_mark_insns(struct kcfi_tu *tu)
{
	tree decl = current_function_decl;

	kcfi_header(tu);
	/* Callers read the id at -(4 + prefix) for every callee: one global
	 * prefix.  An attribute with that same prefix moves nothing (Linux's
	 * notrace is patchable_function_entry(0, 0) where ftrace patches
	 * -fpatchable-function-entry=N entries: arm64, riscv). */
	unsigned HOST_WIDE_INT attr_prefix;
	if (kcfi_attr_prefix_nops(decl, &attr_prefix) && attr_prefix != tu->prefix_nops)
		error_at(DECL_SOURCE_LOCATION(decl),
			 "kcfi: %<patchable_function_entry%> attribute on %qD conflicts with "
			 "%<-fsanitize=kcfi%>: it puts %wu nops before the function, "
			 "%<-fpatchable-function-entry=%> puts %lu before every other one, and checks "
			 "read the type id at one distance",
			 decl, attr_prefix, tu->prefix_nops);
	/* A nested function that uses its parent's frame is called through a
	 * stack trampoline once its address is taken: no type id precedes the
	 * trampoline, so every checked call through the pointer would trap
	 * (Clang has no nested functions to be compatible with). */
	if (DECL_STATIC_CHAIN(decl) && kcfi_needs_preamble(decl))
		error_at(DECL_SOURCE_LOCATION(decl),
			 "kcfi: the address of nested function %qD is a stack trampoline "
			 "without a type id; a checked call through it would trap", decl);
	if (kcfi_needs_preamble(decl)) {
		const char *name = kcfi_decl_type_name(tu->names, decl);

		if (name)
			kcfi_print_func(tu, decl, name);
	}
	tu->func_arity = -1;
	for (rtx_insn *insn = get_insns(); insn; insn = NEXT_INSN(insn)) {
#ifdef KCFI_TARGET_X86
		/* an inline retpoline prints no branch instruction a check could
		 * guard, and Clang has no such mode to be compatible with */
		if (cfun->machine->indirect_branch_type == indirect_branch_thunk_inline &&
		    (kcfi_indirect_jump_p(insn) || (CALL_P(insn) && kcfi_indirect_call_mem(insn)))) {
			error_at(INSN_LOCATION(insn), "kcfi: %<-mindirect-branch=thunk-inline%> "
				 "leaves no indirect branch to check; use %<thunk-extern%> or %<thunk%>");
			return 0;
		}
#endif
		if (kcfi_indirect_jump_p(insn)) {
			kcfi_emit_marker(insn, KCFI_MARK_NOCHECK, KCFI_NOCHECK_JUMP);
			continue;
		}
		const char *tag = CALL_P(insn) ? kcfi_find_tag(insn) : NULL;

		if (tag && !strcmp(tag, kcfi_direct)) {
			kcfi_emit_marker(insn, KCFI_MARK_NOCHECK, kcfi_direct);
			continue;
		}
		if (!CALL_P(insn) || !kcfi_indirect_call_mem(insn))
			continue;
		if (!tag) {
			error_at(INSN_LOCATION(insn),
				 "kcfi: indirect call lost its type between expand and final");
			continue;
		}
		if (!strncmp(tag, KCFI_TYPE_PREFIX, KCFI_TYPE_PREFIX_LEN))
			kcfi_emit_marker(insn, KCFI_MARK_CALL, tag);
		else
			kcfi_emit_marker(insn, KCFI_MARK_NOCHECK, tag);
	}
	return 0;
}

/*
 * GCC's code merging compares calls by what the machine sees, and for GIMPLE
 * two function types are equal when their parameters pass the same way
 * (every pointer is alike, long is long long: useless_type_conversion_p).
 * KCFI ids differ there. Two transforms would make one call check the id of
 * another's type, so both are stopped exactly where the ids differ:
 *
 *  - IPA-ICF (ipa-icf.cc) folds two functions whose indirect calls pair up
 *    statement by statement, comparing each pair's gimple_call_fntype with
 *    types_compatible_p (ipa-icf-gimple.cc compare_gimple_call). A type
 *    attribute would not stop it: comp_type_attributes lets the target hook
 *    decide when an identity-affecting attribute differs, and i386's says
 *    "compatible". But sem_function::equals_wpa requires equal
 *    DECL_ATTRIBUTES. So, right before "icf", every function with a body
 *    gets the attribute "kcfi icf" (a name no source can spell) whose value
 *    is its KCFI signature: the tags of its indirect calls in the order ICF
 *    pairs them (basic blocks in index order, statements in order) and
 *    whether it needs a preamble (kcfi_add_icf_signature). Functions with
 *    equal signatures still fold; right after "icf" the attribute is
 *    removed again so no later pass sees it.
 *
 *  - Tail merging (tree-ssa-tail-merge.cc, run at the end of "pre") merges
 *    two blocks whose calls have the same callee value and arguments
 *    (gimple_call_same_target_p); it never looks at the fntype
 *    (kcfi_tail_merge_guard).
 *
 * RTL cross-jumping and head merging compare CALL_INSN_FUNCTION_USAGE, which
 * carries our tag (kcfi_capture), so they need nothing.
 */
static const char kcfi_icf_attr[] = "kcfi icf";

static bool kcfi_indirect_gimple_call(gimple *stmt)
{
	return is_gimple_call(stmt) && !gimple_call_internal_p(stmt) &&
	       !gimple_call_fndecl(stmt) && gimple_call_fntype(stmt);
}

/* The tag of an indirect GIMPLE call; "?" (compared as a tag like any other)
 * if the type cannot be named: expand reports that. */
static const char *kcfi_gimple_call_tag(struct kcfi_tu *tu, gimple *stmt, tree fndecl)
{
	const char *tag = kcfi_fntype_tag(tu, gimple_call_fntype(stmt), gimple_block(stmt),
					  fndecl, gimple_location(stmt), true);

	return tag ? tag : "?";
}

static void kcfi_append(auto_vec<char> *buf, const char *s)
{
	while (*s)
		buf->safe_push(*s++);
}

static void kcfi_add_icf_signature(struct kcfi_tu *tu, cgraph_node *node)
{
	tree decl = node->decl;
	function *fn = DECL_STRUCT_FUNCTION(decl);
	auto_vec<char> sig;
	basic_block bb;

	/*
	 * Whether it has a preamble, not which: ICF makes one function an
	 * alias of another only if at most one of their addresses matters
	 * (sem_function::merge), and every function with a preamble is public,
	 * address-taken, aliased or a constructor, so its address matters. Two
	 * such functions fold into a wrapper ("jmp other") and each keeps its
	 * own preamble; an alias would make the preamble of one serve the other.
	 */
	if (kcfi_needs_preamble(decl))
		kcfi_append(&sig, "=preamble");
	FOR_EACH_BB_FN(bb, fn) {
		for (gimple_stmt_iterator gsi = gsi_start_bb(bb); !gsi_end_p(gsi); gsi_next(&gsi)) {
			gimple *stmt = gsi_stmt(gsi);

			if (!kcfi_indirect_gimple_call(stmt))
				continue;
			const char *tag = kcfi_gimple_call_tag(tu, stmt, decl);
			kcfi_append(&sig, ";");
			kcfi_append(&sig, tag);
		}
	}
	if (sig.is_empty())
		return;
	tree value = build_string(sig.length(), sig.address());
	DECL_ATTRIBUTES(decl) = tree_cons(get_identifier(kcfi_icf_attr),
					  build_tree_list(NULL_TREE, value), DECL_ATTRIBUTES(decl));
}

/* In definition order (cgraph "order"), roughly the order Clang mangles in,
 * which numbers anonymous types ($_N) at first mangling. */
static int kcfi_node_order_cmp(const void *a, const void *b)
{
	const cgraph_node *x = *(const cgraph_node *const *)a;
	const cgraph_node *y = *(const cgraph_node *const *)b;

	return x->order - y->order;
}

static unsigned int kcfi_icf_mark(struct kcfi_tu *tu)
{
	auto_vec<cgraph_node *> nodes;
	cgraph_node *node;
	unsigned int i;

	FOR_EACH_FUNCTION_WITH_GIMPLE_BODY(node)
		if (DECL_STRUCT_FUNCTION(node->decl)->cfg)
			nodes.safe_push(node);
	nodes.qsort(kcfi_node_order_cmp);
	FOR_EACH_VEC_ELT(nodes, i, node)
		kcfi_add_icf_signature(tu, node);
	return 0;
}

static unsigned int kcfi_icf_unmark(void)
{
	cgraph_node *node;

	FOR_EACH_FUNCTION(node)
		DECL_ATTRIBUTES(node->decl) = remove_attribute(kcfi_icf_attr,
							       DECL_ATTRIBUTES(node->decl));
	return 0;
}

/*
 * Before "pre": a function with two indirect calls of different tags and the
 * same number of arguments compiles without tail merging (as if it had
 * __attribute__((optimize("no-tree-tail-merge")))). Whether their callees
 * are equal is only known to PRE's value numbering, which runs just before
 * the merge; a cast pointer, or one loaded through another struct type of
 * the same layout, is the same value.
 */
static unsigned int kcfi_tail_merge_guard(struct kcfi_tu *tu, function *fn)
{
	struct call {
		unsigned int nargs;
		const char *tag;	/* interned: compared by pointer */
	};
	auto_vec<call> seen;
	basic_block bb;

	FOR_EACH_BB_FN(bb, fn) {
		for (gimple_stmt_iterator gsi = gsi_start_bb(bb); !gsi_end_p(gsi); gsi_next(&gsi)) {
			gimple *stmt = gsi_stmt(gsi);
			unsigned int i;
			call *c;

			if (!kcfi_indirect_gimple_call(stmt))
				continue;
			call me = { gimple_call_num_args(stmt),
				    IDENTIFIER_POINTER(get_identifier(
					    kcfi_gimple_call_tag(tu, stmt, fn->decl))) };
			FOR_EACH_VEC_ELT(seen, i, c) {
				if (c->nargs != me.nargs || c->tag == me.tag)
					continue;
				global_options.x_flag_tree_tail_merge = 0;
				DECL_FUNCTION_SPECIFIC_OPTIMIZATION(fn->decl) =
					build_optimization_node(&global_options, &global_options_set);
				/* so that set_cfun restores the options of the next function */
				optimization_current_node = DECL_FUNCTION_SPECIFIC_OPTIMIZATION(fn->decl);
				return 0;
			}
			seen.safe_push(me);
		}
	}
	return 0;
}

namespace {

const pass_data kcfi_icf_mark_data = {
	IPA_PASS, "kcfi_icf_mark", OPTGROUP_NONE, TV_NONE, 0, 0, 0, 0, 0,
};
const pass_data kcfi_icf_unmark_data = {
	IPA_PASS, "kcfi_icf_unmark", OPTGROUP_NONE, TV_NONE, 0, 0, 0, 0, 0,
};
const pass_data kcfi_tail_merge_guard_data = {
	GIMPLE_PASS, "kcfi_tail_merge_guard", OPTGROUP_NONE, TV_NONE, PROP_ssa | PROP_cfg,
	0, 0, 0, 0,
};

/* Same gate as ipa-icf's. */
static bool kcfi_icf_gate(void)
{
	return flag_ipa_icf_variables || flag_ipa_icf_functions;
}

/* IPA_PASS: the pass manager places a pass only next to one of its own type. */
class kcfi_icf_mark_pass : public ipa_opt_pass_d {
	struct kcfi_tu *tu;

public:
	kcfi_icf_mark_pass(gcc::context *ctxt, struct kcfi_tu *t)
		: ipa_opt_pass_d(kcfi_icf_mark_data, ctxt, NULL, NULL, NULL, NULL, NULL, NULL,
				 0, NULL, NULL), tu(t) {}
	bool gate(function *) final override { return kcfi_icf_gate(); }
	unsigned int execute(function *) final override { return kcfi_icf_mark(tu); }
};

class kcfi_icf_unmark_pass : public ipa_opt_pass_d {
public:
	kcfi_icf_unmark_pass(gcc::context *ctxt)
		: ipa_opt_pass_d(kcfi_icf_unmark_data, ctxt, NULL, NULL, NULL, NULL, NULL, NULL,
				 0, NULL, NULL) {}
	bool gate(function *) final override { return kcfi_icf_gate(); }
	unsigned int execute(function *) final override { return kcfi_icf_unmark(); }
};

class kcfi_tail_merge_guard_pass : public gimple_opt_pass {
	struct kcfi_tu *tu;

public:
	kcfi_tail_merge_guard_pass(gcc::context *ctxt, struct kcfi_tu *t)
		: gimple_opt_pass(kcfi_tail_merge_guard_data, ctxt), tu(t) {}
	bool gate(function *) final override { return flag_tree_tail_merge; }
	unsigned int execute(function *fn) final override { return kcfi_tail_merge_guard(tu, fn); }
};

const pass_data kcfi_capture_data = {
	RTL_PASS, "kcfi_capture", OPTGROUP_NONE, TV_NONE, PROP_rtl, 0, 0, 0, 0,
};
const pass_data kcfi_mark_data = {
	RTL_PASS, "kcfi_mark", OPTGROUP_NONE, TV_NONE, PROP_rtl, 0, 0, 0, 0,
};

const pass_data kcfi_rejoin_data = {
	RTL_PASS, "kcfi_rejoin", OPTGROUP_NONE, TV_NONE, PROP_rtl, 0, 0, 0, 0,
};

class kcfi_rejoin_pass : public rtl_opt_pass {
public:
	kcfi_rejoin_pass(gcc::context *ctxt) : rtl_opt_pass(kcfi_rejoin_data, ctxt) {}
	unsigned int execute(function *) final override { return kcfi_rejoin_markers(); }
};

class kcfi_capture_pass : public rtl_opt_pass {
	struct kcfi_tu *tu;

public:
	kcfi_capture_pass(gcc::context *ctxt, struct kcfi_tu *t)
		: rtl_opt_pass(kcfi_capture_data, ctxt), tu(t) {}
	unsigned int execute(function *) final override { return kcfi_capture(tu); }
};

class kcfi_mark_pass : public rtl_opt_pass {
	struct kcfi_tu *tu;

public:
	kcfi_mark_pass(gcc::context *ctxt, struct kcfi_tu *t)
		: rtl_opt_pass(kcfi_mark_data, ctxt), tu(t) {}
	unsigned int execute(function *) final override { return kcfi_mark(tu); }
};

} // namespace

/*
 * Address-taken external declarations: __kcfi_typeid_ symbols for asm users.
 * Which ones is decided before any IPA pass, as clang-19 decides before it
 * optimizes: a reference only dead code held (a sysctl table that the
 * CONFIG_SYSCTL=n empty inline register_sysctl_init ignores) still counts. They
 * are named after IPA, when clang-19 names them too (last): the mangler
 * numbers anonymous types ("$_N") in order of first use.
 */
static void kcfi_typeids_collect(void *, void *data)
{
	struct kcfi_tu *tu = (struct kcfi_tu *)data;
	cgraph_node *node;

	FOR_EACH_FUNCTION(node) {
		if (!node->definition && node->address_taken &&
		    !fndecl_built_in_p(node->decl, BUILT_IN_MD))
			vec_safe_push(tu->typeid_decls, node->decl);
	}
}

/* clang-19 gives a typeid symbol only to names of ASCII letters, digits,
 * '_' and '.': only asm callers need one, and other names (UTF-8, '$') are
 * not safe in every assembler's expressions. */
static bool kcfi_typeid_name_ok(const char *name)
{
	for (const char *p = name; *p; p++)
		if (!ISALNUM(*p) && *p != '_' && *p != '.')
			return false;
	return true;
}

static void kcfi_typeids_emit(void *, void *data)
{
	struct kcfi_tu *tu = (struct kcfi_tu *)data;
	unsigned int i;
	tree decl;

	if (seen_error())
		return;
	FOR_EACH_VEC_SAFE_ELT(tu->typeid_decls, i, decl) {
		const char *name = kcfi_decl_type_name(tu->names, decl);

		if (!name || !kcfi_typeid_name_ok(kcfi_asm_name(decl)))
			continue;
		kcfi_header(tu);
		fprintf(asm_out_file, "\t" KCFI_MARK_TYPEID " %s, \"%s\"\n", kcfi_asm_name(decl),
			kcfi_marker_quote(name));
	}
}

/* Every kcfi-compiled file is annotated, even one without functions. */
static void kcfi_finish_unit(void *, void *data)
{
	kcfi_header((struct kcfi_tu *)data);
}

static bool kcfi_parse_prefix_nops(unsigned long *out)
{
	const char *spec = flag_patchable_function_entry;
	const char *comma;

	*out = 0;
	if (!spec)
		return true;
	comma = strchr(spec, ',');
	if (!comma)
		return true;
	char *end;
	*out = strtoul(comma + 1, &end, 10);
	return *end == '\0';
}

static void kcfi_register_pass(const char *plugin_name, opt_pass *pass, const char *ref,
			       enum pass_positioning_ops pos)
{
	struct register_pass_info info;

	info.pass = pass;
	info.reference_pass_name = ref;
	info.ref_pass_instance_number = 1;
	info.pos_op = pos;
	register_callback(plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL, &info);
}

/* -fplugin-arg-kcfi-arity: measured while dataflow still has a CFG. */
static void kcfi_register_arity(const char *name, struct kcfi_tu *tu)
{
	tu->func_arity = -1;
	if (!tu->arity)
		return;
	if (!kcfi_arity_supported()) {
		error(G_("kcfi: %<-fplugin-arg-%s-arity%>: no arity in this target%'s preamble"), name);
		return;
	}
	kcfi_register_pass(name, kcfi_arity_pass_new(g, &tu->func_arity), KCFI_ARITY_BEFORE,
			   PASS_POS_INSERT_BEFORE);
}

int plugin_init(struct plugin_name_args *info, struct plugin_gcc_version *version)
{
	const char *name = info->base_name;
	struct kcfi_tu *tu;
	const char *query = NULL;
	bool normalize = false;

	if (!plugin_default_version_check(version, &gcc_version)) {
		error(G_("incompatible gcc/plugin versions"));
		return 1;
	}
	tu = XCNEW(struct kcfi_tu);
	tu->hash = ti_hash_name(TI_HASH_XXHASH64);
	for (int i = 0; i < info->argc; i++) {
		const char *key = info->argv[i].key, *val = info->argv[i].value;
		enum ti_hash alg;

		if (!strcmp(key, "hash") && val && !ti_hash_parse(val, &alg))
			tu->hash = ti_hash_name(alg);
		else if (!strcmp(key, "hash"))
			error(G_("kcfi: %<-fplugin-arg-%s-hash=%> takes " TI_HASH_SPELLINGS), name);
		else if (!strcmp(key, "normalize-integers") && !val)
			normalize = true;
		else if (!strcmp(key, "query") && val)
			query = val;
		else if (!strcmp(key, "arity") && !val)
			tu->arity = true;
		else
			error(G_("kcfi: unknown option %<-fplugin-arg-%s-%s%>"), name, key);
	}
	if (!kcfi_parse_prefix_nops(&tu->prefix_nops))
		error(G_("kcfi: cannot parse %<-fpatchable-function-entry=%s%>"),
		      flag_patchable_function_entry);
	tu->names = kcfi_names_new(normalize);
	register_callback(name, PLUGIN_INFO, NULL, &kcfi_plugin_info);
	register_callback(name, PLUGIN_ATTRIBUTES, kcfi_register_attributes, NULL);
	if (query)
		return kcfi_query_init(name, query, tu->names);

	/* Around ICF and before tail merging: stop merges that confuse types. */
	kcfi_register_pass(name, new kcfi_icf_mark_pass(g, tu), "icf", PASS_POS_INSERT_BEFORE);
	kcfi_register_pass(name, new kcfi_icf_unmark_pass(g), "icf", PASS_POS_INSERT_AFTER);
	kcfi_register_pass(name, new kcfi_tail_merge_guard_pass(g, tu), "pre", PASS_POS_INSERT_BEFORE);
	/* After expand: the last point where every call MEM has its type. */
	kcfi_register_pass(name, new kcfi_capture_pass(g, tu), "expand", PASS_POS_INSERT_AFTER);
	/* Before shorten: the last point where insns may be added safely, and
	 * where GCC sizes branches and jump tables (with the markers' lengths);
	 * arm: before machine reorg, which places the literal pools. */
	kcfi_register_pass(name, new kcfi_mark_pass(g, tu), KCFI_MARK_BEFORE, PASS_POS_INSERT_BEFORE);
	kcfi_register_arity(name, tu);
	if (KCFI_MAP_BLOCKS)
		kcfi_register_pass(name, new kcfi_rejoin_pass(g), "shorten", PASS_POS_INSERT_BEFORE);
	/* The call graph is built: it knows which external functions are address-taken. */
	register_callback(name, PLUGIN_ALL_IPA_PASSES_START, kcfi_typeids_collect, tu);
	register_callback(name, PLUGIN_ALL_IPA_PASSES_END, kcfi_typeids_emit, tu);
	tu->roots[0] = { &tu->typeid_decls, 1, sizeof(tu->typeid_decls),
			 &gt_ggc_mx_vec_tree_va_gc_, &gt_pch_nx_vec_tree_va_gc_ };
	tu->roots[1] = LAST_GGC_ROOT_TAB;
	register_callback(name, PLUGIN_REGISTER_GGC_ROOTS, NULL, tu->roots);
	register_callback(name, PLUGIN_FINISH_UNIT, kcfi_finish_unit, tu);
	return 0;
}
