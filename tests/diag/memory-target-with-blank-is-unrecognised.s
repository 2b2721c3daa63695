# `jmp *` with white space in its memory operand: no operand kcfi-as could
# copy into a movq (it once emitted `movq <TAB>pushq %r14, %r11`; found by fuzzing).
# EXPECT: kcfi-as: memory-target-with-blank-is-unrecognised.s:7: error: unrecognised indirect call form 'jmp *	pushq	%r14'
	.kcfi_version 1
	.text
	.kcfi_call "_ZTSFviE"
	jmp	*	pushq	%r14
