# A preamble pads to the function's alignment with nop lines: beyond 64 kB
# that is an error, not millions of lines (found by fuzzing: .p2align 24
# made 16M nops and a timeout).
# EXPECT: kcfi-as: function-aligned-beyond-64k.s:7: error: function 'f' is aligned to 16777216 bytes; a preamble is padded to at most 65536
	.kcfi_version 1
	.text
	.kcfi_func f, "_ZTSFvvE"
	.p2align 24
	.globl	f
	.type	f, @function
f:
	ret
