// SPDX-License-Identifier: GPL-2.0
/*
 * The two hashes LLVM offers for KCFI ids. Both run over the same bytes: the
 * whole type name including the "_ZTS" prefix and any ".normalized" suffix
 * (docs/kcfi-abi.md 1.5/1.6). xxHash64 comes from libxxhash, never hand-rolled.
 */
#include <string.h>
#include <xxhash.h>

#include "hash.h"

static const struct {
	const char *spelling;
	enum ti_hash alg;
} ti_hash_names[] = {
	{ TI_HASH_XXHASH64_NAME, TI_HASH_XXHASH64 },
	{ TI_HASH_FNV1A_NAME, TI_HASH_FNV1A },
};

int ti_hash_parse(const char *spelling, enum ti_hash *out)
{
	for (size_t i = 0; i < sizeof(ti_hash_names) / sizeof(ti_hash_names[0]); i++) {
		if (!strcmp(spelling, ti_hash_names[i].spelling)) {
			*out = ti_hash_names[i].alg;
			return 0;
		}
	}
	return -1;
}

const char *ti_hash_name(enum ti_hash alg)
{
	for (size_t i = 0; i < sizeof(ti_hash_names) / sizeof(ti_hash_names[0]); i++)
		if (ti_hash_names[i].alg == alg)
			return ti_hash_names[i].spelling;
	return "?";
}

static uint32_t fnv1a32(const char *s)
{
	uint32_t h = 2166136261u;

	for (; *s; s++) {
		h ^= (unsigned char)*s;
		h *= 16777619u;
	}
	return h;
}

uint32_t ti_hash(enum ti_hash alg, const char *type_name)
{
	if (alg == TI_HASH_FNV1A)
		return fnv1a32(type_name);
	return (uint32_t)XXH64(type_name, strlen(type_name), 0);
}
