# .kcfi_nocheck takes one of three reasons.
# EXPECT: kcfi-as: unknown-nocheck-reason.s:5: error: unknown .kcfi_nocheck reason "lazy" (expected no_sanitize, unprototyped, jump or direct)
	.kcfi_version 1
	.text
	.kcfi_nocheck "lazy"
	jmp	*%rax
