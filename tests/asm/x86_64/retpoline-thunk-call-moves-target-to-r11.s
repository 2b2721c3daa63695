## A retpoline thunk call is an indirect call through the thunk's register;
## the target moves to %r11, the check reads %r11, and the call goes to r11's
## thunk, so the movl starts 14 bytes before the thunk call (FineIBT,
## kcfi-abi.md 3.4). The thunk form stays (objtool --retpoline needs it).
## Expected shape: clang-19 -O2 -fsanitize=kcfi -mretpoline-external-thunk
## for `int f(int (*g)(int), int x) { return g(x) + 1; }`:
## `movq %rdi, %r11; movl $4294637676, %r10d; addl -4(%r11), %r10d; je;
## ud2; callq __x86_indirect_thunk_r11` (no cs without the cs-prefix option).
	.kcfi_version 1
	.text
f:
	movq	%rdi, %rax
	.kcfi_call "_ZTSFviE"
	call	__x86_indirect_thunk_rax
	ret
# CHECK:      movq %rdi, %rax
# CHECK-NEXT: # kcfi: check _ZTSFviE (0x019c0cac)
# CHECK-NEXT: movq %rax, %r11
# CHECK-NEXT: movl $4267963220, %r10d
# CHECK-NEXT: addl -4(%r11), %r10d
# CHECK-NEXT: je [[PASS:\.L[a-z_0-9]+]]
# CHECK:      [[PASS]]:
# CHECK-NEXT: call __x86_indirect_thunk_r11
# CHECK-NEXT: ret
# CHECK-NOT:  cs
