// SPDX-License-Identifier: GPL-2.0
/*
 * The mangler on hand-built neutral types. Every expected string is one
 * clang-19 printed (kcfi-abi.md 1.2-1.4 [C19] tables, or clang-19
 * -fsanitize=cfi-icall -emit-llvm probes of the C prototype in the comment),
 * or Clang's KCFI id of it (checked through xxHash64).
 */
#include <stdarg.h>
#include <stdlib.h>

#include "harness.h"
#include "hash.h"
#include "mangle.h"

/* Bump allocator for the types of one test; nothing outlives main(). */
struct tb {
	struct ti_type nodes[128];
	const struct ti_type *lists[128];
	unsigned int nnodes, nlists;
};

static struct ti_type *tb_new(struct tb *tb, enum ti_kind kind)
{
	struct ti_type *t;

	if (tb->nnodes == sizeof(tb->nodes) / sizeof(tb->nodes[0]))
		abort();
	t = &tb->nodes[tb->nnodes++];
	memset(t, 0, sizeof(*t));
	t->kind = kind;
	return t;
}

/* Integer widths and signs as on x86_64 (LP64, signed char). */
static const struct ti_type *B(struct tb *tb, enum ti_builtin b)
{
	static const unsigned char bits[] = {
		[TI_BOOL] = 8, [TI_CHAR] = 8, [TI_SCHAR] = 8, [TI_UCHAR] = 8,
		[TI_SHORT] = 16, [TI_USHORT] = 16, [TI_INT] = 32, [TI_UINT] = 32,
		[TI_LONG] = 64, [TI_ULONG] = 64, [TI_LLONG] = 64, [TI_ULLONG] = 64,
		[TI_INT128] = 128, [TI_UINT128] = 128,
	};
	struct ti_type *t = tb_new(tb, TI_BUILTIN);

	t->builtin = b;
	if ((unsigned int)b < sizeof(bits))
		t->bits = bits[b];
	t->is_signed = b == TI_CHAR;
	return t;
}

static const struct ti_type *wrap(struct tb *tb, enum ti_kind kind, const struct ti_type *in)
{
	struct ti_type *t = tb_new(tb, kind);

	t->inner = in;
	return t;
}

#define P(t)		wrap(tb, TI_POINTER, (t))
#define ATOMIC(t)	wrap(tb, TI_ATOMIC, (t))
#define COMPLEX(t)	wrap(tb, TI_COMPLEX, (t))

static const struct ti_type *Q(struct tb *tb, unsigned int quals, const struct ti_type *in)
{
	struct ti_type *t = tb_new(tb, TI_BUILTIN);

	*t = *in;
	t->quals |= quals;
	return t;
}

static const struct ti_type *AS(struct tb *tb, unsigned int as, const struct ti_type *in)
{
	struct ti_type *t = (struct ti_type *)Q(tb, 0, in);

	t->addr_space = as;
	return t;
}

/* count 0: unknown bound */
static const struct ti_type *ARR(struct tb *tb, unsigned long long n, const struct ti_type *in)
{
	struct ti_type *t = tb_new(tb, TI_ARRAY);

	t->inner = in;
	t->count = n;
	t->unknown_bound = n == 0;
	return t;
}

static const struct ti_type *VEC(struct tb *tb, unsigned long long n, const struct ti_type *in)
{
	struct ti_type *t = tb_new(tb, TI_VECTOR);

	t->inner = in;
	t->count = n;
	return t;
}

static const struct ti_type *TAG(struct tb *tb, const char *name)
{
	struct ti_type *t = tb_new(tb, TI_TAG);

	t->name = name;
	return t;
}

static const struct ti_type *ANON(struct tb *tb, const void *identity)
{
	struct ti_type *t = tb_new(tb, TI_TAG);

	t->identity = identity;
	return t;
}

static const struct ti_type *LOCAL(struct tb *tb, const char *name, const char *fn, bool internal)
{
	struct ti_type *t = (struct ti_type *)TAG(tb, name);

	t->scope = fn;
	t->scope_internal = internal;
	return t;
}

