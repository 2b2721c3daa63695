# .kcfi_func names a function defined in this file.
# EXPECT: kcfi-as: func-marker-for-undefined-symbol.s:5: error: '.kcfi_func' for 'nothere', which is not defined in this file
	.kcfi_version 1
	.text
	.kcfi_func nothere, "_ZTSFvvE"
f:
	ret
