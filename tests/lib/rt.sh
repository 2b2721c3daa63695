# shellcheck shell=bash
# Runtime cases, shared by the runtime, corner and interop tiers.
#
# run_rt TIER SRC [EXTRA...]: for each "// BUILD: flags" line of SRC, build
# it with kcfi-gcc -fsanitize=kcfi -no-pie flags SRC EXTRA (from SRC's
# directory, with tests/lib on the include path for rt.h); then each
# "// OK: case" must exit 0, and each "// TRAP: case" must die by SIGILL at an
# address that .kcfi_traps lists (the program prints "SIGILL at 0x..." and
# exits 42 from its handler, see rt.h). Needs KCFI_GCC and TMP.
run_rt() {
	local tier=$1 src=$2 base exe build tag c out rc addr lib
	shift 2
	lib=$KCFI_TOP/tests/lib
	base=$(basename "$src" .c)
	exe=$TMP/$base
	if ! grep -qE '^// BUILD:' "$src" || ! grep -qE '^// (OK|TRAP):' "$src"; then
		echo "FAIL $tier/$base: needs a BUILD line and an OK or TRAP line, nothing would be tested"
		return
	fi
	grep -E '^// BUILD:' "$src" | while IFS= read -r build; do
		build=${build#*: }
		tag=$(tr -c 'a-zA-Z0-9=,\n-' _ <<<"$build" | tr -s _)
		# shellcheck disable=SC2086
		if ! (cd "$(dirname "$src")" && "$KCFI_GCC" -fsanitize=kcfi -no-pie -I"$lib" \
			$build "$src" "$@" -o "$exe") 2>"$TMP/err"; then
			echo "FAIL $tier/$base/$tag: build failed: $(grep -m1 error "$TMP/err")"
			continue
		fi
		python3 "$lib/traps.py" "$exe" >"$TMP/traps" 2>&1 ||
			{ echo "FAIL $tier/$base/$tag: $(tail -1 "$TMP/traps")"; continue; }
		for c in $(sed -n 's|^// OK: ||p' "$src"); do
			if out=$("$exe" "$c" 2>&1); then
				echo "PASS $tier/$base/$tag/$c-runs"
			else
				echo "FAIL $tier/$base/$tag/$c-runs: exit $?: $out"
			fi
		done
		for c in $(sed -n 's|^// TRAP: ||p' "$src"); do
			out=$("$exe" "$c" 2>&1)
			rc=$?
			addr=$(sed -n 's/^SIGILL at \(0x[0-9a-f]*\)$/\1/p' <<<"$out")
			if [ $rc -ne 42 ] || [ -z "$addr" ]; then
				echo "FAIL $tier/$base/$tag/$c-traps: exit $rc: $out"
			elif ! grep -qx "$addr" "$TMP/traps"; then
				echo "FAIL $tier/$base/$tag/$c-traps: SIGILL at $addr is not in .kcfi_traps"
			else
				echo "PASS $tier/$base/$tag/$c-traps"
			fi
		done
	done
}
