## A call through a RIP-relative global pointer is a memory target: load it
## into %r11. Expected: clang-19 on `void (*fp)(void); fp();` gives
## `movq fp(%rip), %r11`, `movl $1522505972, %r10d` (_ZTSFvvE = 0xa540670c).
	.kcfi_version 1
	.text
f:
	.kcfi_call "_ZTSFvvE"
	call	*fp(%rip)
	ret
# CHECK:      movq fp(%rip), %r11
# CHECK-NEXT: movl $1522505972, %r10d
# CHECK-NEXT: addl -4(%r11), %r10d
# CHECK:      call *%r11
