# .kcfi_traps lists the checks' traps, and only kcfi-as writes it: an entry
# of the input's own would be a trap of no check (found by fuzzing).
# EXPECT: kcfi-as: kcfi-traps-section-in-input.s:6: error: section '.kcfi_traps' is reserved for kcfi-as
	.kcfi_version 1
	.text
	.pushsection	.kcfi_traps,"ao",@progbits,.L1
	.long	.L1 - .
	.popsection
