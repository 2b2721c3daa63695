#!/usr/bin/env bash
# arm tier: arm-linux-gnueabihf-kcfi-gcc end to end (32-bit Arm, ARM and
# Thumb-2 state; GCC's default for this triple is Thumb-2).
#  * the cross name: build/bin/arm-linux-gnueabihf-kcfi-gcc wraps the cross
#    gcc and uses the plugin built for it;
#  * differential: tests/codegen/*.c, tests/aarch64/branches.c, confused.c
#    and ip-targets.c by clang-19 --target=arm-linux-gnueabihf and by
#    arm-linux-gnueabihf-kcfi-gcc, -marm and -mthumb, at -O0..-Os and with
#    -fPIC, -falign-functions, kernel-like unwind/frame/section flags and
#    integer normalization: the same preamble
#    words before the same functions, the same check ids (read from the
#    movw/movt pair each bkpt's compare uses) and __kcfi_typeid_ values (all
#    ILP32 ids: long and pointers are 32-bit), every kcfi-gcc check in
#    kcfi-as's layout and no .kcfi_traps section in either object, all read
#    back by arm_ids.py and readelf from the objects;
#  * runtime under qemu-arm: branches.c prints what plain GCC's build
#    prints; confused.c's type-confused call and sibcall stop at a bkpt #0
#    before entering the target, as clang-19's build does, and a permissive
#    kernel's pc += 4 goes on to the call; regs.s's branches through ip, lr
#    and r3 (which leave kcfi-as the fewest scratch registers) and GCC's
#    own "bx ip" sibcalls (ip-targets.c) keep their arguments and trap when
#    confused;
#  * kcfi-check audits every kcfi-gcc object of the differential, and
#    kcfi-as --verify reads regs.s's checks back;
#  * what is refused by name: prefix nops, the pre-v5 "mov lr, pc; bx" call,
#    a conditional indirect branch, a call marker on a jump table.
set -u
top=${KCFI_TOP:?} build=${KCFI_BUILD:?}
triple=arm-linux-gnueabihf
ids=$top/tests/arm/arm_ids.py
. "$top/tests/lib/cross-tier.sh"
cross_tier arm arm-linux-gnueabihf arm qemu-arm

# --- differential against clang-19 ---------------------------------------

# compare TAG SRC FLAGS: both compilers' objects of SRC carry the same facts
compare() {
	local tag=$1 src=$2 flags=$3 kind
	# shellcheck disable=SC2086
	if ! clang-19 --target=$triple -fsanitize=kcfi $flags -w -c "$src" -o "$tmp/c.o" 2>"$tmp/err"; then
		fail "$tag" "clang-19 failed: $(head -n2 "$tmp/err" | tr '\n' ' ')"
		return
	fi
	# shellcheck disable=SC2086
	if ! "$xkg" -fsanitize=kcfi $flags -w -c "$src" -o "$tmp/k.o" 2>"$tmp/err"; then
		fail "$tag" "$triple-kcfi-gcc failed: $(head -n2 "$tmp/err" | tr '\n' ' ')"
		return
	fi
	python3 "$ids" "$tmp/c.o" >"$tmp/c.ids" && python3 "$ids" --shape "$tmp/k.o" >"$tmp/k.ids" ||
		{ fail "$tag" "arm_ids.py failed"; return; }
	same_ids "$tag" preamble "$tmp/c.ids" "$tmp/k.ids"
	same_ids "$tag" typeid "$tmp/c.ids" "$tmp/k.ids"
	same_check_ids "$tag" "$tmp/c.ids" "$tmp/k.ids"
	# Linux 6.12 has no arm .kcfi_traps (no ARCH_USES_CFI_TRAPS) and
	# clang-19 writes none
	if $triple-readelf -SW "$tmp/c.o" "$tmp/k.o" | grep -q kcfi_traps; then
		fail "$tag/no-kcfi-traps-section-as-clang19" "$($triple-readelf -SW "$tmp/c.o" "$tmp/k.o" | grep -m2 -e 'File:' -e kcfi_traps | tr '\n' ' ')"
	else
		pass "$tag/no-kcfi-traps-section-as-clang19"
	fi
	if grep -q '^badcheck' "$tmp/k.ids"; then
		fail "$tag/checks-have-kcfi-as-layout" "$(grep -h '^badcheck' "$tmp/k.ids" | head -n3 | tr '\n' ' ')"
	else
		pass "$tag/checks-have-kcfi-as-layout"
	fi
	# kcfi-check audits kcfi-gcc's object: every call checked (clang-19's
	# are audited by the check tier; its -O0 and hoisted checks are beyond
	# the audit's straight-line reading, docs/kcfi-check.md)
	"$build/bin/kcfi-check" -q "$tmp/k.o" >"$tmp/k.audit" 2>&1
	if grep -qE ' [0-9]+ checks, 0 unchecked calls,' "$tmp/k.audit"; then
		pass "$tag/kcfi-check-audits-kcfi-gcc-object"
	else
		fail "$tag/kcfi-check-audits-kcfi-gcc-object" "$(grep -m1 -e 'error:' -e ' preambles (' "$tmp/k.audit")"
	fi
}

