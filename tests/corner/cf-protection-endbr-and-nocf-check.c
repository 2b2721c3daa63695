/*
 * Rule: with -fcf-protection=branch endbr64 stays the first instruction
 * after the function label (the preamble goes before the label, as clang-19
 * does); with -pg -mfentry -mrecord-mcount the __fentry__ call follows it,
 * untouched (under PIC it is `call *__fentry__@GOTPCREL(%rip)`, a direct
 * call through the GOT, like -fno-plt calls). A nocf_check function gets no preamble (seed 003; clang-19
 * still emits one) and no endbr64.
 */
// RUN: -O2 -fcf-protection=branch
// RUN-FENTRY: -O2 -fcf-protection=branch -pg -mfentry -mrecord-mcount
int normal(int x) { return x + 1; }
__attribute__((nocf_check)) int no_cf(int x) { return x + 2; }

// CHECK-LABEL: __cfi_normal:
// CHECK: movl ${{[0-9]+}}, %eax
// CHECK-NEXT: .size __cfi_normal, 16
// CHECK: normal:
// CHECK-NEXT: .LFB{{[0-9]+}}:
// CHECK-NEXT: .cfi_startproc
// CHECK-NEXT: endbr64
// FENTRY-NEXT: 1: call {{\*?}}__fentry__
// CHECK-NOT: __cfi_no_cf
// CHECK: no_cf:
// CHECK-NEXT: .LFB{{[0-9]+}}:
// CHECK-NOT: endbr64
// CHECK: .size no_cf,
