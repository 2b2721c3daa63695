/*
 * x86_64 -fsanitize-kcfi-arity: the preamble's register, clang-22 against
 * kcfi-gcc at each optimization level (check.sh).
 *
 * "// READ fn N": hand-computed from the source and the SysV psABI: N is the
 * position (1 = %rdi .. 6 = %r9) of the last argument register whose value
 * the source uses, 7 if an argument is on the stack. kcfi-gcc's arity must
 * never be below it, at any level.
 * "// OURS-LEVELS fn N": where kcfi-gcc's rule gives another arity than
 * clang-22's (docs/corner-cases.md, "Arity"), N pins ours, and clang-22 must
 * really differ there; elsewhere both must be equal.
 */
#include <stdarg.h>

struct two { long a, b; };		/* 16 bytes: two registers */
struct three { long a, b, c; };		/* 24 bytes: on the stack */
struct dd { double a, b; };		/* two SSE registers */
struct ld { long a; double b; };	/* one GPR, one SSE */

// READ a0 0
void a0(void) {}
// READ a1 1
long a1(long a) { return a; }
// READ a2 2
long a2(long a, long b) { return a + b; }
// READ a3 3
long a3(long a, long b, long c) { return a + b + c; }
// READ a4 4
long a4(long a, long b, long c, long d) { return a + b + c + d; }
// READ a5 5
long a5(long a, long b, long c, long d, long e) { return a + b + c + d + e; }
// READ a6 6
long a6(long a, long b, long c, long d, long e, long f) { return a + b + c + d + e + f; }
// READ a7 7
long a7(long a, long b, long c, long d, long e, long f, long g) { return a + b + c + d + e + f + g; }
// READ a8 7
long a8(long a, long b, long c, long d, long e, long f, long g, long h)
{
	return a + b + c + d + e + f + g + h;
}
/* pointers and narrow integers take one register each, as longs do */
// READ ptrs 3
int ptrs(const char *p, short s, unsigned char c) { return p[s] + c; }

/* floating point travels in SSE registers, which no arity counts */
// READ fp0 0
double fp0(double x, double y) { return x * y; }
// READ fp1 1
double fp1(double x, long a, float y) { return x + a + y; }

/* structs by value */
// READ s_two 2
long s_two(struct two s) { return s.a + s.b; }
// READ s_three 7
long s_three(struct three s) { return s.a + s.c; }
// READ s_dd 0
double s_dd(struct dd s) { return s.a + s.b; }
// READ s_ld 2
long s_ld(struct ld s, long x) { return s.a + x; }
/* an __int128 that no longer fits the last register goes to the stack */
// READ i128_stack 7
long i128_stack(long a, long b, long c, long d, long e, __int128 f) { return a + (long)f; }
/* only the low half of a (in %rdi) is used, b is in %rdx */
// READ i128 3
long i128(__int128 a, long b) { return (long)a + b; }
// OURS-O1,O2,O3,Os i128 3

/* unused arguments: clang-22 drops them from its count at -O1 and up */
// READ unused_all 0
void unused_all(long a, long b) {}
// READ unused_first 2
long unused_first(long a, long b) { return b; }
// OURS-O1,O2,O3,Os unused_first 2
// READ unused_mid 3
long unused_mid(long a, long b, long c) { return a + c; }
// OURS-O1,O2,O3,Os unused_mid 3
// READ unused_last 1
long unused_last(long a, long b) { return a; }
/* an unused argument on the stack still makes it 7 */
// READ unused_stack 7
long unused_stack(long a, long b, long c, long d, long e, long f, long g) { return a; }

/* a tail call reads what it passes on */
// READ tail 3
long tail(long a, long b, long (*fn)(long)) { return fn(b); }
// OURS-O1,O2,O3,Os tail 3

/* variadic: clang counts %al and every register its prologue saves; GCC's
 * -O0 saves all six and reads %al, its stdarg pass (-O1 and up) only the
 * ones va_arg reads */
// READ va_none 1
int va_none(int n, ...) { return n; }
// OURS-O0 va_none 7
// READ va_int 2
int va_int(int n, ...)
{
	va_list ap;
	int r;

	va_start(ap, n);
	r = va_arg(ap, int);
	va_end(ap);
	return r;
}
// OURS-O1,O2,O3,Os va_int 2
// READ va_dbl 0
double va_dbl(int n, ...)
{
	va_list ap;
	double r;

	va_start(ap, n);
	r = va_arg(ap, double);
	va_end(ap);
	return r;
}
// OURS-O1,O2,O3,Os va_dbl 1

/* static functions get a preamble once their address is taken */
// READ st_both 2
static long st_both(long a, long b) { return a - b; }
// READ st_second 2
static long st_second(long a, long b) { return b * 3; }
// OURS-O1,O2,O3,Os st_second 2
long (*const st_ptrs[])(long, long) = { st_both, st_second };
