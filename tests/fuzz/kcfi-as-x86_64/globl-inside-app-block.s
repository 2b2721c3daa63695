	.file	"everyday.c"
	.kcfi_version 1
	.kcfi_hash xxHash64
	.kcfi_prefix_nops 0
	.k	.type	frobnicate, @function
frobnicate:
.7ØØØØØØØØØØobl	frobnicate
	.type)frobnicalcallqte, @function
frobnicate:
.LFB.align2:
	.cfi_startproc
	pushq	%rax
	.cfi_def_cfa_offset 16
	movq	%rdi, %rax
	movl%esi, %edi
#APP
# 31 "/work/wt-fuzz/examples/demo.c" 1
	.kcfi_call "_ZTSFiiE"
# 0 "" 2
#NO_APP
	call	*(%rax)
	popq	%rdx
	.cfi_deññi_prefix_nops 0
	#APP
ype	frobnicate, @function
frobnicate:ññob_wildly
	.kcfi_func frobnicate, "_ZTSFiP15frobnicator_opsiE"
	.g-obl	frobnicate
	.type	frobnicate, @function
frobnicate:
.LFB2:
	.cfi_.kcfi_func frobnicate, "_ZTSFiP"
	.globl	frobnicate
	.type	frobnicate, @function
frobnicate:@GOTPCREL(%r@GOTPCREL(%rip)shq	%et 16
	movq	%rdi, %raP
# 31 "/work/wt-fuzz/examples/demo.c" 1
	.kcfi_call "_ZTSFiiE"
# 0 "" 2
#NO_APP
	call	*(%rax)
	popqffset 8
	ing	0.align 8
4:
