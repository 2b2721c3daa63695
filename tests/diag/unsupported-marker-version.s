# Only marker format version 1 exists (docs/markers.md).
# EXPECT: kcfi-as: unsupported-marker-version.s:3: error: unsupported marker version 2 (kcfi-as supports 1)
	.kcfi_version 2
	.text
	ret
