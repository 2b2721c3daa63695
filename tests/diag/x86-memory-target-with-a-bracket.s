# A memory target is copied into "movq M, %r11": one with a bracket (no
# AT&T operand has one) was split differently there than in the call, and
# the check named a wrong source (found by fuzzing).
# EXPECT: kcfi-as: x86-memory-target-with-a-bracket.s:8: error: unrecognised indirect call form 'call *fp(i[)'
	.kcfi_version 1
	.text
	.kcfi_call "_ZTSFvvE"
	call	*fp(i[)
	ret
