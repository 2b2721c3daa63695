## Indirect calls inside #APP/#NO_APP are user inline asm: never checked,
## never counted as unmarked, and the block comes out byte for byte.
	.kcfi_version 1
	.text
f:
#APP
# 5 "t.c" 1
	call *%rax ; jmp *8(%rdi)
# 0 "" 2
#NO_APP
	ret
# CHECK:      f:
# CHECK-NEXT: #APP
# CHECK-NEXT: # 5 "t.c" 1
# CHECK-NEXT: {{^}}	call *%rax ; jmp *8(%rdi){{$}}
# CHECK-NEXT: # 0 "" 2
# CHECK-NEXT: #NO_APP
# CHECK-NEXT: ret
