// SPDX-License-Identifier: GPL-2.0
/*
 * An anonymous struct or union named by its typedef keeps that name whatever
 * attribute follows the typedef name: some make a variant of the type
 * (aligned, may_alias, deprecated, unused), transparent_union a copy of it
 * (transparent-union.c); clang-19 names the type after the typedef each time.
 */
#include "kernel-types.h"

typedef struct {
	int a;
} ta_aligned __attribute__((__aligned__(16)));
void ta_f_aligned(ta_aligned *p) DEF

typedef struct {
	int a;
} ta_may_alias __attribute__((__may_alias__));
void ta_f_may_alias(ta_may_alias *p) DEF

typedef struct {
	int a;
} ta_deprecated __attribute__((__deprecated__)), ta_second;
void ta_f_second(ta_second *p) DEF

typedef union {
	int *ip;
	long *lp;
} ta_unused __attribute__((__unused__));
void ta_f_unused(ta_unused u) DEF

typedef union {
	int *ip;
	unsigned int *up;
} ta_tu_first __attribute__((__transparent_union__)), ta_tu_other;
void ta_f_tu_first(ta_tu_first u) DEF
void ta_f_tu_other(ta_tu_other u) DEF
