#!/usr/bin/env bash
# runner tier: the test runner cannot lose a failure. Each case builds a tree
# of deliberately broken tiers or cases and runs the real tests/run or tier
# script on it; the broken part must be reported as FAIL (or only the cases
# that need a missing tool as SKIP), and a good tree must still pass.
set -u
top=${KCFI_TOP:?}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

pass() { echo "PASS runner/$1"; }
fail() { echo "FAIL runner/$1: $2"; }
# expect NAME FILE LINE...: every LINE occurs in FILE (fixed string)
expect() {
	local name=$1 file=$2 line
	shift 2
	for line in "$@"; do
		if ! grep -qF -- "$line" "$file"; then
			fail "$name" "no line '$line' in: $(tail -n 3 "$file" | tr '\n' ' ')"
			return
		fi
	done
	pass "$name"
}

# tier NAME SCRIPT: a tier of the fake tree; its check.sh is executable.
fake=$tmp/top/tests
tier() {
	mkdir -p "$fake/$1"
	printf '#!/usr/bin/env bash\n%s\n' "$2" >"$fake/$1/check.sh"
	chmod +x "$fake/$1/check.sh"
}
tier good 'echo "PASS good/a"'
tier crash 'echo "PASS crash/a"; exit 3'
tier silent 'echo "just talk"'
tier skipping 'echo "PASS skipping/a"; echo "SKIP skipping/b: no tool"'
tier noexec 'echo "PASS noexec/a"'
chmod -x "$fake/noexec/check.sh"

run() { KCFI_TESTS=$fake CI=${CI_MODE:-} "$top/tests/run" "$@" >"$tmp/out" 2>&1; rc=$?; }

run good
if [ $rc -eq 0 ] && grep -qx '1 passed, 0 failed, 0 skipped' "$tmp/out"; then
	pass good-tier-passes
else
	fail good-tier-passes "exit $rc: $(tail -n 1 "$tmp/out")"
fi

run good crash noexec silent absent
if [ $rc -eq 0 ]; then
	fail broken-tiers-fail-the-run "exit 0: $(tail -n 1 "$tmp/out")"
else
	expect broken-tiers-fail-the-run "$tmp/out" \
		"FAIL crash/check.sh: exited 3" \
		"FAIL noexec: $fake/noexec/check.sh is not executable" \
		"FAIL silent: the tier reported no case" \
		"FAIL absent: no tier script" \
		"2 passed, 4 failed, 0 skipped"
fi

CI_MODE=true run skipping
if [ $rc -ne 0 ] && grep -qx 'CI: 1 required test(s) skipped' "$tmp/out"; then
	pass skip-fails-under-ci
else
	fail skip-fails-under-ci "exit $rc: $(tail -n 1 "$tmp/out")"
fi
CI_MODE= run skipping
if [ $rc -eq 0 ]; then pass skip-passes-outside-ci; else fail skip-passes-outside-ci "exit $rc"; fi

# With no argument, tests/run runs the tiers of tests/tiers, and a tier
# folder that the list does not name fails the run instead of never running.
lt=$tmp/listed/tests
mkdir -p "$lt/good" "$lt/stray"
cp "$fake/good/check.sh" "$lt/good/"
printf '#!/bin/sh\necho "PASS stray/a"\n' >"$lt/stray/check.sh"
chmod +x "$lt/stray/check.sh"
printf '# the list\ngood    # a comment\n' >"$lt/tiers"
KCFI_TESTS=$lt CI= "$top/tests/run" >"$tmp/out" 2>&1
if [ $? -eq 0 ]; then
	fail unlisted-tier-folder-fails-the-run "exit 0: $(tail -n 1 "$tmp/out")"
else
	expect unlisted-tier-folder-fails-the-run "$tmp/out" \
		"FAIL stray: tier folder not listed in tests/tiers" \
		"PASS good/a" "1 passed, 1 failed, 0 skipped"
fi
# listed as manual: not run by default, and no failure
printf 'good\nstray manual\n' >"$lt/tiers"
KCFI_TESTS=$lt CI= "$top/tests/run" >"$tmp/out" 2>&1
if [ $? -eq 0 ] && ! grep -q stray "$tmp/out" &&
   grep -qx '1 passed, 0 failed, 0 skipped' "$tmp/out"; then
	pass manual-tier-is-listed-but-not-run
else
	fail manual-tier-is-listed-but-not-run "$(grep -m1 stray "$tmp/out" || tail -n 1 "$tmp/out")"
