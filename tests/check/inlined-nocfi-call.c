/* An always-inline function whose indirect call is deliberately unchecked
 * (Linux's __nocfi, as arm64's bpf_dispatcher_nop_func), inlined into an
 * instrumented caller: the unchecked call sits in run_prog, but it was
 * written in nocfi_dispatch, which an allowlist can name (kcfi-check says
 * ", inlined from nocfi_dispatch" when the object has DWARF). */
#ifdef __clang__
#define NOCFI __attribute__((no_sanitize("kcfi")))
#else
#define NOCFI __attribute__((kcfi_no_sanitize))
#endif
typedef unsigned int (*prog_fn)(const void *ctx);

static inline __attribute__((always_inline)) NOCFI unsigned int
nocfi_dispatch(const void *ctx, prog_fn f)
{
	return f(ctx);
}

unsigned int run_prog(const void *ctx, prog_fn f, prog_fn g)
{
	return nocfi_dispatch(ctx, f) + g(ctx);	/* g: checked */
}
