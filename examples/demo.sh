#!/usr/bin/env bash
# The demo: compile examples/demo.c with kcfi-gcc, show what KCFI adds to one
# function, then run a correctly typed call and a type-confused one.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
kcfi_gcc=$top/build/bin/kcfi-gcc
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

echo "== kcfi-gcc -O2 -fsanitize=kcfi: what changes in frobnicate() (plain gcc -S vs kcfi-gcc -S)"
gcc -O2 -S "$top/examples/demo.c" -o "$out/plain.s"
"$kcfi_gcc" -O2 -fsanitize=kcfi -S "$top/examples/demo.c" -o "$out/kcfi.s"
# Only frobnicate's body and its preamble: from __cfi_frobnicate (or the
# .type line before it) to its .size line.
body() { awk '/^(__cfi_)?frobnicate:/{p=1} p{print} /\.size[ \t]+frobnicate,/{exit}' "$1"; }
diff -u <(body "$out/plain.s") <(body "$out/kcfi.s") | sed -n '3,$p' || true

echo
echo "== build and run"
"$kcfi_gcc" -O2 -fsanitize=kcfi "$top/examples/demo.c" -o "$out/demo"
"$out/demo"
set +e
"$out/demo" confuse
rc=$?
set -e
if [ $rc -eq $((128 + 4)) ]; then
	echo "=> stopped by the KCFI check: SIGILL (exit $rc) at the ud2 of the type check"
else
	echo "=> UNEXPECTED: exit status $rc, the type-confused call was not stopped" >&2
	exit 1
fi
