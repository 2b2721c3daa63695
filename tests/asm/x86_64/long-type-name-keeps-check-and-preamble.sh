# A type name of 2,000 characters goes through kcfi-gcc whole: the check keeps
# its movl (same call-site id as clang-19), the preamble its .globl/.type
# (same id and binding of __cfi_take as clang-19), and the "# kcfi:" comment
# the whole name. kcfi-as once cut the comment at 512 bytes, with exit 0.
set -eu
command -v clang-19 >/dev/null || { echo "clang-19 not installed (make deps)"; exit 1; }
kg=$KCFI_BUILD/bin/kcfi-gcc
tag=$(printf 'L%.0s' $(seq 1990))
cat >"$TMP/long.c" <<C
struct $tag { int x; };
void take(struct $tag *p) { p->x++; }
void (*hook)(struct $tag *) = take;
void call(struct $tag *p) { hook(p); }
C
"$kg" -O2 -fsanitize=kcfi -c "$TMP/long.c" -o "$TMP/k.o"
clang-19 -O2 -fsanitize=kcfi -c "$TMP/long.c" -o "$TMP/c.o"
python3 "$KCFI_TOP/tests/lib/kcfi_ids.py" "$TMP/k.o" >"$TMP/k.ids"
python3 "$KCFI_TOP/tests/lib/kcfi_ids.py" "$TMP/c.o" >"$TMP/c.ids"
for kind in preamble check; do
	grep -q "^$kind " "$TMP/c.ids" || { echo "clang-19 has no $kind (test broken)"; exit 1; }
	diff <(grep "^$kind " "$TMP/c.ids") <(grep "^$kind " "$TMP/k.ids") >/dev/null ||
		{ echo "$kind ids differ from clang-19: $(grep "^$kind " "$TMP/k.ids" | tr '\n' ' ')"; exit 1; }
done
bind() { readelf -sW "$1" | awk '$8 == "__cfi_take" { print $4, $5 }'; }
[ "$(bind "$TMP/k.o")" = "$(bind "$TMP/c.o")" ] ||
	{ echo "__cfi_take is '$(bind "$TMP/k.o")', clang-19 '$(bind "$TMP/c.o")'"; exit 1; }
"$kg" -O2 -fsanitize=kcfi -S "$TMP/long.c" -o "$TMP/k.s"
name="_ZTSFvP1990${tag}E"
grep -qF "# kcfi: check $name (0x" "$TMP/k.s" || { echo "check comment lost the name"; exit 1; }
grep -qF "# kcfi: preamble $name (0x" "$TMP/k.s" || { echo "preamble comment lost the name"; exit 1; }
