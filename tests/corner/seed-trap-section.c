/*
 * Rule (seed kcfi-trap-section): each ud2 has its own label and one
 * .kcfi_traps entry, in a section linked to the trap's own text section:
 * .text here, the function's section under -ffunction-sections, where the
 * preamble also sits in the function's section right before it.
 */
// RUN-DEF: -O2
// RUN-FS: -O2 -ffunction-sections
void one(void (*f)(void)) { f(); f(); }
void two(void (*f)(int)) { f(1); }

// DEF-COUNT-3: .pushsection .kcfi_traps,"ao",@progbits,.Lkcfi_trap0
// DEF-NOT: .Lkcfi_trap{{[0-9]+}}:
// FS: .section .text.one,"ax",@progbits
// FS: __cfi_one:
// FS: .pushsection .kcfi_traps,"ao",@progbits,.Lkcfi_trap[[A:[0-9]+]]
// FS-NEXT: .long .Lkcfi_trap[[A]] - .
// FS: .pushsection .kcfi_traps,"ao",@progbits,.Lkcfi_trap[[A]]
// FS: .section .text.two,"ax",@progbits
// FS: __cfi_two:
// FS-NEXT: nop
// FS: .pushsection .kcfi_traps,"ao",@progbits,.Lkcfi_trap[[B:[0-9]+]]
// FS-NEXT: .long .Lkcfi_trap[[B]] - .
