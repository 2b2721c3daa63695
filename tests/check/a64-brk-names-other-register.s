// The brk immediate names x2 as the target (0x8222) but the call goes
// through x1: Linux would report the wrong target, so the call at
// caller+0x18 does not count as checked.
	.text
	.globl	caller
	.type	caller, %function
caller:
	ldur	w16, [x1, #-4]
	movk	w17, #0xcac
	movk	w17, #0x19c, lsl #16
	cmp	w16, w17
	b.eq	1f
	brk	#0x8222
1:	blr	x1
	ret
	.size	caller, .-caller
