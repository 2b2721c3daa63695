# Two markers for one branch: one of them is wrong.
# EXPECT: kcfi-as: second-call-marker-before-branch.s:6: error: a second call marker follows '.kcfi_call' instead of an indirect call or jump
	.kcfi_version 1
	.text
	.kcfi_call "_ZTSFviE"
	.kcfi_call "_ZTSFvvE"
	call	*%rax
