	.kcfi_version 1
#APP
XT: .set __kcfi_typeid_o74CK-NEXT: movl $42x, %eax
	.kcfi_call "_ZTSFvlE"
#NO_APP
	call	*%rdx
