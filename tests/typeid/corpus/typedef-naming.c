// SPDX-License-Identifier: GPL-2.0
/*
 * Which typedef names an anonymous struct/union/enum, and [*] arrays
 * (issue #9 part 3): the first typedef of the declaration that defines the
 * type names it ("typedef struct {...} A, B;" is A, also where B is written);
 * a typedef in a later declaration does not ("$_N"); neither does a pointer
 * or qualified typedef of the same declaration. A parameter declared
 * "int a[*][*]" is the VLA it stands for (PA_i), not int a[][0] (PA0_i)
 * (a [0] after a [*] is a known gap, docs/typeinfo.md).
 */
#include "kernel-types.h"

typedef struct { int x; } tn_a, tn_b;
void tn_by_second(tn_b *p) DEF
void tn_by_first(tn_a *p) DEF

struct { int y; } tn_var;
typedef __typeof__(tn_var) tn_later;
void tn_typeof_later(tn_later *p) DEF
struct { int z; } tn_var2;
void tn_typeof(__typeof__(tn_var2) *p) DEF

typedef struct { int w; } *tn_ptr, tn_obj;
void tn_ptr_first(tn_ptr p, tn_obj *q) DEF
typedef const struct { int q; } tn_cq, tn_cq2;
void tn_const(tn_cq2 *p) DEF
typedef enum { TN_1, TN_2 } tn_en, tn_en2;
void tn_enum(tn_en2 e) DEF
typedef struct { int v; } tn_w;
typedef tn_w tn_w2;
void tn_chain(tn_w2 *p) DEF

void tn_vla(int n, int a[*][*]);
void tn_vla(int n, int a[n][n]) DEF
void tn_vla_proto(int n, int a[*][*]);
void (*volatile tn_vla_keep)(int, int [*][*]) = tn_vla_proto;
void tn_vla_two(int n, int (*a)[*], int (*b)[*]);
void tn_vla_two(int n, int (*a)[n], int (*b)[n]) DEF

void tn_calls(void)
{
	typedef struct { int l; } tn_l1, tn_l2;
	typedef void call_tn_1(tn_l2 *);
	typedef void call_tn_2(int, int [*][*]);
	extern void (*volatile tn_gp1)(tn_l2 *);
	extern void (*volatile tn_gp2)(int, int [*][*]);

	tn_gp1(0);
	tn_gp2(1, 0);
}
