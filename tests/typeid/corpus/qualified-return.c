// SPDX-License-Identifier: GPL-2.0
/*
 * typeid-std: gnu89 -- Clang keeps top-level qualifiers of a return type
 * ("const int f(void)" -> FKivE). GCC's C front end drops them from the
 * function type under -std=gnu11 and later (C11 DR 423), so the plugin can
 * only match Clang where the tree still has them: here, under gnu89. The
 * gnu11 divergence is pinned by check.sh and described in docs/typeinfo.md.
 */
#include "kernel-types.h"

typedef const int cint;
struct S { int a; };

const int qr_const_int(void) DEF
cint qr_typedef(void) DEF
const char *const qr_const_ptr(void) DEF
volatile struct S qr_volatile_struct(int a) DEF
void qr_param(const int (*a)(void), cint (*b)(void)) DEF
