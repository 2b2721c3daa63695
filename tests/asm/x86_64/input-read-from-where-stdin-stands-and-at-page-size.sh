# kcfi-as maps a regular input file instead of reading it. Two edges of that:
#  * stdin that is a file already read in part (a shell "read" before it):
#    the input starts where stdin's offset stands, as with a pipe, not at
#    byte 0 (the first line here is not assembly and would be an error);
#  * a file whose size is a whole number of pages: the output must end
#    where the file ends, with nothing read past it.
# Expected: the same output as the same text through a pipe.
set -eu
body=$TMP/body.s
cat >"$body" <<'S'
	.kcfi_version 1
	.text
	.kcfi_func f, "_ZTSFviE"
	.p2align 4
	.globl	f
	.type	f, @function
f:
	.kcfi_call "_ZTSFviE"
	call	*%rax
	ret
	.size	f, .-f
S
{ echo 'this line is not assembly: kcfi-as must not see it'; cat "$body"; } >"$TMP/in.s"
cat "$body" | "$KCFI_AS_BIN" --arch=x86_64 -S -o "$TMP/want.s" -
{ read -r _; "$KCFI_AS_BIN" --arch=x86_64 -S -o "$TMP/got.s" -; } <"$TMP/in.s"
cmp "$TMP/want.s" "$TMP/got.s" || { echo "stdin read in part: output differs from the pipe's"; exit 1; }
grep -q 'kcfi: check _ZTSFviE' "$TMP/got.s" || { echo "no check in the output"; exit 1; }
# pad the body with a comment line to exactly 8192 bytes (2 pages of 4 kB)
page=$(getconf PAGESIZE)
size=$(stat -c %s "$body")
n=$((2 * page - size - 2))
{ cat "$body"; printf '#%*s\n' "$n" '' | tr ' ' x; } >"$TMP/page.s"
[ "$(stat -c %s "$TMP/page.s")" -eq $((2 * page)) ] || { echo "test input is not 2 pages"; exit 1; }
cat "$TMP/page.s" | "$KCFI_AS_BIN" --arch=x86_64 -S -o "$TMP/want2.s" -
"$KCFI_AS_BIN" --arch=x86_64 -S -o "$TMP/got2.s" "$TMP/page.s"
cmp "$TMP/want2.s" "$TMP/got2.s" || { echo "page-sized file: output differs from the pipe's"; exit 1; }
tail -c 2 "$TMP/got2.s" | od -c | grep -q 'x  *\\n' || { echo "page-sized file: output does not end with the file's last line"; exit 1; }
