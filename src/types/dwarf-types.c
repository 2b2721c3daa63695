// SPDX-License-Identifier: GPL-2.0
/*
 * DWARF front end, type half: a DW_TAG_subprogram or a type DIE -> struct
 * ti_type, with the same duties as the GCC front end (gcc-types.cc):
 * typedefs are transparent except the one naming an anonymous tag, integer
 * types are identified by their DWARF name (GCC says "long unsigned int",
 * Clang "unsigned long": the same words), qualifiers of an array go to its
 * element, and a function type carries no qualifiers.
 */
#include <gelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "dwarf-int.h"

#define DCONV_MAX_DEPTH 64
#define DW_CC_LLVM_Win64_value 0xc1	/* LLVM's vendor calling convention, not in libdw 0.188 */

static struct ti_type *node(struct ti_dconv *c, enum ti_kind kind)
{
	struct ti_type *t;

	if (!ti_dwarf_grow((void **)&c->allocs, &c->cap, c->nallocs + 1, sizeof(*c->allocs)) ||
	    !(t = calloc(1, sizeof(*t)))) {
		c->error = "out of memory";
		return NULL;
	}
	c->allocs[c->nallocs++] = t;
	t->kind = kind;
	return t;
}

static struct ti_type *copy(struct ti_dconv *c, const struct ti_type *from)
{
	struct ti_type *t = node(c, from->kind);

	if (t)
		*t = *from;
	return t;
}

void ti_dconv_free(struct ti_dconv *c)
{
	for (size_t i = 0; i < c->nallocs; i++)
		free(c->allocs[i]);
	free(c->allocs);
}

static const struct ti_type *conv(struct ti_dconv *c, Dwarf_Die *die);

/* A target type Clang spells verbatim ("Dh", "11__Int32x4_t"); the
 * spelling is copied (freed with the nodes) unless it is a literal. */
static const struct ti_type *vendor(struct ti_dconv *c, const char *spelling, bool builtin)
{
	struct ti_type *t = node(c, TI_VENDOR);

	if (t) {
		t->name = spelling;
		t->vendor_builtin = builtin;
	}
	return t;
}

static const struct ti_type *void_type(struct ti_dconv *c)
{
	struct ti_type *t = node(c, TI_BUILTIN);

	if (t)
		t->builtin = TI_VOIDTYPE;
	return t;
}

/* The type DIE refers to; void when it has none (void *, void f()). */
static const struct ti_type *conv_ref(struct ti_dconv *c, Dwarf_Die *die)
{
	Dwarf_Attribute a;
	Dwarf_Die t;

	if (!dwarf_attr_integrate(die, DW_AT_type, &a))
		return void_type(c);
	if (!dwarf_formref_die(&a, &t)) {
		c->error = "broken type reference";
		return NULL;
	}
	return conv(c, &t);
}

static bool has_word(const char *name, const char *word)
{
	size_t n = strlen(word);

	for (const char *p = name; (p = strstr(p, word)); p += n)
		if ((p == name || p[-1] == ' ') && (p[n] == ' ' || !p[n]))
			return true;
	return false;
}

/* Integer by the words of its name: "long unsigned int" = "unsigned long". */
static bool integer_builtin(const char *name, bool is_unsigned, enum ti_builtin *b)
{
	const char *p = strstr(name, "long");
	bool two_longs = p && strstr(p + 4, "long");

	if (has_word(name, "char"))
		*b = has_word(name, "signed") ? TI_SCHAR : has_word(name, "unsigned") ? TI_UCHAR :
		     TI_CHAR;
	else if (has_word(name, "__int128"))
		*b = is_unsigned ? TI_UINT128 : TI_INT128;
	else if (has_word(name, "short"))
		*b = is_unsigned ? TI_USHORT : TI_SHORT;
	else if (two_longs)
		*b = is_unsigned ? TI_ULLONG : TI_LLONG;
	else if (has_word(name, "long"))
		*b = is_unsigned ? TI_ULONG : TI_LONG;
	else if (has_word(name, "int") || has_word(name, "unsigned") || has_word(name, "signed"))
		*b = is_unsigned ? TI_UINT : TI_INT;
	else
		return false;
	return true;
}

