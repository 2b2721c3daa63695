#!/usr/bin/env bash
# Runtime tier: programs built with kcfi-gcc at every -O level run correctly
# typed indirect calls and die at a .kcfi_traps ud2 on type-confused ones.
set -u
export KCFI_GCC=$KCFI_BUILD/bin/kcfi-gcc
TMP=$(mktemp -d)
export TMP
trap 'rm -rf "$TMP"' EXIT
. "$KCFI_TOP/tests/lib/rt.sh"
for src in "$KCFI_TOP"/tests/runtime/*.c; do
	run_rt runtime "$src"
done
