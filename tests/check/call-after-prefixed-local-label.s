# The EFI stub's shape on riscv64 and arm64: objcopy --prefix-symbols=__efistub_
# turns the local labels the assembler keeps (".L3", for relaxation) into
# ordinary local symbols ("__efistub_.L3").  A finding after one is named by
# its function, never by the label.
	.text
	.type	__efistub_efi_load_initrd, @function
__efistub_efi_load_initrd:
	nop
__efistub_.L3:
	call	*%rax
	ret
	.size	__efistub_efi_load_initrd, .-__efistub_efi_load_initrd
