#!/usr/bin/env bash
# Interop tier: C built by kcfi-gcc and #![no_std] Rust built by the machine's
# rustc with KCFI and normalized integers call each other through checked
# function pointers (issue 5). Also pins the id rustc and clang-19 agree on.
set -u
export KCFI_GCC=$KCFI_BUILD/bin/kcfi-gcc
TMP=$(mktemp -d)
export TMP
trap 'rm -rf "$TMP"' EXIT
here=$KCFI_TOP/tests/interop
rustc=$(command -v rustc || echo "$HOME/.cargo/bin/rustc")
. "$KCFI_TOP/tests/lib/rt.sh"

if ! "$rustc" --version >/dev/null 2>&1; then
	echo "SKIP interop/c-rust: no rustc (the machine image's rustc 1.95 is expected)"
	exit 0
fi
if ! RUSTC_BOOTSTRAP=1 "$rustc" --crate-type=lib -O -Cpanic=abort \
	-Zsanitizer=kcfi -Zsanitizer-cfi-normalize-integers \
	-Cunsafe-allow-abi-mismatch=sanitizer,sanitizer-cfi-normalize-integers \
	--emit=obj "$here/rust_half.rs" -o "$TMP/rust_half.o" 2>"$TMP/err"; then
	echo "FAIL interop/rustc-builds-rust-half: $(head -3 "$TMP/err" | tr '\n' ' ')"
	exit 0
fi

# rustc's preamble for rust_add is the normalized id of int (int, int),
# 0x52e63828 as clang-19 computes it (docs/kcfi-abi.md 1.4 rules).
id=$(objdump -d "$TMP/rust_half.o" | awk '/<__cfi_rust_add>:/ { p = 1 } p && /mov +\$0x/ { sub(/.*\$/, ""); sub(/,.*/, ""); print; exit }')
if [ "$id" = 0x52e63828 ]; then
	echo "PASS interop/rustc-id-equals-clang19-normalized-id"
else
	echo "FAIL interop/rustc-id-equals-clang19-normalized-id: rustc preamble id '$id'"
fi
run_rt interop "$here/c_half.c" "$TMP/rust_half.o"
