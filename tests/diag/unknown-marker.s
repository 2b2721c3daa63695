# Unknown .kcfi_ directives are errors, never ignored.
# EXPECT: kcfi-as: unknown-marker.s:4: error: unknown marker '.kcfi_frob'
	.kcfi_version 1
	.kcfi_frob 1
