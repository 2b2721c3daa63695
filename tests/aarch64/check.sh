#!/usr/bin/env bash
# aarch64 tier: aarch64-linux-gnu-kcfi-gcc end to end.
#  * differential: tests/codegen/*.c by clang-19 --target=aarch64-linux-gnu and
#    by aarch64-linux-gnu-kcfi-gcc (-O2 -fsanitize=kcfi -c, also with integer
#    normalization and with -fpatchable-function-entry=4,2) carry the same
#    preamble words at the same place, check ids (from the movk pairs) and
#    __kcfi_typeid_ values, read back by a64_ids.py;
#  * runtime: a static binary under qemu-aarch64 runs matching indirect calls
#    and sibcalls and stops a type-confused one at a brk that Linux's
#    cfi_brk_handler() would decode correctly (confused.c);
#  * the cross name: build/bin/aarch64-linux-gnu-kcfi-gcc wraps the cross gcc
#    and uses the plugin built for it;
#  * branches: every indirect branch class of branches.c (jump tables with
#    byte/halfword/word entries, computed goto, calls, sibcalls, SLS-BLR
#    stubs, TLS descriptor calls) at -O0..-Os, alone and with BTI, PAC,
#    patchable entries and SLS hardening: builds, kcfi-check finds every
#    call checked, preamble and check ids equal clang-19's for the same
#    flags, the program prints what plain GCC's build prints, and a
#    type-confused call dies of SIGTRAP.
set -u
top=${KCFI_TOP:?} build=${KCFI_BUILD:?}
ids=$top/tests/aarch64/a64_ids.py
. "$top/tests/lib/cross-tier.sh"
cross_tier aarch64 aarch64-linux-gnu aarch64 qemu-aarch64

