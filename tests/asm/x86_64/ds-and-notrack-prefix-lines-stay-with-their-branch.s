## A prefix on its own line ("ds", "notrack", as "cs") prefixes the next
## instruction: the check goes before it, so the pass label lands on the
## prefixed branch. Ids: _ZTSFvlE check movl $1109213240 (clang-19:
## `void g(void (*f)(long)) { f(0); }` gives movl $1109213240, %r10d).
	.kcfi_version 1
	.text
	.globl	g
	.type	g, @function
g:
	.kcfi_call "_ZTSFvlE"
	ds
	call	*%rdx
	.kcfi_call "_ZTSFvlE"
	notrack
	jmp	*%rax
# CHECK:      movl $1109213240, %r10d
# CHECK-NEXT: addl -4(%rdx), %r10d
# CHECK-NEXT: je .Lkcfi_pass0
# CHECK:      .Lkcfi_pass0:
# CHECK-NEXT: ds
# CHECK-NEXT: call *%rdx
# CHECK:      movl $1109213240, %r10d
# CHECK-NEXT: addl -4(%rax), %r10d
# CHECK-NEXT: je .Lkcfi_pass1
# CHECK:      .Lkcfi_pass1:
# CHECK-NEXT: notrack
# CHECK-NEXT: jmp *%rax
