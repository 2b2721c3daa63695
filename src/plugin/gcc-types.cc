// SPDX-License-Identifier: GPL-2.0
/*
 * GCC tree -> struct ti_type -> KCFI type name (mangle.c).
 *
 * Every target fact comes from GCC's own trees: which node is "char" and
 * whether it is signed, the width of long, the target's va_list and its
 * vector/float spellings (targetm.mangle_type, GCC's C++ mangling hook).
 * Typedefs are looked through, except the typedef that names an anonymous
 * struct/union/enum, whose name Clang uses as the tag.
 */
#include "gcc-compat.h"
#include "gcc-types.h"
#include "cfi-salt.h"
#include "mangle.h"

/* An unnamed struct/union/enum defined inside a struct or union. */
struct kcfi_member_type {
	unsigned int uid;		/* TYPE_UID of the unnamed type */
	tree parent;			/* main variant of the enclosing type */
};

struct kcfi_names {
	struct ti_mangler *mangler;
	auto_vec<char *> strings;	/* returned names, freed with the context */
	/* GCC's C front end leaves TYPE_CONTEXT of a member type NULL, so the
	 * enclosing type is recorded as each struct/union is finished. */
	auto_vec<kcfi_member_type> members;
	/* The typedef that names an anonymous struct/union/enum: the first
	 * typedef of the declaration that defines it, as Clang takes it. */
	auto_vec<kcfi_member_type> namings;	/* { uid, TYPE_DECL } */
	tree pending_anon;		/* anonymous type of the declaration being parsed */
	/* The same parents and naming typedefs as a GC root: a member type may
	 * outlive every other reference to its enclosing type. */
	vec<tree, va_gc> *gc_parents;
	struct ggc_root_tab roots[3];
};

/* One conversion: the nodes it allocates, freed once the name is built. */
struct ti_conv {
	explicit ti_conv(struct kcfi_names *n) : names(n), error(NULL) {}
	struct kcfi_names *names;
	auto_vec<void *> allocs;
	const char *error;		/* first reason the type cannot be named */
};

static struct ti_type *conv_node(struct ti_conv *c, enum ti_kind kind)
{
	struct ti_type *t = XCNEW(struct ti_type);

	c->allocs.safe_push(t);
	t->kind = kind;
	return t;
}

static const struct ti_type *conv_type(struct ti_conv *c, tree type);

/* The standard C integer nodes (the target decides their widths). */
static const struct {
	tree *node;
	enum ti_builtin builtin;
} conv_integers[] = {
	{ &integer_types[itk_char], TI_CHAR },
	{ &integer_types[itk_signed_char], TI_SCHAR },
	{ &integer_types[itk_unsigned_char], TI_UCHAR },
	{ &integer_types[itk_short], TI_SHORT },
	{ &integer_types[itk_unsigned_short], TI_USHORT },
	{ &integer_types[itk_int], TI_INT },
	{ &integer_types[itk_unsigned_int], TI_UINT },
	{ &integer_types[itk_long], TI_LONG },
	{ &integer_types[itk_unsigned_long], TI_ULONG },
	{ &integer_types[itk_long_long], TI_LLONG },
	{ &integer_types[itk_unsigned_long_long], TI_ULLONG },
};

static bool conv_integer_builtin(tree mv, enum ti_builtin *out)
{
	for (size_t i = 0; i < ARRAY_SIZE(conv_integers); i++) {
		if (mv == *conv_integers[i].node) {
			*out = conv_integers[i].builtin;
			return true;
		}
	}
	for (int i = 0; i < NUM_INT_N_ENTS; i++) {
		if (!int_n_enabled_p[i] || int_n_data[i].bitsize != 128)
			continue;
		if (mv == int_n_trees[i].signed_type || mv == int_n_trees[i].unsigned_type) {
			*out = TYPE_UNSIGNED(mv) ? TI_UINT128 : TI_INT128;
			return true;
		}
	}
	/* A width-only integer (mode attribute): the first C type of that
	 * width and sign, as Clang's getIntTypeForBitwidth picks it. */
	static const enum ti_builtin by_width[][2] = {
		{ TI_SCHAR, TI_UCHAR }, { TI_SHORT, TI_USHORT }, { TI_INT, TI_UINT },
		{ TI_LONG, TI_ULONG }, { TI_LLONG, TI_ULLONG },
	};
	static const int nodes[] = { itk_signed_char, itk_short, itk_int, itk_long, itk_long_long };
	for (size_t i = 0; i < ARRAY_SIZE(nodes); i++) {
		if (TYPE_PRECISION(integer_types[nodes[i]]) == TYPE_PRECISION(mv)) {
			*out = by_width[i][TYPE_UNSIGNED(mv) ? 1 : 0];
			return true;
		}
	}
	return false;
}

