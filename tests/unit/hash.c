// SPDX-License-Identifier: GPL-2.0
/*
 * Hash ids against values from outside the project: xxHash64 ids are the ones
 * clang-19 emitted (docs/kcfi-abi.md 1.9, [C19] column); FNV-1a ids are
 * computed by hand below from the published FNV-1a definition.
 */
#include "harness.h"
#include "hash.h"

static void xxhash64_matches_clang19_ids(void)
{
	CHECK_U32(ti_hash(TI_HASH_XXHASH64, "_ZTSFvvE"), 0xa540670c);
	CHECK_U32(ti_hash(TI_HASH_XXHASH64, "_ZTSFivE"), 0x36b1c5a6);
	CHECK_U32(ti_hash(TI_HASH_XXHASH64, "_ZTSFviE"), 0x019c0cac);
	CHECK_U32(ti_hash(TI_HASH_XXHASH64, "_ZTSFPvS_PKvmE"), 0x973e8484);
	CHECK_U32(ti_hash(TI_HASH_XXHASH64, "_ZTSFvu3i32E.normalized"), 0x454a91cb);
}

/* FNV-1a("_ZTSFvvE") by hand-checkable steps: the reference below is a
 * byte-at-a-time loop written independently of hash.c's. */
static unsigned int fnv_ref(const char *s)
{
	unsigned long long h = 0x811c9dc5ull;

	while (*s) {
		h = (h ^ (unsigned char)*s++) * 0x01000193ull;
		h &= 0xffffffffull;
	}
	return (unsigned int)h;
}

static void fnv1a_matches_definition(void)
{
	CHECK_U32(ti_hash(TI_HASH_FNV1A, ""), 0x811c9dc5);	/* offset basis */
	CHECK_U32(ti_hash(TI_HASH_FNV1A, "a"), 0xe40c292c);	/* published FNV-1a test vector */
	CHECK_U32(ti_hash(TI_HASH_FNV1A, "foobar"), 0xbf9cf968); /* published FNV-1a test vector */
	CHECK_U32(ti_hash(TI_HASH_FNV1A, "_ZTSFvvE"), fnv_ref("_ZTSFvvE"));
	CHECK_U32(ti_hash(TI_HASH_FNV1A, "_ZTSFvvE"), 0x40e0d3c8);	/* kcfi-abi.md 1.9 */
	CHECK_U32(ti_hash(TI_HASH_FNV1A, "FvvE"), 0xde859c1c);		/* seed 002's spelling */
}

static void hash_names_round_trip(void)
{
	enum ti_hash alg;

	CHECK(ti_hash_parse("xxHash64", &alg) == 0 && alg == TI_HASH_XXHASH64);
	CHECK(ti_hash_parse("FNV-1a", &alg) == 0 && alg == TI_HASH_FNV1A);
	CHECK(ti_hash_parse("fnv1a", &alg) == -1);
	CHECK_STR(ti_hash_name(TI_HASH_FNV1A), "FNV-1a");
}

int main(void)
{
	RUN(xxhash64_matches_clang19_ids);
	RUN(fnv1a_matches_definition);
	RUN(hash_names_round_trip);
	return harness_failures != 0;
}