/* FN(tb, proto, ret, nparams, params...) */
static const struct ti_type *FN(struct tb *tb, enum ti_proto proto, const struct ti_type *ret,
				unsigned int n, ...)
{
	struct ti_type *t = tb_new(tb, TI_FUNCTION);
	unsigned int i;
	va_list ap;

	if (tb->nlists + n > sizeof(tb->lists) / sizeof(tb->lists[0]))
		abort();
	t->inner = ret;
	t->proto = proto;
	t->nparams = n;
	t->params = &tb->lists[tb->nlists];
	va_start(ap, n);
	for (i = 0; i < n; i++)
		tb->lists[tb->nlists++] = va_arg(ap, const struct ti_type *);
	va_end(ap);
	return t;
}

#define V		B(tb, TI_VOIDTYPE)
#define I		B(tb, TI_INT)
#define C		B(tb, TI_CHAR)
#define K(t)		Q(tb, TI_CONST, (t))
#define F(ret, ...)	FN(tb, TI_PROTOTYPED, ret, __VA_ARGS__)

/* Mangle FN with a fresh mangler and compare the full KCFI name. */
static void expect_fn(bool normalize, const struct ti_type *fn, const char *want, int line)
{
	struct ti_mangler *m = ti_mangler_new(normalize);
	char *got = ti_mangle_function(m, fn);

	if (!got || strcmp(got, want)) {
		fprintf(stderr, "%s:%d: got \"%s\" (%s), want \"%s\"\n", __FILE__, line,
			got ? got : "(null)", ti_mangler_error(m), want);
		harness_failures++;
	}
	free(got);
	ti_mangler_free(m);
}

#define EXPECT(fn, want)	expect_fn(false, (fn), (want), __LINE__)
#define EXPECT_NORM(fn, want)	expect_fn(true, (fn), (want), __LINE__)

static void builtins_have_itanium_codes(void)
{
	struct tb tbuf, *tb = &tbuf;

	tb->nnodes = tb->nlists = 0;
	EXPECT(F(V, 0), "_ZTSFvvE");
	EXPECT(F(I, 0), "_ZTSFivE");
	/* void f(char, signed char, unsigned char, _Bool, __int128, unsigned __int128) */
	EXPECT(F(V, 6, C, B(tb, TI_SCHAR), B(tb, TI_UCHAR), B(tb, TI_BOOL),
		 B(tb, TI_INT128), B(tb, TI_UINT128)), "_ZTSFvcahbnoE");
	/* void f(long, long long, unsigned long, unsigned long long, short, unsigned short, unsigned) */
	EXPECT(F(V, 7, B(tb, TI_LONG), B(tb, TI_LLONG), B(tb, TI_ULONG), B(tb, TI_ULLONG),
		 B(tb, TI_SHORT), B(tb, TI_USHORT), B(tb, TI_UINT)), "_ZTSFvlxmystjE");
	/* void f(_Float16, __float128, long double, __bf16) */
	EXPECT(F(V, 4, B(tb, TI_FLOAT16), B(tb, TI_FLOAT128), B(tb, TI_LDOUBLE), B(tb, TI_BF16)),
	       "_ZTSFvDF16_geDF16bE");
	EXPECT(F(B(tb, TI_FLOAT), 1, B(tb, TI_DOUBLE)), "_ZTSFfdE");
}

static void bitint_and_complex_are_candidates(void)
{
	struct tb tbuf = { .nnodes = 0 }, *tb = &tbuf;
	struct ti_type *b8 = (struct ti_type *)B(tb, TI_BITINT);
	struct ti_type *u7 = (struct ti_type *)B(tb, TI_UBITINT);
	const struct ti_type *cd = COMPLEX(B(tb, TI_DOUBLE));

	b8->bits = 8;
	u7->bits = 7;
	/* void f(_BitInt(8), _BitInt(8), unsigned _BitInt(7)) */
	EXPECT(F(V, 3, b8, b8, u7), "_ZTSFvDB8_S_DU7_E");
	EXPECT_NORM(F(V, 3, b8, b8, u7), "_ZTSFvDB8_S_DU7_E.normalized");
	/* void f(_Complex double, _Complex double) */
	EXPECT(F(V, 2, cd, cd), "_ZTSFvCdS_E");
}

