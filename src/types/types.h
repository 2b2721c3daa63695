/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Neutral C type model: the only input the mangler (mangle.c) knows. Front
 * ends (the GCC plugin, later a libdw reader) translate their own types into
 * this and resolve every target fact themselves: which builtin a type is,
 * integer widths and signedness, what the target's va_list is.
 *
 * Typedefs do not exist here: a front end resolves them, except that an
 * anonymous struct/union/enum named by a typedef carries that name as its tag
 * (C's "typedef struct { ... } foo_t" is mangled as "5foo_t").
 *
 * Function parameters are given as declared: the mangler itself decays
 * arrays and functions and drops top-level qualifiers (kcfi-abi.md 1.2).
 */
#ifndef KCFI_TYPEINFO_TYPES_H
#define KCFI_TYPEINFO_TYPES_H

#include <stdbool.h>

#ifdef __cplusplus
extern "C" {
#endif

enum ti_kind {
	TI_BUILTIN,		/* void, _Bool, integer and floating types */
	TI_POINTER,		/* inner = pointee */
	TI_ARRAY,		/* inner = element; count or unknown_bound */
	TI_FUNCTION,		/* inner = return type; params; proto */
	TI_TAG,			/* struct, union or enum, by name */
	TI_VECTOR,		/* inner = element; count = lanes */
	TI_COMPLEX,		/* inner = element */
	TI_ATOMIC,		/* inner = value type ("_Atomic(T)") */
	TI_VENDOR,		/* a target-defined Itanium spelling, verbatim */
};

enum ti_builtin {
	TI_VOIDTYPE,
	TI_BOOL,
	TI_CHAR,		/* plain char: distinct from signed/unsigned char */
	TI_SCHAR,
	TI_UCHAR,
	TI_SHORT,
	TI_USHORT,
	TI_INT,
	TI_UINT,
	TI_LONG,
	TI_ULONG,
	TI_LLONG,
	TI_ULLONG,
	TI_INT128,
	TI_UINT128,
	TI_BITINT,		/* _BitInt(bits) */
	TI_UBITINT,		/* unsigned _BitInt(bits) */
	TI_FLOAT,
	TI_DOUBLE,
	TI_LDOUBLE,
	TI_FLOAT128,		/* __float128 */
	TI_FLOAT16,		/* _Float16 */
	TI_BF16,		/* __bf16 */
	TI_FLOATN,		/* _Float<bits> other than 16 */
	TI_FLOATNX,		/* _Float<bits>x */
	TI_DEC32,
	TI_DEC64,
	TI_DEC128,
};

/* Qualifier bits of struct ti_type.quals. */
#define TI_CONST	0x1u
#define TI_VOLATILE	0x2u
#define TI_RESTRICT	0x4u

enum ti_proto {
	TI_PROTOTYPED,		/* (void) has nparams == 0 */
	TI_VARIADIC,		/* (T, ...) */
	TI_UNPROTOTYPED,	/* "int f()": no parameter information */
};

struct ti_type {
	enum ti_kind kind;
	unsigned int quals;		/* TI_CONST | TI_VOLATILE | TI_RESTRICT */
	unsigned int addr_space;	/* 0: generic; N: "U5AS<N>" */

	/* TI_BUILTIN */
	enum ti_builtin builtin;
	unsigned int bits;		/* integers: width (normalization); _BitInt/_FloatN: N */
	bool is_signed;			/* integers; for TI_CHAR the target's choice */

	/* TI_POINTER, TI_ARRAY, TI_FUNCTION (return), TI_VECTOR, TI_COMPLEX, TI_ATOMIC */
	const struct ti_type *inner;
	unsigned long long count;	/* TI_ARRAY bound, TI_VECTOR lanes */
	bool unknown_bound;		/* TI_ARRAY: "[]" or variable length */
	bool vla;			/* TI_ARRAY of variable length: Clang never
					 * substitutes one, not even via typeof */

	/* TI_FUNCTION */
	const struct ti_type *const *params;
	unsigned int nparams;
	enum ti_proto proto;
	const char *cconv;		/* non-default calling convention Clang spells
					 * as a vendor qualifier: "ms_abi" -> U6ms_abiF..E */
	const char *salt;		/* cfi_salt("S") (Clang 22), or NULL: only the
					 * outermost type's counts, as ".S" after
					 * the mangling */

	/* TI_TAG; name is also the spelling of a TI_VENDOR type */
	const char *name;		/* tag or naming typedef; NULL if anonymous */
	const void *identity;		/* anonymous or local tag: who it is ("$_N",
					 * discriminator of same-named local types) */
	const char *scope;		/* enclosing function of a local type, or NULL */
	bool scope_internal;		/* that function has internal linkage */
	bool in_std;			/* lives in namespace std ("St"): aarch64 va_list */
	const struct ti_type *parent;	/* unnamed tag defined inside this struct/union:
					 * Clang nests it as N<parent>Ut_E */

	/* TI_VENDOR: a builtin spelling ("g", "DF16_") is never a substitution
	 * candidate; a class-like one ("11__Int32x4_t") is. */
	bool vendor_builtin;
};

#ifdef __cplusplus
}
#endif
#endif
