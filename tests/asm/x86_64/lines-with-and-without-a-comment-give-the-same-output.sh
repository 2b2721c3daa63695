# kcfi-as takes most lines without its lexer (fastpath.c, fast_line: labels,
# data, section/binding/.type directives, lines whose only special characters
# are strings); a line with a comment always goes through the lexer. Both
# ways must have the same effect. For every marked .s of the test suite (all
# four arches) and a generated unit, each line gets a trailing comment; the
# output (-S and --explain), messages and exit status must then be those of
# the plain file, less the comments. Lines that are comments already, and
# #APP/#NO_APP and GCC's "# N "file"" marks, are left as they are.
set -eu
top=$(cd "$(dirname "$0")/../../.." && pwd)
"$top/bench/gen-marked.sh" 40 >"$TMP/gen-x86_64.s"
n=0
for f in "$top"/tests/asm/*/*.s "$top"/tests/diag/*.s "$top"/tests/check/*.s \
	 "$top"/tests/fuzz/kcfi-as-*/*.s "$top"/tests/arm/*.s "$TMP/gen-x86_64.s"; do
	case $f in
	*aarch64*) arch=aarch64 cmt=// ;;
	*riscv64*) arch=riscv64 cmt='#' ;;
	*/arm/*) arch=arm cmt=@ ;;
	*) arch=x86_64 cmt='#' ;;
	esac
	mkdir -p "$TMP/plain" "$TMP/cmt"
	b=$(basename "$f")
	cp "$f" "$TMP/plain/$b"
	CMT=$cmt python3 - "$f" "$TMP/cmt/$b" <<'PY'
import os, sys
cmt = os.environ['CMT']
out = []
for line in open(sys.argv[1], encoding='utf-8', errors='surrogateescape', newline='').read().split('\n'):
    s = line.strip()
    if not s or s.startswith('#') or s.startswith(cmt) or '/*' in line or '*/' in line:
        out.append(line)
    else:
        out.append(line + ' ' + cmt + ' zz')
open(sys.argv[2], 'w', encoding='utf-8', errors='surrogateescape', newline='').write('\n'.join(out))
PY
	for mode in -S --explain; do
		for v in plain cmt; do
			(cd "$TMP/$v" && "$KCFI_AS_BIN" --arch=$arch $mode -o "$TMP/$v.out" "$b" \
				>/dev/null 2>"$TMP/$v.err"; echo "exit $?" >>"$TMP/$v.err") || true
			# kcfi-as keeps a rewritten line's comment after its last line
			sed -i "s| $cmt zz\$||" "$TMP/$v.out" 2>/dev/null || : >"$TMP/$v.out"
		done
		cmp -s "$TMP/plain.err" "$TMP/cmt.err" ||
			{ echo "$b ($arch $mode): messages differ: $(diff "$TMP/plain.err" "$TMP/cmt.err" | sed -n 2p)"; exit 1; }
		cmp -s "$TMP/plain.out" "$TMP/cmt.out" ||
			{ echo "$b ($arch $mode): output differs at: $(diff "$TMP/plain.out" "$TMP/cmt.out" | sed -n 2p)"; exit 1; }
		n=$((n + 1))
	done
done
[ "$n" -gt 200 ] || { echo "only $n comparisons"; exit 1; }
