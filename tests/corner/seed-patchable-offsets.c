/*
 * Rule (seeds kcfi-patchable-entry-only/-prefix-only/-medium/-large): the
 * preamble goes before GCC's .LPFE prefix label, the id before the M prefix
 * nops, and every call reads it at -(4 + M). PAD = -(5 + M) mod 16 keeps fn
 * aligned: =11,11 is Linux's x86 CALL_PADDING layout, __cfi_fn = fn - 16
 * with no padding (kcfi-abi.md 2.4). A patchable_function_entry attribute
 * with another prefix is an error under -fsanitize=kcfi (callers cannot
 * know its offset); one with the same prefix is Linux's notrace where
 * ftrace uses patchable entries (arm64, riscv: patchable_function_entry(0,
 * 0) under -fpatchable-function-entry=2): the id stays where checks read it.
 */
// RUN-ENTRY: -O2 -fpatchable-function-entry=5
// RUN-PREFIX: -O2 -fpatchable-function-entry=3,3
// RUN-MEDIUM: -O2 -fpatchable-function-entry=8,4
// RUN-LARGE: -O2 -fpatchable-function-entry=11,11
// ERR-ATTR: -O2 -DWITH_ATTR
// RUN-NOTRACE: -O2 -fpatchable-function-entry=2 -DWITH_NOTRACE
int test_function(int x) { return x + 1; }
int caller(int (*f)(int), int x) { return f(x) * 2; }
#ifdef WITH_ATTR
__attribute__((patchable_function_entry(4, 2))) int patched(int x) { return x; }
#endif
#ifdef WITH_NOTRACE
__attribute__((patchable_function_entry(0, 0))) int quiet(int x) { return x; }
int (*take_quiet)(int) = quiet;
#endif

// ENTRY-LABEL: __cfi_test_function:
// ENTRY-COUNT-11: nop
// ENTRY-NEXT: movl ${{[0-9]+}}, %eax
// ENTRY-NEXT: .size __cfi_test_function, 16
// ENTRY-NEXT: test_function:
// ENTRY-NEXT: .LFB{{[0-9]+}}:
// ENTRY-COUNT-5: nop
// ENTRY: addl -4(%{{[a-z0-9]+}}), %r10d

// PREFIX-LABEL: __cfi_test_function:
// PREFIX-COUNT-8: nop
// PREFIX-NEXT: movl ${{[0-9]+}}, %eax
// PREFIX-NEXT: .size __cfi_test_function, 13
// PREFIX-NEXT: .LPFE{{[0-9]+}}:
// PREFIX-COUNT-3: nop
// PREFIX-NEXT: .type test_function, @function
// PREFIX-NEXT: test_function:
// PREFIX: addl -7(%{{[a-z0-9]+}}), %r10d

// MEDIUM-LABEL: __cfi_test_function:
// MEDIUM-COUNT-7: nop
// MEDIUM-NEXT: movl ${{[0-9]+}}, %eax
// MEDIUM-NEXT: .size __cfi_test_function, 12
// MEDIUM-NEXT: .LPFE{{[0-9]+}}:
// MEDIUM-COUNT-4: nop
// MEDIUM-NEXT: .type test_function, @function
// MEDIUM: addl -8(%{{[a-z0-9]+}}), %r10d

// LARGE: .section __patchable_function_entries
// LARGE-LABEL: __cfi_test_function:
// LARGE-NEXT: movl ${{[0-9]+}}, %eax
// LARGE-NEXT: .size __cfi_test_function, 5
// LARGE-NEXT: .LPFE{{[0-9]+}}:
// LARGE-COUNT-11: nop
// LARGE-NEXT: .type test_function, @function
// LARGE: addl -15(%{{[a-z0-9]+}}), %r10d

// ATTR: error: kcfi: {{.+}}patchable_function_entry{{.+}} attribute on {{.+}}patched{{.+}} conflicts with {{.+}}-fsanitize=kcfi

// NOTRACE-LABEL: __cfi_quiet:
// NOTRACE-COUNT-11: nop
// NOTRACE-NEXT: movl ${{[0-9]+}}, %eax
// NOTRACE-NEXT: .size __cfi_quiet, 16
// NOTRACE-NEXT: quiet:
// NOTRACE-NEXT: .LFB{{[0-9]+}}:
// NOTRACE-NEXT: .cfi_startproc
// NOTRACE-NEXT: movl %edi, %eax
