# Rewriting never re-serialises untouched lines: removing the marker lines
# from the input and the inserted lines from the output leaves identical text
# (a call whose operand is rewritten, *8(%rdi) -> *%r11, is the only change).
set -eu
in=$KCFI_TOP/tests/asm/x86_64/patchable-prefix-preamble-before-lpfe.s
"$KCFI_AS_BIN" --arch=x86_64 -S -o "$TMP/o.s" "$in"
grep -v '\.kcfi_' "$in" >"$TMP/in.txt"
# inserted text = everything diff reports as added; nothing may be removed
if diff "$TMP/in.txt" "$TMP/o.s" | grep -q '^<'; then
	echo "lines of the input were changed or dropped:"
	diff "$TMP/in.txt" "$TMP/o.s" | grep '^<' | head -n 3
	exit 1
fi
