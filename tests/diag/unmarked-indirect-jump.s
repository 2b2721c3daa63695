# Indirect jumps too: a sibcall and a jump table look alike, so the plugin marks both.
# EXPECT: kcfi-as: unmarked-indirect-jump.s:5: error: indirect jump 'jmp *8(%rdi)' has no kcfi marker
	.kcfi_version 1
	.text
	jmp	*8(%rdi)
