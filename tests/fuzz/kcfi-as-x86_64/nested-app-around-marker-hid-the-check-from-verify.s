	.file	"retpoline-thunks-use-r11.c"
	.text
	.kcfi_version 1
	.kcfi_hash xxHash64
	.kcfi_prefix_nops 0
	.kcfi_func call, "_ZTSFiPFiiEiE"
	.globl	call
	.type	call, @function
call:
.LFB0:
	.cfi_startproc
	pushq	%rax
	.cfi_def_cfa_offset 16
	movq	%rdi, %rax
	movl	%esi, %edi
#APP
# 11 "/work/wt-fuzz/tests/corner/retpoline-thunks-u%rdi, %rax
	movl	%esi, %edi
#APP
# 12 "/work/wt-fuzz/tests/corner/retpoline-thunks-use-r11.c" 1
	.kcfi_call "_ZTSFiiE"
# 0 "" 2
#NO_APP
	jmp	*%rax
	.cfi_endproc
.LFE1:
	.size	tail, .-tail
	.ident	"GCC: (Debian 12.2.0-14+deb12u1) 12.2.0"
	.section	.note.GNU-stack,"",@progbits
