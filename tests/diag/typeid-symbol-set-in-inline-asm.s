# Inline asm is no way around the reservation: as lets its .set win over
# kcfi-as's, and the checks would read a wrong id (found by fuzzing).
# EXPECT: kcfi-as: typeid-symbol-set-in-inline-asm.s:7: error: symbol '__kcfi_typeid_ext' is reserved for kcfi-as
	.kcfi_version 1
	.kcfi_typeid ext, "_ZTSFviE"
#APP
	.set	__kcfi_typeid_ext, 1
#NO_APP
