# __cfi_f is kcfi-as's once f has a .kcfi_func: an input .size (or .type,
# binding) of it would replace the preamble's, as the last one wins (found
# by fuzzing: the object's __cfi_f had size 16, not 5).
# EXPECT: kcfi-as: preamble-symbol-sized-by-input.s:11: error: symbol '__cfi_f' is reserved for kcfi-as (the preamble of 'f')
	.kcfi_version 1
	.text
	.kcfi_func f, "_ZTSFvvE"
	.type	f, @function
f:
	ret
	.size	__cfi_f, 16
