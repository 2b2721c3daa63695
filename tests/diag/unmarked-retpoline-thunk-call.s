# A retpoline thunk call is an indirect call through its register.
# EXPECT: kcfi-as: unmarked-retpoline-thunk-call.s:5: error: indirect call 'call __x86_indirect_thunk_rax' has no kcfi marker
	.kcfi_version 1
	.text
	call	__x86_indirect_thunk_rax