static unsigned int conv_bits(tree type)
{
	return TYPE_SIZE(type) && tree_fits_uhwi_p(TYPE_SIZE(type)) ?
	       (unsigned int)tree_to_uhwi(TYPE_SIZE(type)) : 0;
}

/* A target spelling from GCC's C++ mangling hook, as a vendor node. */
static const struct ti_type *conv_vendor(struct ti_conv *c, const char *spelling)
{
	struct ti_type *t = conv_node(c, TI_VENDOR);

	t->name = spelling;
	/*
	 * One letter, D<x> other than Dv, or a u<name> vendor builtin (aarch64
	 * "u6__bf16"): builtins, never substituted. Class-like spellings
	 * ("11__Int32x4_t", "St9__va_list") are candidates, as in Clang.
	 */
	t->vendor_builtin = !spelling[1] || spelling[0] == 'u' ||
			    (spelling[0] == 'D' && spelling[1] != 'v');
	return t;
}

static const struct ti_type *conv_real(struct ti_conv *c, tree mv)
{
	struct ti_type *t = conv_node(c, TI_BUILTIN);
	const char *hook;

	if (mv == float_type_node || mv == double_type_node || mv == long_double_type_node) {
		t->builtin = mv == float_type_node ? TI_FLOAT :
			     mv == double_type_node ? TI_DOUBLE : TI_LDOUBLE;
		return t;
	}
	/* Before the hook: aarch64's hook spells every 16-bit float "Dh". */
	if (mv == float16_type_node) {
		t->builtin = TI_FLOAT16;
		return t;
	}
	hook = targetm.mangle_type(mv);
	if (hook)
		return conv_vendor(c, hook);
	for (int i = 0; i < NUM_FLOATN_NX_TYPES; i++) {
		if (mv != FLOATN_NX_TYPE_NODE(i))
			continue;
		t->builtin = floatn_nx_types[i].extended ? TI_FLOATNX : TI_FLOATN;
		t->bits = floatn_nx_types[i].n;
		return t;
	}
	if (mv == dfloat32_type_node || mv == dfloat64_type_node || mv == dfloat128_type_node) {
		t->builtin = mv == dfloat32_type_node ? TI_DEC32 :
			     mv == dfloat64_type_node ? TI_DEC64 : TI_DEC128;
		return t;
	}
	c->error = "unknown floating type";
	return NULL;
}

static tree conv_naming_typedef(struct kcfi_names *names, tree mv)
{
	unsigned int i;
	kcfi_member_type *n;

	FOR_EACH_VEC_ELT(names->namings, i, n)
		if (n->uid == TYPE_UID(mv))
			return n->parent;
	return NULL_TREE;
}

/* A type declared inside a function is "Z[L]<function>E<name>" (Clang). */
static void conv_scope(struct ti_type *t, tree mv, tree naming)
{
	tree ctx = TYPE_CONTEXT(mv);

	if (!ctx && TYPE_STUB_DECL(mv))
		ctx = DECL_CONTEXT(TYPE_STUB_DECL(mv));
	if (!ctx && naming)
		ctx = DECL_CONTEXT(naming);
	if (!ctx || TREE_CODE(ctx) != FUNCTION_DECL || !DECL_NAME(ctx))
		return;
	t->scope = IDENTIFIER_POINTER(DECL_NAME(ctx));
	t->scope_internal = !TREE_PUBLIC(ctx);
}

static tree conv_member_parent_uid(struct kcfi_names *names, unsigned int uid)
{
	unsigned int i;
	kcfi_member_type *m;

	FOR_EACH_VEC_ELT(names->members, i, m)
		if (m->uid == uid)
			return m->parent;
	return NULL_TREE;
}

static tree conv_member_parent(struct ti_conv *c, tree mv)
{
	return conv_member_parent_uid(c->names, TYPE_UID(mv));
}