static const struct {
	const char *name;
	enum ti_builtin builtin;
	unsigned int bits;
} float_names[] = {
	{ "float", TI_FLOAT, 0 }, { "double", TI_DOUBLE, 0 }, { "long double", TI_LDOUBLE, 0 },
	{ "__float128", TI_FLOAT128, 0 }, { "_Float16", TI_FLOAT16, 0 }, { "__bf16", TI_BF16, 0 },
	{ "_Float32", TI_FLOATN, 32 }, { "_Float64", TI_FLOATN, 64 },
	{ "_Float128", TI_FLOAT128, 0 },	/* x86_64 GCC: the same type as __float128 */
	{ "_Float32x", TI_FLOATNX, 32 }, { "_Float64x", TI_FLOATNX, 64 },
	{ "_Decimal32", TI_DEC32, 0 }, { "_Decimal64", TI_DEC64, 0 },
	{ "_Decimal128", TI_DEC128, 0 },
};

static bool float_builtin(const char *name, struct ti_type *t)
{
	for (size_t i = 0; i < sizeof(float_names) / sizeof(float_names[0]); i++) {
		if (!strcmp(name, float_names[i].name)) {
			t->builtin = float_names[i].builtin;
			t->bits = float_names[i].bits;
			return true;
		}
	}
	return false;
}

/* "complex double" (GCC), "complex" of 16 bytes (Clang), "complex int". */
static const struct ti_type *conv_complex(struct ti_dconv *c, const char *name,
					  Dwarf_Word size, int enc)
{
	struct ti_type *t = node(c, TI_COMPLEX), *e = node(c, TI_BUILTIN);
	const char *rest = strncmp(name, "complex ", 8) ? NULL : name + 8;

	if (!t || !e)
		return NULL;
	t->inner = e;
	if (rest && float_builtin(rest, e))
		return t;
	if (rest && integer_builtin(rest, has_word(rest, "unsigned"), &e->builtin)) {
		e->bits = (unsigned int)(size * 4);
		e->is_signed = !has_word(rest, "unsigned");
		return t;
	}
	if (enc == DW_ATE_complex_float && (size == 8 || size == 16 || size == 32)) {
		e->builtin = size == 8 ? TI_FLOAT : size == 16 ? TI_DOUBLE : TI_LDOUBLE;
		return t;
	}
	/* Clang: "complex" for every complex integer; GCC: "__unknown__" for some */
	c->error = "complex integer type whose element type DWARF does not name";
	return NULL;
}

static const struct ti_type *conv_base(struct ti_dconv *c, Dwarf_Die *die)
{
	const char *name = dwarf_diename(die);
	Dwarf_Attribute a;
	Dwarf_Word enc = 0, size = 0;
	struct ti_type *t;

	/* libdw's form readers return 0 on success */
	if (!name || dwarf_formudata(dwarf_attr(die, DW_AT_encoding, &a), &enc) ||
	    dwarf_formudata(dwarf_attr(die, DW_AT_byte_size, &a), &size)) {
		c->error = "base type without name, encoding or size";
		return NULL;
	}
	if (enc == DW_ATE_complex_float || has_word(name, "complex") || has_word(name, "_Complex"))
		return conv_complex(c, name, size, (int)enc);
	if (c->d->machine == EM_AARCH64 && (!strcmp(name, "__fp16") || !strcmp(name, "__bf16")))
		return vendor(c, !strcmp(name, "__fp16") ? "Dh" : "u6__bf16", true);
	t = node(c, TI_BUILTIN);
	if (!t)
		return NULL;
	t->bits = (unsigned int)size * 8;
	switch (enc) {
	case DW_ATE_boolean:
		t->builtin = TI_BOOL;
		return t;
	case DW_ATE_float:
		if (float_builtin(name, t))
			return t;
		break;
	case DW_ATE_signed: case DW_ATE_signed_char:
	case DW_ATE_unsigned: case DW_ATE_unsigned_char: {
		bool is_unsigned = enc == DW_ATE_unsigned || enc == DW_ATE_unsigned_char;

		if (!strncmp(name, "_BitInt(", 8) || !strncmp(name, "unsigned _BitInt(", 17)) {
			t->builtin = is_unsigned ? TI_UBITINT : TI_BITINT;
			t->bits = (unsigned int)strtoul(strchr(name, '(') + 1, NULL, 10);
			return t;
		}
		if (!integer_builtin(name, is_unsigned, &t->builtin))
			break;
		t->is_signed = !is_unsigned;
		return t;
	}
	default:
		break;
	}
	c->error = "base type with no C equivalent";
	return NULL;
}

