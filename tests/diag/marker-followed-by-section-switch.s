# Only labels, .loc/.cfi_* and #APP lines may stand between a marker and its branch.
# EXPECT: kcfi-as: marker-followed-by-section-switch.s:6: error: directive '.section' follows '.kcfi_call' instead of an indirect call or jump
	.kcfi_version 1
	.text
	.kcfi_call "_ZTSFviE"
	.section .text.other,"ax",@progbits
	call	*%rax
