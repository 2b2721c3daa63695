## GNU as statements: a label and an instruction on one line, and `;`
## separated statements, are split; lines without edits stay verbatim.
	.kcfi_version 1
	.text
f:	movq %rdi, %rax ; nop # a comment with "quote and ; semicolon
g: .kcfi_call "_ZTSFviE" ; call *%rax
# CHECK:      {{^}}f:	movq %rdi, %rax ; nop # a comment with "quote and ; semicolon{{$}}
# CHECK-NEXT: g:
# CHECK-NEXT: # kcfi: check _ZTSFviE (0x019c0cac)
# CHECK-NEXT: movl $4267963220, %r10d
# CHECK:      call *%rax
