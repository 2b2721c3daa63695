#!/usr/bin/env bash
# Codegen tier, differential against clang-19: each tests/codegen/*.c compiled
# by clang-19 and by kcfi-gcc (-O2 -fsanitize=kcfi -c) must carry the same
# preamble ids, __kcfi_typeid_ values and per-function call-site ids, all read
# back from the two objects by tests/lib/kcfi_ids.py.
set -u
kcfi_gcc=$KCFI_BUILD/bin/kcfi-gcc
ids=$KCFI_TOP/tests/lib/kcfi_ids.py
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if ! command -v clang-19 >/dev/null; then
	echo "SKIP codegen/clang19-differential: clang-19 not installed (make deps)"
	exit 0
fi

# facts KIND FILE: "name id" lines of one kind; checks as "function id" sets.
facts() { awk -v k="$1" '$1 == k { print $2, $3 }' "$2" | sort -u; }

compare() {	# name kind clang-facts gcc-facts
	if diff <(facts "$2" "$3") <(facts "$2" "$4") >"$tmp/diff"; then
		echo "PASS codegen/$1/same-$2-ids-as-clang19"
	else
		echo "FAIL codegen/$1/same-$2-ids-as-clang19: $(grep '^[<>]' "$tmp/diff" | head -6 | tr '\n' ' ') (< clang, > kcfi-gcc)"
	fi
}

for src in "$KCFI_TOP"/tests/codegen/*.c; do
	name=$(basename "$src" .c)
	for flags in "" "-fsanitize-cfi-icall-experimental-normalize-integers"; do
		tag=$name${flags:+-normalized}
		if ! clang-19 -O2 -fsanitize=kcfi $flags -c "$src" -o "$tmp/clang.o" 2>"$tmp/err"; then
			echo "FAIL codegen/$tag: clang-19 failed: $(head -2 "$tmp/err")"
			continue
		fi
		if ! "$kcfi_gcc" -O2 -fsanitize=kcfi $flags -c "$src" -o "$tmp/gcc.o" 2>"$tmp/err"; then
			echo "FAIL codegen/$tag: kcfi-gcc failed: $(head -2 "$tmp/err" | tr '\n' ' ')"
			continue
		fi
		python3 "$ids" "$tmp/clang.o" >"$tmp/clang.ids"
		python3 "$ids" "$tmp/gcc.o" >"$tmp/gcc.ids"
		for kind in preamble typeid check; do
			if [ "$(facts $kind "$tmp/clang.ids" | wc -l)" -eq 0 ] && [ $kind != typeid ]; then
				echo "FAIL codegen/$tag/same-$kind-ids-as-clang19: clang-19 produced none (corpus broken)"
				continue
			fi
			compare "$tag" $kind "$tmp/clang.ids" "$tmp/gcc.ids"
		done
	done
done
