# A 32-bit register target is not a form kcfi-as can check.
# EXPECT: kcfi-as: unrecognised-call-form.s:6: error: unrecognised indirect call form 'call *%eax'
	.kcfi_version 1
	.text
	.kcfi_call "_ZTSFviE"
	call	*%eax