fi
# The real list names every tier folder, so the fast loop (tests/run runner
# ...) finds a forgotten line before a full run does.
missing=
for script in "$top"/tests/*/check.sh; do
	t=${script%/check.sh} t=${t##*/}
	{ "$top/tests/run" --list; "$top/tests/run" --list manual; } |
		grep -qx -- "$t\(@gcc-[0-9]*\)\?" || missing+=" $t"
done
if [ -z "$missing" ]; then
	pass tests-tiers-names-every-tier-folder
else
	fail tests-tiers-names-every-tier-folder "not in tests/tiers:$missing"
fi

# TIER@gcc-N: the tier again with KCFI_REAL_CC=gcc-N, its cases renamed and
# counted; a gcc-N that is not installed is a skip (gcc-77 is a stand-in).
tier gccenv 'echo "PASS gccenv/cc=${KCFI_REAL_CC:-none}/major=${KCFI_TEST_GCC_MAJOR:-none}"; echo "FAIL gccenv/b: broken"'
mkdir -p "$tmp/bin" && printf '#!/bin/sh\nexit 0\n' >"$tmp/bin/gcc-77" && chmod +x "$tmp/bin/gcc-77"
PATH=$tmp/bin:$PATH KCFI_TESTS=$fake env -u KCFI_REAL_CC -u KCFI_TEST_GCC_MAJOR -u CI \
	"${KCFI_RUN:-$top/tests/run}" gccenv gccenv@gcc-77 gccenv@gcc-999 >"$tmp/out" 2>&1
expect tier-at-gcc-n-runs-the-tier-with-that-gcc "$tmp/out" \
	"PASS gccenv/cc=none/major=none" \
	"PASS gcc-77:gccenv/cc=gcc-77/major=77" \
	"failed: gccenv@gcc-77: gcc-77:gccenv/b: broken" \
	"SKIP gccenv@gcc-999: gcc-999 not installed (make deps)" \
	"2 passed, 2 failed, 1 skipped"

# Unit binaries: a crash or non-zero exit after PASS lines, or no line, fails.
ut=$tmp/unit
mkdir -p "$ut/top/tests/unit" "$ut/build/tests/unit"
unit() {	# NAME C-BODY-OF-MAIN
	printf '#include <stdio.h>\n#include <stdlib.h>\nint main(void) { %s }\n' "$2" >"$ut/top/tests/unit/$1.c"
	gcc -o "$ut/build/tests/unit/$1" "$ut/top/tests/unit/$1.c"
}
unit crashes 'puts("PASS a"); fflush(stdout); abort();'
unit exits-1 'puts("PASS a"); return 1;'
unit says-nothing 'return 0;'
unit fine 'puts("PASS a"); return 0;'
# A harness CHECK that fails makes its RUN line FAIL and main's status non-zero.
cat >"$ut/top/tests/unit/harness-check.c" <<'C'
#include "harness.h"
static void t_fails(void) { CHECK(1 + 1 == 3); }
int main(void) { RUN(t_fails); return harness_failures != 0; }
C
gcc -I"$top/tests/unit" -o "$ut/build/tests/unit/harness-check" "$ut/top/tests/unit/harness-check.c"
: >"$ut/top/tests/unit/not-built.c"
KCFI_TOP=$ut/top KCFI_BUILD=$ut/build "$top/tests/unit/check.sh" >"$tmp/unit.out" 2>&1
expect unit-crash-exit-and-silence-fail "$tmp/unit.out" \
	"FAIL unit/crashes: killed by signal 6" \
	"FAIL unit/exits-1: exited 1" \
	"FAIL unit/says-nothing: ran no test" \
	"PASS unit/fine/a" \
	"FAIL unit/harness-check/t_fails" \
	"FAIL unit/harness-check: exited 1" \
	"FAIL unit/not-built: not built"

# Case files that would test nothing: a corner .c with no RUN/ERR line, a
# runtime program with no BUILD line.
ct=$tmp/corner
mkdir -p "$ct/top/tests/corner"
ln -s "$top/tests/lib" "$ct/top/tests/lib"
printf 'void f(void) {}\n// CHECK: f:\n' >"$ct/top/tests/corner/no-run-line.c"
printf '// OK: good\nint main(void) { return 0; }\n' >"$ct/top/tests/corner/rt-no-build-line.c"
KCFI_TOP=$ct/top KCFI_BUILD=${KCFI_BUILD:?} "$top/tests/corner/check.sh" >"$tmp/corner.out" 2>&1
expect case-without-run-line-fails "$tmp/corner.out" \
	"FAIL corner/no-run-line: no RUN or ERR line" \
	"FAIL corner/rt-no-build-line: needs a BUILD line"

