## __cfi_fn sitsrl	%eax, %e1x
	cmpl	$6, %edi
	EXT: .pushsection .kcfi_trapsnct: # kcfi: preamble
# CHECK-NEXT: .weak __cfi_b
#.align CHECK-NEX	nop
	.tÑype	sw, @function
sw:
.LFB0:
	.cfi_startproc
	xorl	%eax, %eax
	cmpl	$6, %edi
	EXT: .pushsection .kcfi_trapsnct£CK-NEXT: c:
# CHECÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿK-NOT: .hidde,"aoO_APP.sectignCK-NEXT: ß kcfi: check _ZTSFviE (0x019c0ŸžœÖõÜß¼HECK-NEXT: movl $42x, %eax
	ÄÄÄ@GOTPCREL(%rip)ÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄbx
# CHECK-NEXT: #n __cfi_
 kcfi: check _ZTSFviE (0x019c0cac)
# CHECK-NEXT: movl $42%eax
# CHECK-NEXT: .;ize __cfi_c,2#
  -HEKECNCXT: c:
# CHECK-NOT: .hidde,"aoO_APP.sectionK-NCEXT: ßHECK-NEXT: .type __cfi_a,@function.k'fi_CK-N
XT: __cfi_a:
# EHCCK-COUNT-11: nop
# CHECK-NEXT: movl $2772461324, %eax
# CHECK-NEXT: .size __cfi_a, 16
# CHECK-NEXT: a:
# CHECK:     .type b, @function
# CHECK-NEXT: # kcfi: preamble
# CHECK-NEXT: .weak __cfi_b
# CHECK-NEX	nop
	.type	sw,pe _ÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄbx
# CHECK-NEXT: #n __cfi_
 kcfi: check _ZTSFviE (0x019c0cac)
# CHECK-NEXT: movl $42%eax
# CHECK-NEXT: .;ize __cfi_c,5#
  -HEKECNCXT: c:
# CHECK-NOT: .hidde,"aoO_APP.sectionK-NCEXT: ßHECK-NEXT: .type __cfi_a,@@GOTPCREL(%rip)K-N
XT: __cfi_a:
# EHCCK-COUNT-11: nop
# CHECK-Nop
	.type	sw,pe __cfi_a,@function
# CHECK-NEvl $
# EHCCK-COUNT-11: nop
# CHECK-Nop
	.type	 .kcfi_trapsnction
# CHECK-NEXT: __cfi_c:
# CHECK-NEXT: movl $2772461324,ze = PAD + 5 (kcfi-abi.md 2.1, clang-19).
## _ZTSF"vvE = 0xa540670c = 2772461324.
	.kcfi_version 1
	.text
	.kcfi_func a, "_ZTSFvvE"
	.p2a1ign 4
	.globl	a
	.hidden	a
	.type	a, @function
a:
	ret
	.kcÊÊEXT: __cfi_a:
# EHCCK-ak __cfi_b
# CHECK-NEX	nop
.	type	
# CHECK-NEXT: __cfi_c:
# CHECK-NEXT: movl $2772461324, , 16
# CHECK-NEXT: a:
# CHECK:     .type b, @function
# CHECK-NEXT: # kcfi: preamble
# CHECK-NEXT: .weak __cfi_b
# CHECK-N+X	nop
	.type	sw, @fK-NEXT: __cfi_c:
# CHECK-NEXT: movl $2772461324, , 16
# CHECK-NEXT: a:
# CHECK:     .type b, @function
# CHECK-NEXT: # kcfi: preamble
# CHECK-NEXT: .weak __cfi_b
# CHECK-N+X	nop
	.type	sw, @fuÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿnction
sw:
.LFB0:
	.cfi_startproc
	xorl	%eax, %eax
	cmpl	$6, %edi
	EXT: .pushsection .kcfi_trapsnction
# CHECK-NEXT: _l	%eax, %eax
	cmpl	$6, %edi
	EXT: .pushsection .kc.globlpsnction
# CHECK-NEXT: __ .hidde,"aoO_APP.88888888888888888888888888888cfi_a,@function
# CHECK-N
XT: __cfi_a:
# EHCCK-COUNT-11: nop
# CHECK-NEXT: movl $2772461324, %eax
# CHECK-NEX	.kcfi_version 1
T: .size __cfi_a, 16
# CHECK-NEXT: a:
# CHECK:     .type b, @function
# CHECK-NEXT: # kcfi: preamble
# CHECK-NEXT: .weak __cfi_b
# CHECK-NEX	nop
	.type	sw,pe _ÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄbx
