# "sym = expr" is as's other spelling of .set.
# EXPECT: kcfi-as: typeid-symbol-assigned.s:6: error: symbol '__kcfi_typeid_ext' is reserved for kcfi-as
	.kcfi_version 1
	.kcfi_typeid ext, "_ZTSFviE"
	.text
__kcfi_typeid_ext = 7
