/* An assembly unit with -g: its assembler writes .debug_aranges, which
 * clang-19 writes for no C unit (arm64 vmlinux: arch/arm64/xen/hypercall.S).
 * LEAF names it, so that two can surround a C unit in a link. */
	.text
	.globl	LEAF
	.type	LEAF, %function
LEAF:
	ret
	.size	LEAF, .-LEAF
