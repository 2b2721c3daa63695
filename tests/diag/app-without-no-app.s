# GCC closes every asm statement with #NO_APP: an #APP left open would make
# the rest of the file inline asm, whose calls go unchecked. Error at the #APP.
# EXPECT: kcfi-as: app-without-no-app.s:8: error: '#APP' without a closing '#NO_APP'
	.kcfi_version 1
	.text
	.kcfi_call "_ZTSFviE"
	call	*%rax
#APP
	.kcfi_call "_ZTSFviE"
	call	*%rax