static void qualifiers_and_parameters(void)
{
	struct tb tbuf = { .nnodes = 0 }, *tb = &tbuf;
	const struct ti_type *cvi = Q(tb, TI_CONST | TI_VOLATILE, I);

	/* void f(const int, char *const, void *restrict const): top level dropped */
	EXPECT(F(V, 3, K(I), K(P(C)), Q(tb, TI_RESTRICT | TI_CONST, P(V))), "_ZTSFviPcPvE");
	/* void f(void *restrict, int *restrict *, const volatile int *restrict const *) */
	EXPECT(F(V, 3, Q(tb, TI_RESTRICT, P(V)), P(Q(tb, TI_RESTRICT, P(I))),
		 P(Q(tb, TI_RESTRICT | TI_CONST, P(cvi)))), "_ZTSFvPvPrPiPrKPVKiE");
	/* void f(const volatile void *, volatile const void *) */
	EXPECT(F(V, 2, P(Q(tb, TI_CONST | TI_VOLATILE, V)), P(Q(tb, TI_VOLATILE | TI_CONST, V))),
	       "_ZTSFvPVKvS0_E");
	/* void f(const __seg_gs int *); void f(__seg_gs void *, __seg_gs void *) */
	EXPECT(F(V, 1, P(AS(tb, 256, K(I)))), "_ZTSFvPU5AS256KiE");
	EXPECT(F(V, 2, P(AS(tb, 256, V)), P(AS(tb, 256, V))), "_ZTSFvPU5AS256vS0_E");
	/* void f(_Atomic int, _Atomic int *); void f(const _Atomic int *) */
	EXPECT(F(V, 2, ATOMIC(I), P(ATOMIC(I))), "_ZTSFvU7_AtomiciPS_E");
	EXPECT(F(V, 1, P(K(ATOMIC(I)))), "_ZTSFvPKU7_AtomiciE");
}

static void arrays_decay_and_functions_nest(void)
{
	struct tb tbuf, *tb = &tbuf;
	const struct ti_type *fii, *fv;
	struct ti_type *vla;

	tb->nnodes = tb->nlists = 0;
	/* void f(int a[10], int (*b)[3], int c[][4]) */
	EXPECT(F(V, 3, ARR(tb, 10, I), P(ARR(tb, 3, I)), ARR(tb, 0, ARR(tb, 4, I))),
	       "_ZTSFvPiPA3_iPA4_iE");
	/* void f(int n, int a[n][n]): the inner VLA bound is unknown */
	EXPECT(F(V, 2, I, ARR(tb, 0, ARR(tb, 0, I))), "_ZTSFviPA_iE");
	/* void f(int n, int b[n][n], int c[][n], int (*d)[n]): no VLA is another's repeat */
	vla = (struct ti_type *)ARR(tb, 0, I);
	vla->vla = true;
	EXPECT(F(V, 4, I, ARR(tb, 0, vla), ARR(tb, 0, vla), P(vla)), "_ZTSFviPA_iPA_iPA_iE");
	/* void f(int n, int (*a)[n], __typeof__(a) b): not even the same VLA */
	EXPECT(F(V, 3, I, P(vla), P(vla)), "_ZTSFviPA_iPA_iE");
	/* void f(int (*a)[], int (*b)[]): an unknown bound is an ordinary type */
	EXPECT(F(V, 2, P(ARR(tb, 0, I)), P(ARR(tb, 0, I))), "_ZTSFvPA_iS0_E");
	/* void f(int a[4], int b[4]) */
	EXPECT(F(V, 2, ARR(tb, 4, I), ARR(tb, 4, I)), "_ZTSFvPiS_E");
	fii = F(I, 1, I);
	/* void f(int (*)(int), int (*)(int)); the second as a function parameter */
	EXPECT(F(V, 2, P(fii), fii), "_ZTSFvPFiiES0_E");
	fv = F(V, 0);
	/* void f(void (*)(void (*)(void)), void (*)(void)) */
	EXPECT(F(V, 2, P(F(V, 1, P(fv))), P(fv)), "_ZTSFvPFvPFvvEES0_E");
	/* void f(const char *, ...); int f(); */
	EXPECT(FN(tb, TI_VARIADIC, V, 1, P(K(C))), "_ZTSFvPKczE");
	EXPECT(FN(tb, TI_UNPROTOTYPED, I, 0), "_ZTSFiE");
	/* void f(void (__attribute__((ms_abi)) *)(int), same, void (*)(int)) */
	fii = F(V, 1, I);
	((struct ti_type *)fii)->cconv = "ms_abi";
	EXPECT(F(V, 3, P(fii), P(fii), P(F(V, 1, I))), "_ZTSFvPU6ms_abiFviES0_PFviEE");
	/* typedef int v4si __attribute__((vector_size(16))); void f(v4si, const v4si *) */
	EXPECT(F(V, 2, VEC(tb, 4, I), P(K(VEC(tb, 4, I)))), "_ZTSFvDv4_iPKS_E");
}

