// SPDX-License-Identifier: GPL-2.0
/*
 * typeid-arch: aarch64 -- target spellings that come from GCC's aarch64
 * mangling hook (va_list is std::__va_list, NEON and half-float types).
 */
#include "kernel-types.h"
#include <arm_neon.h>

void a64_va_list(va_list ap, va_list *app, __builtin_va_list b) DEF
void a64_neon(int32x4_t a, int32x4_t b, uint8x16_t c, float32x2_t d, const int32x4_t *e) DEF
uint64x2_t a64_neon_ret(poly8x16_t a, poly64x2_t b, int8x8_t c) DEF
void a64_fp16(__fp16 *a, __fp16 *b, _Float16 c, float16x8_t d) DEF
void a64_bf16(__bf16 a, __bf16 b, bfloat16x8_t c) DEF
void a64_long_double(long double a, long double *b, char c, __WCHAR_TYPE__ w) DEF
void a64_raid_like(int disks, size_t bytes, void **ptrs, uint8x16_t (*gen)(uint8x16_t)) DEF
