# A marker line that opens a C comment running on to later lines: deleting
# the marker would drop the "/*" and make the commented-out text live
# (found by fuzzing: a commented-out marker became a real one).
# EXPECT: kcfi-as: comment-runs-on-from-marker-line.s:6: error: a '/*' comment runs on from a line kcfi-as rewrites
	.kcfi_version 1
	.kcfi_prefix_nops 0 /* what follows is commented out:
	.kcfi_call "_ZTSFviE"
*/
	.text
