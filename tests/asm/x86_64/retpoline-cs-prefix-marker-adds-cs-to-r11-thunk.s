## Under -mindirect-branch-cs-prefix (plugin marker .kcfi_thunk_cs_prefix 1)
## GCC 12 prints a `cs` line only before r8-r15 thunk branches; once kcfi-as
## moves a %rax/%rsi thunk branch to r11 it prints the `cs` line itself, as
## clang-19 -mretpoline-external-thunk -mindirect-branch-cs-prefix does before
## every `callq __x86_indirect_thunk_r11` / `jmp __x86_indirect_thunk_r11`.
## A branch that already has its `cs` line keeps exactly that one.
	.kcfi_version 1
	.kcfi_thunk_cs_prefix 1
	.text
f:
	.kcfi_call "_ZTSFviE"
	call	__x86_indirect_thunk_rax
	.kcfi_call "_ZTSFviE"
	cs
	call	__x86_indirect_thunk_r13
	.kcfi_call "_ZTSFviE"
	jmp	__x86_indirect_thunk_rsi
	int3
# CHECK:      movq %rax, %r11
# CHECK:      addl -4(%r11), %r10d
# CHECK:      ud2
# CHECK:      .popsection
# CHECK-NEXT: .Lkcfi_pass0:
# CHECK-NEXT: cs
# CHECK-NEXT: call __x86_indirect_thunk_r11
# CHECK-NEXT: # kcfi: check
# CHECK-NEXT: movq %r13, %r11
# CHECK:      .Lkcfi_pass1:
# CHECK-NEXT: cs
# CHECK-NEXT: call __x86_indirect_thunk_r11
# CHECK-NEXT: # kcfi: check
# CHECK-NEXT: movq %rsi, %r11
# CHECK:      .Lkcfi_pass2:
# CHECK-NEXT: cs
# CHECK-NEXT: jmp __x86_indirect_thunk_r11
# CHECK-NEXT: int3