static void substitutions_follow_clang(void)
{
	struct tb tbuf, *tb = &tbuf;
	const struct ti_type *s, *t;

	tb->nnodes = tb->nlists = 0;
	/* void *__memcpy(void *, const void *, size_t) */
	EXPECT(F(P(V), 3, P(V), P(K(V)), B(tb, TI_ULONG)), "_ZTSFPvS_PKvmE");
	/* void f(const char *, const char *, char *) */
	EXPECT(F(V, 3, P(K(C)), P(K(C)), P(C)), "_ZTSFvPKcS0_PcE");
	s = TAG(tb, "S");
	/* void f(struct S *, struct S *, const struct S *) */
	EXPECT(F(V, 3, P(s), P(s), P(K(s))), "_ZTSFvP1SS0_PKS_E");
	t = TAG(tb, "T");
	/* void f(struct T, struct T *, struct T) */
	EXPECT(F(V, 3, t, P(t), t), "_ZTSFv1TPS_S_E");
	/* irqreturn_t h(int, void *): irqreturn_t is a typedef of enum irqreturn */
	EXPECT(F(TAG(tb, "irqreturn"), 2, I, P(V)), "_ZTSF9irqreturniPvE");
	/* aarch64: void f(va_list) */
	s = TAG(tb, "__va_list");
	((struct ti_type *)s)->in_std = true;
	EXPECT(F(V, 1, s), "_ZTSFvSt9__va_listE");
}

/* 40 candidates: number 36 is "SZ_", 39 is "S12_" (base 36 of k-1) */
static void substitution_numbers_are_base36(void)
{
	static const char *const names[] = {
		"a0", "a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8", "a9",
		"b0", "b1", "b2", "b3", "b4", "b5", "b6", "b7", "b8", "b9",
	};
	struct tb tbuf, *tb = &tbuf;
	struct ti_type *fn;
	struct ti_mangler *m = ti_mangler_new(false);
	char *got;
	unsigned int i;

	tb->nnodes = tb->nlists = 0;
	fn = tb_new(tb, TI_FUNCTION);
	fn->inner = V;
	fn->params = &tb->lists[0];
	for (i = 0; i < 20; i++)	/* each "P2xy" adds 2 candidates: tag, pointer */
		tb->lists[tb->nlists++] = P(TAG(tb, names[i]));
	tb->lists[tb->nlists++] = TAG(tb, names[18]);		/* candidate 36 */
	tb->lists[tb->nlists++] = P(TAG(tb, names[19]));	/* candidate 39 */
	tb->lists[tb->nlists++] = TAG(tb, names[0]);		/* candidate 0 */
	fn->nparams = tb->nlists;
	got = ti_mangle_function(m, fn);
	/* clang-19, for the same 23 parameters spelled as structs in C */
	CHECK_STR(got, "_ZTSFvP2a0P2a1P2a2P2a3P2a4P2a5P2a6P2a7P2a8P2a9P2b0P2b1P2b2P2b3"
		  "P2b4P2b5P2b6P2b7P2b8P2b9SZ_S12_S_E");
	free(got);
	ti_mangler_free(m);
}