for state in -marm -mthumb; do
	for src in "$top"/tests/codegen/*.c; do
		name=$(basename "$src" .c)
		compare "$name$state" "$src" "-O2 $state"
		compare "$name$state-normalized" "$src" "-O2 $state -fsanitize-cfi-icall-experimental-normalize-integers"
	done
	for src in "$top"/tests/aarch64/branches.c "$top"/tests/arm/confused.c "$top"/tests/arm/ip-targets.c; do
		name=$(basename "$src" .c)
		for flags in -O0 -O1 -O2 -O3 -Os "-O2 -fPIC" "-O2 -falign-functions=16" \
			     "-O2 -funwind-tables -fno-omit-frame-pointer -ffunction-sections"; do
			compare "$name$state/${flags// /}" "$src" "$flags $state"
		done
	done
done

# --- runtime under qemu-arm ----------------------------------------------
run() { qemu-arm -L /usr/$triple "$@"; }
bsrc=$top/tests/aarch64/branches.c
for state in -marm -mthumb; do
	for o in -O0 -O2 -Os; do
		tag=branches$state/$o
		if ! "$xkg" -fsanitize=kcfi $o $state -static -o "$tmp/b" "$bsrc" 2>"$tmp/err" ||
		   ! $triple-gcc $o $state -static -o "$tmp/b-plain" "$bsrc" 2>"$tmp/err"; then
			fail "$tag/runs" "cannot link: $(head -n1 "$tmp/err") (libc6-dev-armhf-cross?)"
			continue
		fi
		# GCC aligns Thumb functions to 2: final addresses only after linking
		python3 "$ids" --linked "$tmp/b" >"$tmp/b.ids" 2>&1
		if grep -q '^preamble' "$tmp/b.ids" && ! grep -q '^misaligned' "$tmp/b.ids"; then
			pass "$tag/preamble-words-are-4-byte-aligned"
		else
			fail "$tag/preamble-words-are-4-byte-aligned" "$(grep -m3 '^misaligned' "$tmp/b.ids" | tr '\n' ' ')"
		fi
		want=$(run "$tmp/b-plain" run 2>&1)
		got=$(run "$tmp/b" run 2>&1)
		if [ -n "$want" ] && [ "$got" = "$want" ]; then
			pass "$tag/runs-as-plain-gcc-build"
		else
			fail "$tag/runs-as-plain-gcc-build" "'$got', plain gcc '$want'"
		fi
		# the braces take bash's own "Trace/breakpoint trap" report, too
		{ run "$tmp/b" confuse >/dev/null 2>&1; rc=$?; } 2>/dev/null
		if [ $rc -eq $((128 + 5)) ]; then
			pass "$tag/type-confused-call-dies-of-sigtrap"
		else
			fail "$tag/type-confused-call-dies-of-sigtrap" "exit $rc, want 133"
		fi
	done
done

# GCC's own "bx ip" sibcalls (ip-targets.c), where the check pushes r2, r3
isrc=$top/tests/arm/ip-targets.c
for state in -marm -mthumb; do
	for o in -O2 -Os; do
		tag=ip-targets$state/$o
		if ! "$xkg" -fsanitize=kcfi $o $state -S -o "$tmp/i.s" "$isrc" 2>"$tmp/err" ||
		   ! "$xkg" -fsanitize=kcfi $o $state -static -o "$tmp/i" "$isrc" 2>"$tmp/err" ||
		   ! $triple-gcc $o $state -static -o "$tmp/i-plain" "$isrc" 2>"$tmp/err"; then
			fail "$tag/runs" "cannot build: $(head -n1 "$tmp/err")"
			continue
		fi
		if grep -qP '^\tbx\tip$' "$tmp/i.s" && grep -qP '^\tpush\t\{r2, r3\}$' "$tmp/i.s"; then
			pass "$tag/gcc-sibcalls-through-ip-and-the-check-pushes-r2-r3"
		else
			fail "$tag/gcc-sibcalls-through-ip-and-the-check-pushes-r2-r3" "no 'bx ip' or no 'push {r2, r3}' in kcfi-gcc -S"
		fi
		want=$(run "$tmp/i-plain" run 2>&1)
		got=$(run "$tmp/i" run 2>&1)
		if [ -n "$want" ] && [ "$got" = "$want" ]; then
			pass "$tag/runs-as-plain-gcc-build"
		else
			fail "$tag/runs-as-plain-gcc-build" "'$got', plain gcc '$want'"
		fi
		{ run "$tmp/i" confuse >/dev/null 2>&1; rc=$?; } 2>/dev/null
		if [ $rc -eq $((128 + 5)) ]; then
			pass "$tag/type-confused-sibcall-through-ip-dies-of-sigtrap"
		else
			fail "$tag/type-confused-sibcall-through-ip-dies-of-sigtrap" "exit $rc, want 133"
		fi
	done
done

src=$top/tests/arm/confused.c
for state in -marm -mthumb; do
	tag=runtime$state
	if ! "$xkg" -O2 $state -fsanitize=kcfi -static -o "$tmp/confused" "$src" 2>"$tmp/err" ||
	   ! clang-19 --target=$triple -O2 $state -fsanitize=kcfi -c -o "$tmp/confused-c.o" "$src" 2>"$tmp/err" ||
	   ! $triple-gcc -static -o "$tmp/confused-c" "$tmp/confused-c.o" 2>"$tmp/err"; then
		fail $tag "cannot build confused.c: $(head -n1 "$tmp/err")"
		continue
	fi
	out=$(run "$tmp/confused" ok 2>&1)
	rc=$?
	if [ $rc -eq 0 ] && [ "$out" = "call 41 tail 42" ]; then
		pass $tag/matching-call-and-sibcall-run
	else
		fail $tag/matching-call-and-sibcall-run "exit $rc: $out"
	fi
	st=${state#-m}
	for mode in call tail; do
		out=$(run "$tmp/confused" $mode 2>&1)
		rc=$?
		ref=$(run "$tmp/confused-c" $mode 2>&1)
		if [ $rc -ne 3 ] || [ "$out" != "signal 5 $st bkpt-0 1 target-entered 0" ]; then
			fail "$tag/type-confused-$mode-stops-at-bkpt-0-before-the-target" "exit $rc: $out"
		elif [ "$out" != "$ref" ]; then
			fail "$tag/type-confused-$mode-stops-at-bkpt-0-before-the-target" "'$out', clang-19's build: '$ref'"
		else
			pass "$tag/type-confused-$mode-stops-at-bkpt-0-before-the-target"
		fi
		# Linux 6.12 under CFI_PERMISSIVE: pc += 4, whatever the state
		out=$(run "$tmp/confused" $mode skip 2>&1 | tail -n1)
		want="went on: $([ $mode = call ] && echo 3 || echo 2) target-entered 1"
		if [ "$out" = "$want" ]; then
			pass "$tag/permissive-skip-of-the-bkpt-goes-on-to-the-$mode"
		else
			fail "$tag/permissive-skip-of-the-bkpt-goes-on-to-the-$mode" "'$out', want '$want'"
		fi
	done
	{ run "$tmp/confused" call die >/dev/null 2>&1; rc=$?; } 2>/dev/null
	if [ $rc -eq $((128 + 5)) ]; then
		pass $tag/type-confused-call-dies-of-sigtrap
	else
		fail $tag/type-confused-call-dies-of-sigtrap "exit $rc, want 133 (SIGTRAP)"
	fi
done

# the scratch registers: a marked .s with the targets GCC's allocator
# leaves for last (ip, lr) and a sibcall through r3 with r2 an argument
if "$build/bin/kcfi-as" --arch=arm -S -o "$tmp/regs.s" "$top/tests/arm/regs.s" 2>"$tmp/err" &&
   "$xkg" -O2 -fsanitize=kcfi -static -o "$tmp/regs" "$top/tests/arm/regs-main.c" "$tmp/regs.s" 2>>"$tmp/err"; then
	out=$(run "$tmp/regs" 2>&1 | paste -sd' ')
	want="call_ip_a 1234 call_lr_a 1234 tail_ip_a 1234 tail_r3_a 127 call_ip_t 1234 call_lr_t 1234 tail_ip_t 1234 tail_r3_t 127"
	if [ "$out" = "$want" ]; then
		pass regs/branches-through-ip-lr-r3-keep-their-arguments
	else
		fail regs/branches-through-ip-lr-r3-keep-their-arguments "'$out'"
	fi
	python3 "$ids" --shape "$tmp/regs" >"$tmp/regs.ids"
	if [ "$(grep -c '^check [ct]' "$tmp/regs.ids")" -eq 8 ] && ! grep -q '^badcheck' "$tmp/regs.ids"; then
		pass regs/every-check-has-kcfi-as-layout
	else
		fail regs/every-check-has-kcfi-as-layout "$(grep -E '^(check|badcheck)' "$tmp/regs.ids" | paste -sd' ')"
	fi
	for f in call_ip_a call_lr_a tail_ip_a tail_r3_a call_ip_t call_lr_t tail_ip_t tail_r3_t; do
		{ run "$tmp/regs" $f >/dev/null 2>&1; rc=$?; } 2>/dev/null
		if [ $rc -eq $((128 + 5)) ]; then
			pass regs/$f-type-confused-dies-of-sigtrap
		else
			fail regs/$f-type-confused-dies-of-sigtrap "exit $rc, want 133"
		fi
	done
else
	fail regs/builds "$(head -n2 "$tmp/err" | tr '\n' ' ')"
fi

# --- GCC's branch ranges count the checks ---------------------------------
# Thumb-2 cbz reaches 126 bytes and tbb/tbh entries are halfword counts;
# in both states the literal pools machine reorg places between 1500
# checked calls must stay in their loads' reach (ARM: 4 KiB), and a pool
# reorg puts right after a marker must not part it from its call.
. "$top/tests/lib/branch-ranges.sh"
branch_ranges arm "$xkg" $triple-gcc "qemu-arm -L /usr/$triple" 'cbz|cbnz' 1500 -mthumb
branch_ranges arm "$xkg" $triple-gcc "qemu-arm -L /usr/$triple" '\.word' 1500 -marm

# --- branches in user inline asm ------------------------------------------
# arm prints no #APP: GCC's "@ N "file" 1" / "@ 0 "" 2" marks bound an asm
# statement, and a branch inside is the user's (unchecked on every arch);
# GCC's own sibcall after it is checked.  Before, kcfi-as took the asm's
# "blx r0" for an unmarked indirect call and failed the build.
cat >"$tmp/ia.c" <<'C'
void f(void (*g)(void)) { asm volatile("blx %0" :: "r"(g)); g(); }
C
for state in -marm -mthumb; do
	name=inline-asm-branch-is-the-users$state
	if ! "$xkg" $state -O2 -fsanitize=kcfi -S -o "$tmp/ia.s" "$tmp/ia.c" 2>"$tmp/err"; then
		fail $name "$(grep -m1 error "$tmp/err")"
	elif [ "$(grep -A1 '^@ 1 "' "$tmp/ia.s" | tail -n1 | tr -s ' \t' ' ')" != " blx r0" ] ||
	     [ "$(grep -c 'bkpt' "$tmp/ia.s")" -ne 1 ] ||
	     ! grep -A1 -E '^\s*b\s+\.Lkcfi_pass' "$tmp/ia.s" | grep -qE '^\.Lkcfi_pass' ||
	     ! grep -qE '^\s*bx\s+r0' "$tmp/ia.s"; then
		fail $name "$(grep -E 'blx|bx|bkpt' "$tmp/ia.s" | tr -s ' \t' ' ' | paste -sd';')"
	else
		pass $name
	fi
done

# --- refused by name -----------------------------------------------------
# refused KCFI-AS-INPUT-LINES NAME WANT: kcfi-as fails and says WANT
refused() {
	printf '\t.kcfi_version 1\n\t.syntax unified\n\t.text\nf:\n%b' "$1" >"$tmp/r.s"
	"$build/bin/kcfi-as" --arch=arm -S -o "$tmp/r-out.s" "$tmp/r.s" >"$tmp/err" 2>&1
	rc=$?
	if [ $rc -eq 1 ] && grep -qF "$3" "$tmp/err"; then
		pass "$2"
	else
		fail "$2" "exit $rc: $(head -n1 "$tmp/err")"
	fi
}
refused '\tmov\tlr, pc\n\t.kcfi_call "_ZTSFvvE"\n\tbx\tr3\n' \
	pre-v5-mov-lr-pc-call-is-refused-by-name "r.s:5: error: unrecognised indirect call form 'mov lr, pc'"
refused '\tit\tne\n\t.kcfi_call "_ZTSFvvE"\n\tbxne\tr3\n' \
	conditional-sibcall-is-refused-by-name "r.s:7: error: unrecognised indirect call form 'bxne r3'"
refused '\t.kcfi_call "_ZTSFvvE"\n\ttbb\t[pc, r3]\n' \
	call-marker-on-a-jump-table-is-refused-by-name "r.s:6: error: cannot emit a check on 'tbb': arm checks a branch through a register only"
# thumb2_output_casesi prints "cmp; bhi .Ldefault; tbb" as one insn
printf '\t.kcfi_version 1\n\t.syntax unified\n\t.thumb\n\t.text\nf:\n\t.kcfi_nocheck "jump"\n\tcmp\tr3, #4\n\tbhi\t.L9\n\ttbb\t[pc, r3]\n.L9:\n\tbx\tlr\n' >"$tmp/t.s"
if "$build/bin/kcfi-as" --arch=arm -S -o "$tmp/t-out.s" "$tmp/t.s" >"$tmp/err" 2>&1; then
	pass thumb2-jump-table-marker-reaches-past-its-bounds-check
else
	fail thumb2-jump-table-marker-reaches-past-its-bounds-check "$(head -n1 "$tmp/err")"
fi
"$xkg" -O2 -fsanitize=kcfi -fpatchable-function-entry=4,2 -c "$src" -o "$tmp/p.o" 2>"$tmp/err"
rc=$?
if [ $rc -ne 0 ] && [ ! -e "$tmp/p.o" ] &&
   grep -q 'error: cannot emit a check: arm checks do not support 2 prefix nops' "$tmp/err"; then
	pass prefix-nops-are-refused-with-a-reason
else
	fail prefix-nops-are-refused-with-a-reason "exit $rc: $(grep -m1 error "$tmp/err")"
fi
"$build/bin/kcfi-as" --arch=arm --verify -S -o "$tmp/v.s" "$top/tests/arm/regs.s" >"$tmp/out" 2>&1
rc=$?
# every marked branch of regs.s is checked, pushes and all, and --verify
# reads each check back (tests/unit/verify.c plants the defects)
want=$(grep -c '\.kcfi_call' "$top/tests/arm/regs.s")
if [ $rc -eq 0 ] && [ ! -s "$tmp/out" ] && [ "$want" -gt 0 ] &&
   [ "$(grep -c 'bkpt' "$tmp/v.s")" = "$want" ]; then
	pass verify-reads-every-check-of-regs.s
else
	fail verify-reads-every-check-of-regs.s "exit $rc, $want calls: $(head -n1 "$tmp/out")"
fi
