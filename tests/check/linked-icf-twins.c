// SPDX-License-Identifier: GPL-2.0
/* Identical bodies IPA-ICF folds (arm64's bpf_jit_supports_*): GCC emits
 * each under its own name, but the DWARF of all but one has no code. */
_Bool supports_a(void) { return 1; }
_Bool supports_b(void) { return 1; }
_Bool supports_c(void) { return 1; }