# --- differential against clang-19 ---------------------------------------
for src in "$top"/tests/codegen/*.c; do
	name=$(basename "$src" .c)
	# suffix:M:flags, M = patchable prefix nops (the id is at fn - (4 + 4M))
	for variant in :0: -normalized:0:-fsanitize-cfi-icall-experimental-normalize-integers \
		       -prefix-4-2:2:-fpatchable-function-entry=4,2; do
		tag=$name${variant%%:*} nops=${variant#*:} flags=${nops#*:} nops=${nops%%:*}
		if ! clang-19 --target=aarch64-linux-gnu -O2 -fsanitize=kcfi $flags -c "$src" \
			-o "$tmp/clang.o" 2>"$tmp/err"; then
			fail "$tag" "clang-19 failed: $(head -n2 "$tmp/err" | tr '\n' ' ')"
			continue
		fi
		if ! "$xkg" -O2 -fsanitize=kcfi $flags -c "$src" -o "$tmp/gcc.o" 2>"$tmp/err"; then
			fail "$tag" "aarch64-linux-gnu-kcfi-gcc failed: $(head -n2 "$tmp/err" | tr '\n' ' ')"
			continue
		fi
		python3 "$ids" "$tmp/clang.o" "$nops" >"$tmp/clang.ids" &&
			python3 "$ids" "$tmp/gcc.o" "$nops" >"$tmp/gcc.ids" ||
			{ fail "$tag" "a64_ids.py failed"; continue; }
		for kind in preamble typeid check; do
			same_ids "$tag" $kind "$tmp/clang.ids" "$tmp/gcc.ids"
		done
		if grep -q '^badcheck' "$tmp/gcc.ids" "$tmp/clang.ids"; then
			fail "$tag/checks-have-clang19-shape" "$(grep -h '^badcheck' "$tmp/gcc.ids" "$tmp/clang.ids" | head -n3 | tr '\n' ' ')"
		else
			pass "$tag/checks-have-clang19-shape"
		fi
	done
done

# --- branches: every indirect branch class at every -O level --------------
kcheck=$build/bin/kcfi-check
bsrc=$top/tests/aarch64/branches.c
# name:M:flags (M = patchable prefix nops)
bvariants=()
for o in -O0 -O1 -O2 -O3 -Os; do
	bvariants+=("$o:0:$o" "$o-bti-pac-patchable-sls:2:$o -mbranch-protection=standard -fpatchable-function-entry=4,2 -mharden-sls=all")
done
bvariants+=("-O2-bti:0:-O2 -mbranch-protection=bti" "-O2-pac-ret:0:-O2 -mbranch-protection=pac-ret"
	    "-O2-patchable-2:0:-O2 -fpatchable-function-entry=2" "-O2-sls-all:0:-O2 -mharden-sls=all"
	    "-Os-sls-blr:0:-Os -mharden-sls=blr" "-O2-fpic-tlsdesc:0:-O2 -fPIC")
for v in "${bvariants[@]}"; do
	tag=branches/${v%%:*} nops=${v#*:} flags=${nops#*:} nops=${nops%%:*}
	# shellcheck disable=SC2086
	if ! "$xkg" -fsanitize=kcfi $flags -c "$bsrc" -o "$tmp/b.o" 2>"$tmp/err"; then
		fail "$tag/builds" "$(grep -m2 error "$tmp/err" | tr '\n' ' ')"
		continue
	fi
	pass "$tag/builds"
	# shellcheck disable=SC2086
	"$kcheck" -q "$tmp/b.o" >"$tmp/kc" 2>&1
	sum=$(grep -E ' [0-9]+ checks, [0-9]+ unchecked calls' "$tmp/kc")
	if [[ $sum =~ \ ([0-9]+)\ checks,\ 0\ unchecked\ calls ]] && [ "${BASH_REMATCH[1]}" -gt 0 ] &&
	   ! grep -q ': error\|unchecked indirect call' "$tmp/kc"; then
		pass "$tag/kcfi-check-finds-every-call-checked"
	else
		fail "$tag/kcfi-check-finds-every-call-checked" "$(grep -v warning "$tmp/kc" | head -n3 | tr '\n' ' ')"
	fi
	# shellcheck disable=SC2086
	if clang-19 --target=aarch64-linux-gnu -fsanitize=kcfi $flags -c "$bsrc" -o "$tmp/bc.o" 2>"$tmp/err" &&
	   python3 "$ids" "$tmp/bc.o" "$nops" >"$tmp/bc.ids" && python3 "$ids" "$tmp/b.o" "$nops" >"$tmp/b.ids"; then
		same_ids "$tag" preamble "$tmp/bc.ids" "$tmp/b.ids"
		same_check_ids "$tag" "$tmp/bc.ids" "$tmp/b.ids"
		if grep -q '^badcheck' "$tmp/b.ids"; then
			fail "$tag/checks-have-clang19-shape" "$(grep -m3 '^badcheck' "$tmp/b.ids" | tr '\n' ' ')"
		else
			pass "$tag/checks-have-clang19-shape"
		fi
	else
		fail "$tag/same-ids-as-clang19" "clang-19 or a64_ids.py failed: $(head -n1 "$tmp/err")"
	fi
	# shellcheck disable=SC2086
	if ! "$xkg" -fsanitize=kcfi $flags -static -o "$tmp/b" "$bsrc" 2>"$tmp/err" ||
	   ! aarch64-linux-gnu-gcc $flags -static -o "$tmp/b-plain" "$bsrc" 2>"$tmp/err"; then
		fail "$tag/runs" "cannot link: $(head -n1 "$tmp/err")"
		continue
	fi
	want=$(qemu-aarch64 "$tmp/b-plain" run 2>&1)
	got=$(qemu-aarch64 "$tmp/b" run 2>&1)
	if [ -n "$want" ] && [ "$got" = "$want" ]; then
		pass "$tag/runs-as-plain-gcc-build"
	else
		fail "$tag/runs-as-plain-gcc-build" "'$got', plain gcc '$want'"
	fi
	{ qemu-aarch64 "$tmp/b" confuse >/dev/null 2>&1; rc=$?; } 2>/dev/null
	if [ $rc -eq $((128 + 5)) ]; then
		pass "$tag/type-confused-call-dies-of-sigtrap"
	else
		fail "$tag/type-confused-call-dies-of-sigtrap" "exit $rc, want 133"
	fi
done

# the auditor's side of the SLS stubs: plain GCC's stub calls are calls
for o in -O2 -Os; do
	aarch64-linux-gnu-gcc $o -mharden-sls=blr -c "$bsrc" -o "$tmp/p.o"
	n=$("$kcheck" -q "$tmp/p.o" 2>&1 | grep -c 'unchecked indirect call$')
	# call_op, interp and tail_op's callers make at least three
	if [ "$n" -ge 3 ]; then
		pass "branches/$o-sls-blr-plain-gcc/kcfi-check-flags-unchecked-stub-calls"
	else
		fail "branches/$o-sls-blr-plain-gcc/kcfi-check-flags-unchecked-stub-calls" "$n unchecked calls found"
	fi
done

# --- GCC's branch ranges count the checks ---------------------------------
# a tbz over 1500 checked calls: 24 KiB of GCC's code, 60 KiB with checks
. "$top/tests/lib/branch-ranges.sh"
branch_ranges aarch64 "$xkg" aarch64-linux-gnu-gcc qemu-aarch64 'tbz|tbnz' 1500

# --- runtime under qemu-aarch64 ------------------------------------------
bin=$tmp/confused
if ! "$xkg" -O2 -fsanitize=kcfi -static -o "$bin" "$top/tests/aarch64/confused.c" 2>"$tmp/err"; then
	fail runtime "cannot build a static aarch64 binary: $(head -n1 "$tmp/err") (libc6-dev-arm64-cross?)"
	exit 0
fi
out=$(qemu-aarch64 "$bin" ok 2>&1)
rc=$?
if [ $rc -eq 0 ] && [ "$out" = "call 41 tail 42" ]; then
	pass runtime/matching-call-and-sibcall-run
else
	fail runtime/matching-call-and-sibcall-run "exit $rc: $out"
fi

# mode, expected target register ("" = any but x16/x17, whatever GCC chose)
for mode in call:'' tail:16; do
	want_t=${mode#*:} mode=${mode%%:*}
	out=$(qemu-aarch64 "$bin" "$mode" 2>&1)
	rc=$?
	read -r _ sig _ insn _ imm _ t _ ty <<<"$(head -n1 <<<"$out")"
	t=${t#x} ty=${ty#x}
	why=
	if [ $rc -ne 3 ] || [ "$sig" != 5 ]; then
		why="exit $rc, signal ${sig:-none}: $out"
	elif [ "$ty" != 17 ] || { [ -n "$want_t" ] && [ "$t" != "$want_t" ]; } ||
	     { [ -z "$want_t" ] && { [ "$t" = 16 ] || [ "$t" = 17 ]; }; }; then
		why="brk names target x$t, type x$ty"
	elif [ $((insn)) -ne $((0xd4200000 | (0x8000 | 17 << 5 | t) << 5)) ]; then
		why="trapping insn $insn is not brk #(0x8000 | 17 << 5 | $t)"
	elif ! grep -qx 'target-is-victim 1 expected-is-caller-type 1 victim-id-differs 1' <<<"$out"; then
		why="registers named by the brk: $(tail -n1 <<<"$out")"
	fi
	if [ -z "$why" ]; then
		pass "runtime/type-confused-$mode-traps-at-decodable-brk"
	else
		fail "runtime/type-confused-$mode-traps-at-decodable-brk" "$why"
	fi
done
# the braces take bash's own "Trace/breakpoint trap" report, too
{ qemu-aarch64 "$bin" call die >/dev/null 2>&1; rc=$?; } 2>/dev/null
if [ $rc -eq $((128 + 5)) ]; then
	pass runtime/type-confused-call-dies-of-sigtrap
else
	fail runtime/type-confused-call-dies-of-sigtrap "exit $rc, want 133 (SIGTRAP)"
fi
