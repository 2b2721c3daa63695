# The x86 check reads the id with a disp8 addl; more than 124 prefix nops
# would need a longer encoding that Linux cannot decode.
# EXPECT: kcfi-as: type-id-out-of-reach.s:7: error: cannot emit a check here: the type id at offset -204 is out of reach
	.kcfi_version 1
	.kcfi_prefix_nops 200
	.kcfi_call "_ZTSFviE"
	call	*%rax
