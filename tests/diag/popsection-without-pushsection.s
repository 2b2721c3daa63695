# Section tracking refuses an unbalanced .popsection.
# EXPECT: kcfi-as: popsection-without-pushsection.s:3: error: '.popsection' without a matching '.pushsection'
	.popsection
	.kcfi_version 1
