// SPDX-License-Identifier: GPL-2.0
/*
 * Declarations for the TEST_STRING expectations of seed 002
 * (gcc.dg/builtin-typeinfo.c), queried through the plugin by check.sh.
 * Where the seed uses an expression (a type, *p->func), a typedef of that
 * type stands in. The seed declares everything inside main(); here it is at
 * file scope, where its strings agree with clang-19. The block-scope forms
 * are in seed002_local(): there clang-19 mangles local types as
 * Z<function>E<name> and disagrees with the seed (docs/typeinfo.md).
 */
typedef void ty_void;
typedef char ty_char;
typedef int ty_int;
typedef short ty_short;
typedef long ty_long;
typedef float ty_float;
typedef double ty_double;
typedef const int ty_const_int;
typedef volatile int ty_volatile_int;
typedef char* ty_char_ptr;
typedef int* ty_int_ptr;
typedef void* ty_void_ptr;
typedef const char* ty_const_char_ptr;
typedef int ty_int_10[10];
typedef char ty_char_20[20];
typedef short ty_short_unknown[];
void func_void(void);
void func_char(char x);
void func_short(short x);
void func_int(int x);
void func_long(long x);
void func_unsigned_char(unsigned char x);
void func_unsigned_short(unsigned short x);
void func_unsigned_int(unsigned int x);
void func_signed_char(signed char x);
void func_signed_short(signed short x);
void func_signed_int(signed int x);
void func_void_ptr(void *x);
void func_char_ptr(char *x);
void func_short_ptr(short *x);
void func_int_ptr(int *x);
void func_int_array(int arr[]);
void func_long_ptr(long *x);
void func_const_void_ptr(const void *x);
void func_const_char_ptr(const char *x);
void func_const_short_ptr(const short *x);
void func_const_int_ptr(const int *x);
void func_const_long_ptr(const long *x);
void func_int_ptr_ptr(int **x);
void func_char_ptr_ptr(char **x);
void func_int_char(int x, char y);
void func_char_int(char x, int y);
void func_two_int(int x, int y);
int func_return_int(void);
char func_return_char(void);
void *func_return_ptr(void);
void func_fptr_void(void (*fp)(void));
void func_fptr_int(void (*fp)(int));
void func_fptr_ret_int(int (*fp)(void));
void func_variadic_simple(const char *fmt, ...);
void func_variadic_mixed(int x, const char *fmt, ...);
void func_variadic_multi(int x, char y, const char *fmt, ...);
struct audit_context { int dummy; };
void audit_log_pattern(struct audit_context *ctx, unsigned int gfp_mask, int type, const char *fmt, ...);
void func_const_mixed(int x, const char *fmt);
struct test_struct_a { int x; };
struct test_struct_b { char y; };
struct test_struct_c { void *ptr; };
typedef struct test_struct_a ty_struct_a;
void func_struct_a_ptr(struct test_struct_a *x);
void func_struct_b_ptr(struct test_struct_b *x);
void func_struct_c_ptr(struct test_struct_c *x);
void func_const_struct_a_ptr(const struct test_struct_a *x);
void func_const_struct_b_ptr(const struct test_struct_b *x);
void func_const_struct_c_ptr(const struct test_struct_c *x);
union test_union_a { int x; float y; };
union test_union_b { char a; void *b; };
typedef union test_union_a ty_union_a;
void func_union_a_ptr(union test_union_a *x);
void func_union_b_ptr(union test_union_b *x);
enum test_enum_a { ENUM_A_VAL };
enum test_enum_b { ENUM_B_VAL };
typedef enum test_enum_a ty_enum_a;
void func_enum_a_ptr(enum test_enum_a *x);
void func_enum_b_ptr(enum test_enum_b *x);
struct tasklet {
	int state;
	union {
		void (*func)(unsigned long data);
		void (*callback)(struct tasklet *t);
	};
	unsigned long data;
} tasklet_instance;
void tasklet_func_function(unsigned long data);
typedef __typeof__(*((struct tasklet *)0)->func) ty_tasklet_func;
void tasklet_callback_function(struct tasklet *t);
typedef __typeof__(*((struct tasklet *)0)->callback) ty_tasklet_callback;
struct test_struct_a *func_ret_struct_a_ptr(void);
struct test_struct_b *func_ret_struct_b_ptr(void);
struct test_struct_c *func_ret_struct_c_ptr(void);
void func_struct_a_val(struct test_struct_a x);
void func_struct_b_val(struct test_struct_b x);
void func_struct_c_val(struct test_struct_c x);
struct test_struct_a func_ret_struct_a_val(void);
struct test_struct_b func_ret_struct_b_val(void);
struct test_struct_c func_ret_struct_c_val(void);
void func_struct_a_b(struct test_struct_a *a, struct test_struct_b *b);
void func_struct_b_a(struct test_struct_b *b, struct test_struct_a *a);
typedef struct { int x; } typedef_struct_x;
typedef struct { int y; } typedef_struct_y;
void func_typedef_x_ptr(typedef_struct_x *x);
void func_typedef_y_ptr(typedef_struct_y *y);
void func_typedef_x(typedef_struct_x x);
typedef union { int x; short a; } typedef_union_x;
typedef union { int y; short b; } typedef_union_y;
void func_typedef_union_x_ptr(typedef_union_x *x);
void func_typedef_union_y_ptr(typedef_union_y *y);
void func_typedef_union_x(typedef_union_x x);
typedef enum { STEP_1, STEP_2 } typedef_enum_x;
typedef enum { STEP_A, STEP_B } typedef_enum_y;
void func_typedef_enum_x_ptr(typedef_enum_x *x);
void func_typedef_enum_y_ptr(typedef_enum_y *y);
void func_typedef_enum_x(typedef_enum_x x);
typedef void (*func_type_typedef)(int, char);
void func_with_typedef_param(func_type_typedef fp);
void func_with_opencoded_param(void (*fp)(int, char));
typedef int (*ret_func_type_typedef)(void);
ret_func_type_typedef func_ret_typedef_param(void);
int (*func_ret_opencoded_param(void))(void);
void func_float(float x);
void func_double_ptr(double *x);
void func_float_ptr(float *x);
void func_void_ptr_ptr(void **x);
void func_ptr_val(int *x, int y);
void func_val_ptr(int x, int *y);
float func_return_float(void);
double func_return_double(void);
void func_vla_1d(int n, int arr[n]);
void func_vla_empty(int n, int arr[]);
void func_vla_ptr(int n, int *arr);
void func_vla_2d_first(int n, int arr[n][10]);
void func_vla_2d_empty(int n, int arr[][10]);
void func_vla_2d_ptr(int n, int (*arr)[10]);
void func_vla_2d_both(int rows, int cols, int arr[rows][cols]);
void func_vla_2d_second(int rows, int cols, int arr[][cols]);
void func_vla_2d_star(int rows, int cols, int arr[*][cols]);
struct recursive_struct_test { int field; };
typedef struct recursive_struct_test recursive_struct_typedef_1;
typedef recursive_struct_typedef_1 recursive_struct_typedef_2;
void func_recursive_struct_test(struct recursive_struct_test *x);
struct { int a; short b; } anon_struct;
union { int x; float y; } anon_union;
enum { ANON_VAL1, ANON_VAL2 } anon_enum;
void func_recursive_typedef_2(recursive_struct_typedef_2 *x);

/* The seed's block scope: clang-19 qualifies local types by their function. */
void seed002_local(void)
{
	struct test_struct_l { int x; };
	typedef struct { int y; } typedef_struct_l;
	extern void func_local_struct_ptr(struct test_struct_l *x);
	extern void func_local_typedef_ptr(typedef_struct_l *x);
	extern void func_local_struct_val(struct test_struct_l x);
}

static void seed002_static_local(void)
{
	struct test_struct_s { int x; };
	extern void func_static_local_ptr(struct test_struct_s *x, struct test_struct_s *y);
}
void (*seed002_keep)(void) = seed002_static_local;
