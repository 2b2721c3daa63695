## An id that spells ENDBR64 (0xfa1e0ff3 = _ZTSFvP9s_tpwmfbbE) is stored +1 in
## the preamble and the call site, but __kcfi_typeid_ keeps the raw value.
## Expected: clang-19 -O2 -fsanitize=kcfi: preamble `movl $4196274164, %eax`,
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
# CHECK-NEXT: .set __kcfi_typeid_ext, 4196274163
# CHECK:      __cfi_f:
# CHECK:      movl $4196274164, %eax
# CHECK:      call:
# CHECK:      movl $98693132, %r10d
