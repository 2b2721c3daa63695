# -o naming something that is not a regular file (a pipe here; /dev/null in
# Kbuild's "-S -x c /dev/null -o /dev/null" probes) is written, never
# replaced by renaming a temp file over it. (An object cannot go to a pipe:
# as seeks. It takes the same path through out_open.)
set -eu
in=$KCFI_TOP/tests/asm/x86_64/call-through-register.s
mkfifo "$TMP/fifo"
for mode in -S --explain; do
	"$KCFI_AS_BIN" --arch=x86_64 $mode -o "$TMP/want" "$in"
	timeout 10 cat "$TMP/fifo" >"$TMP/got" &	# a replaced pipe never gets a writer
	"$KCFI_AS_BIN" --arch=x86_64 $mode -o "$TMP/fifo" "$in"
	wait || true
	[ -p "$TMP/fifo" ] || { echo "$mode: the pipe was replaced by a file"; exit 1; }
	cmp -s "$TMP/want" "$TMP/got" || { echo "$mode: the pipe did not get the output"; exit 1; }
done
