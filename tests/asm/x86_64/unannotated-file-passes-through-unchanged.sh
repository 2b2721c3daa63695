# A .s without .kcfi_version goes through unchanged: byte-identical with -S
# (including a missing final newline and odd spacing), and without -S the
# object equals plain `as` output.
set -eu
printf '\t.text\nf:  call *%%rax ; jmp *8(%%rdi)   # c\n\t.string "a;#b"\n\tret' >"$TMP/plain.s"
"$KCFI_AS_BIN" --arch=x86_64 -S -o "$TMP/out.s" "$TMP/plain.s"
cmp "$TMP/plain.s" "$TMP/out.s" || { echo "-S output differs from input"; exit 1; }
"$KCFI_AS_BIN" --arch=x86_64 -S -o - - <"$TMP/plain.s" | cmp - "$TMP/plain.s" ||
	{ echo "stdin to stdout differs from input"; exit 1; }
"$KCFI_AS_BIN" --arch=x86_64 -o "$TMP/k.o" "$TMP/plain.s"
as -o "$TMP/p.o" "$TMP/plain.s"
cmp "$TMP/k.o" "$TMP/p.o" || { echo "object differs from plain as"; exit 1; }
