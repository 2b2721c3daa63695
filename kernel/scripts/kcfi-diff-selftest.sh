#!/usr/bin/env bash
# kcfi-diff.py must be able to fail: two one-object "builds" where f() has
# different prototypes (void (int *) against int (int *)), so the same name
# carries different preamble ids; and a static function whose address is
# taken, without a preamble in one build and with one in the other.  A clean
# pair (the same object twice) must pass.  Ids here are the ABI's: _ZTSFvPiE -> 0x7e0c52a5, _ZTSFiPiE ->
# 0x3ad55aca (kernel/expect.txt).
# Usage: kcfi-diff-selftest.sh KCFI_GCC KCFI_CHECK
set -euo pipefail
cc=$1 kc=$2
here=$(cd "$(dirname "$0")" && pwd)
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
mkdir -p "$t/a" "$t/b"
printf 'void f(int *p) { *p = 1; }\nvoid (*fp)(int *) = f;\n' > "$t/a.c"
printf 'int f(int *p) { return *p; }\nint (*fp)(int *) = f;\n' > "$t/b.c"
"$cc" -O2 -fsanitize=kcfi -c "$t/a.c" -o "$t/a/vmlinux"
"$cc" -O2 -fsanitize=kcfi -c "$t/b.c" -o "$t/b/vmlinux"
if out=$("$here/kcfi-diff.py" --kcfi-check "$kc" "$t/a" "$t/b"); then
	echo "FAIL kcfi-diff-selftest: a planted id mismatch passed"; exit 1
fi
if ! grep -q 'f: kcfi-gcc 0x7e0c52a5, clang-19 0x3ad55aca' <<<"$out"; then
	echo "FAIL kcfi-diff-selftest: mismatch not reported as expected: $(grep -A2 MISMATCHES <<<"$out" | head -3 | paste -sd' ' -)"; exit 1
fi
if ! "$here/kcfi-diff.py" --kcfi-check "$kc" "$t/a" "$t/a" >/dev/null; then
	echo "FAIL kcfi-diff-selftest: identical builds did not pass"; exit 1
fi
# an address-taken static function left without a preamble (built without
# -fsanitize=kcfi, as a forgotten flag would) where the other build has one
mkdir -p "$t/c" "$t/d"
printf 'static void g(int *p) { *p = 2; }\nvoid (*gp)(int *) = g;\n' > "$t/c.c"
"$cc" -O2 -c "$t/c.c" -o "$t/c/vmlinux"
"$cc" -O2 -fsanitize=kcfi -c "$t/c.c" -o "$t/d/vmlinux"
if out=$("$here/kcfi-diff.py" --kcfi-check "$kc" "$t/c" "$t/d"); then
	echo "FAIL kcfi-diff-selftest: a bare address-taken function passed"; exit 1
fi
if ! grep -A1 "no preamble in kcfi-gcc's object, a preamble in clang-19's: 1" <<<"$out" | grep -q 'vmlinux: g$'; then
	echo "FAIL kcfi-diff-selftest: bare g not reported: $(grep -A1 "no preamble in kcfi-gcc" <<<"$out" | paste -sd' ' -)"; exit 1
fi
echo "PASS kcfi-diff-selftest"
