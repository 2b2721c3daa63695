#!/usr/bin/env bash
# asm tier: golden cases for kcfi-as.
#   <arch>/<behaviour>.s   marked input; its "# CHECK..." lines (FileCheck-19)
#                          and "##" rule comments
#                          pin `kcfi-as --arch=<arch> -S` output. The CHECK
#                          lines themselves are comments that kcfi-as copies
#                          through, so they are filtered out before matching.
#   <arch>/<behaviour>.sh  a script for what FileCheck cannot see (bytes,
#                          sections, byte-identical pass-through): silent and
#                          exit 0 = pass, otherwise its last line says why.
set -u
kas=$KCFI_BUILD/bin/kcfi-as
fc=$(command -v FileCheck-19 || true)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for dir in "$KCFI_TOP"/tests/asm/*/; do
	arch=$(basename "$dir")
	for t in "$dir"*.s "$dir"*.sh; do
		[ -e "$t" ] || continue
		name=asm/$arch/$(basename "$t")
		if [ ! -x "$kas" ]; then
			echo "FAIL $name: $kas not built"
			continue
		fi
		case $t in
		*.sh)
			if out=$(KCFI_AS_BIN=$kas ARCH=$arch TMP=$tmp bash "$t" 2>&1); then
				echo "PASS $name"
			else
				echo "FAIL $name: $(printf '%s' "$out" | tail -n 1)"
			fi ;;
		*.s)
			if [ -z "$fc" ]; then
				echo "SKIP $name: FileCheck-19 not installed (llvm-19-tools)"
				continue
			fi
			if ! "$kas" --arch="$arch" -S -o "$tmp/out.s" "$t" 2>"$tmp/err"; then
				echo "FAIL $name: kcfi-as failed: $(head -n 1 "$tmp/err")"
			elif grep -vE '^[[:space:]]*(#|//)[[:space:]]*(CHECK|#)' "$tmp/out.s" |
			     "$fc" --dump-input=never "$t" >"$tmp/fc" 2>&1; then
				echo "PASS $name"
			else
				echo "FAIL $name: $(grep -m1 'error:' "$tmp/fc")"
			fi ;;
		esac
	done
done
