// An arm64 indirect call behind the exact check (kcfi-abi.md 4.2) and a
// sibcall through x16, whose loaded id goes to w9: 2 checks, no findings.
	.text
	.globl	caller
	.type	caller, %function
caller:
	ldur	w16, [x1, #-4]
	movk	w17, #0xcac
	movk	w17, #0x19c, lsl #16
	cmp	w16, w17
	b.eq	1f
	brk	#0x8221			// 0x8000 | 17 << 5 | 1
1:	blr	x1
	ldur	w9, [x16, #-4]
	movk	w17, #0xcac
	movk	w17, #0x19c, lsl #16
	cmp	w9, w17
	b.eq	2f
	brk	#0x8230			// 0x8000 | 17 << 5 | 16
2:	br	x16
	.size	caller, .-caller
