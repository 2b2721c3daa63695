# `jmp *` with nothing after the star (here the last line, without its
# newline): an empty memory operand (it once gave `movq , %r11`; found by fuzzing).
# EXPECT: kcfi-as: empty-memory-target-is-unrecognised.s:7: error: unrecognised indirect call form 'jmp *'
	.kcfi_version 1
	.text
	.kcfi_call "_ZTSFviE"
	jmp	*	