/* C qualifiers of an array belong to its element (C 6.7.3). */
static const struct ti_type *qualify(struct ti_dconv *c, const struct ti_type *base,
				     unsigned int quals)
{
	struct ti_type *t;

	if (!base || base->kind == TI_FUNCTION)	/* noreturn/const functions: no quals in C */
		return base;
	t = copy(c, base);
	if (!t)
		return NULL;
	if (base->kind == TI_ARRAY)
		t->inner = qualify(c, base->inner, quals);
	else
		t->quals |= quals;
	return t;
}

static unsigned int qual_bit(int tag)
{
	return tag == DW_TAG_const_type ? TI_CONST :
	       tag == DW_TAG_volatile_type ? TI_VOLATILE : TI_RESTRICT;
}

/* One dimension's bound: count, unknown ([] or [*]) or variable (VLA). */
static void subrange_bound(struct ti_dconv *c, Dwarf_Die *sub, struct ti_type *t)
{
	Dwarf_Attribute a;
	Dwarf_Sword v;

	if (dwarf_attr(sub, DW_AT_count, &a)) {
		if (dwarf_formsdata(&a, &v) == 0 && v >= 0)
			t->count = (unsigned long long)v;
		else
			t->unknown_bound = t->vla = true;
		return;
	}
	if (!dwarf_attr(sub, DW_AT_upper_bound, &a)) {
		t->unknown_bound = true;
		t->vla = c->r->unknown_is_vla;
		c->r->saw_unknown = true;
		return;
	}
	if (dwarf_whatform(&a) == DW_FORM_exprloc || dwarf_whatform(&a) == DW_FORM_ref4 ||
	    dwarf_whatform(&a) == DW_FORM_block1 || dwarf_formsdata(&a, &v) != 0) {
		t->unknown_bound = t->vla = true;
		return;
	}
	/* GCC spells int a[0] as upper bound -1 */
	t->count = v < 0 ? 0 : (unsigned long long)v + 1;
}

/* int a[2][3]: one DIE with two subranges, outermost first. */
static const struct ti_type *conv_array(struct ti_dconv *c, Dwarf_Die *die)
{
	const struct ti_type *elem = conv_ref(c, die);
	Dwarf_Die subs[16], child;
	int n = 0;

	if (dwarf_child(die, &child) == 0) {
		do {
			if (dwarf_tag(&child) == DW_TAG_subrange_type && n < 16)
				subs[n++] = child;
		} while (dwarf_siblingof(&child, &child) == 0);
	}
	if (dwarf_hasattr(die, DW_AT_GNU_vector)) {
		struct ti_type *v = node(c, TI_VECTOR);

		if (!v || n != 1)
			return NULL;
		v->inner = elem;
		subrange_bound(c, &subs[0], v);
		return v;
	}
	if (n == 0) {
		c->error = "array without a dimension";
		return NULL;
	}
	if (c->r->arrays < 16) {
		unsigned int q = c->r->array_quals >> (2 * c->r->arrays) & 3;

		if (q)
			elem = qualify(c, elem, (q & 1 ? TI_CONST : 0) | (q & 2 ? TI_VOLATILE : 0));
	}
	c->r->arrays++;
	while (n-- > 0 && elem) {
		struct ti_type *t = node(c, TI_ARRAY);

		if (!t)
			return NULL;
		t->inner = elem;
		subrange_bound(c, &subs[n], t);
		elem = t;
	}
	return elem;
}

