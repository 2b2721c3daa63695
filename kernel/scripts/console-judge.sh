#!/usr/bin/env bash
# The verdict on a Debian guest's console (debian-boot.sh's log): every
# required line there, and no CFI failure.  The guest's lines are matched
# anywhere in a line: getty's login prompt shares the console and may stand
# in front of one.
#
# Usage: console-judge.sh NAME CONSOLE 'PATTERN=WHY'...
#   PATTERN  a grep regular expression one console line must match
#   WHY      what it means when none does (the FAIL line's text)
# Prints "PASS NAME (the guest's boot line)" or "FAIL NAME: WHY" for the
# first rule broken; exit 1 on a FAIL.
set -u
[ $# -ge 2 ] || { echo "usage: console-judge.sh NAME CONSOLE 'PATTERN=WHY'..." >&2; exit 2; }
name=$1 c=$2
shift 2
[ -s "$c" ] || { echo "FAIL $name: no console log $c"; exit 1; }
for rule in "$@"; do
	grep -aq -- "${rule%%=*}" "$c" || { echo "FAIL $name: ${rule#*=}"; exit 1; }
done
if grep -aq 'CFI failure at ' "$c"; then
	echo "FAIL $name: $(grep -a -m1 'CFI failure at ' "$c")"
	exit 1
fi
echo "PASS $name ($(grep -a -m1 -o 'KCFI-GUEST: boot:.*' "$c" | cut -d' ' -f3-))"
