/*
 * Rule (seed kcfi-no-sanitize-inline): a no_sanitize("kcfi") function's
 * calls stay unchecked where it is inlined into a checked function, and a
 * checked function's calls stay checked where inlined into anything:
 * exactly two checks, in normal_function and wrap_normal_inline.
 */
// RUN: -O2
typedef int (*fn_t)(int);

__attribute__((no_sanitize("kcfi"))) int sensitive_non_inline_function(fn_t f) { return f(1) + 1; }
static inline __attribute__((always_inline, no_sanitize("kcfi"))) int sensitive_inline(fn_t f) { return f(2) + 1; }
static inline __attribute__((always_inline)) int normal_inline(fn_t f) { return f(3) + 1; }

int normal_function(fn_t f) { return f(4) + 1; }
int wrap_sensitive_inline(fn_t f) { return sensitive_inline(f) * 2; }
int wrap_normal_inline(fn_t f) { return normal_inline(f) * 2; }

// CHECK-LABEL: sensitive_non_inline_function:
// CHECK-NOT: ud2
// CHECK: .size sensitive_non_inline_function,
// CHECK-LABEL: normal_function:
// CHECK: ud2
// CHECK: .size normal_function,
// CHECK-LABEL: wrap_sensitive_inline:
// CHECK-NOT: ud2
// CHECK: # kcfi: nocheck no_sanitize
// CHECK-NOT: ud2
// CHECK: .size wrap_sensitive_inline,
// CHECK-LABEL: wrap_normal_inline:
// CHECK: ud2
// CHECK: .size wrap_normal_inline,
// CHECK-NOT: ud2
