# The id offset callers use comes from .kcfi_prefix_nops; a function whose
# patchable prefix differs would be checked at the wrong place.
# EXPECT: kcfi-as: prefix-nops-mismatch.s:6: error: function 'f' has 2 patchable prefix nops but '.kcfi_prefix_nops' is 0
	.kcfi_version 1
	.text
	.kcfi_func f, "_ZTSFvvE"
.LPFE0:
	nop
	nop
	.type	f, @function
f:
	ret
