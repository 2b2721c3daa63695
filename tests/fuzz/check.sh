#!/usr/bin/env bash
# fuzz tier: every input a fuzz run found a bug with (tests/fuzz/TARGET/)
# replayed. kcfi-as --verify must either succeed or fail with a kcfi-as: FILE:LINE
# error (exit 1), never crash, hit an internal error (exit 4) or pass a
# wrong output; kcfi-check must exit 0 or 1 with no signal. When the
# sanitizer builds exist (make fuzz-build), each input also runs through its
# libFuzzer target once, under ASan and UBSan.
set -u
top=${KCFI_TOP:?} build=${KCFI_BUILD:?}
w=$(mktemp -d "${TMPDIR:-/tmp}/kcfi-fuzz-tier.XXXXXX")
trap 'rm -rf "$w"' EXIT
for dir in "$top"/tests/fuzz/*/; do
	target=$(basename "$dir")
	for f in "$dir"*; do
		[ -f "$f" ] || continue
		name=fuzz/$target/$(basename "$f")
		case $target in
		kcfi-as-*)
			"$build/bin/kcfi-as" --arch="${target#kcfi-as-}" --verify -S -o "$w/out.s" "$f" \
				2>"$w/err" >/dev/null
			rc=$?
			if [ $rc != 0 ] && ! { [ $rc = 1 ] && head -n 1 "$w/err" | grep -qE '^kcfi-as: [^ ]+:[0-9]+: error: '; }; then
				echo "FAIL $name: exit $rc: $(head -n 1 "$w/err")"; continue
			fi ;;
		kcfi-check)
			"$build/bin/kcfi-check" -q --dwarf "$f" >/dev/null 2>&1
			rc=$?
			if [ $rc -gt 1 ]; then echo "FAIL $name: exit $rc"; continue; fi
			"$build/bin/kcfi-check" --classes --dwarf "$f" >/dev/null 2>&1
			crc=$?
			if [ $crc -gt 1 ]; then echo "FAIL $name: --classes: exit $crc"; continue; fi ;;
		esac
		bin=$build/fuzz/$target
		if [ -x "$bin" ] && ! "$bin" "$f" >"$w/log" 2>&1; then
			echo "FAIL $name: $(grep -m1 -E 'ERROR|runtime error|verify' "$w/log")"; continue
		fi
		echo "PASS $name${rc:+ (exit $rc)}"
	done
done

# The plugin's marker printing with odd identifiers (fuzz/odd-identifiers.py),
# against clang-19: a fixed run of 12 seeds (seeds 8 and 10 name externs
# with UTF-8 and '$', which clang-19 gives no __kcfi_typeid_ symbol);
# `make fuzz-plugin FUZZ_TIME=s` runs fresh seeds for longer.
name=fuzz/plugin-odd-identifiers-match-clang19
if ! command -v clang-19 >/dev/null; then
	echo "SKIP $name: clang-19 not installed (make deps)"
elif out=$("$top/fuzz/plugin.sh" -n 12 1 2>&1); then
	echo "PASS $name: $out"
else
	echo "FAIL $name: $(tail -n 1 <<<"$out")"
fi