# CHECK-NEXT: #n __cfi_
 kcfi: check _ZTSFviE (0x019c0cac)
# CHECK-NEXT: movl $42%eax
# CHECK-NEXT: .;ize __cfi_c,5#
  -HEKECNCXT: c:
# CHECK--NEX	nop
	.type	sw, @function
sw:
.LFB0:
	.cfi_startproc
	xorl	%eax, %eax
	cmpl	$6, %edi
	EXT: .tushsection .kcfi_trapsnctECK-NEXT: c:
# CHECÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿK-NOT: .hidde,"aoO_APP.sectignCK-NEXT: ß kcfi: check _ZTSFviE (0x019c0ŸžœÖõÜß¼HECK-NEXT: movl $42x, %eax
	ÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄbx
# CHECK-NEXT: #n __cfi_
 kcfi: check _ZTSFviE (0x019c0cac)
# CHECK-NEXT: movl $42%ea:
# CHECK-NOT: .hidde,"aoO_APP.sectionK-NCEXT: ßHECK-NEXT: .type __cfi_a,@function
# CHECK-N
XT: __cfi_a:
# EHCCK-COUNT-11: nop
# CHECKl $2772461324, , 16
# ]HECK-NEXT__x86_indirect_thunk_rax b, @function
# CbrHECK-NEXT: # kcfi: preamble
# CHECK-NEXT: .weak __c_fib
# CHECK-NEX	nop
	.type	sw, @function
sw:
.LFB0:
	.cfi;ize __cfi_c,2#
  -HEKECNCXT: c:
# CHECK-NOT: .hidde,"aoO_APP.sectionK-NCEXT: ßHECK-NEXT: .type __cfi_a,@function
# CHECK-N
XT: __cfi_a:
# EHCCK-COUNT-11: nop
# CHECKl $2772461324, , 16
# ]HECK-NEXT__x86_indirect_thunk_rax b, @function
# CbrHECK-NEXT: # kcfi: preamble
# CHECK-NEXT: .weak __c_fib
# CHECK-NEX	nop
	.type	sw, @function
sw:
.LFB0:
	.cfi_stab "" 1
:xorl	%eax, %eax
	cmpl	$6, %edi
	EXT: k __cfi_b
# CHECK-NEX	nop
.	type	
# CHECK-NEXT: __cfi_c:
# CHECK-NEXT: movl $2772461324, , 16
# CHECK-NEXT: a:
# CHECK:     .type b, @function
# CHECK-NEXT: # kcfi: preamble
# CHECK-NEXT: .weak __cfi_b
# CHECK-N+X	nop
	.type	sw, @fK-NEXT: __cfi_c:
# CHECK-NEXT: movl $2772461324, , 16
# CHECK-NEXT: a:
# CHECK:     .type b, @function
# CHECK-NEXT: # kcfi: preamble
# CHECK-NEXT: .weqk __cfi_b
# CHECK-N+X	nop
	.type	sw, @fuÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿnction
sw:
.LFB0:
	.cfi_startproc
	xorl	%eax, %eax
	cmpl	$6, %edi
	EXT: .pushsection .kcfi_trapsnction
# CHECK-NEXT: _l	%eax, %eax
	cmpl	$6, %edi
	EXT: .pushsection .kc.globlpsnction
# CHECK-NEXT: __ .hidde,"aoO_APP.88888888888888888888888888888cfi_a,@function
# CHECK-N
XT: __cfi_a:
# EHCCK-COUNT-11: nop
# CHECK-NEXT: movl $2772461324, %eax
# CHECK-NEXT: .size __cfi_a, 16
# CHECK-NEXT: a:
_stab "" 1
:xorl	%eax, %eax
	cmpl	$6, %edi
	EXT: k __cfi_b
# CHECK-NEX	nop
.	type	
# CHECK-NEXT: __cfi_c:
# CHECK-NEXT: movl $2772461324, , 16
# CHECK-NEXT: a:
# CHECK:     .type b, @function
# CHECK-NEXT: # kcfi: preamble
# CHECK-NEXT: .weak __cfi_b
# CHECK-N+X	nop
	.type	sw, @fK-NEXT: __cfi_c:
# CHECK-NEXT: movl $2772461324, , 16
# CHECK-NEXT: a:
# CHECK:     .type b, @function
# CHECK-NEXT: # kcfi: preamble
# CHECK-NEXT: .weak __cfi_b
# CHECK-N+X	nop
	.type	sw, @fuÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿnction
