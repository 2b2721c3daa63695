## `.kcfi_hash FNV-1a` hashes type names with 32-bit FNV-1a:
## FNV-1a("_ZTSFviE") = 0x70e35def (kcfi-abi.md 1.9), -id = 2401018385.
	.kcfi_version 1
	.kcfi_hash FNV-1a
	.text
f:
	.kcfi_call "_ZTSFviE"
	call	*%rax
# CHECK:      # kcfi: check _ZTSFviE (0x70e35def)
# CHECK-NEXT: movl $2401018385, %r10d
