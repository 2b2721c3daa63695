#!/usr/bin/env bash
# Boot a kernel under QEMU TCG and judge its serial console.
#
# Usage: boot-test.sh BZIMAGE INITRD CONFIG EXPECT LOG [TIMEOUT [EXTRA_CMDLINE]]
#
# The kernel runs the built-in KUnit suites, then our /init (kernel/init/init.c)
# fires the LKDTM tests that EXPECT lists for CONFIG, each from a forked child,
# and reboots; QEMU's -no-reboot turns that into an exit.  Prints one
# "PASS name" / "FAIL name: why" line per assertion (the tests/ contract) and
# exits non-zero if any assertion failed.
#
# EXPECT format (like LKDTM's tools/testing/selftests/lkdtm/tests.txt, plus a
# config column):   CONFIGS  TEST  REGEX
#   CONFIGS  comma-separated config names the line applies to
#   TEST     LKDTM test name, written to provoke-crash/DIRECT
#   REGEX    grep -E pattern that must match a console line printed between
#            init's "LKDTM TEST: begin" and "LKDTM TEST: end" markers;
#            a leading '!' inverts it: no line there may match.
#            The word @panics instead says the test ends the run in a kernel
#            panic (riscv64: a kernel-mode ebreak is handled as an NMI, so the
#            CFI oops is "Fatal exception in interrupt"): it runs last, its
#            span is the rest of the log and must hold "Kernel panic - not
#            syncing", and its child never finishes, so init never prints
#            "done" (QEMU exits through panic=-1's reboot instead).
#            TEST @log instead names no LKDTM test: REGEX applies to the
#            whole console log (init's userspace steps, defconfig).
#
# Environment: QEMU, QEMU_MACHINE, CONSOLE, QEMU_CPU (see below); QEMU_MEM
# (default 512M), QEMU_EXTRA (more QEMU arguments: -smp, -drive);
# EXPECT_MODULES (the build's module count: init must report "N of N loaded
# ok" with this N) and EXPECT_KUNIT_MODULES (each such module prints its own
# KTAP plan when it loads, after the built-in suites' plan).
set -uo pipefail
bzimage=$1 initrd=$2 config=$3 expect=$4 log=$5 timeout=${6:-900} extra=${7:-}
qemu=${QEMU:-qemu-system-x86_64}
# arm64: QEMU_MACHINE="-M virt,gic-version=3" CONSOLE=ttyAMA0; riscv64:
# QEMU_CPU=rv64 (QEMU 7.2 has no riscv "max")
machine=${QEMU_MACHINE:-} console=${CONSOLE:-ttyS0} cpu=${QEMU_CPU:-max}
failed=0

pass() { echo "PASS $1"; }
fail() { echo "FAIL $1: $2"; failed=1; }

