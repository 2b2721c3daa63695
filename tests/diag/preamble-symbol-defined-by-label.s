# A label __cfi_f of a marked f: as would refuse kcfi-as's own, naming a
# temporary file; kcfi-as names the input's line.
# EXPECT: kcfi-as: preamble-symbol-defined-by-label.s:10: error: symbol '__cfi_f' is reserved for kcfi-as (the preamble of 'f')
	.kcfi_version 1
	.text
	.kcfi_func f, "_ZTSFvvE"
	.type	f, @function
f:
	ret
__cfi_f:
	ret
