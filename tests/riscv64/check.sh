#!/usr/bin/env bash
# riscv64 tier: riscv64-linux-gnu-kcfi-gcc end to end.
#  * the cross name: build/bin/riscv64-linux-gnu-kcfi-gcc wraps the cross gcc
#    and uses the plugin built for it;
#  * differential: tests/codegen/*.c and tests/aarch64/branches.c by clang-19
#    --target=riscv64-linux-gnu and by riscv64-linux-gnu-kcfi-gcc at -O0..-Os
#    and with the options kernels use (ftrace's -fpatchable-function-entry=4,
#    no RVC, -falign-functions, medany, PIC, integer normalization): the same
#    preamble words before the same functions, the same check ids (rebuilt
#    from each lui/addiw pair) and __kcfi_typeid_ values, every ebreak shaped
#    as Linux's decode_cfi_insn() reads it, all read back by rv_ids.py;
#  * runtime under qemu-riscv64: branches.c prints what plain GCC's build
#    prints, and confused.c's type-confused call and sibcall stop at an
#    ebreak that decodes (beq before it, jalr of the target after it) to the
#    same registers and values as clang-19's build of the same file;
#  * kcfi-check audits every object of the differential, both compilers';
#  * what is refused by name: prefix nops (their size depends on RVC).
set -u
top=${KCFI_TOP:?} build=${KCFI_BUILD:?}
ids=$top/tests/riscv64/rv_ids.py
. "$top/tests/lib/cross-tier.sh"
cross_tier riscv64 riscv64-linux-gnu riscv64 qemu-riscv64

# --- differential against clang-19 ---------------------------------------

# compare TAG SRC FLAGS: both compilers' objects of SRC carry the same facts
compare() {
	local tag=$1 src=$2 flags=$3 kind
	# shellcheck disable=SC2086
	if ! clang-19 --target=riscv64-linux-gnu -fsanitize=kcfi $flags -w -c "$src" -o "$tmp/c.o" 2>"$tmp/err"; then
		fail "$tag" "clang-19 failed: $(head -n2 "$tmp/err" | tr '\n' ' ')"
		return
	fi
	# shellcheck disable=SC2086
	if ! "$xkg" -fsanitize=kcfi $flags -w -c "$src" -o "$tmp/k.o" 2>"$tmp/err"; then
		fail "$tag" "riscv64-linux-gnu-kcfi-gcc failed: $(head -n2 "$tmp/err" | tr '\n' ' ')"
		return
	fi
	python3 "$ids" "$tmp/c.o" >"$tmp/c.ids" && python3 "$ids" "$tmp/k.o" >"$tmp/k.ids" ||
		{ fail "$tag" "rv_ids.py failed"; return; }
	same_ids "$tag" preamble "$tmp/c.ids" "$tmp/k.ids"
	same_ids "$tag" typeid "$tmp/c.ids" "$tmp/k.ids"
	same_check_ids "$tag" "$tmp/c.ids" "$tmp/k.ids"
	if grep -q '^badcheck' "$tmp/k.ids" "$tmp/c.ids"; then
		fail "$tag/checks-have-clang19-shape" "$(grep -h '^badcheck' "$tmp/k.ids" "$tmp/c.ids" | head -n3 | tr '\n' ' ')"
	else
		pass "$tag/checks-have-clang19-shape"
	fi
	# kcfi-check audits both objects: every call checked, every check's
	# ebreak listed and every listed one a check's
	local o summary bad=
	for o in c k; do
		"$build/bin/kcfi-check" -q "$tmp/$o.o" >"$tmp/$o.audit" 2>&1
		summary=$(grep ' preambles (' "$tmp/$o.audit")
		grep -qE " ([1-9][0-9]*) checks, 0 unchecked calls, .* \1 trap entries \(0 not a check's\)" <<<"$summary" ||
			bad="$bad $o.o: $summary $(grep -m1 'error:' "$tmp/$o.audit")"
	done
	if [ -n "$bad" ]; then
		fail "$tag/kcfi-check-audits-both" "$bad"
	else
		pass "$tag/kcfi-check-audits-both"
	fi
}