/* struct/union/enum by tag, by naming typedef, or as an anonymous "$_N". */
static const struct ti_type *conv_tag(struct ti_conv *c, tree type, tree mv)
{
	struct ti_type *t = conv_node(c, TI_TAG);
	tree name = TYPE_NAME(mv);
	tree naming = NULL_TREE;

	if (name && TREE_CODE(name) == TYPE_DECL)
		name = DECL_NAME(name);
	if (!name) {
		naming = conv_naming_typedef(c->names, mv);
		if (naming)
			name = DECL_NAME(naming);
	}
	if (name)
		t->name = IDENTIFIER_POINTER(name);
	/* Numbers "$_N" and tells local namesakes apart for the whole unit: a
	 * TYPE_UID is never reused, unlike the address of a collected type. */
	t->identity = (const void *)(uintptr_t)TYPE_UID(mv);
	conv_scope(t, mv, naming);
	if (!name) {
		tree parent = conv_member_parent(c, mv);

		if (parent)
			t->parent = conv_tag(c, parent, parent);
	}
	return t;
}

static const struct ti_type *conv_array(struct ti_conv *c, tree type)
{
	struct ti_type *t = conv_node(c, TI_ARRAY);
	tree dom = TYPE_DOMAIN(type);
	tree max = dom ? TYPE_MAX_VALUE(dom) : NULL_TREE;

	t->inner = conv_type(c, TREE_TYPE(type));
	/* GCC's C front end builds [*] like the zero-length int a[0] (no
	 * maximum, size 0) but marks it variably sized, C_TYPE_VARIABLE_SIZE
	 * (c-tree.h); Clang mangles it as the VLA it stands for. The front end
	 * sets that flag on the shared array type it copies [0] from, so a [0]
	 * after a [*] of the same element type reads as [*] (docs/typeinfo.md). */
	bool star = !max && TYPE_LANG_FLAG_1(type);

	if (max && TREE_CODE(max) == INTEGER_CST && tree_fits_shwi_p(max))
		t->count = (unsigned long long)(tree_to_shwi(max) + 1);
	else if (!max && !star && TYPE_SIZE(type) && integer_zerop(TYPE_SIZE(type)))
		t->count = 0;	/* int a[0] */
	else
		t->unknown_bound = true;	/* [], [*], VLA */
	t->vla = star || (max && TREE_CODE(max) != INTEGER_CST);
	return t;
}

static const struct ti_type *conv_function(struct ti_conv *c, tree type)
{
	struct ti_type *t = conv_node(c, TI_FUNCTION);
	const struct ti_type **params;
	unsigned int n = 0;
	tree arg;

	t->inner = conv_type(c, TREE_TYPE(type));
	/* x86_64 EFI's __efiapi; Clang mangles it, sysv_abi is the default. */
	if (lookup_attribute("ms_abi", TYPE_ATTRIBUTES(type)))
		t->cconv = "ms_abi";
	t->salt = kcfi_cfi_salt(type);
	if (!prototype_p(type)) {
		t->proto = TI_UNPROTOTYPED;
		return t;
	}
	t->proto = stdarg_p(type) ? TI_VARIADIC : TI_PROTOTYPED;
	for (arg = TYPE_ARG_TYPES(type); arg && arg != void_list_node; arg = TREE_CHAIN(arg))
		n++;
	params = XCNEWVEC(const struct ti_type *, n ? n : 1);
	c->allocs.safe_push(params);
	n = 0;
	for (arg = TYPE_ARG_TYPES(type); arg && arg != void_list_node; arg = TREE_CHAIN(arg))
		params[n++] = conv_type(c, TREE_VALUE(arg));
	t->params = params;
	t->nparams = n;
	return t;
}

static const struct ti_type *conv_builtin_int(struct ti_conv *c, tree mv)
{
	struct ti_type *t = conv_node(c, TI_BUILTIN);

	if (TREE_CODE(mv) == BOOLEAN_TYPE) {
		t->builtin = TI_BOOL;
	} else if (!conv_integer_builtin(mv, &t->builtin)) {
		const char *hook = targetm.mangle_type(mv);

		if (hook)
			return conv_vendor(c, hook);
		c->error = "integer type with no C equivalent";
		return NULL;
	}
	t->bits = conv_bits(mv);
	t->is_signed = !TYPE_UNSIGNED(mv);
	return t;
}

