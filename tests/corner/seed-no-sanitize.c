/*
 * Rule (seed kcfi-no-sanitize): calls in a function marked
 * no_sanitize("kcfi") are not checked, in every spelling the plugin
 * accepts; the function itself still gets a preamble; exactly one check
 * remains in the file (the unmarked caller's).
 */
// RUN: -O2
typedef int (*fn_t)(int);

int checked(fn_t f) { return f(1) + 1; }
__attribute__((no_sanitize("kcfi"))) int nocfi_literal(fn_t f) { return f(2) + 1; }
__attribute__((__no_sanitize__("kcfi"))) int nocfi_kernel(fn_t f) { return f(3) + 1; }
__attribute__((no_sanitize("kcfi", "address"))) int nocfi_list(fn_t f) { return f(4) + 1; }
__attribute__((kcfi_no_sanitize)) int nocfi_plugin(fn_t f) { return f(5) + 1; }

// CHECK-LABEL: __cfi_checked:
// CHECK-LABEL: checked:
// CHECK: ud2
// CHECK-LABEL: __cfi_nocfi_literal:
// CHECK-LABEL: nocfi_literal:
// CHECK-NEXT: .LFB
// CHECK-NOT: ud2
// CHECK: # kcfi: nocheck no_sanitize
// CHECK-LABEL: __cfi_nocfi_kernel:
// CHECK-NOT: ud2
// CHECK: # kcfi: nocheck no_sanitize
// CHECK-LABEL: __cfi_nocfi_list:
// CHECK-NOT: ud2
// CHECK: # kcfi: nocheck no_sanitize
// CHECK-LABEL: __cfi_nocfi_plugin:
// CHECK-NOT: ud2
// CHECK: # kcfi: nocheck no_sanitize
// CHECK-NOT: ud2