static void local_and_anonymous_tags(void)
{
	struct tb tbuf, *tb = &tbuf;
	int id_a, id_b;
	const struct ti_type *loc, *loc2, *fn;
	struct ti_mangler *m = ti_mangler_new(false);
	char *first, *second;

	tb->nnodes = tb->nlists = 0;
	/* int main(void) { struct loc {..}; ... void (*)(struct loc *) } */
	EXPECT(F(V, 1, P(LOCAL(tb, "loc", "main", false))), "_ZTSFvPZ4mainE3locE");
	/* static void foo(void) { struct loc, loc2; void (*)(struct loc *, struct loc2 *, struct loc *) } */
	loc = LOCAL(tb, "loc", "foo", true);
	loc2 = LOCAL(tb, "loc2", "foo", true);
	EXPECT(F(V, 3, P(loc), P(loc2), P(loc)), "_ZTSFvPZL3fooE3locPZL3fooE4loc2S0_E");
	/* static void foo(void) { struct loc; ... { struct loc; } }: the second
	 * "loc" gets discriminator _0 and is no repeat of the first */
	loc2 = LOCAL(tb, "loc", "foo", true);
	((struct ti_type *)loc)->identity = &id_a;
	((struct ti_type *)loc2)->identity = &id_b;
	first = ti_mangle_function(m, F(V, 1, P(loc)));
	second = ti_mangle_function(m, F(V, 3, P(loc2), P(loc), P(loc2)));
	CHECK_STR(first, "_ZTSFvPZL3fooE3locE");
	CHECK_STR(second, "_ZTSFvPZL3fooE3loc_0PZL3fooE3locS0_E");
	free(first);
	free(second);
	ti_mangler_free(m);
	m = ti_mangler_new(false);
	/* struct {..} g1; union {..} g2; void f3(typeof(g2) *, typeof(g1) *): numbered
	 * in order of first mangling, and kept for the whole unit */
	fn = F(V, 2, P(ANON(tb, &id_b)), P(ANON(tb, &id_a)));
	first = ti_mangle_function(m, fn);
	second = ti_mangle_function(m, F(V, 1, P(ANON(tb, &id_a))));
	CHECK_STR(first, "_ZTSFvP3$_0P3$_1E");
	CHECK_STR(second, "_ZTSFvP3$_1E");
	CHECK_U32(ti_hash(TI_HASH_XXHASH64, first ? first : ""), 0xa8833274);	/* clang-19 id, -1467796876 */
	free(first);
	free(second);
	ti_mangler_free(m);
}

/* Unnamed types defined inside a struct; expected ids from clang-19. */
static void member_types_nest_in_their_parent(void)
{
	struct tb tbuf, *tb = &tbuf;
	int ids[4];
	struct ti_type *outer, *in, *u, *anon, *y, *loc, *lin;
	struct ti_mangler *m = ti_mangler_new(false);
	char *got;

	tb->nnodes = tb->nlists = 0;
	/* struct outer { struct {..} in; union {..} u; }: C numbers none, "Ut_" */
	outer = (struct ti_type *)TAG(tb, "outer");
	in = (struct ti_type *)ANON(tb, &ids[0]);
	in->parent = outer;
	u = (struct ti_type *)ANON(tb, &ids[1]);
	u->parent = outer;
	EXPECT(F(V, 1, P(in)), "_ZTSFvPN5outerUt_EE");
	/* the prefix "5outer" is a candidate: void f(typeof(u) *, typeof(in) *) */
	EXPECT(F(V, 2, P(u), P(in)), "_ZTSFvPN5outerUt_EPNS_Ut_EE");
	/* struct { struct {..} y; } anon_outer: no linkage, so "$_N" inside */
	anon = (struct ti_type *)ANON(tb, &ids[2]);
	y = (struct ti_type *)ANON(tb, &ids[3]);
	y->parent = anon;
	got = ti_mangle_function(m, F(V, 2, P(y), P(anon)));
	CHECK_STR(got, "_ZTSFvPN3$_03$_1EPS_E");
	CHECK_U32(ti_hash(TI_HASH_XXHASH64, got ? got : ""), 0x4914b283);
	free(got);
	/* void t(void) { struct loc { struct {..} in; }; }: Z1tE N3loc $_N E */
	loc = (struct ti_type *)LOCAL(tb, "loc", "t", false);
	loc->identity = &loc;
	lin = (struct ti_type *)ANON(tb, &lin);
	lin->parent = loc;
	EXPECT(F(V, 1, P(lin)), "_ZTSFvPZ1tEN3loc3$_0EE");
	ti_mangler_free(m);
}

