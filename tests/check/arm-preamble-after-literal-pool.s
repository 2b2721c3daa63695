@ Words before arm functions.  clang-19's arm streamer (and GNU as, still
@ in data) puts no "$d" of its own on a preamble word that follows a
@ literal pool ending the function before: the "$d" at f's pool
@ (.text+0x8) runs on through g's id word at .text+0xc, right where f
@ (size 0xc) ends.  k's one-word pool (.text+0x1c, a "$d" of its own) ends
@ k and is right before m: inside k, so no preamble.  n (0x24, size 0x10)
@ is followed by a zero word of padding (.balign 8, 0: still "$d"), then p:
@ where n ends, but zero, so no preamble either.
@ 1 preamble: g 0x12345678.
	.syntax unified
	.text
	.arm
	.globl	f
	.type	f, %function
f:
	ldr	r0, .Lpool
	bx	lr
.Lpool:
	.long	0x11111111
	.size	f, .-f
	.long	0x12345678
	.globl	g
	.type	g, %function
g:
	bx	lr
	.size	g, .-g
	.globl	k
	.type	k, %function
k:
	ldr	r0, .Lpool2
	bx	lr
.Lpool2:
	.long	0x22222222
	.size	k, .-k
	.globl	m
	.type	m, %function
m:
	bx	lr
	.size	m, .-m
	.globl	n
	.type	n, %function
n:
	ldr	r0, .Lpool3
	nop
	bx	lr
.Lpool3:
	.long	0x33333333
	.size	n, .-n
	.balign 8, 0
	.globl	p
	.type	p, %function
p:
	bx	lr
	.size	p, .-p
