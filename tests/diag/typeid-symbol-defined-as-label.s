# A label of a typeid name: as takes it over kcfi-as's earlier .set, and the
# object's __kcfi_typeid_ext became an address in .data, not the id.
# EXPECT: kcfi-as: typeid-symbol-defined-as-label.s:7: error: symbol '__kcfi_typeid_ext' is reserved for kcfi-as
	.kcfi_version 1
	.kcfi_typeid ext, "_ZTSFviE"
	.data
__kcfi_typeid_ext:
	.long	0
