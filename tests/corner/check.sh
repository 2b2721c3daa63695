#!/usr/bin/env bash
# Corner tier (issue 3): codegen corner cases of kcfi-gcc on x86_64.
#   <behaviour>.c   "// RUN[-P]: flags" lines: kcfi-gcc -fsanitize=kcfi -S flags
#                   must succeed and its output match the file's CHECK and
#                   P FileCheck-19 lines. "// ERR[-P]: flags": the
#                   compile must fail and its stderr match the P lines.
#   rt-<behaviour>.c  runtime program, see tests/lib/rt.sh.
#   <behaviour>.sh  prints its own PASS/FAIL/SKIP lines (clang-19 layouts).
set -u
here=$KCFI_TOP/tests/corner
export KCFI_GCC=$KCFI_BUILD/bin/kcfi-gcc
fc=$(command -v FileCheck-19 || true)
tmp=$(mktemp -d)
export TMP=$tmp
trap 'rm -rf "$tmp"' EXIT

# filecheck_case SRC NAME KIND PREFIX FLAGS
filecheck_case() {
	local src=$1 name=$2 kind=$3 prefix=$4 flags=$5 rc
	# shellcheck disable=SC2086
	"$KCFI_GCC" -fsanitize=kcfi -S $flags "$src" -o "$tmp/out.s" 2>"$tmp/err"
	rc=$?
	if [ "$kind" = RUN ] && [ $rc -ne 0 ]; then
		echo "FAIL $name: kcfi-gcc failed: $(grep -m1 error "$tmp/err")"
		return
	fi
	if [ "$kind" = ERR ] && [ $rc -eq 0 ]; then
		echo "FAIL $name: kcfi-gcc succeeded, an error was expected"
		return
	fi
	[ "$kind" = ERR ] && cp "$tmp/err" "$tmp/out.s"
	if "$fc" --dump-input=never --allow-unused-prefixes \
		--check-prefixes="$(sed "s/^CHECK$/CHECK/;t;s/^/CHECK,/" <<<"$prefix")" "$src" <"$tmp/out.s" >"$tmp/fc" 2>&1; then
		echo "PASS $name"
	else
		echo "FAIL $name: $(grep -m1 'error:' "$tmp/fc")"
	fi
}

for src in "$here"/*.c; do
	base=$(basename "$src" .c)
	case $base in rt-*) continue ;; esac
	if [ -z "$fc" ]; then
		echo "SKIP corner/$base: FileCheck-19 not installed (llvm-19-tools)"
		continue
	fi
	if ! grep -qE '^// (RUN|ERR)(-[A-Z0-9]+)?:' "$src"; then
		echo "FAIL corner/$base: no RUN or ERR line, nothing would be tested"
		continue
	fi
	grep -E '^// (RUN|ERR)(-[A-Z0-9]+)?:' "$src" | while IFS= read -r line; do
		kind=${line:3:3}
		tag=$(sed -E 's|^// [A-Z]+-?([A-Z0-9]*):.*|\1|' <<<"$line")
		flags=${line#*: }
		filecheck_case "$src" "corner/$base${tag:+/$tag}" "$kind" "${tag:-CHECK}" "$flags"
	done
done

. "$KCFI_TOP/tests/lib/rt.sh"

for src in "$here"/rt-*.c; do
	[ -e "$src" ] && run_rt corner "$src"
done

for t in "$here"/*.sh; do
	[ "$(basename "$t")" = check.sh ] || bash "$t"
done
exit 0
