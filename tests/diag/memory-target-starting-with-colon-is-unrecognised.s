# A memory target that starts with a colon: copied into a movq it read as a
# label (`movq :, %r11`; found by fuzzing).
# EXPECT: kcfi-as: memory-target-starting-with-colon-is-unrecognised.s:7: error: unrecognised indirect call form 'jmp *:'
	.kcfi_version 1
	.text
	.kcfi_call "_ZTSFviE"
	jmp	*:
