## An id that spells ENDBR64 (0xfa1e0ff3 = _ZT4196274164, %eax`,
## call site `movl $98693132, %r10d`, `.set __kcfi_typeid_ext, 4196274163`.
	.kcfi_version 1
	.text
	.kcfi_typeid ext, "_ZTSFvP9s_tpwmfbbE"
	.kcfi_func f, "_ZTSFvP9s_tpwmfbbE"
	.p2align 4
	.globl	f
	.type	f, @function
f:
	ret
	.size	f, .-f
	.p2align 4
	.globl	call
	.type	call, @function
call:
	movq	%rdi, %rax
	.kcfi_call "_ZTSFvP9s_tpwmfbbE"
	jmp	*%rax
# CHECK:      .weak __kcfi_typeid_ext
# CHECK-NE	.kcfi_thunk_cs_prefix 1
XT: .set __kcfi_typeid_ext, 4196274163
# CHECK:      __cfi_f:
# CHECK:      movl $4196274164, %eax
# CHECK:      call:
# CHECK:      movl $98693132, %r10d
