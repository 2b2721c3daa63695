// SPDX-License-Identifier: GPL-2.0
/*
 * cfi_salt in every place Clang 22 takes it, for the clang22 tier: each
 * function, declaration, typedef and pointer below names a salt (or none)
 * where the tier compares the ids both compilers give it. Written so that
 * clang-22 accepts it (it refuses to mix salted and unsalted pointers) and
 * GCC does too (attributes of a definition go before its declarator).
 */
/* how the kernel would test for it: yes under clang-22 and kcfi-gcc */
#if !__has_attribute(cfi_salt)
#error "__has_attribute(cfi_salt) is 0"
#endif
#define __cfi_salt(s) __attribute__((cfi_salt(s)))

/* the same prototype, four classes */
int plain(int x) { return x + 1; }
__cfi_salt("sched") int sched_op(int x) { return x + 2; }
__cfi_salt("kvm") int kvm_op(int x) { return x + 3; }
/* an empty salt is none; of two salts the last counts */
__cfi_salt("") int empty_salt(int x) { return x + 4; }
__cfi_salt("first") __cfi_salt("second") int two_salts(int x) { return x + 5; }
/* bytes a marker must escape, a blank, ';', '#' and UTF-8 */
__cfi_salt("a\"b\\c d;#é") long odd_salt(long x) { return x; }

/* normalized integers: the salt goes before ".normalized" */
__cfi_salt("norm") unsigned long long norm_op(unsigned char c, short s) { return c + s; }

/* typedefs: of a function type, of a pointer to one */
typedef int sched_fn(int) __cfi_salt("sched");
typedef int (*kvm_ptr)(int) __cfi_salt("kvm");
typedef long (*odd_ptr)(long) __cfi_salt("a\"b\\c d;#é");

/* declarations whose address is taken: __kcfi_typeid_ symbols */
extern int ext_salted(int) __cfi_salt("ext");
extern sched_fn ext_via_typedef;
extern int ext_plain(int);
void *taken[] = { ext_salted, ext_via_typedef, ext_plain };

/* a salted pointer's type as a parameter: only the outermost salt counts */
int take_salted(kvm_ptr p) { return p != 0; }

/* calls through each kind of salted pointer, and an unsalted one */
int call_typedef(kvm_ptr p, int x) { return p(x) + 1; }
int call_fn_typedef(sched_fn *p, int x) { return p(x) + 1; }
int call_declarator(int (*__cfi_salt("decl") p)(int), int x) { return p(x) + 1; }
long call_odd(odd_ptr p, long x) { return p(x) + 1; }
int call_plain(int (*p)(int), int x) { return p(x) + 1; }
struct ops {
	int (*op)(int) __cfi_salt("member");
	int (*twice)(int) __cfi_salt("x") __cfi_salt("y");
};
int call_member(struct ops *o, int x) { return o->op(x) + o->twice(x); }
int (*global_ptr)(int) __cfi_salt("global");
int call_global(int x) { return global_ptr(x) + 1; }
