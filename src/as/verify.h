/* SPDX-License-Identifier: GPL-2.0 */
/*
 * kcfi-as --verify: the emitted .s, re-read by our own lexer, must carry
 * what the input's markers ask for, in Clang 19's shapes (kcfi-abi.md):
 *   - in input order, one check per .kcfi_call branch, none on a
 *     .kcfi_nocheck one, no other indirect branch outside inline asm;
 *   - each check complete and contiguous, comparing the marker's id with
 *     the word at -typeid_offset(M) from the register the branch uses
 *     (moved there from the original target), with its trap: on x86_64 a
 *     ud2 (riscv64 an ebreak) whose label has exactly one .kcfi_traps
 *     entry, on arm64 the brk whose immediate names the target and id
 *     registers, on arm a bkpt followed by a branch back to the call, its
 *     scratch registers free at the branch or pushed around the compare;
 *   - each .kcfi_func symbol preceded by its id, followed by exactly the M
 *     patchable nops, so the id sits where the checks read it (x86_64:
 *     __cfi_SYM with the symbol's binding and size);
 *   - each .kcfi_typeid as a weak __kcfi_typeid_SYM of the raw id;
 *   - no marker directive and no stray trap entry or typeid.
 * It is written apart from rewrite.c and the backends' emitters, from the
 * ABI, so that a bug in one is not repeated in the other: verify.c walks
 * the text and knows no instruction; each arch's shapes are read by its
 * struct kcfi_verify (arch.h, arch/<arch>/verify.c).
 */
#ifndef KCFI_VERIFY_H
#define KCFI_VERIFY_H

#include <stddef.h>

#include "marks.h"

/* 0, or -1 after errors: at the input line of the marker concerned, or at
 * out_name:LINE for what no marker asked for. */
int verify_output(struct diag *d, const struct kcfi_arch *arch, const struct kcfi_marks *m,
		  const char *out_name, const char *out, size_t len);

#endif
