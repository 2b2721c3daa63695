## `.kcfi_typeid` becomes a weak absolute __kcfi_typeid_ symbol holding the
## raw id in decimal (kcfi-abi.md 5; clang-19 --target=aarch64-linux-gnu
## -fsanitize=kcfi on `extern void ext(int); void (*p)(int) = ext;` gives
## `.weak __kcfi_typeid_ext; .set __kcfi_typeid_ext, 27004076`).
	.kcfi_version 1
	.kcfi_prefix_nops 0
	.kcfi_typeid ext, "_ZTSFviE"
	.data
	.align	3
p:
	.xword	ext
// CHECK:      // kcfi: typeid _ZTSFviE (0x019c0cac)
// CHECK-NEXT: .weak __kcfi_typeid_ext
// CHECK-NEXT: .set __kcfi_typeid_ext, 27004076
