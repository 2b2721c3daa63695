/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The one list of architectures, read by kcfi-gcc (which arch a target
 * triple is), kcfi-as (its backends) and kcfi-check (its backends, and which
 * one an ELF file's e_machine selects):
 *	X(NAME, ELF machine, prefix of `gcc -dumpmachine`)
 * arch/NAME/ holds the backends: kcfi_arch_NAME (kcfi-as, src/as/arch.h) and
 * kcfi_check_NAME (kcfi-check, src/check/arch.h). A new arch is a row
 * here and a folder there (docs/architecture.md).
 */
#ifndef KCFI_ARCHES_H
#define KCFI_ARCHES_H

#include <elf.h>

#define KCFI_ARCHES(X) \
	X(x86_64, EM_X86_64, "x86_64-") \
	X(aarch64, EM_AARCH64, "aarch64-") \
	X(riscv64, EM_RISCV, "riscv64-") \
	X(arm, EM_ARM, "arm-")

#endif
