// SPDX-License-Identifier: GPL-2.0
/*
 * An anonymous union named by its typedef keeps that name when the typedef
 * carries __attribute__((__transparent_union__)) (found by the defconfig
 * differential, kernel/scripts/kcfi-diff.py: Linux 6.12's mm/swap.c
 * release_pages(release_pages_arg, int) is 0xc780ff2a in clang-19's
 * kernel, _ZTSFv17release_pages_argiE, but 0x412f5a27, _ZTSFv3$_0iE, in
 * kcfi-gcc's at 68e9786).  Only the attribute after the typedef name
 * loses it: written inside "union __attribute__((...)) {", or left out, both
 * compilers give the typedef name.
 */
#include "kernel-types.h"

struct page;
struct folio;
typedef union {
	struct page **pages;
	struct folio **folios;
} tu_release_arg __attribute__((__transparent_union__));
void tu_release_pages(tu_release_arg arg, int nr) DEF

typedef union __attribute__((__transparent_union__)) {
	int *ip;
	long *lp;
} tu_inside;
void tu_attr_inside(tu_inside a) DEF

typedef union {
	int *ip;
	long *lp;
} tu_plain;
void tu_no_attr(tu_plain a) DEF