/* The unqualified part of TYPE; MV is its main variant. */
static const struct ti_type *conv_unqualified(struct ti_conv *c, tree type, tree mv)
{
	const char *hook;
	struct ti_type *t;

	switch (TREE_CODE(mv)) {
	case VOID_TYPE:
		t = conv_node(c, TI_BUILTIN);
		t->builtin = TI_VOIDTYPE;
		return t;
	case BOOLEAN_TYPE:
	case INTEGER_TYPE:
		return conv_builtin_int(c, mv);
	case REAL_TYPE:
		return conv_real(c, mv);
	case POINTER_TYPE:
		t = conv_node(c, TI_POINTER);
		t->inner = conv_type(c, TREE_TYPE(type));
		return t;
	case ARRAY_TYPE:
		return conv_array(c, type);
	case FUNCTION_TYPE:
		return conv_function(c, type);
	case COMPLEX_TYPE:
		t = conv_node(c, TI_COMPLEX);
		t->inner = conv_type(c, TREE_TYPE(mv));
		return t;
	case VECTOR_TYPE:
		hook = targetm.mangle_type(mv);	/* aarch64 NEON: "11__Int32x4_t" */
		if (hook)
			return conv_vendor(c, hook);
		t = conv_node(c, TI_VECTOR);
		t->count = TYPE_VECTOR_SUBPARTS(mv).to_constant();
		t->inner = conv_type(c, TREE_TYPE(mv));
		return t;
	case RECORD_TYPE:
	case UNION_TYPE:
	case ENUMERAL_TYPE:
		hook = targetm.mangle_type(mv);	/* aarch64 va_list: "St9__va_list" */
		if (hook)
			return conv_vendor(c, hook);
		return conv_tag(c, type, mv);
	default:
		c->error = "type not supported by the KCFI mangler";
		return NULL;
	}
}

/* Clang's numbers for GCC's named x86 address spaces. */
static bool conv_addr_space(struct ti_conv *c, addr_space_t as, unsigned int *out)
{
	const char *name = c_addr_space_name(as);

	if (name && !strcmp(name, "__seg_gs"))
		*out = 256;
	else if (name && !strcmp(name, "__seg_fs"))
		*out = 257;
	else if (!c->error)
		c->error = "address space without a Clang equivalent";
	return c->error == NULL;
}

static const struct ti_type *conv_type(struct ti_conv *c, tree type)
{
	int quals = TYPE_QUALS(type);
	tree mv = TYPE_MAIN_VARIANT(type);

	/* A type attribute (may_alias) makes a new main variant; the canonical
	 * type is still the C type it was made from. */
	if (TYPE_CANONICAL(mv) && TYPE_CANONICAL(mv) != mv)
		mv = TYPE_MAIN_VARIANT(TYPE_CANONICAL(mv));
	const struct ti_type *base;
	struct ti_type *t;

	if (c->error)
		return NULL;
	if (type == error_mark_node) {
		c->error = "erroneous type";
		return NULL;
	}
	base = conv_unqualified(c, type, mv);
	if (!base || c->error)
		return NULL;
	if (quals & TYPE_QUAL_ATOMIC) {	/* Clang: _Atomic is a type, quals outside */
		t = conv_node(c, TI_ATOMIC);
		t->inner = base;
		base = t;
	}
	/* GCC marks noreturn/const function types volatile/const; for C (and
	 * Clang) a function type has no qualifiers. */
	if (TREE_CODE(mv) == FUNCTION_TYPE)
		return base;
	if (!(quals & (TYPE_QUAL_CONST | TYPE_QUAL_VOLATILE | TYPE_QUAL_RESTRICT)) &&
	    ADDR_SPACE_GENERIC_P(TYPE_ADDR_SPACE(type)))
		return base;
	t = conv_node(c, TI_BUILTIN);
	*t = *base;
	t->quals = ((quals & TYPE_QUAL_CONST) ? TI_CONST : 0) |
		   ((quals & TYPE_QUAL_VOLATILE) ? TI_VOLATILE : 0) |
		   ((quals & TYPE_QUAL_RESTRICT) ? TI_RESTRICT : 0);
	if (!ADDR_SPACE_GENERIC_P(TYPE_ADDR_SPACE(type)) &&
	    !conv_addr_space(c, TYPE_ADDR_SPACE(type), &t->addr_space))
		return NULL;
	return t;
}

