# User inline asm between a marker and its call breaks the binding.
# EXPECT: kcfi-as: inline-asm-between-marker-and-call.s:7: error: inline asm follows '.kcfi_call' instead of an indirect call or jump
	.kcfi_version 1
	.text
	.kcfi_call "_ZTSFviE"
#APP
	nop
#NO_APP
	call	*%rax