/* The enclosing function of a local type: Z[L]<function>E (Clang). */
static void tag_scope(struct ti_dconv *c, struct ti_type *t, uint64_t off)
{
	const struct ti_dwarf_unit *u = &c->d->unit;
	const struct ti_dwarf_link *p;

	for (int depth = 0; depth < DCONV_MAX_DEPTH && (p = ti_dwarf_link_find(&u->parents, off));
	     depth++) {
		Dwarf_Die die;
		Dwarf_Attribute a;
		bool external = false;

		if (!dwarf_offdie(c->d->dw, p->off, &die) || dwarf_tag(&die) == DW_TAG_compile_unit)
			return;
		if (dwarf_tag(&die) == DW_TAG_subprogram) {
			t->scope = dwarf_diename(&die);
			dwarf_formflag(dwarf_attr_integrate(&die, DW_AT_external, &a), &external);
			t->scope_internal = !external;
			return;
		}
		off = p->off;
	}
}

static const struct ti_type *conv_tag(struct ti_dconv *c, Dwarf_Die *die)
{
	const struct ti_dwarf_unit *u = &c->d->unit;
	struct ti_type *t = node(c, TI_TAG);
	uint64_t off = dwarf_dieoffset(die);
	const struct ti_dwarf_link *l;
	Dwarf_Die parent;

	if (!t)
		return NULL;
	t->name = dwarf_diename(die);
	t->identity = (const void *)(uintptr_t)off;
	if (!t->name && (l = ti_dwarf_link_find(&u->namings, off))) {
		t->name = l->name;
		tag_scope(c, t, l->off);	/* the typedef's scope is the type's */
		return t;
	}
	tag_scope(c, t, off);
	/* AAPCS64 and AAPCS: va_list is std::__va_list for mangling */
	t->in_std = (c->d->machine == EM_AARCH64 || c->d->machine == EM_ARM) && t->name && !t->scope &&
		    !strcmp(t->name, "__va_list");
	if (!t->name && (l = ti_dwarf_link_find(&u->members, off)) &&
	    dwarf_offdie(c->d->dw, l->off, &parent))
		t->parent = conv(c, &parent);
	return t;
}

/*
 * GCC marks a pointer to a named address space with DW_AT_address_class =
 * its own number (i386: 1 __seg_fs, 2 __seg_gs); Clang's mangling numbers
 * them 257 and 256 (kcfi-abi.md 1.2). Clang's DWARF has no trace of them.
 */
static const struct ti_type *conv_pointer(struct ti_dconv *c, Dwarf_Die *die)
{
	static const unsigned int clang_as[] = { [1] = 257, [2] = 256 };
	struct ti_type *t = node(c, TI_POINTER), *pointee;
	Dwarf_Attribute a;
	Dwarf_Word as;

	if (!t)
		return NULL;
	t->inner = conv_ref(c, die);
	if (!t->inner || !dwarf_attr(die, DW_AT_address_class, &a) ||
	    dwarf_formudata(&a, &as) || as == 0)
		return t;
	if (as >= sizeof(clang_as) / sizeof(clang_as[0]) || !clang_as[as]) {
		c->error = "address space without a Clang equivalent";
		return NULL;
	}
	pointee = copy(c, t->inner);
	if (!pointee)
		return NULL;
	pointee->addr_space = clang_as[as];
	t->inner = pointee;
	return t;
}

/* GCC writes "const _Atomic long" as atomic(const(long)); C (and both
 * compilers' manglings) keep qualifiers outside: K U7_Atomic l. */
static const struct ti_type *conv_atomic(struct ti_dconv *c, Dwarf_Die *die)
{
	const struct ti_type *inner = conv_ref(c, die);
	struct ti_type *t = node(c, TI_ATOMIC), *bare;

	if (!t || !inner)
		return NULL;
	t->inner = inner;
	if (inner->kind == TI_ARRAY || !inner->quals)
		return t;
	t->quals = inner->quals;
	bare = copy(c, inner);
	if (!bare)
		return NULL;
	bare->quals = 0;
	t->inner = bare;
	return t;
}