static void conv_free(struct ti_conv *c)
{
	unsigned int i;
	void *p;

	FOR_EACH_VEC_ELT(c->allocs, i, p)
		free(p);
}

/* Keep NAME (malloc'd) until kcfi_names_free(); NULL stays NULL. */
static const char *names_keep(struct kcfi_names *names, char *name)
{
	if (name)
		names->strings.safe_push(name);
	return name;
}

static const char *names_finish(struct kcfi_names *names, struct ti_conv *c,
				const struct ti_type *t, bool function, tree type,
				location_t loc, bool quiet = false)
{
	char *name = NULL;

	if (t && !c->error)
		name = function ? ti_mangle_function(names->mangler, t) :
				  ti_mangle_type(names->mangler, t);
	if (!name && !quiet)
		error_at(loc, "kcfi: cannot name type %qT: %s", type,
			 c->error ? c->error : ti_mangler_error(names->mangler));
	conv_free(c);
	return names_keep(names, name);
}

/*
 * PLUGIN_FINISH_TYPE, for each struct/union/enum specifier: note the unnamed
 * types defined inside TYPE, and an unnamed TYPE itself as the candidate for
 * the typedefs of this declaration (names_finish_decl).
 */
static void names_finish_type(void *gcc_data, void *user_data)
{
	struct kcfi_names *names = (struct kcfi_names *)user_data;
	tree type = (tree)gcc_data;

	names->pending_anon = NULL_TREE;
	if (type && (RECORD_OR_UNION_TYPE_P(type) || TREE_CODE(type) == ENUMERAL_TYPE) &&
	    !TYPE_NAME(TYPE_MAIN_VARIANT(type)))
		names->pending_anon = TYPE_MAIN_VARIANT(type);
	if (!type || (TREE_CODE(type) != RECORD_TYPE && TREE_CODE(type) != UNION_TYPE))
		return;
	for (tree f = TYPE_FIELDS(type); f; f = DECL_CHAIN(f)) {
		tree ft = TREE_CODE(f) == FIELD_DECL ? TREE_TYPE(f) : NULL_TREE;

		while (ft && TREE_CODE(ft) == ARRAY_TYPE)	/* struct { ... } x[4]; */
			ft = TREE_TYPE(ft);
		if (!ft || (!RECORD_OR_UNION_TYPE_P(ft) && TREE_CODE(ft) != ENUMERAL_TYPE))
			continue;
		ft = TYPE_MAIN_VARIANT(ft);
		if (TYPE_NAME(ft) || conv_member_parent_uid(names, TYPE_UID(ft)))
			continue;
		names->members.safe_push({ TYPE_UID(ft), TYPE_MAIN_VARIANT(type) });
		vec_safe_push(names->gc_parents, TYPE_MAIN_VARIANT(type));
	}
}

/*
 * PLUGIN_FINISH_DECL: "typedef struct {...} A, B;" names the type A (the
 * first typedef of the defining declaration that declares the type itself;
 * "*PA" and "const A" do not, as in clang-19). A typedef in a later declaration
 * ("typedef __typeof__(v) T;") does not: Clang calls the type "$_N".
 * Another declarator (a variable of the type) ends the candidate.
 */
void kcfi_names_finish_decl(struct kcfi_names *names, tree decl)
{
	tree anon = names->pending_anon;

	if (!anon || !decl)
		return;
	if (TREE_CODE(decl) != TYPE_DECL) {
		names->pending_anon = NULL_TREE;
		return;
	}
	tree orig = DECL_ORIGINAL_TYPE(decl);

	/* "typedef union {...} T __attribute__((__transparent_union__))": the
	 * attribute copies the union into a new type (c-attribs.cc,
	 * build_duplicate_type) and T names the copy, which Clang calls T */
	if (orig && orig != anon && TREE_CODE(orig) == UNION_TYPE && TREE_CODE(anon) == UNION_TYPE &&
	    TYPE_TRANSPARENT_AGGR(orig) && !TYPE_NAME(orig) && orig == TYPE_MAIN_VARIANT(orig)) {
		names->namings.safe_push({ TYPE_UID(orig), decl });
	} else if (orig != anon) {
		return;
	}
	names->namings.safe_push({ TYPE_UID(anon), decl });
	vec_safe_push(names->gc_parents, decl);
	names->pending_anon = NULL_TREE;
}

