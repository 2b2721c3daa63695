// SPDX-License-Identifier: GPL-2.0
/*
 * Unnamed struct/union/enum types defined inside a struct or union: Clang
 * nests them in their enclosing type, N<outer>Ut_E (every one is "Ut_" in
 * C), with <outer> a substitution candidate. Unlike "$_N" these names are
 * the same in every file that includes the definition.
 */
#include "kernel-types.h"

struct outer {
	struct { int a; } in;
	struct inner_named { int b; } nm;	/* file scope in C: plain name */
	union { int c; long d; } u;
	enum { OUT_A, OUT_B } e;
	struct { struct { int f; } deep; } two;
	struct { int g; } arr[4];
	union { int h; };			/* anonymous member */
};
typedef struct { struct { int i; } x; } wrap_t;
struct { struct { int j; } y; } anon_outer;

#define M(m) __typeof__(((struct outer *)0)->m)

void mt_in(M(in) *a) DEF
void mt_named(struct inner_named *a, M(nm) *b) DEF
void mt_outer_first(struct outer *a, M(in) *b, M(in) c) DEF
void mt_member_first(M(in) *a, struct outer *b, const struct outer *c) DEF
void mt_two_members(M(u) *a, M(in) *b, M(e) c) DEF
void mt_deep(M(two) *a, M(two.deep) *b, M(two.deep) c) DEF
void mt_array_member(M(arr[0]) *a) DEF
void mt_typedef_outer(wrap_t *a, __typeof__(((wrap_t *)0)->x) *b) DEF
void mt_anon_outer(__typeof__(anon_outer.y) *a, __typeof__(anon_outer) *b) DEF

void (*volatile mt_gp)(void);

/* Members of a local type have no linkage: Z<fn>E N<local>$_N E. */
void mt_local_calls(void)
{
	struct loc { struct { int a; } in; union { long b; } u; };
	typedef void call_mt_1(__typeof__(((struct loc *)0)->in) *);
	typedef void call_mt_2(__typeof__(((struct loc *)0)->u) *, struct loc *,
			       __typeof__(((struct loc *)0)->in) *, struct loc *);

	((call_mt_1 *)mt_gp)(0);
	((call_mt_2 *)mt_gp)(0, 0, 0, 0);
}
