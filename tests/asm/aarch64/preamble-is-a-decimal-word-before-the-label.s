## The preamble is `.word ID` (decimal, as Clang prints it) directly before
## `fn:`: no __cfi_ symbol and no alignment padding, even after GCC's
## `.p2align 4,,11` (Clang emits `.p2align 4; .word; fn:` too, kcfi-abi.md
## 4.1). Expected id: clang-19 --target=aarch64-linux-gnu -fsanitize=kcfi on
## `void g(void (*f)(int))` emits `.word 2992198919` (0xb2595507).
	.kcfi_version 1
	.kcfi_hash xxHash64
	.kcfi_prefix_nops 0
	.text
	.kcfi_func g, "_ZTSFvPFviEE"
	.align	2
	.p2align 4,,11
	.global	g
	.type	g, %function
g:
	ret
	.size	g, .-g
	.kcfi_func s, "_ZTSFvPFviEE"
	.align	4
	.type	s, %function
s:
	ret
	.size	s, .-s
// CHECK-NOT:  __cfi_
// CHECK:      .type g, %function
// CHECK-NEXT: // kcfi: preamble _ZTSFvPFviEE (0xb2595507)
// CHECK-NEXT: .word 2992198919
// CHECK-NEXT: g:
// CHECK-NEXT: ret
// CHECK:      .align 4
// CHECK-NEXT: .type s, %function
// CHECK-NEXT: // kcfi: preamble _ZTSFvPFviEE (0xb2595507)
// CHECK-NEXT: .word 2992198919
// CHECK-NEXT: s:
// CHECK-NOT:  __cfi_
// CHECK-NOT:  nop
