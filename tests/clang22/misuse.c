// SPDX-License-Identifier: GPL-2.0
/*
 * Misuse of cfi_salt, one per line, for the clang22 tier: kcfi-gcc must
 * report each on the line where clang-22 does, with the same severity
 * (error, or a warning for an attribute that is dropped), and nothing on
 * the well-formed lines in between.
 */
#define __cfi_salt(s) __attribute__((cfi_salt(s)))
int no_argument(void) __attribute__((cfi_salt()));
int number(void) __cfi_salt(42);
int two_arguments(void) __attribute__((cfi_salt("a", "b")));
int floating(void) __cfi_salt(1.5);
int fine(void) __cfi_salt("fine");
int variable __cfi_salt("v");
typedef int not_a_function __cfi_salt("t");
struct s { int member __cfi_salt("m"); int (*ok)(int) __cfi_salt("ok"); };
int unprototyped() __cfi_salt("kr");
int also_fine(int) __cfi_salt("");
/* redeclarations that disagree about the salt: conflicting types */
int redeclared_a(int) __cfi_salt("a");
int redeclared_a(int);
int redeclared_b(int);
int redeclared_b(int) __cfi_salt("b");
int redeclared_c(int) __cfi_salt("a");
int redeclared_c(int) __cfi_salt("c");
int redeclared_same(int) __cfi_salt("same");
int redeclared_same(int) __cfi_salt("same");
