# GCC leaves the #APP of the last top-level asm open to the end of the file
# (tests/corner/toplevel-asm-only-unit-compiles.c), so what follows an open
# #APP is inline asm: a call there cannot be the marker's call.
# EXPECT: kcfi-as: call-in-app-left-open-is-inline-asm.s:11: error: inline asm follows '.kcfi_call' instead of an indirect call or jump
	.kcfi_version 1
	.text
	.kcfi_call "_ZTSFviE"
	call	*%rax
#APP
	.kcfi_call "_ZTSFviE"
	call	*%rax
