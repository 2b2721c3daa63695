// SPDX-License-Identifier: GPL-2.0
/*
 * Tags Clang names specially: anonymous aggregates ("$_N", numbered in order
 * of first mangling), and types local to a function (Z<fn>E, ZL for a
 * static one), seen through the indirect calls whose types are the
 * typedefs named call_*.
 */
#include "kernel-types.h"

struct { int a; } anon_one;
union { int b; long c; } anon_two;
enum { ANON_X, ANON_Y } anon_three;
typedef struct { int d; } named_by_typedef;

void tg_anon(__typeof__(anon_two) *a, __typeof__(anon_one) *b, __typeof__(anon_two) c) DEF
void tg_anon_enum(__typeof__(anon_three) e, __typeof__(anon_one) *b) DEF
void tg_named(named_by_typedef *a, named_by_typedef b) DEF

void (*volatile tg_gp)(void);

void tg_local_calls(void)
{
	struct loc { int a; };
	struct loc2 { int b; };
	typedef struct { int c; } loc_t;
	typedef void call_tg_1(struct loc *);
	typedef int call_tg_2(struct loc *, struct loc2 *, struct loc *);
	typedef void call_tg_3(loc_t *, const loc_t *);
	typedef long call_tg_4(struct file *, loff_t, atomic_t *);

	((call_tg_1 *)tg_gp)(0);
	((call_tg_2 *)tg_gp)(0, 0, 0);
	((call_tg_3 *)tg_gp)(0, 0);
	((call_tg_4 *)tg_gp)(0, 0, 0);
}

static void tg_static_calls(void)
{
	struct sloc { int a; };
	typedef void call_tg_5(struct sloc *, struct sloc);
	typedef void call_tg_6(int, ...);

	((call_tg_5 *)tg_gp)(0, (struct sloc){ 0 });
	((call_tg_6 *)tg_gp)(1, 2);
}

void (*tg_keep)(void) = tg_static_calls;

/* Same-named local types of one function: "dup", then "dup_0" (Clang's
 * discriminator, in order of first mangling); never each other's repeat. */
void tg_namesakes(void)
{
	struct dup { int a; };
	typedef struct dup outer_dup;
	typedef void call_tg_7(struct dup *);

	((call_tg_7 *)tg_gp)(0);
	{
		struct dup { long b; };
		typedef void call_tg_8(struct dup *, struct dup);
		typedef void call_tg_9(struct dup *, outer_dup *, struct dup *);

		((call_tg_8 *)tg_gp)(0, (struct dup){ 0 });
		((call_tg_9 *)tg_gp)(0, 0, 0);
	}
}
