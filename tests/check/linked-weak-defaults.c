// SPDX-License-Identifier: GPL-2.0
/* The weak defaults linked-icf-twins.c overrides (kernel/bpf/core.c's): a
 * linked file keeps their bodies and DWARF, named as the twins. */
__attribute__((weak)) _Bool supports_a(void) { return 0; }
__attribute__((weak)) _Bool supports_b(void) { return 0; }
__attribute__((weak)) _Bool supports_c(void) { return 0; }
_Bool (*const supports[])(void) = { supports_a, supports_b, supports_c };
