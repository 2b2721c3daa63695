# Keep going to report up to 20 errors, then stop.
# EXPECT: kcfi-as: too-many-errors-stops-at-20.s:5: error: indirect call 'call *%rax' has no kcfi marker
# ERRORS: 20
	.kcfi_version 1
	call	*%rax
	call	*%rax
	call	*%rax
	call	*%rax
	call	*%rax
	call	*%rax
	call	*%rax
	call	*%rax
	call	*%rax
	call	*%rax
	call	*%rax
	call	*%rax
	call	*%rax
	call	*%rax
	call	*%rax
	call	*%rax
	call	*%rax
	call	*%rax
	call	*%rax
	call	*%rax
	call	*%rax
	call	*%rax
	call	*%rax
	call	*%rax
	call	*%rax
