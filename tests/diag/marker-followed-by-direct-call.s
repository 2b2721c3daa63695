# A call marker must be followed by an indirect call or jump.
# EXPECT: kcfi-as: marker-followed-by-direct-call.s:6: error: 'call foo', not an indirect branch, follows '.kcfi_call' instead of an indirect call or jump
	.kcfi_version 1
	.text
	.kcfi_call "_ZTSFviE"
	call	foo