static void integer_normalization(void)
{
	struct tb tbuf, *tb = &tbuf;

	tb->nnodes = tb->nlists = 0;
	EXPECT_NORM(F(V, 0), "_ZTSFvvE.normalized");
	EXPECT_NORM(F(V, 1, I), "_ZTSFvu3i32E.normalized");
	/* void f(char *, signed char *) vs void f(char *, char *) */
	EXPECT_NORM(F(V, 2, P(C), P(B(tb, TI_SCHAR))), "_ZTSFvPu2i8PS_E.normalized");
	EXPECT_NORM(F(V, 2, P(C), P(C)), "_ZTSFvPu2i8S0_E.normalized");
	/* void f(int, unsigned, int, long, long long) */
	EXPECT_NORM(F(V, 5, I, B(tb, TI_UINT), I, B(tb, TI_LONG), B(tb, TI_LLONG)),
		    "_ZTSFvu3i32u3u32S_u3i64S1_E.normalized");
	/* void f(long, long long, unsigned char, _Bool, char, signed char) */
	EXPECT_NORM(F(V, 6, B(tb, TI_LONG), B(tb, TI_LLONG), B(tb, TI_UCHAR), B(tb, TI_BOOL), C,
		      B(tb, TI_SCHAR)), "_ZTSFvu3i64S_u2u8S0_u2i8S1_E.normalized");
	/* void f(const int *, int, const int *) */
	EXPECT_NORM(F(V, 3, P(K(I)), I, P(K(I))), "_ZTSFvPKu3i32S_S1_E.normalized");
	/* void f(void (*)(int), int) */
	EXPECT_NORM(F(V, 2, P(F(V, 1, I)), I), "_ZTSFvPFvu3i32ES_E.normalized");
	/* __memcpy; enum E stays a name */
	EXPECT_NORM(F(P(V), 3, P(V), P(K(V)), B(tb, TI_ULONG)), "_ZTSFPvS_PKvu3u64E.normalized");
	EXPECT_NORM(F(V, 2, TAG(tb, "E"), I), "_ZTSFv1Eu3i32E.normalized");
}

static void ids_match_clang(void)
{
	struct tb tbuf, *tb = &tbuf;
	struct ti_mangler *m = ti_mangler_new(false);
	char *s;

	tb->nnodes = tb->nlists = 0;
	/* ssize_t rd(struct file *, char *, size_t, loff_t *): kcfi-abi.md 1.9 */
	s = ti_mangle_function(m, F(B(tb, TI_LONG), 4, P(TAG(tb, "file")), P(C),
				    B(tb, TI_ULONG), P(B(tb, TI_LLONG))));
	CHECK_STR(s, "_ZTSFlP4filePcmPxE");
	CHECK_U32(ti_hash(TI_HASH_XXHASH64, s ? s : ""), 0xe866e2f4);
	CHECK_U32(ti_hash(TI_HASH_FNV1A, s ? s : ""), 0xe7fd7176);
	free(s);
	ti_mangler_free(m);
}

static void errors_are_reported(void)
{
	struct tb tbuf, *tb = &tbuf;
	struct ti_mangler *m = ti_mangler_new(true);
	struct ti_type *odd;

	tb->nnodes = tb->nlists = 0;
	CHECK(ti_mangle_function(m, I) == NULL);
	CHECK_STR(ti_mangler_error(m), "not a function type");
	odd = (struct ti_type *)B(tb, TI_INT);
	odd->bits = 24;
	CHECK(ti_mangle_function(m, F(V, 1, odd)) == NULL);
	CHECK_STR(ti_mangler_error(m), "integer type of 24 bits cannot be normalized");
	CHECK(ti_mangle_function(m, F(V, 1, ANON(tb, NULL))) == NULL);
	ti_mangler_free(m);
}

/* cfi_salt (clang-22's names, read from its -emit-llvm ids with xxhsum) */
static void salt_follows_the_outermost_type(void)
{
	struct tb tbuf, *tb = &tbuf;
	struct ti_type *fn, *inner;

	tb->nnodes = tb->nlists = 0;
	/* __attribute__((cfi_salt("sched"))) int f(int) */
	fn = (struct ti_type *)F(I, 1, I);
	fn->salt = "sched";
	EXPECT(fn, "_ZTSFiiE.sched");
	/* the salt goes before the suffix */
	EXPECT_NORM(fn, "_ZTSFu3i32S_E.sched.normalized");
	/* an empty salt is none */
	fn->salt = "";
	EXPECT(fn, "_ZTSFiiE");
	/* int f(salted_ptr, int): a parameter's salt is not in the name */
	inner = (struct ti_type *)F(I, 1, I);
	inner->salt = "kvm";
	EXPECT(F(I, 2, P(inner), I), "_ZTSFiPFiiEiE");
}

int main(void)
{
	RUN(builtins_have_itanium_codes);
	RUN(bitint_and_complex_are_candidates);
	RUN(qualifiers_and_parameters);
	RUN(arrays_decay_and_functions_nest);
	RUN(substitutions_follow_clang);
	RUN(substitution_numbers_are_base36);
	RUN(local_and_anonymous_tags);
	RUN(member_types_nest_in_their_parent);
	RUN(integer_normalization);
	RUN(salt_follows_the_outermost_type);
	RUN(ids_match_clang);
	RUN(errors_are_reported);
	return harness_failures != 0;
}
