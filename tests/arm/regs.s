@ SPDX-License-Identifier: GPL-2.0
@ A marked .s for the arm tier: the indirect branch registers GCC 12 rarely
@ or never picks but may (its allocation order is r3, r2, r1, r0, ip, lr),
@ each of which leaves kcfi-as fewer free scratch registers: a blx through
@ ip or lr (one free), a sibcall bx through ip (none: r2 and r3 are pushed)
@ and a sibcall bx through r3 (r2 is pushed while it holds an argument).
@ Every function takes (f, a, b, c) and calls f(a, b, c, 4) (tail_r3:
@ f(a, b, 7)), in ARM state (_a) and Thumb-2 state (_t); regs-main.c
@ prints what comes back, so an argument the check clobbered shows (it
@ calls them through a table: each gets a preamble of its type). Written
@ out, not as a .macro: kcfi-as reads the text, and a check's labels
@ inside a macro body would be defined once per expansion.
	.kcfi_version 1
	.syntax unified
	.text
	.arm

	.kcfi_func call_ip_a, "_ZTSFiPviiiE"
	.p2align	2
	.global	call_ip_a
	.type	call_ip_a, %function
call_ip_a:
	push	{r4, lr}
	mov	ip, r0
	mov	r0, r1
	mov	r1, r2
	mov	r2, r3
	mov	r3, #4
	.kcfi_call "_ZTSFiiiiiE"
	blx	ip
	pop	{r4, pc}
	.size	call_ip_a, .-call_ip_a

	.kcfi_func call_lr_a, "_ZTSFiPviiiE"
	.p2align	2
	.global	call_lr_a
	.type	call_lr_a, %function
call_lr_a:
	push	{r4, lr}
	mov	lr, r0
	mov	r0, r1
	mov	r1, r2
	mov	r2, r3
	mov	r3, #4
	.kcfi_call "_ZTSFiiiiiE"
	blx	lr
	pop	{r4, pc}
	.size	call_lr_a, .-call_lr_a

	.kcfi_func tail_ip_a, "_ZTSFiPviiiE"
	.p2align	2
	.global	tail_ip_a
	.type	tail_ip_a, %function
tail_ip_a:
	mov	ip, r0
	mov	r0, r1
	mov	r1, r2
	mov	r2, r3
	mov	r3, #4
	.kcfi_call "_ZTSFiiiiiE"
	bx	ip
	.size	tail_ip_a, .-tail_ip_a

	.kcfi_func tail_r3_a, "_ZTSFiPviiiE"
	.p2align	2
	.global	tail_r3_a
	.type	tail_r3_a, %function
tail_r3_a:
	mov	r3, r0
	mov	r0, r1
	mov	r1, r2
	mov	r2, #7
	.kcfi_call "_ZTSFiiiiE"
	bx	r3
	.size	tail_r3_a, .-tail_r3_a
	.thumb

	.kcfi_func call_ip_t, "_ZTSFiPviiiE"
	.p2align	2
	.global	call_ip_t
	.type	call_ip_t, %function
	.thumb_func
call_ip_t:
	push	{r4, lr}
	mov	ip, r0
	mov	r0, r1
	mov	r1, r2
	mov	r2, r3
	mov	r3, #4
	.kcfi_call "_ZTSFiiiiiE"
	blx	ip
	pop	{r4, pc}
	.size	call_ip_t, .-call_ip_t

	.kcfi_func call_lr_t, "_ZTSFiPviiiE"
	.p2align	2
	.global	call_lr_t
	.type	call_lr_t, %function
	.thumb_func
call_lr_t:
	push	{r4, lr}
	mov	lr, r0
	mov	r0, r1
	mov	r1, r2
	mov	r2, r3
	mov	r3, #4
	.kcfi_call "_ZTSFiiiiiE"
	blx	lr
	pop	{r4, pc}
	.size	call_lr_t, .-call_lr_t

	.kcfi_func tail_ip_t, "_ZTSFiPviiiE"
	.p2align	2
	.global	tail_ip_t
	.type	tail_ip_t, %function
	.thumb_func
tail_ip_t:
	mov	ip, r0
	mov	r0, r1
	mov	r1, r2
	mov	r2, r3
	mov	r3, #4
	.kcfi_call "_ZTSFiiiiiE"
	bx	ip
	.size	tail_ip_t, .-tail_ip_t

	.kcfi_func tail_r3_t, "_ZTSFiPviiiE"
	.p2align	2
	.global	tail_r3_t
	.type	tail_r3_t, %function
	.thumb_func
tail_r3_t:
	mov	r3, r0
	mov	r0, r1
	mov	r1, r2
	mov	r2, #7
	.kcfi_call "_ZTSFiiiiE"
	bx	r3
	.size	tail_r3_t, .-tail_r3_t

	.section	.note.GNU-stack,"",%progbits
