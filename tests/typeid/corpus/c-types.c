// SPDX-License-Identifier: GPL-2.0
/* C type coverage: builtins, qualifiers, arrays, functions, substitutions. */
#include "kernel-types.h"

typedef int v4si __attribute__((vector_size(16)));
typedef unsigned char v16qu __attribute__((vector_size(16)));
typedef float v2sf __attribute__((vector_size(8)));
typedef unsigned int si_mode __attribute__((mode(SI)));
typedef int di_mode __attribute__((mode(DI)));
typedef int qi_mode __attribute__((mode(QI)));
typedef unsigned int hi_mode __attribute__((mode(HI)));
typedef int ti_mode __attribute__((mode(TI)));
struct S { int x; };
union U { int i; float f; };
enum E { E_A, E_B };
typedef struct S S_t;
typedef const char *cstr;
typedef void (*cb_t)(int);
typedef int arr4_t[4];

void ct_void(void) DEF
void ct_chars(char a, signed char b, unsigned char c) DEF
void ct_ints(short a, unsigned short b, int c, unsigned d, long e, unsigned long f) DEF
void ct_longlong(long long a, unsigned long long b) DEF
void ct_bool(_Bool a, bool b) DEF
void ct_int128(__int128 a, unsigned __int128 b, __int128 c) DEF
void ct_floats(float a, double b, long double c) DEF
/* x86_64 has _Float16 from GCC 12 on (the tier defines TYPEID_GCC_MAJOR) */
#if TYPEID_GCC_MAJOR >= 12 || !defined(__x86_64__)
void ct_float16(_Float16 a) DEF
#endif
void ct_complex(_Complex float a, _Complex double b, _Complex double c, _Complex long double d) DEF
void ct_vectors(v4si a, v4si b, v16qu c, v2sf d, const v4si *e) DEF
void ct_modes(si_mode a, di_mode b, qi_mode c, hi_mode d, ti_mode e) DEF
void ct_enum(enum E e, int i, enum E f) DEF
void ct_union(union U u, union U *p, const union U *q) DEF
void ct_struct_val(struct S a, struct S *b, struct S c) DEF
struct S ct_struct_ret(void) DEF
const struct S *ct_const_struct_ret(const struct S *a) DEF
void ct_typedef_struct(S_t *a, struct S *b) DEF
void ct_top_quals(const int a, volatile long b, char *const c, void *restrict d) DEF
void ct_pointee_quals(const int *a, volatile int *b, const volatile int *c,
		      int *restrict *d, const char *const *e) DEF
void ct_cv_order(const volatile void *a, volatile const void *b) DEF
void ct_restrict_chain(const volatile int *restrict const *a, int *restrict *b) DEF

volatile int *ct_volatile_ptr_ret(void) DEF
void ct_arrays(int a[], int b[10], int c[][4], int (*d)[3], int e[2][3][4]) DEF
void ct_vla(int n, int a[n], int b[n][n], int c[][n], int (*d)[n]) DEF
void ct_static_array(int a[static 4], const char b[const 8]) DEF
void ct_typedef_array(arr4_t a, arr4_t *b) DEF
void ct_ptrs(void **a, void ***b, char **c, const char **d) DEF
void ct_variadic(const char *fmt, ...) DEF
int ct_variadic2(int a, long b, ...) DEF
void ct_va_list(va_list ap, va_list *app) DEF
void ct_fnptr(void (*a)(void), int (*b)(int, int), cb_t c, void (*d)(int)) DEF
void ct_fnparam(void a(int), int b(void)) DEF
void (*ct_ret_fnptr(int x))(int) DEF
int (*(*ct_ret_fnptr2(void))(int))(long) DEF
cb_t ct_ret_cb(cb_t a) DEF
void ct_unproto_ptr(int (*a)(), void (*b)()) DEF
void ct_nested(void (*a)(void (*)(void)), void (*b)(void)) DEF
void ct_nested2(int (*a)(int (*)(int), int (*)(int)), int (*b)(int)) DEF
void *ct_memcpy(void *d, const void *s, size_t n) DEF
void ct_strings(const char *a, const char *b, char *c, cstr d) DEF
void ct_same_struct(struct S *a, struct S *b, const struct S *c, const struct S *d) DEF
void ct_same_typedef(atomic_t *a, const atomic_t *b, atomic_t *c, atomic64_t *d) DEF
void ct_many(struct list_head *a, struct list_head *b, struct file *c, struct inode *d,
	     struct dentry *e, struct page *f, struct folio *g, struct sk_buff *h,
	     struct net_device *i, struct sock *j, struct bio *k, struct request *l,
	     struct device *m, struct kobject *n, struct list_head *o, struct page *p,
	     struct sock *q, struct request *r, struct kobject *s) DEF