for src in "$top"/tests/codegen/*.c; do
	name=$(basename "$src" .c)
	compare "$name" "$src" -O2
	compare "$name-normalized" "$src" "-O2 -fsanitize-cfi-icall-experimental-normalize-integers"
done
bsrc=$top/tests/aarch64/branches.c
for flags in -O0 -O1 -O2 -O3 -Os "-O2 -fpatchable-function-entry=4" "-O2 -march=rv64g -mabi=lp64d" \
	     "-O2 -falign-functions=16" "-O2 -mcmodel=medany" "-O2 -fPIC"; do
	compare "branches/${flags// /}" "$bsrc" "$flags"
done

# --- GCC's branch ranges count the checks ---------------------------------
# (GNU as relaxes riscv branches itself; the program still runs every path)
. "$top/tests/lib/branch-ranges.sh"
branch_ranges riscv64 "$xkg" riscv64-linux-gnu-gcc qemu-riscv64 'beq|bne|beqz|bnez' 1500

# --- runtime under qemu-riscv64 ------------------------------------------
for o in -O0 -O2 -Os; do
	tag=branches/$o
	if ! "$xkg" -fsanitize=kcfi $o -static -o "$tmp/b" "$bsrc" 2>"$tmp/err" ||
	   ! riscv64-linux-gnu-gcc $o -static -o "$tmp/b-plain" "$bsrc" 2>"$tmp/err"; then
		fail "$tag/runs" "cannot link: $(head -n1 "$tmp/err")"
		continue
	fi
	# GCC aligns riscv functions to 2; final addresses only after linking
	python3 "$ids" --linked "$tmp/b" >"$tmp/b.ids" 2>&1
	if grep -q '^preamble' "$tmp/b.ids" && ! grep -q '^misaligned' "$tmp/b.ids"; then
		pass "$tag/preamble-words-are-4-byte-aligned"
	else
		fail "$tag/preamble-words-are-4-byte-aligned" "$(grep -m3 '^misaligned' "$tmp/b.ids" | tr '\n' ' ')"
	fi
	want=$(qemu-riscv64 "$tmp/b-plain" run 2>&1)
	got=$(qemu-riscv64 "$tmp/b" run 2>&1)
	if [ -n "$want" ] && [ "$got" = "$want" ]; then
		pass "$tag/runs-as-plain-gcc-build"
	else
		fail "$tag/runs-as-plain-gcc-build" "'$got', plain gcc '$want'"
	fi
	# the braces take bash's own "Trace/breakpoint trap" report, too
	{ qemu-riscv64 "$tmp/b" confuse >/dev/null 2>&1; rc=$?; } 2>/dev/null
	if [ $rc -eq $((128 + 5)) ]; then
		pass "$tag/type-confused-call-dies-of-sigtrap"
	else
		fail "$tag/type-confused-call-dies-of-sigtrap" "exit $rc, want 133"
	fi
done

src=$top/tests/riscv64/confused.c
if ! "$xkg" -O2 -fsanitize=kcfi -static -o "$tmp/confused" "$src" 2>"$tmp/err" ||
   ! clang-19 --target=riscv64-linux-gnu -O2 -fsanitize=kcfi -c -o "$tmp/confused-c.o" "$src" 2>"$tmp/err" ||
   ! riscv64-linux-gnu-gcc -static -o "$tmp/confused-c" "$tmp/confused-c.o" 2>"$tmp/err"; then
	fail runtime "cannot build confused.c: $(head -n1 "$tmp/err") (libc6-dev-riscv64-cross?)"
	exit 0
fi
out=$(qemu-riscv64 "$tmp/confused" ok 2>&1)
rc=$?
if [ $rc -eq 0 ] && [ "$out" = "call 41 tail 42" ]; then
	pass runtime/matching-call-and-sibcall-run
else
	fail runtime/matching-call-and-sibcall-run "exit $rc: $out"
fi
for mode in call tail; do
	out=$(qemu-riscv64 "$tmp/confused" $mode 2>&1)
	rc=$?
	ref=$(qemu-riscv64 "$tmp/confused-c" $mode 2>&1)
	decoded=$(tail -n1 <<<"$out")
	if [ $rc -ne 3 ] || ! grep -q '^signal 5 ' <<<"$out"; then
		fail "runtime/type-confused-$mode-traps-at-decodable-ebreak" "exit $rc: $out"
	elif [ "$decoded" != 'target-is-victim 1 rs1-is-victim-id 1 rs2-is-caller-type 1 victim-id-differs 1' ]; then
		fail "runtime/type-confused-$mode-traps-at-decodable-ebreak" "$out"
	# the target register is GCC's choice; the trap's shape is clang's
	elif [ "$(sed 's/ target x[0-9]*$//' <<<"$out")" != "$(sed 's/ target x[0-9]*$//' <<<"$ref")" ]; then
		fail "runtime/type-confused-$mode-traps-at-decodable-ebreak" "'$out', clang-19's build: '$ref'"
	else
		pass "runtime/type-confused-$mode-traps-at-decodable-ebreak"
	fi
done
{ qemu-riscv64 "$tmp/confused" call die >/dev/null 2>&1; rc=$?; } 2>/dev/null
if [ $rc -eq $((128 + 5)) ]; then
	pass runtime/type-confused-call-dies-of-sigtrap
else
	fail runtime/type-confused-call-dies-of-sigtrap "exit $rc, want 133 (SIGTRAP)"
fi

# --- refused by name -----------------------------------------------------
"$xkg" -O2 -fsanitize=kcfi -fpatchable-function-entry=4,2 -c "$src" -o "$tmp/p.o" 2>"$tmp/err"
rc=$?
if [ $rc -ne 0 ] && [ ! -e "$tmp/p.o" ] &&
   grep -q 'error: cannot emit a check: riscv64 checks do not support 2 prefix nops' "$tmp/err"; then
	pass prefix-nops-are-refused-with-a-reason
else
	fail prefix-nops-are-refused-with-a-reason "exit $rc: $(head -n1 "$tmp/err")"
fi
