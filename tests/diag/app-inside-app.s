# Nested #APP: GCC closes each asm statement before the next. Which #NO_APP
# closes which decides what is inline asm, so it is an error at the second.
# EXPECT: kcfi-as: app-inside-app.s:7: error: '#APP' before the '#NO_APP' of the one at line 5
	.kcfi_version 1
#APP
	nop
#APP
	.kcfi_call "_ZTSFiiE"
#NO_APP
	jmp	*%rax
