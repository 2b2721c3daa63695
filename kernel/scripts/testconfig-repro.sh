#!/usr/bin/env bash
# Deterministic reproduction of the kconfig selftest BrokenPipeError warning
# fixed by patches/0002: the Debian tree's conftest.py must fail, the patched
# one must pass.  Prints PASS/FAIL lines; exits non-zero on any FAIL.
#
# Usage: testconfig-repro.sh TREE OBJDIR
#   TREE    kernel tree made by apply-series.sh (git, tag debian-base)
#   OBJDIR  scratch O= directory (scripts/kconfig/conf is built there)
#
# Why it is deterministic: conftest.py writes conf's input through Python's
# buffered pipe writer and never flushes it, so conf only gets input in 8 KiB
# chunks and, when it exits, bytes are always still buffered.  They are
# flushed by the garbage collector into a pipe nobody reads any more.  Release
# CPython silences errors from that finalizer, which is why the warning comes
# and goes; PYTHONDEVMODE=1 makes CPython report it every time, and
# "-W error::pytest.PytestUnraisableExceptionWarning" turns the report into a
# test failure.  Python and pytest are Debian's (/usr/bin/python3,
# python3-pytest), not whatever python3 comes first in PATH.
set -uo pipefail
tree=$1
obj=$2
py=/usr/bin/python3
failed=0
pass() { echo "PASS $1"; }
fail() { echo "FAIL $1: $2"; failed=1; }

if ! $py -c 'import pytest' 2>/dev/null; then
	echo "FAIL kconfig/pytest: $py has no pytest (apt-get install python3-pytest)"
	exit 1
fi
export PYTHONDEVMODE=1
export PYTEST_ADDOPTS="-W error::pytest.PytestUnraisableExceptionWarning -p no:cacheprovider"
mkdir -p "$obj"

# After: the patched tree, through the real entry point.  Three runs, all
# must pass.
for i in 1 2 3; do
	log=$obj/after-$i.log
	if make -C "$tree" O="$obj" PYTHON3=$py -s testconfig >"$log" 2>&1; then
		pass "kconfig/testconfig-patched/run$i ($(grep -oE '[0-9]+ passed' "$log"))"
	else
		fail "kconfig/testconfig-patched/run$i" "$(grep -m1 -E 'BrokenPipeError|[0-9]+ failed' "$log") (log: $log)"
	fi
done

# Before: the same conf binary, the same pytest, the tarball's tests
# directory (tag debian-base).  Three runs, each must fail with the
# BrokenPipeError warning -- and with nothing else.
before=$obj/debian-base
rm -rf "$before"
mkdir -p "$before"
git -C "$tree" archive debian-base scripts/kconfig/tests | tar -x -C "$before"
for i in 1 2 3; do
	log=$obj/before-$i.log
	# conftest.py finds conf as ./scripts/kconfig/conf: run in OBJDIR.
	(cd "$obj" && $py -B -m pytest "$before/scripts/kconfig/tests") >"$log" 2>&1
	rc=$?
	nfail=$(grep -oE '[0-9]+ failed' "$log" | head -1)
	nbrok=$(grep -c '^E *BrokenPipeError: \[Errno 32\] Broken pipe' "$log")
	if [ $rc -eq 0 ]; then
		fail "kconfig/testconfig-debian/run$i" "passed, the warning did not reproduce (log: $log)"
	elif [ "$nbrok" -eq 0 ] || [ "${nfail%% *}" != "$nbrok" ]; then
		fail "kconfig/testconfig-debian/run$i" "$nfail, but $nbrok with BrokenPipeError (log: $log)"
	else
		pass "kconfig/testconfig-debian/run$i (reproduced: $nfail, each a BrokenPipeError)"
	fi
done
exit $failed