# Expectation lines for this config: "TEST<TAB>REGEX".
rules=$(awk -v cfg="$config" '
	/^[[:space:]]*(#|$)/ { next }
	{
		n = split($1, cfgs, ",")
		for (i = 1; i <= n; i++)
			if (cfgs[i] == cfg) {
				test = $2
				sub(/^[[:space:]]*[^[:space:]]+[[:space:]]+[^[:space:]]+[[:space:]]+/, "")
				print test "\t" $0
			}
	}' "$expect")
panics=$(awk -F'\t' '$2 == "@panics" { print $1 }' <<<"$rules" | sort -u)
# @log rules judge the whole log; they name no LKDTM test to run.
logrules=$(awk -F'\t' '$1 == "@log"' <<<"$rules")
rules=$(awk -F'\t' '$1 != "@log"' <<<"$rules")
if [ "$(grep -c . <<<"$panics")" -gt 1 ]; then
	fail "kernel/$config/expect" "more than one @panics test for '$config': $(paste -sd' ' - <<<"$panics")"
	exit 1
fi
# the order of first appearance in EXPECT, the @panics test last
tests=$(cut -f1 <<<"$rules" | awk -v p="$panics" 'NF && !seen[$0]++ && $0 != p' | paste -sd, -)
tests=$tests${panics:+,$panics}
tests=${tests#,}
if [ -z "$tests" ]; then
	fail "kernel/$config/expect" "no LKDTM test listed for config '$config' in $expect"
	exit 1
fi

# TCG, one CPU unless QEMU_EXTRA says -smp (tinyconfig is !SMP), serial
# console into the log file.
# panic=-1: a panic reboots at once, i.e. QEMU exits instead of hanging until
# the timeout.  kunit.stats_enabled=2: every suite prints its pass/fail/skip
# line, even single-case suites, so totals can be summed.  LKDTM_TESTS reaches
# /init as an environment variable.
start=$(date +%s)
# shellcheck disable=SC2086
timeout --foreground -k 10 "$timeout" "$qemu" $machine -accel tcg -cpu "$cpu" -m "${QEMU_MEM:-512M}" \
	${QEMU_EXTRA:-} -display none -monitor none -serial "file:$log" -no-reboot \
	-kernel "$bzimage" -initrd "$initrd" \
	-append "console=$console panic=-1 kunit.stats_enabled=2 $extra LKDTM_TESTS=$tests" \
	</dev/null
rc=$?
secs=$(( $(date +%s) - start ))
# Strip the CRs of the serial line discipline so patterns can anchor on '$'.
sed -i 's/\r$//' "$log"

t=kernel/$config
if [ $rc -eq 124 ] || [ $rc -eq 137 ]; then
	fail "$t/qemu" "timed out after ${timeout}s (log: $log)"
elif [ $rc -ne 0 ]; then
	fail "$t/qemu" "qemu exited $rc (log: $log)"
else
	pass "$t/qemu (${secs}s)"
fi

# Boot marker: userspace was reached and /init ran to its end (with a
# @panics test: to that test, the last one).
if [ -n "$panics" ]; then
	done_line="KCFI-INIT: LKDTM $panics: begin"
else
	done_line="KCFI-INIT: done"
fi
if grep -q '^KCFI-INIT: started$' "$log" && grep -qxF "$done_line" "$log"; then
	pass "$t/boot-marker${panics:+ (to $panics, which ends the run)}"
else
	fail "$t/boot-marker" "no 'KCFI-INIT: started'/'$done_line' on the console"
fi

# Syscalls ran and returned: init's console lines are write(2)s, its mounts
# must succeed, each LKDTM test is a fork(2)+wait4(2), and QEMU only exits
# through reboot(2) (with a @panics test: through the panic's reboot).  On
# arm64 every one of them is a checked indirect call in invoke_syscall(), on
# riscv64 in syscall_handler().
if grep -qxF "$done_line" "$log" && [ $rc -eq 0 ] &&
   ! grep -qE '^KCFI-INIT: (mount .* failed|reboot failed)' "$log"; then
	pass "$t/syscalls-ran"
else
	fail "$t/syscalls-ran" "$(grep -m1 -E '^KCFI-INIT: (mount .* failed|reboot failed)' "$log" || echo "init did not finish, qemu exit $rc")"
fi

# KUnit.  The executor prints an unindented KTAP plan "1..N" and one
# unindented "ok K suite" / "not ok K suite" line per suite, preceded by the
# suite's unindented "# suite: pass:P fail:F skip:S total:T" (indented stats
# lines belong to test cases, "# Totals:" to parameters).
# Built-in suites print one plan at boot; every KUnit module prints its own
# plan when it loads (kunit_exec_run_tests()), and numbers its suites from 1:
# the suites expected are the sum of all plans.
plans=$(grep -cE '^1\.\.[0-9]+$' "$log")
plan=$(grep -E '^1\.\.[0-9]+$' "$log" | cut -c4- | awk '{ n += $1 } END { if (NR) print n }')
ok=$(grep -cE '^ok [0-9]+ ' "$log")
notok=$(grep -E '^not ok [0-9]+ ' "$log" | cut -d' ' -f4 | paste -sd' ' -)
read -r kp kf ks kt < <(grep -E '^# [^ ]+: pass:[0-9]+ fail:[0-9]+ skip:[0-9]+ total:[0-9]+$' "$log" | grep -v '^# Totals:' |
	sed -E 's/.*pass:([0-9]+) fail:([0-9]+) skip:([0-9]+) total:([0-9]+)/\1 \2 \3 \4/' |
	awk '{ p += $1; f += $2; s += $3; t += $4 } END { print p + 0, f + 0, s + 0, t + 0 }')
# Linux 6.1's KUnit prints no plan for a module's suites (later executors
# do): with no plan but the built-in one, the suites are counted by their
# headers ("    # Subtest: NAME", indented once; a case's are deeper).
modsuites=
headers=$(grep -cE '^    # Subtest: ' "$log")
if [ -n "${EXPECT_KUNIT_MODULES:-}" ] && [ "$plans" -eq 1 ] && [ "$headers" -gt "${plan:-0}" ]; then
	modsuites=$((headers - plan))
	plan=$headers
fi
if [ -z "$plan" ] || [ "$plan" -eq 0 ]; then
	fail "$t/kunit" "no KUnit plan line (1..N) on the console"
elif [ -n "$notok" ]; then
	fail "$t/kunit" "suites failed: $notok"
elif [ "$ok" -ne "$plan" ]; then
	fail "$t/kunit" "$ok of $plan suites reported ok"
elif [ "$kf" -ne 0 ] || [ "$kt" -eq 0 ]; then
	fail "$t/kunit" "case totals pass:$kp fail:$kf skip:$ks total:$kt"
elif [ -n "${EXPECT_KUNIT_MODULES:-}" ] && [ -z "$modsuites" ] && [ "$plans" -ne $((EXPECT_KUNIT_MODULES + 1)) ]; then
	fail "$t/kunit" "$plans KTAP plans, want 1 built-in + $EXPECT_KUNIT_MODULES KUnit modules"
elif [ -n "$modsuites" ] && [ "$modsuites" -lt "$EXPECT_KUNIT_MODULES" ]; then
	fail "$t/kunit" "$modsuites suites without a plan, want one at least from each of $EXPECT_KUNIT_MODULES KUnit modules"
elif [ -n "$modsuites" ]; then
	pass "$t/kunit ($plan suites, $modsuites of them from $EXPECT_KUNIT_MODULES modules without plans; cases pass:$kp fail:$kf skip:$ks total:$kt)"
else
	pass "$t/kunit ($plan suites${EXPECT_KUNIT_MODULES:+ in $((plans - 1)) modules + built-in}; cases pass:$kp fail:$kf skip:$ks total:$kt)"
fi

# Modules: init loaded every module the build made, each reported once.
if [ -n "${EXPECT_MODULES:-}" ]; then
	loaded=$(grep -cE '^KCFI-INIT: modules: [^ ]+\.ko: loaded$' "$log")
	if grep -qxF "KCFI-INIT: modules: $EXPECT_MODULES of $EXPECT_MODULES loaded ok" "$log" &&
	   [ "$loaded" -eq "$EXPECT_MODULES" ]; then
		pass "$t/modules-loaded ($loaded of $EXPECT_MODULES)"
	else
		fail "$t/modules-loaded" "$loaded 'loaded' lines, want $EXPECT_MODULES; $(grep -m3 -E '^KCFI-INIT: modules: .*(FAILED|dependency)' "$log" | paste -sd';' -)"
	fi
fi

# @log rules: init's userspace steps, judged on the whole log.
while IFS=$'\t' read -r _ regex; do
	[ -n "$regex" ] || continue
	name="$t/log: $regex"
	if [[ $regex == '!'* ]]; then
		hit=$(grep -m1 -E -e "${regex#!}" "$log")
		if [ -n "$hit" ]; then fail "$name" "console printed: $hit"; else pass "$name"; fi
	elif grep -q -E -e "$regex" "$log"; then
		pass "$name"
	else
		fail "$name" "no console line matches"
	fi
done <<<"$logrules"

# No false positives: not a single CFI report before /init started the
# LKDTM tests (that span covers early boot, every initcall and KUnit).
first=$(grep -n -m1 -E '^KCFI-INIT: LKDTM [A-Z0-9_]+: begin$' "$log" | cut -d: -f1)
boot_cfi=$(head -n $(( ${first:-$(wc -l <"$log")} - 1 )) "$log" | grep -c 'CFI failure')
if [ "$boot_cfi" -eq 0 ]; then
	pass "$t/no-cfi-failure-during-boot"
else
	fail "$t/no-cfi-failure-during-boot" "$boot_cfi 'CFI failure' line(s) before the LKDTM tests, first: $(grep -m1 'CFI failure' "$log")"
fi

# LKDTM: each rule is checked against its own test's console span.
while IFS=$'\t' read -r test regex; do
	[ -n "$test" ] || continue
	span=$(awk -v b="KCFI-INIT: LKDTM $test: begin" -v e="KCFI-INIT: LKDTM $test: end" '
		$0 == b { on = 1 } on { print } on && index($0, e) == 1 { exit }' "$log")
	name="$t/lkdtm/$test: $regex"
	if [ -z "$span" ]; then
		fail "$name" "test never started"
	elif [ "$test" = "$panics" ]; then
		if grep -q "^KCFI-INIT: LKDTM $test: end" <<<"$span"; then
			fail "$name" "the test's child finished: $(grep -m1 "^KCFI-INIT: LKDTM $test: end" <<<"$span")"
		elif [ "$regex" = @panics ]; then
			if grep -q '^Kernel panic - not syncing: ' <<<"$span"; then
				pass "$name ($(grep -m1 '^Kernel panic - not syncing: ' <<<"$span"))"
			else
				fail "$name" "no 'Kernel panic - not syncing' line"
			fi
		elif [[ $regex == '!'* ]]; then
			hit=$(grep -m1 -E -e "${regex#!}" <<<"$span")
			if [ -n "$hit" ]; then fail "$name" "console printed: $hit"; else pass "$name"; fi
		elif grep -q -E -e "$regex" <<<"$span"; then
			pass "$name"
		else
			fail "$name" "no console line matches"
		fi
	elif ! grep -q "^KCFI-INIT: LKDTM $test: end" <<<"$span"; then
		fail "$name" "init never saw the test's child finish"
	elif [[ $regex == '!'* ]]; then
		hit=$(grep -m1 -E -e "${regex#!}" <<<"$span")
		if [ -n "$hit" ]; then fail "$name" "console printed: $hit"; else pass "$name"; fi
	else
		if grep -q -E -e "$regex" <<<"$span"; then pass "$name"; else fail "$name" "no console line matches"; fi
	fi
done <<<"$rules"

exit $failed
