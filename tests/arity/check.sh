#!/usr/bin/env bash
# Arity tier: x86_64 -fsanitize-kcfi-arity (Linux 6.15+ FineIBT-BHI).
#   <name>.c  "// READ fn N" / "// OURS-LEVELS fn N" / "// FLAGS ..." lines
#             (counts.c explains them): compiled by clang-22 and kcfi-gcc at
#             -O0 -O1 -O2 -O3 -Os; each preamble's id register, read back by
#             objdump from both objects, must be clang-22's (or the pinned
#             OURS value, where clang-22 must then differ) and never below
#             READ. kcfi-check must accept both objects' preambles.
#   then the option's driver, kcfi-as and Kbuild-probe cases.
set -u
here=$KCFI_TOP/tests/arity
kg=$KCFI_BUILD/bin/kcfi-gcc
kas=$KCFI_BUILD/bin/kcfi-as
kcheck=$KCFI_BUILD/bin/kcfi-check
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pass() { echo "PASS arity/$1"; }
fail() { echo "FAIL arity/$1: $2"; }

# fn=arity per __cfi_ symbol of an object: the first movl's register (b8+r)
arities() {
	objdump -d --no-show-raw-insn "$1" | awk '
		/^[0-9a-f]+ <__cfi_.*>:$/ { fn = substr($2, 8); sub(/>:$/, "", fn); next }
		/^[0-9a-f]+ </ { fn = ""; next }
		fn != "" && $2 == "mov" && $3 ~ /^\$0x[0-9a-f]+,%e(ax|cx|dx|bx|sp|bp|si|di)$/ {
			r = substr($3, index($3, "%") + 1)
			n = index("eax ecx edx ebx esp ebp esi edi ", r " ")
			print fn "=" (n - 1) / 4; fn = ""
		}' | sort
}

# expect FILE LEVEL: the arity lines this level must show
run_case() {
	local src=$1 lvl=$2 name flags clang ours bad=
	name=$(basename "$src" .c)/O$lvl
	flags=$(sed -n 's|^// FLAGS ||p' "$src")
	# shellcheck disable=SC2086
	clang-22 -O"$lvl" -fsanitize=kcfi -fsanitize-kcfi-arity $flags -c "$src" -o "$tmp/c.o" 2>"$tmp/err" ||
		{ fail "$name" "clang-22: $(head -1 "$tmp/err")"; return; }
	# shellcheck disable=SC2086
	"$kg" -O"$lvl" -fsanitize=kcfi -fsanitize-kcfi-arity $flags -c "$src" -o "$tmp/k.o" 2>"$tmp/err" ||
		{ fail "$name" "kcfi-gcc: $(grep -m1 error "$tmp/err")"; return; }
	clang=$(arities "$tmp/c.o")
	ours=$(arities "$tmp/k.o")
	while read -r fn read; do
		local c k pin
		c=$(sed -n "s/^$fn=//p" <<<"$clang")
		k=$(sed -n "s/^$fn=//p" <<<"$ours")
		pin=$(sed -nE "s/^\/\/ OURS-([A-Za-z0-9,]*,)?O$lvl(,[A-Za-z0-9,]*)? $fn ([0-7])$/\3/p" "$src")
		if [ -z "$c" ] || [ -z "$k" ]; then
			bad="$fn: no preamble (clang-22 '${c}', kcfi-gcc '${k}')"
		elif [ "$k" -lt "$read" ]; then
			bad="$fn: arity $k is below the $read registers it reads"
		elif [ -n "$pin" ] && [ "$pin" = "$c" ]; then
			bad="$fn: pinned difference $pin is clang-22's own arity: drop the OURS line"
		elif [ "$k" != "${pin:-$c}" ]; then
			bad="$fn: arity $k, expected ${pin:-$c} (clang-22 $c${pin:+, ours pinned $pin})"
		fi
		[ -n "$bad" ] && break
	done < <(sed -n 's|^// READ \([a-z0-9_]*\) \([0-7]\)$|\1 \2|p' "$src")
	# every preamble is one of the READ functions: none goes untested
	if [ -z "$bad" ]; then
		for fn in $(cut -d= -f1 <<<"$clang$(printf '\n%s' "$ours")" | sort -u); do
			grep -q "^// READ $fn [0-7]$" "$src" || { bad="$fn: preamble without a READ line"; break; }
		done
	fi
	if [ -z "$bad" ] && ! "$kcheck" "$tmp/c.o" "$tmp/k.o" >"$tmp/chk" 2>&1; then
		bad="kcfi-check: $(grep -m1 -iE 'error|warning' "$tmp/chk")"
	fi
	if [ -z "$bad" ] && [ "$(grep -c ': preamble ' "$tmp/chk")" -ne $((2 * $(grep -c '^// READ ' "$src"))) ]; then
		bad="kcfi-check found $(grep -c ': preamble ' "$tmp/chk") preambles, not two per READ line"
	fi
	if [ -n "$bad" ]; then fail "$name" "$bad"; else pass "$name"; fi
}

