# __kcfi_typeid_ symbols are kcfi-as's: GNU as lets a later .set win, so an
# input setting one would override the id (found by fuzzing).
# EXPECT: kcfi-as: typeid-symbol-set-by-input.s:7: error: symbol '__kcfi_typeid_ext' is reserved for kcfi-as
	.kcfi_version 1
	.text
	.kcfi_typeid ext, "_ZTSFviE"
	.set	__kcfi_typeid_ext, 1
