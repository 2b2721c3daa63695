## A call through memory is loaded into %r11 first and %r11 is checked and
## called, never the base register (kcfi-abi.md 8.11, LLVM #59017).
## Expected: clang-19 -O2 -fsanitize=kcfi: `movq 8(%rax), %r11 ... addl -4(%r11)`.
	.kcfi_version 1
	.text
f:
	.kcfi_call "_ZTSFviE"
	call	*8(%rdi)
	ret
# CHECK:      f:
# CHECK-NEXT: # kcfi: check _ZTSFviE (0x019c0cac)
# CHECK-NEXT: movq 8(%rdi), %r11
# CHECK-NEXT: movl $4267963220, %r10d
# CHECK-NEXT: addl -4(%r11), %r10d
# CHECK-NEXT: je [[PASS:\.L[a-z_0-9]+]]
# CHECK:      [[PASS]]:
# CHECK-NEXT: call *%r11
# CHECK-NEXT: ret
