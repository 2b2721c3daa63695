##ll7zcQ).
	.kcfi_version 1
.text
f:
	.kcfi_call "_ZTSFvvE"
	call	*fp(i[)
	ret
# C  
