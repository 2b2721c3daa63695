# Sourced by tests/asm/<arch>/review-diff-shows-only-kcfi-lines.sh (ARCH set).
# diff -u of gcc -S against kcfi-gcc -fsanitize=kcfi -S for review-diff.c
# shows KCFI lines only (issue 17): no marker, no #APP pair or "# N" line a
# marker left, no other line changed, every removed line an x86 call/jmp
# whose target moved to %r11 and came back as "*%r11" with its comment.
set -eu
src=$KCFI_TOP/tests/asm/review-diff.c
case $ARCH in
x86_64) gcc=gcc kg=$KCFI_BUILD/bin/kcfi-gcc flags=
	# preamble, check (kcfi-abi.md 2, 3; clang-19's hex comments)
	kcfi='^(	# kcfi: (preamble|check|nocheck) .*|	\.globl	__cfi_[a-z_]+|	\.type	__cfi_[a-z_]+,@function|__cfi_[a-z_]+:|	nop|	\.size	__cfi_[a-z_]+, [0-9]+|	movl	\$[0-9]+, %eax +# imm = 0x[0-9A-F]+|	movq	[^,]+, %r11|	movl	\$[0-9]+, %r10d +# imm = 0x[0-9A-F]+|	addl	-4\(%[a-z0-9]+\), %r10d|	je	\.Lkcfi_pass[0-9]+|\.Lkcfi_(trap|pass)[0-9]+:|	ud2|	\.pushsection	\.kcfi_traps,"ao",@progbits,\.Lkcfi_trap[0-9]+|	\.long	\.Lkcfi_trap[0-9]+ - \.|	\.popsection|	(call|jmp)	\*%r11)$' ;;
aarch64) gcc=aarch64-linux-gnu-gcc kg=$KCFI_BUILD/bin/aarch64-linux-gnu-kcfi-gcc
	flags=
	kcfi='^(	// kcfi: (preamble|check|nocheck) .*|	\.word	[0-9]+ +// 0x[0-9a-f]+|	ldur	w(16|9), \[x[0-9]+, #-4\]|	movk	w(17|9), #[0-9]+(, lsl #16)?|	cmp	w(16|9), w(17|9)|	b\.eq	\.Lkcfi_pass[0-9]+|	brk	#0x[0-9a-f]+|\.Lkcfi_pass[0-9]+:)$' ;;
esac
command -v "$gcc" >/dev/null || { echo "$gcc not installed"; exit 1; }
"$gcc" -O2 $flags -S "$src" -o "$TMP/g.s"
"$kg" -O2 $flags -fsanitize=kcfi -S "$src" -o "$TMP/k.s"
diff -U0 "$TMP/g.s" "$TMP/k.s" | grep -v '^\(---\|+++\|@@\)' >"$TMP/d" || true
grep '^+' "$TMP/d" | cut -c2- >"$TMP/added"
grep '^-' "$TMP/d" | cut -c2- >"$TMP/removed" || true
if grep -vE "$kcfi" "$TMP/added" >"$TMP/odd"; then
	echo "added lines that are not KCFI lines: $(head -n 3 "$TMP/odd" | tr '\t\n' ' |')"; exit 1
fi
grep -qF 'kcfi: check' "$TMP/added" || { echo "no check added (test broken)"; exit 1; }
grep -qF 'kcfi: nocheck jump' "$TMP/added" ||
	{ echo "jump table not marked nocheck"; exit 1; }
if [ "$ARCH" = aarch64 ]; then
	[ ! -s "$TMP/removed" ] || { echo "lines removed: $(head -n 2 "$TMP/removed" | tr '\t\n' ' |')"; exit 1; }
else
	# every removed line: an indirect call/jmp through memory or a global
	if grep -vE '^	(call|jmp)	\*[^%].*$' "$TMP/removed" >"$TMP/odd"; then
		echo "removed lines that are not rewritten branches: $(head -n 2 "$TMP/odd" | tr '\t\n' ' |')"; exit 1
	fi
	[ "$(wc -l <"$TMP/removed")" = "$(grep -cE '^	(call|jmp)	\*%r11$' "$TMP/added")" ] ||
		{ echo "removed branches and their *%r11 rewrites do not pair up"; exit 1; }
	# with -fverbose-asm the rewritten branch keeps its comment
	"$gcc" -O2 -fverbose-asm -S "$src" -o "$TMP/gv.s"
	"$kg" -O2 -fverbose-asm -fsanitize=kcfi -S "$src" -o "$TMP/kv.s"
	want=$(grep -E '^	(call|jmp)	\*[^%]' "$TMP/gv.s" | sed 's/^\(	[a-z]*	\)\*[^	]*/\1*%r11/')
	got=$(grep -E '^	(call|jmp)	\*%r11	' "$TMP/kv.s")
	[ -n "$want" ] && [ "$want" = "$got" ] ||
		{ echo "comments of rewritten branches: want '$want', got '$got'"; exit 1; }
fi
# the user's inline asm, including the #APP block it shares with a marker
grep -qF "# the user's own inline asm" "$TMP/k.s" || { echo "user inline asm lost"; exit 1; }
