#!/usr/bin/env bash
# Fuzz the plugin's marker printing with odd identifiers against clang-19:
#   fuzz/plugin.sh SECONDS [FIRST_SEED]   (make fuzz-plugin FUZZ_TIME=...)
#   fuzz/plugin.sh -n COUNT [FIRST_SEED]  (a fixed number of seeds: the fuzz tier)
# Each seed is a C file from fuzz/odd-identifiers.py, built at a -O level
# the seed picks, by kcfi-gcc and by clang-19 (x86_64, -g); the preambles,
# checks and __kcfi_typeid_ symbols (tests/lib/kcfi_ids.py) and the __cfi_
# symbols' binding and section must be the same, and kcfi-check --dwarf must
# find kcfi-gcc's object clean. The aarch64 build (when the cross compiler
# is there) must succeed and pass kcfi-check too. A differing seed's C file
# is kept in build/fuzz/crashes-plugin/ and the run exits 1.
set -u
top=$(cd "$(dirname "$0")/.." && pwd)
b=${KCFI_BUILD:-$top/build}
if [ "${1:-}" = -n ]; then count=$2 secs=0; shift 2; else count=0 secs=${1:?usage}; shift; fi
seed=${1:-$(date +%s)}
crashes=$b/fuzz/crashes-plugin
w=$(mktemp -d "${TMPDIR:-/tmp}/kcfi-fuzz-plugin.XXXXXX")
trap 'rm -rf "$w"' EXIT
a64=$b/bin/aarch64-linux-gnu-kcfi-gcc
[ -x "$a64" ] && command -v aarch64-linux-gnu-gcc >/dev/null || a64=

cfi_syms() { python3 "$top/tests/lib/cfi_syms.py" "$1"; }

# SEED: 0 when both compilers agree; else why, on stdout
one() {
	local s=$1 opts=(-O0 -O1 -O2 -O3 -Os)
	local o=${opts[$((s % 5))]}
	python3 "$top/fuzz/odd-identifiers.py" "$s" > "$w/f.c"
	if ! "$b/bin/kcfi-gcc" $o -g -fsanitize=kcfi -w -c "$w/f.c" -o "$w/k.o" 2>"$w/err"; then
		echo "kcfi-gcc $o failed: $(head -c 200 "$w/err")"; return 1
	fi
	if ! clang-19 $o -g -fsanitize=kcfi -w -c "$w/f.c" -o "$w/c.o" 2>"$w/err"; then
		echo "clang-19 $o failed: $(head -c 200 "$w/err")"; return 1
	fi
	python3 "$top/tests/lib/kcfi_ids.py" "$w/k.o" > "$w/k.ids"
	python3 "$top/tests/lib/kcfi_ids.py" "$w/c.o" > "$w/c.ids"
	if ! cmp -s "$w/k.ids" "$w/c.ids"; then
		echo "$o: ids differ: $(diff "$w/k.ids" "$w/c.ids" | grep -a '^[<>]' | head -n 2 | cut -c1-80 | tr '\n' ' ')"; return 1
	fi
	if ! cmp -s <(cfi_syms "$w/k.o") <(cfi_syms "$w/c.o"); then
		echo "$o: __cfi_ symbols differ: $(diff <(cfi_syms "$w/k.o") <(cfi_syms "$w/c.o") | grep -a '^[<>]' | head -n 2 | cut -c1-80 | tr '\n' ' ')"; return 1
	fi
	if ! "$b/bin/kcfi-check" -q --dwarf "$w/k.o" > "$w/chk" 2>&1; then
		echo "$o: kcfi-check: $(head -n 1 "$w/chk" | cut -c1-120)"; return 1
	fi
	if [ -n "$a64" ]; then
		if ! "$a64" $o -g -fsanitize=kcfi -w -c "$w/f.c" -o "$w/a.o" 2>"$w/err"; then
			echo "aarch64 $o failed: $(head -c 200 "$w/err")"; return 1
		fi
		if ! "$b/bin/kcfi-check" -q --dwarf "$w/a.o" > "$w/chk" 2>&1; then
			echo "aarch64 $o: kcfi-check: $(head -n 1 "$w/chk" | cut -c1-120)"; return 1
		fi
	fi
}

n=0 start=$SECONDS
while { [ "$count" -gt 0 ] && [ $n -lt "$count" ]; } ||
      { [ "$count" = 0 ] && [ $((SECONDS - start)) -lt "$secs" ]; }; do
	if ! why=$(one "$seed"); then
		mkdir -p "$crashes"
		cp "$w/f.c" "$crashes/seed-$seed.c"
		echo "seed $seed: $why (kept in $crashes/seed-$seed.c)"
		exit 1
	fi
	n=$((n + 1)) seed=$((seed + 1))
done
echo "plugin: $n seeds agree with clang-19 (last seed $((seed - 1)))"