static void names_finish_decl(void *gcc_data, void *user_data)
{
	kcfi_names_finish_decl((struct kcfi_names *)user_data, (tree)gcc_data);
}

/*
 * Registers its own PLUGIN_FINISH_TYPE callback and GC root (from
 * plugin_init, where kcfi_names_new is called), so member types are known
 * in every mode.
 */
struct kcfi_names *kcfi_names_new(bool normalize_integers)
{
	struct kcfi_names *names = new kcfi_names;

	names->mangler = ti_mangler_new(normalize_integers);
	if (!names->mangler)
		fatal_error(UNKNOWN_LOCATION, "kcfi: out of memory");
	names->gc_parents = NULL;
	names->pending_anon = NULL_TREE;
	names->roots[0] = { &names->gc_parents, 1, sizeof(names->gc_parents),
			    &gt_ggc_mx_vec_tree_va_gc_, &gt_pch_nx_vec_tree_va_gc_ };
	names->roots[1] = { &names->pending_anon, 1, sizeof(names->pending_anon),
			    &gt_ggc_mx_tree_node, &gt_pch_nx_tree_node };
	names->roots[2] = LAST_GGC_ROOT_TAB;
	register_callback("kcfi", PLUGIN_REGISTER_GGC_ROOTS, NULL, names->roots);
	register_callback("kcfi", PLUGIN_FINISH_TYPE, names_finish_type, names);
	register_callback("kcfi", PLUGIN_FINISH_DECL, names_finish_decl, names);
	return names;
}

void kcfi_names_free(struct kcfi_names *names)
{
	unsigned int i;
	char *s;

	if (!names)
		return;
	FOR_EACH_VEC_ELT(names->strings, i, s)
		free(s);
	ti_mangler_free(names->mangler);
	delete names;
}

const char *kcfi_type_name(struct kcfi_names *names, tree fntype, location_t loc)
{
	struct ti_conv c(names);

	if (TREE_CODE(fntype) != FUNCTION_TYPE) {
		error_at(loc, "kcfi: %qT is not a function type", fntype);
		return NULL;
	}
	return names_finish(names, &c, conv_type(&c, fntype), true, fntype, loc);
}

const char *kcfi_type_name_quiet(struct kcfi_names *names, tree fntype)
{
	struct ti_conv c(names);

	if (TREE_CODE(fntype) != FUNCTION_TYPE)
		return NULL;
	return names_finish(names, &c, conv_type(&c, fntype), true, fntype, UNKNOWN_LOCATION, true);
}

const char *kcfi_type_mangling(struct kcfi_names *names, tree type, location_t loc)
{
	struct ti_conv c(names);

	return names_finish(names, &c, conv_type(&c, type), false, type, loc);
}

/*
 * K&R definition "int k(c, f) char c; float f; {...}": its type has no
 * prototype, but Clang names it by the promoted parameter types (FiidE).
 */
const char *kcfi_decl_type_name(struct kcfi_names *names, tree fndecl)
{
	tree type = TREE_TYPE(fndecl);
	location_t loc = DECL_SOURCE_LOCATION(fndecl);
	struct ti_conv c(names);
	struct ti_type *fn;
	const struct ti_type **params;
	unsigned int n = 0;
	tree parm;

	if (prototype_p(type) || !DECL_ARGUMENTS(fndecl))
		return kcfi_type_name(names, type, loc);
	fn = (struct ti_type *)conv_type(&c, type);
	if (!fn)
		return names_finish(names, &c, NULL, true, type, loc);
	for (parm = DECL_ARGUMENTS(fndecl); parm; parm = DECL_CHAIN(parm))
		n++;
	params = XCNEWVEC(const struct ti_type *, n);
	c.allocs.safe_push(params);
	n = 0;
	for (parm = DECL_ARGUMENTS(fndecl); parm; parm = DECL_CHAIN(parm))
		params[n++] = conv_type(&c, DECL_ARG_TYPE(parm));
	fn->proto = TI_PROTOTYPED;
	fn->params = params;
	fn->nparams = n;
	return names_finish(names, &c, fn, true, type, loc);
}
