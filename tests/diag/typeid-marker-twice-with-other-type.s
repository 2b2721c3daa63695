# Two typeid markers for one symbol must agree: as keeps the later .set, so
# one id would be wrong (found by fuzzing: the same type twice is fine).
# EXPECT: kcfi-as: typeid-marker-twice-with-other-type.s:7: error: second '.kcfi_typeid' for 'ext' with another type
	.kcfi_version 1
	.kcfi_typeid ext, "_ZTSFiiE"
	.kcfi_typeid ext, "_ZTSFiiE"
	.kcfi_typeid ext, "_ZTSFviE"
