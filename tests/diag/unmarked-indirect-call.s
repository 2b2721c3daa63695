# In an annotated file every indirect call outside inline asm carries a marker.
# EXPECT: kcfi-as: unmarked-indirect-call.s:5: error: indirect call 'call *%rax' has no kcfi marker
	.kcfi_version 1
	.text
	call	*%rax