/*
 * AArch64 NEON vectors are class-like vendor types named after the ACLE
 * internal type: int32x4_t is "11__Int32x4_t" (GCC's aarch64 mangle_type
 * hook, Clang likewise). Both compilers' DWARF keep the arm_neon.h typedef
 * (GCC's also __Int32x4_t) over a vector; NULL if DIE is no such typedef.
 */
static const struct ti_type *conv_neon(struct ti_dconv *c, Dwarf_Die *die)
{
	static const char *const bases[] = { "int", "uint", "float", "poly", "bfloat" };
	const char *name = dwarf_diename(die), *p;
	Dwarf_Attribute a;
	Dwarf_Die t;
	char *spelling;
	size_t len;

	if (!name || !dwarf_formref_die(dwarf_attr(die, DW_AT_type, &a), &t) ||
	    dwarf_tag(&t) != DW_TAG_array_type || !dwarf_hasattr(&t, DW_AT_GNU_vector))
		return NULL;
	if (!strncmp(name, "__", 2) && name[2] >= 'A' && name[2] <= 'Z')
		name += 2;
	for (size_t i = 0; i < sizeof(bases) / sizeof(bases[0]); i++) {
		len = strlen(bases[i]);
		if (strncasecmp(name, bases[i], len))
			continue;
		p = name + len;
		if (*p < '0' || *p > '9' || !strchr(p, 'x') || strcmp(name + strlen(name) - 2, "_t"))
			continue;
		len = strlen(name) + 2;
		spelling = malloc(len + 24);
		if (!spelling ||
		    !ti_dwarf_grow((void **)&c->allocs, &c->cap, c->nallocs + 1, sizeof(*c->allocs))) {
			free(spelling);
			c->error = "out of memory";
			return NULL;
		}
		c->allocs[c->nallocs++] = spelling;
		snprintf(spelling, len + 24, "%zu__%c%s", len, name[0] & ~0x20, name + 1);
		return vendor(c, spelling, false);
	}
	return NULL;
}

static const struct ti_type *conv_unqualified(struct ti_dconv *c, Dwarf_Die *die, int tag)
{
	switch (tag) {
	case DW_TAG_base_type:
		return conv_base(c, die);
	case DW_TAG_pointer_type:
		return conv_pointer(c, die);
	case DW_TAG_atomic_type:
		return conv_atomic(c, die);
	case DW_TAG_typedef:
		if (c->d->machine == EM_AARCH64) {
			const struct ti_type *v = conv_neon(c, die);

			if (v || c->error)
				return v;
		}
		return conv_ref(c, die);
	case DW_TAG_array_type:
		return conv_array(c, die);
	case DW_TAG_structure_type: case DW_TAG_union_type: case DW_TAG_enumeration_type:
		return conv_tag(c, die);
	case DW_TAG_subroutine_type:
		return ti_dconv_function(c, die);
	default:
		c->error = "DWARF type tag the mangler has no equivalent for";
		return NULL;
	}
}

static const struct ti_type *conv(struct ti_dconv *c, Dwarf_Die *die)
{
	int tag = dwarf_tag(die);
	const struct ti_type *t;

	if (c->error)
		return NULL;
	if (++c->depth > DCONV_MAX_DEPTH) {
		c->error = "type nested too deeply";
		return NULL;
	}
	if (tag == DW_TAG_const_type || tag == DW_TAG_volatile_type || tag == DW_TAG_restrict_type)
		t = qualify(c, conv_ref(c, die), qual_bit(tag));
	else
		t = conv_unqualified(c, die, tag);
	c->depth--;
	return c->error ? NULL : t;
}

/* K&R definition "int k(c, f) char c; float f;": Clang names it by the
 * promoted types (FiidE), as the plugin does (kcfi_decl_type_name). */
static const struct ti_type *promote(struct ti_dconv *c, const struct ti_type *p)
{
	struct ti_type *t;

	if (!p || p->kind != TI_BUILTIN)
		return p;
	switch (p->builtin) {
	case TI_BOOL: case TI_CHAR: case TI_SCHAR: case TI_UCHAR: case TI_SHORT: case TI_USHORT:
		t = node(c, TI_BUILTIN);
		if (t) {
			t->builtin = TI_INT;
			t->bits = 32;
			t->is_signed = true;
		}
		return t;
	case TI_FLOAT:
		t = node(c, TI_BUILTIN);
		if (t)
			t->builtin = TI_DOUBLE;
		return t;
	default:
		return p;
	}
}

/* A concrete (out-of-line or inlined) instance describes itself through
 * its abstract origin; that DIE carries the prototype. */
static void origin(Dwarf_Die *die, Dwarf_Die *out)
{
	Dwarf_Attribute a;
	Dwarf_Die next;

	*out = *die;
	for (int i = 0; i < 8 && dwarf_attr(out, DW_AT_abstract_origin, &a) &&
			dwarf_formref_die(&a, &next); i++)
		*out = next;
}

/* Parameters and "..." of PROTO's children; false if it lists none. */
static bool collect_params(struct ti_dconv *c, Dwarf_Die *proto, struct ti_type *fn,
			   const struct ti_type ***params, size_t *cap)
{
	Dwarf_Die child;
	bool any = false;

	if (dwarf_child(proto, &child) != 0)
		return false;
	do {
		int tag = dwarf_tag(&child);

		if (tag == DW_TAG_unspecified_parameters) {
			fn->proto = TI_VARIADIC;
			any = true;
		}
		if (tag != DW_TAG_formal_parameter)
			continue;
		any = true;
		if (!ti_dwarf_grow((void **)params, cap, fn->nparams + 1, sizeof(**params))) {
			c->error = "out of memory";
			return true;
		}
		(*params)[fn->nparams++] = conv_ref(c, &child);
	} while (dwarf_siblingof(&child, &child) == 0 && !c->error);
	return any;
}

const struct ti_type *ti_dconv_function(struct ti_dconv *c, Dwarf_Die *die)
{
	struct ti_type *fn = node(c, TI_FUNCTION);
	const struct ti_type **params = NULL;
	Dwarf_Attribute a;
	Dwarf_Die proto, spec;
	bool prototyped = false;
	Dwarf_Word cc;
	size_t cap = 0;

	if (!fn)
		return NULL;
	origin(die, &proto);
	fn->inner = conv_ref(c, &proto);
	/* Clang marks ms_abi (x86_64 EFI) functions; GCC 12 does not */
	if (dwarf_formudata(dwarf_attr_integrate(&proto, DW_AT_calling_convention, &a), &cc) == 0 &&
	    cc == DW_CC_LLVM_Win64_value)
		fn->cconv = "ms_abi";
	dwarf_formflag(dwarf_attr_integrate(&proto, DW_AT_prototyped, &a), &prototyped);
	fn->proto = prototyped ? TI_PROTOTYPED : TI_UNPROTOTYPED;
	if (!collect_params(c, &proto, fn, &params, &cap) &&
	    dwarf_formref_die(dwarf_attr(&proto, DW_AT_specification, &a), &spec))
		collect_params(c, &spec, fn, &params, &cap);
	/* the parameter array outlives this call: free it with the nodes */
	if (params && !ti_dwarf_grow((void **)&c->allocs, &c->cap, c->nallocs + 1,
				     sizeof(*c->allocs)))
		c->error = "out of memory";
	else if (params)
		c->allocs[c->nallocs++] = params;
	/* GCC gives unprototyped types an unspecified_parameters child too */
	if (!prototyped)
		fn->proto = fn->nparams ? TI_PROTOTYPED : TI_UNPROTOTYPED;
	for (unsigned int i = 0; !prototyped && i < fn->nparams; i++)
		params[i] = promote(c, params[i]);
	fn->params = params;
	return c->error ? NULL : fn;
}
