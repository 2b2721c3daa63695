# A prefix line belongs to the next instruction; the check goes before the
# prefix, so a marker or label between the two is refused (found by fuzzing:
# the prefix and a label stayed apart from the call, after the check).
# EXPECT: kcfi-as: prefix-separated-from-marked-branch.s:7: error: prefix 'ds' is separated from its marked branch by '.kcfi_call'
	.kcfi_version 1
	.text
	ds
	.kcfi_call "_ZTSFvlE"
	call	*%rdx
