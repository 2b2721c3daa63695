# The hashed name starts with _ZTS (kcfi-abi.md 1.1); a bare "FviE" is a plugin bug.
# EXPECT: kcfi-as: type-name-without-zts-prefix.s:5: error: type name "FviE" does not start with _ZTS
	.kcfi_version 1
	.text
	.kcfi_call "FviE"
	call	*%rax
