# What kcfi-as must refuse on aarch64 rather than emit an object with fewer
# checks than markers (docs/diagnostics.md): an unmarked blr/br in an
# annotated file, a pointer-authenticating branch (blraa) that a check cannot
# precede, and a prefix so long that ldur's 9-bit offset cannot reach the id
# (M = 64 -> #-260; M = 63 -> #-256 still assembles).
set -eu
hdr() { printf '\t.kcfi_version 1\n\t.kcfi_prefix_nops %s\n\t.text\nf:\n' "$1"; }
expect_error() {	# name, message part, file
	if "$KCFI_AS_BIN" --arch=aarch64 -S -o "$TMP/e.out" "$3" 2>"$TMP/e.err"; then
		echo "$1: kcfi-as accepted it"; exit 1
	fi
	grep -q "$2" "$TMP/e.err" || { echo "$1: no '$2' in: $(head -n1 "$TMP/e.err")"; exit 1; }
	[ ! -e "$TMP/e.out" ] || { echo "$1: output file left behind"; exit 1; }
}
{ hdr 0; printf '\tblr x3\n'; } >"$TMP/e1.s"
expect_error unmarked-blr "indirect call 'blr x3' has no kcfi marker" "$TMP/e1.s"
{ hdr 0; printf '\tbr x16\n'; } >"$TMP/e2.s"
expect_error unmarked-br "indirect jump 'br x16' has no kcfi marker" "$TMP/e2.s"
{ hdr 0; printf '\t.kcfi_call "_ZTSFviE"\n\tblraa x3, x4\n'; } >"$TMP/e3.s"
expect_error blraa "unrecognised indirect call form 'blraa x3, x4'" "$TMP/e3.s"
{ hdr 64; printf '\t.kcfi_call "_ZTSFviE"\n\tblr x3\n'; } >"$TMP/e4.s"
expect_error prefix-64 "type id at offset -260 is out of reach" "$TMP/e4.s"
{ hdr 63; printf '\t.kcfi_call "_ZTSFviE"\n\tblr x3\n'; } >"$TMP/ok.s"
"$KCFI_AS_BIN" --arch=aarch64 -S -o "$TMP/ok.out" "$TMP/ok.s"
grep -q 'ldur	w16, \[x3, #-256\]' "$TMP/ok.out" || { echo "prefix-63: no ldur #-256"; exit 1; }
