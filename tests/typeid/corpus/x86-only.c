// SPDX-License-Identifier: GPL-2.0
/* typeid-arch: x86_64 -- types only x86_64 has. */
#include "kernel-types.h"

struct percpu_s { int x; };

void x86_float128(__float128 a, __float128 *b) DEF
void x86_seg_gs(__seg_gs int *a, const __seg_gs int *b, __seg_gs void *c, __seg_gs void *d) DEF
void x86_seg_fs(__seg_fs struct percpu_s *a, __seg_gs struct percpu_s *b) DEF
long double x86_ldouble(long double a, long double *b) DEF
void x86_ms_va_list(__builtin_ms_va_list ap) DEF

/* x86_64 EFI's __efiapi: a vendor qualifier on the function type. */
#define __efiapi __attribute__((ms_abi))
typedef unsigned long efi_status_t;
__efiapi efi_status_t x86_efi_fn(void *handle, u64 *size) DEF
void x86_efiapi_ptrs(efi_status_t (__efiapi *a)(void *, u64 *), efi_status_t (__efiapi *b)(void *, u64 *),
		     efi_status_t (*c)(void *, u64 *)) DEF
void x86_sysv_ptr(void (__attribute__((sysv_abi)) *a)(int), void (*b)(int)) DEF
