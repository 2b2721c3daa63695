# kcfi-as --explain lists one line per preamble, check, nocheck and typeid,
# in input order; its first three fields, sorted, equal kcfi-check --explain
# of clang-19's object for the same C file (the reference), and the type
# names are the ones mangled by hand below.
set -eu
command -v clang-19 >/dev/null || { echo "clang-19 not installed (make deps)"; exit 1; }
src=$KCFI_TOP/tests/asm/review-diff.c
gcc -O2 -S -fplugin="$("$KCFI_BUILD/bin/kcfi-gcc" -print-kcfi-plugin)" "$src" -o "$TMP/m.s"
"$KCFI_AS_BIN" --arch=x86_64 --explain -o "$TMP/explain" "$TMP/m.s"
clang-19 -O2 -fsanitize=kcfi -c "$src" -o "$TMP/c.o"
"$KCFI_BUILD/bin/kcfi-check" --explain "$TMP/c.o" 2>/dev/null | sort >"$TMP/clang"
grep -v '^nocheck ' "$TMP/explain" | cut -d' ' -f1-3 | sort >"$TMP/ours"
[ -s "$TMP/clang" ] || { echo "kcfi-check --explain listed nothing for clang-19's object"; exit 1; }
diff "$TMP/clang" "$TMP/ours" >"$TMP/diff" ||
	{ echo "differs from clang-19 (< clang, > kcfi-as): $(grep '^[<>]' "$TMP/diff" | head -n 3 | tr '\n' ' ')"; exit 1; }
# int via_memory(struct ops *, int) calls void (*)(int, int); jump_table's
# switch is a nocheck jump; the order is the file's
for want in "preamble via_memory 0xd92f9540 _ZTSFiP3opsiE" "check via_memory 0xed059254 _ZTSFviiE" \
	    "nocheck jump_table jump"; do
	grep -qxF "$want" "$TMP/explain" || { echo "no line '$want'"; exit 1; }
done
[ "$(head -n 2 "$TMP/explain" | cut -d' ' -f1,2 | tr '\n' ' ')" = "preamble via_global check via_global " ] ||
	{ echo "not in input order: $(head -n 2 "$TMP/explain" | tr '\n' ' ')"; exit 1; }
