# Sourced by the cross tiers. branch_ranges TIER XKG GCC RUN SHORT FAR [FLAG...]:
# tests/lib/branch-ranges.py FAR built -O2 -static with FLAGs by XKG
# (-fsanitize=kcfi) must assemble and, run by RUN, print "ok": GCC sized its
# branches and jump tables with the checks' bytes counted. Plain GCC's -S
# must hold the short forms matching the regex SHORT, or the case would
# test nothing. Prints TIER/branch-ranges-count-the-checks[FLAGS] PASS or FAIL.
branch_ranges() {
	local tier=$1 xkg=$2 gcc=$3 run=$4 short=$5 far=$6 d name out
	shift 6
	name="$tier/branch-ranges-count-the-checks${*:+ $*}"
	d=$(mktemp -d "${TMPDIR:-/tmp}/kcfi-ranges.XXXXXX")
	python3 "$KCFI_TOP/tests/lib/branch-ranges.py" "$far" >"$d/r.c"
	if ! "$gcc" -O2 "$@" -S -o "$d/plain.s" "$d/r.c" 2>"$d/err" ||
	   ! grep -Eq "^[[:space:]]($short)[[:space:]]" "$d/plain.s"; then
		echo "FAIL $name: plain $gcc's code has no '$short' to stretch: $(head -n 2 "$d/err")"
	elif ! "$xkg" -O2 "$@" -fsanitize=kcfi -static -o "$d/r" "$d/r.c" 2>"$d/err"; then
		echo "FAIL $name: $(grep -m 2 -i error "$d/err" | tr '\n' ' ')"
	elif [ "$(out=$($run "$d/r" 2>&1); echo "$out")" != ok ]; then
		echo "FAIL $name: the program printed '$($run "$d/r" 2>&1 | head -n 1)'"
	else
		echo "PASS $name"
	fi
	rm -rf "$d"
}
