# .kcfi_hash is spelled like -fsanitize-kcfi-hash=.
# EXPECT: kcfi-as: unknown-hash.s:4: error: unknown hash 'fnv1a' (expected xxHash64 or FNV-1a)
	.kcfi_version 1
	.kcfi_hash fnv1a
