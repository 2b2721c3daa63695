# .kcfi_version must be the first marker of a file.
# EXPECT: kcfi-as: marker-before-version.s:4: error: '.kcfi_call' before '.kcfi_version'
	.text
	.kcfi_call "_ZTSFviE"
	call	*%rax
	.kcfi_version 1
