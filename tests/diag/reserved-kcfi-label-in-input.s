# kcfi-as names its trap and pass labels .Lkcfi_*; input using that prefix
# would collide (e.g. a file run through kcfi-as twice).
# EXPECT: kcfi-as: reserved-kcfi-label-in-input.s:5: error: label '.Lkcfi_trap0' is reserved for kcfi-as (.Lkcfi_*)
	.kcfi_version 1
.Lkcfi_trap0:
	ret
