/*
 * Rule: a unit whose only output is top-level asm compiles, its asm kept
 * (found building Linux 6.12 x86_64 defconfig with MODULES=y: Kbuild's
 * generated .vmlinux.export.c is nothing but KSYMTAB_*() top-level asm).
 * GCC opens a run of top-level asm with "#APP" and writes "#NO_APP" only
 * before the next function or variable; with none after it, the file ends
 * inside #APP (after -fcf-protection's .note.gnu.property), which GNU as
 * accepts.  kcfi-as at 68e9786 rejects it:
 *   kcfi-as: .../N-x.s:3: error: '#APP' without a closing '#NO_APP'
 * A unit with a function or variable after the asm compiles.
 */
// RUN: -O2
// RUN-CF: -O2 -fcf-protection=branch
// CHECK: .long 0x12345678
asm(".pushsection .rodata\n\t.long 0x12345678\n\t.popsection");
