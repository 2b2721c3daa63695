/* SPDX-License-Identifier: GPL-2.0 */
/* KCFI type id = 32-bit hash of the full type name ("_ZTS..."). */
#ifndef KCFI_TYPEINFO_HASH_H
#define KCFI_TYPEINFO_HASH_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

enum ti_hash {
	TI_HASH_XXHASH64,	/* low 32 bits of XXH64(name, seed 0): Clang's default */
	TI_HASH_FNV1A,		/* 32-bit FNV-1a: LLVM's -fsanitize-kcfi-hash=FNV-1a */
};

/* Parse the spelling of -fsanitize-kcfi-hash= ("xxHash64", "FNV-1a"). 0 ok, -1 unknown. */
int ti_hash_parse(const char *spelling, enum ti_hash *out);
const char *ti_hash_name(enum ti_hash alg);
uint32_t ti_hash(enum ti_hash alg, const char *type_name);

#ifdef __cplusplus
}
#endif
#endif
