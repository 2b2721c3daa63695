# File-level markers appear once.
# EXPECT: kcfi-as: duplicate-version.s:4: error: duplicate '.kcfi_version'
	.kcfi_version 1
	.kcfi_version 1
