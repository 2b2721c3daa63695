## A thunk tail call through %r10 switches to %r11 and its thunk; the
## separate `cs` prefix line stays adjacent to the branch, after the pass
## label, and the SLS int3 stays after it (kcfi-abi.md 3.1, 8.12).
## Expected shape: clang-19 -mretpoline-external-thunk:
## `movl $4267963220, %r10d; addl -4(%r11), %r10d; ...; jmp __x86_indirect_thunk_r11`.
	.kcfi_version 1
	.text
f:
	.kcfi_call "_ZTSFviE"
	cs
	jmp	__x86_indirect_thunk_r10
	int3
# CHECK:      f:
# CHECK-NEXT: # kcfi: check _ZTSFviE (0x019c0cac)
# CHECK-NEXT: movq %r10, %r11
# CHECK-NEXT: movl $4267963220, %r10d
# CHECK-NEXT: addl -4(%r11), %r10d
# CHECK-NEXT: je [[PASS:\.L[a-z_0-9]+]]
# CHECK:      [[PASS]]:
# CHECK-NEXT: cs
# CHECK-NEXT: jmp __x86_indirect_thunk_r11
# CHECK-NEXT: int3