# A missing clang-19 skips only the check tier's cases that compare with it:
# the tier goes on past them (fnv1a-hash needs only kcfi-gcc).
bin=$tmp/bin
mkdir -p "$bin"
for d in /usr/local/bin /usr/bin /bin; do
	for f in "$d"/*; do
		n=${f##*/}
		[ "$n" = clang-19 ] || [ -e "$bin/$n" ] || ln -s "$f" "$bin/$n"
	done
done
PATH=$bin "$top/tests/check/check.sh" >"$tmp/check.out" 2>&1
if grep -q '^FAIL ' "$tmp/check.out"; then
	fail missing-clang-skips-only-its-cases "$(grep -m1 '^FAIL ' "$tmp/check.out")"
else
	expect missing-clang-skips-only-its-cases "$tmp/check.out" \
		"SKIP check/x86_64/clang/everyday: clang-19 not installed" \
		"PASS check/x86_64/gcc/everyday/dwarf-ids" \
		"PASS check/fnv1a-hash"
fi

# The build on a machine without a cross toolchain (a triple that has no gcc
# stands in for the CROSS list): a plain make says in one line what it skips;
# make check under CI=true refuses to run without it.
make -s -C "$top" -n all CROSS=no-such-triple >"$tmp/make.out" 2>&1
if [ "$(grep -c 'skipping no-such-triple-kcfi-gcc' "$tmp/make.out")" = 1 ] &&
   ! grep -q 'pic-no-such-triple' "$tmp/make.out"; then
	pass plain-make-without-cross-toolchain-says-what-it-skips
else
	fail plain-make-without-cross-toolchain-says-what-it-skips "$(head -n 2 "$tmp/make.out" | tr '\n' ' ')"
fi
if CI=true make -s -C "$top" -n check CROSS=no-such-triple >"$tmp/make.out" 2>&1; then
	fail ci-check-requires-cross-toolchain "make -n check succeeded"
else
	expect ci-check-requires-cross-toolchain "$tmp/make.out" "CI=true: the no-such-triple part is required"
fi

# 'make deps demo' on a fresh machine: nothing may probe the toolchain while
# the Makefile is parsed, before deps has installed it. Logging stand-ins for
# every probed tool come first on PATH; 'make -n deps' must call none of them.
fb=$tmp/fakebin
mkdir -p "$fb"
for t in gcc g++ cc pkg-config aarch64-linux-gnu-gcc; do
	printf '#!/bin/sh\necho "%s $*" >>%s/probes\n' "$t" "$tmp" >"$fb/$t"
	chmod +x "$fb/$t"
done
PATH=$fb:$PATH make -s -C "$top" -n deps >"$tmp/make.out" 2>&1
if [ ! -s "$tmp/probes" ] && grep -q 'apt-get install' "$tmp/make.out"; then
	pass make-parses-without-probing-the-toolchain
else
	fail make-parses-without-probing-the-toolchain "probed at parse time: $(head -n 2 "$tmp/probes" 2>/dev/null | tr '\n' ';')"
fi

# The tests' arch table (tests/lib/arches.sh) and the tools' (src/lib/arches.h)
# name the same arches, each test triple with the tools' -dumpmachine prefix.
. "$top/tests/lib/arches.sh"
tools=$(sed -n 's/^[[:space:]]*X(\([a-z0-9_]*\), EM_[A-Z0-9_]*, "\([^"]*\)").*/\1 \2/p' "$top/src/lib/arches.h")
bad=
while read -r name prefix; do
	t=$(arch_field "$name" 3)
	[ -n "$t" ] && [ "${t#"$prefix"}" != "$t" ] || bad+=" $name:'${t:-missing}'"
done <<<"$tools"
[ "$(awk 'NF' <<<"$arch_rows" | wc -l)" = "$(wc -l <<<"$tools")" ] || bad+=" rows: $(awk 'NF { print $1 }' <<<"$arch_rows" | tr '\n' ' ')"
if [ -z "$tools" ]; then fail arch-table-matches-the-tools "no X() row read from src/lib/arches.h"
elif [ -n "$bad" ]; then fail arch-table-matches-the-tools "$bad"
else pass arch-table-matches-the-tools; fi
