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

/* The spellings of -fsanitize-kcfi-hash= (Clang's), which every tool's
 * option and the .kcfi_hash marker use, for ti_hash_parse and messages. */
#define TI_HASH_XXHASH64_NAME	"xxHash64"
#define TI_HASH_FNV1A_NAME	"FNV-1a"
#define TI_HASH_CHOICES		TI_HASH_XXHASH64_NAME "|" TI_HASH_FNV1A_NAME
#define TI_HASH_SPELLINGS	TI_HASH_XXHASH64_NAME " or " TI_HASH_FNV1A_NAME

/* Parse a spelling (TI_HASH_*_NAME). 0 ok, -1 unknown. */
int ti_hash_parse(const char *spelling, enum ti_hash *out);
const char *ti_hash_name(enum ti_hash alg);
uint32_t ti_hash(enum ti_hash alg, const char *type_name);

#ifdef __cplusplus
}
#endif
#endif