void ct_ints_norm(int a, unsigned b, int c, long d, long long e, unsigned long f,
		  unsigned long long g, short h, unsigned short i) DEF
void ct_char_ptrs(char *a, signed char *b, unsigned char *c, char *d, signed char *e) DEF
void ct_int_ptrs(int *a, long *b, long long *c, int *d, long long *e) DEF
void ct_norm_fnptr(void (*a)(int), int b, void (*c)(long), long long d) DEF
void ct_bool_uchar(bool a, unsigned char b, u8 c, bool *d, u8 *e) DEF
void ct_size_types(size_t a, ssize_t b, ptrdiff_t c, uintptr_t d, loff_t e) DEF
void ct_atomic(_Atomic int a, _Atomic int *b, const _Atomic long *c, _Atomic(struct S *) d) DEF
void ct_sizeof_char16(__CHAR16_TYPE__ a, __CHAR32_TYPE__ b, __WCHAR_TYPE__ c) DEF
void ct_enum_ptrs(enum E *a, enum irqreturn *b, irqreturn_t *c) DEF
irqreturn_t ct_irq_ret(int irq, void *dev) DEF
void ct_struct_arr(struct S a[3], struct S (*b)[3]) DEF
void ct_vector_norm(v4si a, int b, v4si *c) DEF
void ct_func_of_anon_typedef(atomic_t a, kuid_t b, atomic_t c) DEF
int ct_knr(c, f, p) char c; float f; int *p; { return c; }
long ct_knr2(a, b) short a; unsigned char b; { return a; }
void ct_knr_void() {}
void ct_vla_typeof(int n, int (*a)[n], __typeof__(a) b) DEF
void ct_param_scope_tag(struct only_in_params *a, struct only_in_params *b) DEF
void ct_param_scope_enum(enum only_in_params_e *a) DEF
__attribute__((noreturn)) void ct_noreturn_def(int a) DEF
void ct_noreturn_ptr(void (*a)(int) __attribute__((noreturn)), __attribute__((noreturn)) void (*b)(void)) DEF
void ct_const_pure_ptr(int (*a)(int) __attribute__((const)), int (*b)(int) __attribute__((pure))) DEF
__attribute__((const)) int ct_const_def(int a) DEF
void ct_cold_warn(int (*a)(int) __attribute__((warn_unused_result)), void (*b)(void) __attribute__((cold))) DEF
typedef u64 __attribute__((aligned(8))) aligned_u64;
typedef u64 __attribute__((__may_alias__)) u64_alias;
typedef unsigned long __attribute__((__may_alias__)) ulong_alias;
typedef char __attribute__((__may_alias__)) char_alias;
typedef double __attribute__((__may_alias__)) double_alias;
typedef struct S __attribute__((__may_alias__)) S_alias;
void ct_type_attributes(aligned_u64 a, u64_alias b, ulong_alias c, char_alias d, double_alias e,
			S_alias *f, u64_alias *g, struct S *h) DEF
enum forward_only;
int printk_fn(const char *fmt, ...) DEF
void ct_typeof_fn(__typeof__(printk_fn) *a, __typeof__(&printk_fn) b) DEF
void ct_qualified_fnptrs(void (*const a)(void), void (*const *b)(void), void (*volatile c)(void),
			 void (*const volatile *restrict d)(int)) DEF
void ct_zero_array(int (*a)[0], char (*b)[sizeof(int)], int (*c)[]) DEF
void ct_complex_int(_Complex int a, _Complex unsigned char b, _Complex int *c) DEF
int (*ct_ret_array_ptr(void))[3] DEF
void ct_forward_enum(enum forward_only *a, enum forward_only *b) DEF
void ct_deep_ptrs(int ****a, const int *const *const *b, void *(*c)(void *), void *(**d)(void *)) DEF