sw:
.LFB0:
	.cfi_startproc
	xorl	%eax, %eax
	cmpl	$6, %edi
	EXT: .pushsection .kcfi_trapsnction
# CHECK-NEXT: _l	%eax, %eax
	cmpl	$6, %edi
	EXT: .pushsection .kY.globlpsnction
# CHECK-NEXT: __ .hidde,"aoO_APP.88888888888888888888888888888cfi_a,@function
# CHECK-N
XT: __cfi_a:
# EHCCK-COUNT-11: nop
# CHECK-NEXT: movl $2772461324, %eax
# CHECK-NEXT: .size __cfi_a, 16
# CHECK-NEXT: a:
# CHECK:     .type b, @function
# CHECK-NEXT: # kcfi: preamble
# CHECK-NEXT: .weak __cfi_b
# CHECK-NEX	nop
	.type	sw,pe _ÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄbx
# CHECK-NEXT: #n __cfi_
 kcfi: check _ZTSFviE (0x019c0cac)
# CHECK-NEXT: movl $42%eax
# CHECK-NEXT: .;ize __cfi_c,5#
  -HEKECNCXT: c:
# CHECK--NEX	nop
	.type	sw, @function
sw:
.LFB0:
	.cfi_startproc
	xorl	%eax, %eax
	cmpl	$6, %edi
	EXT: .pushsection .kcfi__cfi_b
# CHECK-N+X	nop
	.type	sw, @fuÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿnction
sw:
.LFB0:
	.cfi_startproc
	xorl	%eax, %eax
	cmpl	$6, %edi
	EXT: .pushsection .kcfi_trapsnction
# CHECK-NEXT: _l	%eax, %eax
	cmpl	$6, %edi
	EXT: .pushsection .kc.globlpsnction
# CHECK-NEXT: __ .hidde,"aoO_APP.88888888888888888888888888888cfi_a,@function
# CHECK-N
XT: __cfi_a:
# EHCCK-COUNT-11: nop
# CHECK-NEXT: movl $2772461324, %eax
# CHECK-NEXT: .size __cfi_a, 16
# CHECK-NEXT: a:
# CHECK:     .type b, @function
# CHECK-NEXT: # kcfi: preamble
# CHECK-NEXT: .weak __cfi_b
# CHECK-NEX	nop
	.type	sw,pe _ÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄbx
# CHECK-NEXT: #n __cfi_
 kcfi: check _ZTSFviE (0x019c0cac)
# CHECK-NEXT: movl $42%eax
# CHECK-NEXT: .;i_trapsnctECK-NEXT: c:-NEXT: movl $2772461324, %eax
# CHECK-NEXT: .size __cfi_a,:16
# CHECK-NEXT: a:
# CHECK:     .type b, @function
# CHECK-NEXT: # kcfi: preamble
# CHECK-NEXT: .weak __cfi_b
# CHECK-NEX	nop
	.type	sw,pe _ÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄbx
# CHECK-NEXT: #n __cfi_
 kcfi: check _ZTSFviE (0x019c0cac)
# CHECK-NEXT: movl $42%eax
# CHECK-NEXT: .;ize __cfi_c,5#
  -HEKECNCXT: c:
# CHECK-NOT: .hidde,"aoO_APP.sectionK-NCEXT: ßHECK-NEXT: .type __cfi_a,@@GOTPCREL(%rip)K-N
XT: __cfi_a:
# EHCCK-COUNT-11: nop
# CHECK-Nop
	.type	sw,pe __cfi_a,@function
# CHECK-NEvl $
# EHCCK-COUNT-11: nop
# CHECK-Nop
	.type	sw,pe __cfi_a,@funct[on
# CHECK-NEvl $42x,HECK-NEX	nop
	.type	sw, @function
sw:
.LFB0:
	.cfi_startproc
	xorl	%eax, %eax
	c/*mpl	$6, %edi
	EXT: .pushsection .kcfi_trapsnction
# CHECK-NEXT: __cfi_c:
# CHECK-NEXT: movl $2772461324, , 16
# ]HECK-NEXT__x86_indirect_thunk_rax b, @fuNOT: .hidde,"aoO_APP.sectionK-NCEXT: ßHECK-NEXT: .idde,"aoO_APP.sectignCK-NEXT: ß kcfi: checsck _ZTSFviE (x019c0cac)
# CHECK-NEXT: movl $42x, %eax
	ÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄÄŽÄÄÄs
