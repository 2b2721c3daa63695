// SPDX-License-Identifier: GPL-2.0
/*
 * Pointers of one salt initialized from functions of another, for the
 * clang22 tier: clang-22 refuses each marked line (incompatible function
 * pointer types); GCC 12 warns there (-Wincompatible-pointer-types is a
 * warning before GCC 14). A cast and a matching salt are fine.
 */
typedef int (*salted_a)(int) __attribute__((cfi_salt("a")));
int plain(int x) { return x; }
__attribute__((cfi_salt("a"))) int salt_a(int x) { return x; }
__attribute__((cfi_salt("b"))) int salt_b(int x) { return x; }
salted_a from_plain = plain;
int (*plain_from_salted)(int) = salt_a;
salted_a from_other_salt = salt_b;
salted_a matching = salt_a;
salted_a cast = (salted_a)plain;
int (*plain_from_plain)(int) = plain;
