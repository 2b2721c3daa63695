# A call marker with nothing after it binds to nothing.
# EXPECT: kcfi-as: marker-at-end-of-file.s:5: error: '.kcfi_call' at end of file is not followed by an indirect call or jump
	.kcfi_version 1
	.text
	.kcfi_call "_ZTSFviE"