if ! command -v clang-22 >/dev/null; then
	echo "SKIP arity: clang-22 not installed (make deps)"
	exit 0
fi
for src in "$here"/*.c; do
	grep -q '^// READ ' "$src" || { fail "$(basename "$src")" "no READ line, nothing would be tested"; continue; }
	for lvl in 0 1 2 3 s; do
		run_case "$src" "$lvl"
	done
done

cd "$tmp" || exit 1
echo 'int x;' >p.c
# Kbuild's CC_HAS_KCFI_ARITY: $(cc-option,-fsanitize=kcfi -fsanitize-kcfi-arity)
if "$kg" -Werror -fsanitize=kcfi -fsanitize-kcfi-arity -c -x c /dev/null -o probe.o 2>err; then
	pass kbuild-probe
else fail kbuild-probe "$(head -1 err)"; fi

# clang-22: "target 'i686-unknown-linux-gnu' is unsupported by -fsanitize-kcfi-arity"
kga=$KCFI_BUILD/bin/aarch64-linux-gnu-kcfi-gcc
if [ ! -x "$kga" ]; then
	echo "SKIP arity/non-x86_64-refused: no aarch64-linux-gnu-kcfi-gcc (cross toolchain)"
else
	"$kga" -fsanitize=kcfi -fsanitize-kcfi-arity -c p.c -o p.o 2>err; rc=$?
	if [ $rc = 2 ] && grep -qx "kcfi-gcc: error: target 'aarch64-linux-gnu' is unsupported by -fsanitize-kcfi-arity" err; then
		pass non-x86_64-refused
	else fail non-x86_64-refused "rc=$rc: $(head -1 err)"; fi
fi

# kcfi-as: the marker's third operand, its range, and the option's demand
for a in '' 5 8; do
	printf '\t.kcfi_version 1\n\t.kcfi_hash xxHash64\n\t.kcfi_prefix_nops 0\n\t.text\n\t.kcfi_func f, "_ZTSFllE"%s\n\t.globl f\n\t.type f,@function\nf:\n\tret\n' "${a:+, $a}" >"a$a.s"
done
if "$kas" -S --verify a5.s -o out.s 2>err && grep -qE '^	movl	\$3006902709, %ebp +# imm = 0xB339B1B5$' out.s; then
	pass kcfi-as-arity-5-is-ebp
else fail kcfi-as-arity-5-is-ebp "$(head -1 err)"; fi
if "$kas" -S a.s -o out.s 2>err && grep -q '%eax' out.s && "$kas" -S -fsanitize-kcfi-arity a.s -o out.s 2>err; then
	fail kcfi-as-arity-required "a .kcfi_func without arity passed -fsanitize-kcfi-arity"
elif grep -q "a.s:5: error: '.kcfi_func' for 'f' has no arity" err; then
	pass kcfi-as-arity-required
else fail kcfi-as-arity-required "$(head -1 err)"; fi
"$kas" -S a8.s -o out.s 2>err
if grep -q 'a8.s:5: error: arity 8 out of range (0 to 7)' err; then pass kcfi-as-arity-range
else fail kcfi-as-arity-range "$(head -1 err)"; fi
"$kas" --arch=aarch64 -S a5.s -o out.s 2>err
if grep -q "a5.s:5: error: '.kcfi_func' carries an arity, which aarch64 preambles cannot encode" err; then
	pass kcfi-as-arity-aarch64
else fail kcfi-as-arity-aarch64 "$(head -1 err)"; fi
exit 0
