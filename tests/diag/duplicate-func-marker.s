# One preamble per function.
# EXPECT: kcfi-as: duplicate-func-marker.s:6: error: second '.kcfi_func' for 'f'
	.kcfi_version 1
	.text
	.kcfi_func f, "_ZTSFvvE"
	.kcfi_func f, "_ZTSFviE"
f:
	ret
