## A .globl naming 70 symbols binds every one: the lexer once kept only the
## first 64 operands, so __cfi_s70 came out local. Binding mirrors the
## function (kcfi-abi.md 2.1): s70 is global, so is __cfi_s70.
	.kcfi_version 1
	.text
	.globl	s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23, s24, s25, s26, s27, s28, s29, s30, s31, s32, s33, s34, s35, s36, s37, s38, s39, s40, s41, s42, s43, s44, s45, s46, s47, s48, s49, s50, s51, s52, s53, s54, s55, s56, s57, s58, s59, s60, s61, s62, s63, s64, s65, s66, s67, s68, s69, s70
	.kcfi_func s70, "_ZTSFvvE"
	.type	s70, @function
s70:
	ret
# CHECK:      # kcfi: preamble _ZTSFvvE (0xa540670c)
# CHECK-NEXT: .globl __cfi_s70
# CHECK-NEXT: .type __cfi_s70,@function
