# Strings end on their line.
# EXPECT: kcfi-as: unterminated-string.s:5: error: unterminated string
	.kcfi_version 1
	.text
	.kcfi_call "_ZTSFviE
	call	*%rax
