# A type name is always double-quoted.
# EXPECT: kcfi-as: malformed-call-marker.s:5: error: malformed marker: expected '.kcfi_call "TYPE"'
	.kcfi_version 1
	.text
	.kcfi_call _ZTSFviE
	call	*%rax
