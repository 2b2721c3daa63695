# A memory target with unbalanced parentheses is no operand kcfi-as could
# copy into a movq (it once emitted `movq 40(%rbx16, %r11`; found by fuzzing).
# EXPECT: kcfi-as: memory-target-with-open-parenthesis-is-unrecognised.s:7: error: unrecognised indirect call form 'call *40(%rbx16'
	.kcfi_version 1
	.text
	.kcfi_call "_ZTSFviE"
	call	*40(%rbx16
