#!/usr/bin/env bash
# clang22 tier: differential against clang-22 (LLVM 22's KCFI ABI).
#  * salt.c (cfi_salt on functions, declarations, typedefs, pointer
#    declarators, members; empty, repeated and odd salts) by clang-22
#    --target=T and by kcfi-gcc for x86_64, aarch64, riscv64 and arm (ARM
#    and Thumb-2), with both -fsanitize-kcfi-hash= values, with and without
#    integer normalization: the same preamble ids before the same functions,
#    the same __kcfi_typeid_ values and the same check ids in the same
#    functions, all read back from the objects. clang-22's driver drops
#    -fsanitize-kcfi-hash= ("argument unused"; forwarded only since LLVM PR
#    214827), so clang-22 gets it through -Xclang.
#  * the salt rule itself, by hand: clang-22's ids are the low 32 bits of
#    xxHash64 (xxhsum) of "_ZTS<mangling>.<salt>[.normalized]";
#  * the hash is recorded nowhere but in the ids: the xxHash64 and FNV-1a
#    objects of each compiler have the same sections and symbols;
#  * misuse.c: kcfi-gcc reports each misuse of cfi_salt (redeclarations
#    with another salt included) on the line where clang-22 does, with the
#    same severity, and nothing elsewhere; mix.c: pointers of mixed salts
#    on clang-22's lines (GCC 12 warns where clang-22 errs);
#  * runtime.c: a salted pointer calling an unsalted function of the same
#    prototype, and the reverse, trap in the check (natively on x86_64,
#    under qemu-user elsewhere), as clang-22's build does.
set -u
top=${KCFI_TOP:?} build=${KCFI_BUILD:?}
tier=clang22
pass() { echo "PASS $tier/$1"; }
fail() { echo "FAIL $tier/$1: $2"; }
skip() { echo "SKIP $tier/$1: $2"; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/kcfi-$tier-test.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
src=$top/tests/clang22/salt.c
rt=$top/tests/clang22/runtime.c
arm22=$top/tests/clang22/arm22_checks.py

for tool in clang-22 xxhsum readelf; do
	if ! command -v $tool >/dev/null; then
		skip all "$tool not installed (make deps)"
		exit 0
	fi
done

# --- misuse: the lines and severities of clang-22's diagnostics ----------
# diags: "LINE SEVERITY" of each error or warning of misuse.c on stdin
diags() { sed -nE 's/^[^ :]*misuse\.c:([0-9]+):[0-9]+: (error|warning): .*/\1 \2/p' | sort -u; }
clang-22 -fsyntax-only -fsanitize=kcfi "$top/tests/clang22/misuse.c" 2>&1 | diags >"$tmp/c.diag"
"$build/bin/kcfi-gcc" -fsanitize=kcfi -S -o /dev/null "$top/tests/clang22/misuse.c" 2>&1 | diags >"$tmp/k.diag"
if [ "$(wc -l <"$tmp/c.diag")" -lt 11 ]; then
	fail misuse/diagnosed-where-clang22-diagnoses "clang-22 reported $(wc -l <"$tmp/c.diag") lines, misuse.c has 11 misuses"
elif diff "$tmp/c.diag" "$tmp/k.diag" >"$tmp/diff"; then
	pass misuse/diagnosed-where-clang22-diagnoses
else
	fail misuse/diagnosed-where-clang22-diagnoses "$(grep '^[<>]' "$tmp/diff" | tr '\n' ' ') (< clang-22, > kcfi-gcc)"
fi

# mixed salts: where clang-22 refuses, GCC 12 warns (not an error before
# GCC 14): the lines, not the severities
mixlines() { sed -nE 's/^[^ :]*mix\.c:([0-9]+):[0-9]+: (error|warning): .*/\1/p' | sort -u; }
clang-22 -fsyntax-only -fsanitize=kcfi "$top/tests/clang22/mix.c" 2>&1 | mixlines >"$tmp/c.diag"
"$build/bin/kcfi-gcc" -fsanitize=kcfi -S -o /dev/null "$top/tests/clang22/mix.c" 2>&1 | mixlines >"$tmp/k.diag"
if [ "$(wc -l <"$tmp/c.diag")" -lt 3 ]; then
	fail misuse/mixed-salts-diagnosed-where-clang22-diagnoses "clang-22 reported $(wc -l <"$tmp/c.diag") lines, mix.c has 3 mixes"
elif diff "$tmp/c.diag" "$tmp/k.diag" >"$tmp/diff"; then
	pass misuse/mixed-salts-diagnosed-where-clang22-diagnoses
else
	fail misuse/mixed-salts-diagnosed-where-clang22-diagnoses "$(grep '^[<>]' "$tmp/diff" | tr '\n' ' ') (< clang-22, > kcfi-gcc)"
fi

# arch: triple, our driver, the id reader, its trap's exit status, qemu
arches=(
	"x86_64 x86_64-linux-gnu kcfi-gcc tests/lib/kcfi_ids.py 132 -"
	"aarch64 aarch64-linux-gnu aarch64-linux-gnu-kcfi-gcc tests/aarch64/a64_ids.py 133 qemu-aarch64"
	"riscv64 riscv64-linux-gnu riscv64-linux-gnu-kcfi-gcc tests/riscv64/rv_ids.py 133 qemu-riscv64"
	"arm arm-linux-gnueabihf arm-linux-gnueabihf-kcfi-gcc tests/arm/arm_ids.py 133 qemu-arm"
)

# facts KIND FILE: "WHERE ID" lines of one kind
# pid IDS FN: the preamble id of FN in $tmp/IDS.ids
pid() { awk -v f="$2" '$1 == "preamble" && $2 == f { print $3 }' "$tmp/$1.ids"; }
facts() { awk -v k="$1" '$1 == k { print $2, $3 }' "$2" | sort -u; }

# same TAG KIND CLANG-FACTS GCC-FACTS: salt.c has every kind on every arch,
# so none at all means the corpus or a reader broke
same() {
	if [ -z "$(facts "$2" "$3")" ]; then
		fail "$1/same-$2-ids-as-clang22" "clang-22 produced none (corpus or reader broken)"
	elif diff <(facts "$2" "$3") <(facts "$2" "$4") >"$tmp/diff"; then
		pass "$1/same-$2-ids-as-clang22"
	else
		fail "$1/same-$2-ids-as-clang22" "$(grep '^[<>]' "$tmp/diff" | head -6 | tr '\n' ' ') (< clang-22, > kcfi-gcc)"
	fi
}

# ids ARCH READER OBJ OUT [clang]: the facts of OBJ; arm's clang-22 checks
# have LLVM 22's own form, which arm22_checks.py reads
ids() {
	python3 "$top/$2" "$3" >"$4" || return 1
	if [ "$1" = arm ] && [ "${5:-}" = clang ]; then
		grep -v '^check ' "$4" >"$4.t" && python3 "$arm22" "$3" >>"$4.t" && mv "$4.t" "$4"
	fi
}

for a in "${arches[@]}"; do
	read -r arch triple driver reader trapped qemu <<<"$a"
	kg=$build/bin/$driver
	missing=
	for tool in ${triple}-objdump ${qemu#-}; do
		[ "$arch" = x86_64 ] && [ "$tool" = x86_64-linux-gnu-objdump ] && continue
		command -v "$tool" >/dev/null || missing=$tool
	done
	[ "$arch" = x86_64 ] || command -v "$triple-gcc" >/dev/null || missing=$triple-gcc
	if [ -n "$missing" ]; then
		skip "$arch" "$missing not installed (make deps)"
		continue
	fi
	if [ ! -x "$kg" ]; then
		fail "$arch/built" "$kg missing (run make)"
		continue
	fi
	states=-
	[ "$arch" = arm ] && states="-marm -mthumb"
	for state in $states; do
		mflag=${state#-}
		mflag=${mflag:+-$mflag}
		for hash in xxHash64 FNV-1a; do
			for norm in "" -fsanitize-cfi-icall-experimental-normalize-integers; do
				tag=$arch${mflag:+$mflag}/$hash${norm:+-normalized}
				# shellcheck disable=SC2086
				if ! clang-22 --target="$triple" -O2 -fsanitize=kcfi -Xclang \
					-fsanitize-kcfi-hash=$hash $norm $mflag -c "$src" -o "$tmp/c.o" 2>"$tmp/err"; then
					fail "$tag" "clang-22 failed: $(head -n2 "$tmp/err" | tr '\n' ' ')"
					continue
				fi
				# shellcheck disable=SC2086
				if ! "$kg" -O2 -fsanitize=kcfi -fsanitize-kcfi-hash=$hash $norm $mflag \
					-c "$src" -o "$tmp/k.o" 2>"$tmp/err"; then
					fail "$tag" "$driver failed: $(head -n2 "$tmp/err" | tr '\n' ' ')"
					continue
				fi
				if ! ids "$arch" "$reader" "$tmp/c.o" "$tmp/c.ids" clang ||
				   ! ids "$arch" "$reader" "$tmp/k.o" "$tmp/k.ids"; then
					fail "$tag" "reading the ids failed"
					continue
				fi
				for kind in preamble typeid check; do
					same "$tag" $kind "$tmp/c.ids" "$tmp/k.ids"
				done
				cp "$tmp/c.o" "$tmp/c-$hash${norm:+-n}.o"
				cp "$tmp/k.o" "$tmp/k-$hash${norm:+-n}.o"
				cp "$tmp/c.ids" "$tmp/c-$hash${norm:+-n}.ids"
			done
		done
	done

	# FNV-1a reached clang-22's code generator: its ids differ from xxHash64's
	if [ -n "$(facts preamble "$tmp/c-xxHash64.ids")" ] &&
	   [ -z "$(comm -12 <(facts preamble "$tmp/c-xxHash64.ids") <(facts preamble "$tmp/c-FNV-1a.ids"))" ]; then
		pass "$arch/clang22-fnv1a-ids-differ-from-xxhash64"
	else
		fail "$arch/clang22-fnv1a-ids-differ-from-xxhash64" "some preamble ids are equal: -Xclang did not reach cc1?"
	fi

	# nothing but the ids records the hash (no note, section or symbol)
	for who in c k; do
		name=clang22
		[ $who = k ] && name=kcfi-gcc
		if diff <(readelf -SW "$tmp/$who-xxHash64.o" | sed -n 's/^ *\[ *[0-9]*\] //p') \
			<(readelf -SW "$tmp/$who-FNV-1a.o" | sed -n 's/^ *\[ *[0-9]*\] //p') >"$tmp/diff" &&
		   diff <(readelf -sW "$tmp/$who-xxHash64.o" | awk 'NR > 3 { print $3, $4, $5, $7, $8 }') \
			<(readelf -sW "$tmp/$who-FNV-1a.o" | awk 'NR > 3 { print $3, $4, $5, $7, $8 }') >>"$tmp/diff"; then
			pass "$arch/$name-records-the-hash-only-in-ids"
		else
			fail "$arch/$name-records-the-hash-only-in-ids" "$(grep '^[<>]' "$tmp/diff" | head -4 | tr '\n' ' ')"
		fi
	done

	# the rule, by hand: xxHash64 of "<name>.<salt>[.normalized]"
	for probe in "sched_op _ZTSFiiE.sched c-xxHash64" \
		     "ext_via_typedef _ZTSFiiE.sched c-xxHash64" \
		     "two_salts _ZTSFiiE.second c-xxHash64" \
		     "norm_op _ZTSFu3u64u2u8u3i16E.norm.normalized c-xxHash64-n"; do
		read -r fn name file <<<"$probe"
		want=0x$(printf %s "$name" | xxhsum -H64 | cut -c9-16)
		got=$(awk -v f="$fn" '($1 == "preamble" || $1 == "typeid") && $2 == f { print $3 }' "$tmp/$file.ids")
		if [ "$got" = "$want" ]; then
			pass "$arch/clang22-$fn-id-is-xxhash64-of-$name"
		else
			fail "$arch/clang22-$fn-id-is-xxhash64-of-$name" "clang-22 ${got:-none}, xxhsum $want"
		fi
	done

	# kcfi-typeinfo --salt names a salted type as clang-22 ids it
	if [ "$arch" = x86_64 ]; then
		"$build/bin/kcfi-typeinfo" --salt='a"b\c d;#é' 'long (long)' >"$tmp/ti" 2>&1
		"$build/bin/kcfi-typeinfo" --normalize --salt=norm \
			'unsigned long long (unsigned char, short)' >>"$tmp/ti" 2>&1
		got=$(sed -n 's/^  \(xxHash64\|FNV-1a\): *//p' "$tmp/ti" | paste -sd' ')
		want="$(pid c-xxHash64 odd_salt) $(pid c-FNV-1a odd_salt) $(pid c-xxHash64-n norm_op) $(pid c-FNV-1a-n norm_op)"
		if [ "$got" = "$want" ]; then
			pass "$arch/kcfi-typeinfo-salt-gives-clang22-ids"
		else
			fail "$arch/kcfi-typeinfo-salt-gives-clang22-ids" "kcfi-typeinfo '$got', clang-22 '$want'"
		fi
	fi

	# runtime: the trap of a salted pointer's call to an unsalted function
	run=()
	[ "$qemu" = - ] || run=("$qemu")
	static=-static
	[ "$arch" = x86_64 ] && static=
	# shellcheck disable=SC2086
	if ! "$kg" -O2 -fsanitize=kcfi $static -o "$tmp/rt" "$rt" 2>"$tmp/err"; then
		fail "$arch/runtime" "$driver cannot build runtime.c: $(head -n1 "$tmp/err")"
		continue
	fi
	cc=$triple-gcc
	[ "$arch" = x86_64 ] && cc=gcc
	# shellcheck disable=SC2086
	if ! clang-22 --target="$triple" -O2 -fsanitize=kcfi -c -o "$tmp/rtc.o" "$rt" 2>"$tmp/err" ||
	   ! $cc $static -o "$tmp/rtc" "$tmp/rtc.o" 2>"$tmp/err"; then
		fail "$arch/runtime" "cannot build clang-22's runtime.c: $(head -n1 "$tmp/err")"
		continue
	fi
	out=$("${run[@]}" "$tmp/rt" ok 2>&1)
	ref=$("${run[@]}" "$tmp/rtc" ok 2>&1)
	if [ "$out" = "ok 12 23" ] && [ "$ref" = "$out" ]; then
		pass "$arch/runtime/matching-salted-and-plain-calls-run"
	else
		fail "$arch/runtime/matching-salted-and-plain-calls-run" "'$out', clang-22's build '$ref'"
	fi
	for mode in salted-ptr unsalted-ptr; do
		{ "${run[@]}" "$tmp/rt" $mode >"$tmp/out" 2>&1; rc=$?; } 2>/dev/null
		{ "${run[@]}" "$tmp/rtc" $mode >/dev/null 2>&1; rcc=$?; } 2>/dev/null
		# clang-22's arm traps with udf (SIGILL), ours with clang-19's bkpt
		if [ $rc -eq "$trapped" ] && [ $rcc -ge 129 ] && ! grep -q entered "$tmp/out"; then
			pass "$arch/runtime/$mode-call-traps"
		else
			fail "$arch/runtime/$mode-call-traps" "exit $rc ($(head -c 60 "$tmp/out")), want $trapped; clang-22's build exit $rcc"
		fi
	done
done

# --- arm: clang-22's own check, kcfi-as -fsanitize-kcfi-arm-trap=udf -----
# arm22_udf.py writes call shapes as LLVM IR (the pointer in r0-r3, in r12
# for a sibcall or call with four arguments, ids with a zero byte in each
# place and with the top bit set); clang-22 compiles them, and its -S with
# each check cut out and a .kcfi_call put in its place is kcfi-as's input.
# GNU as's object of kcfi-as's output must hold clang-22's code bytes.
udf=$top/tests/clang22/arm22_udf.py
xas=arm-linux-gnueabihf-as
# text BIN OBJ: OBJ's .text bytes
text() { arm-linux-gnueabihf-objcopy -O binary -j .text "$2" "$1"; }
# audit TAG OBJ N: kcfi-check finds N checks and nothing unchecked in OBJ
audit() {
	"$build/bin/kcfi-check" -q "$2" >"$tmp/audit" 2>&1
	if grep -qE ": [0-9]+ preambles .*, $3 checks, 0 unchecked calls, 0 unchecked jumps," "$tmp/audit"; then
		pass "$1"
	else
		fail "$1" "want $3 checks: $(grep -m1 -e warning -e error -e ' checks,' "$tmp/audit")"
	fi
}
if ! command -v $xas >/dev/null || ! command -v qemu-arm >/dev/null; then
	skip arm-udf "$xas or qemu-arm not installed (make deps)"
	exit 0
fi
python3 "$udf" ll >"$tmp/shapes.ll"
nshapes=$(python3 "$udf" names | wc -l)
# the ids the shapes carry, by hand: xxHash64 of each name
while read -r fn name; do
	printf '%s 0x%s\n' "$fn" "$(printf %s "$name" | xxhsum -H64 | cut -c9-16)"
done < <(python3 "$udf" names) | sort >"$tmp/shapes.ids"
# ARMv6 (ARM state only): the udf form needs no movw/movt, so it works
# where clang-19's form cannot be assembled
for o in -O2 -O0; do
	for v in marm mthumb marm-armv6; do
		state=-${v%-*} march=armv7-a
		[ "$v" = marm-armv6 ] && march=armv6
		tag=arm-udf-$v$o
		if ! clang-22 --target=arm-linux-gnueabihf -march=$march $state $o -w -c -o "$tmp/u-c.o" -x ir "$tmp/shapes.ll" 2>"$tmp/err" ||
		   ! clang-22 --target=arm-linux-gnueabihf -march=$march $state $o -w -S -o "$tmp/u-c.s" -x ir "$tmp/shapes.ll" 2>>"$tmp/err"; then
			fail "$tag" "clang-22 failed: $(head -n1 "$tmp/err")"
			continue
		fi
		python3 "$udf" mark <"$tmp/u-c.s" >"$tmp/u-m.s"
		if ! "$build/bin/kcfi-as" --arch=arm -fsanitize-kcfi-arm-trap=udf --verify -S \
			-o "$tmp/u-k.s" "$tmp/u-m.s" 2>"$tmp/err"; then
			fail "$tag/verify-reads-every-udf-check" "$(head -n1 "$tmp/err")"
			continue
		fi
		pass "$tag/verify-reads-every-udf-check"
		if ! $xas -march=$march -o "$tmp/u-k.o" "$tmp/u-k.s" 2>"$tmp/err"; then
			fail "$tag/same-code-bytes-as-clang22" "as: $(head -n1 "$tmp/err")"
			continue
		fi
		text "$tmp/u-c.bin" "$tmp/u-c.o"
		text "$tmp/u-k.bin" "$tmp/u-k.o"
		# GNU as may pad the section's end further than LLVM
		n=$(stat -c %s "$tmp/u-c.bin")
		if [ "$(grep -c '^[[:space:]]*udf' "$tmp/u-k.s")" -ne "$nshapes" ]; then
			fail "$tag/same-code-bytes-as-clang22" "$(grep -c udf "$tmp/u-k.s") udf checks, $nshapes shapes"
		elif cmp -n "$n" "$tmp/u-c.bin" "$tmp/u-k.bin" >"$tmp/cmp" 2>&1; then
			pass "$tag/same-code-bytes-as-clang22"
		else
			fail "$tag/same-code-bytes-as-clang22" "$(head -n1 "$tmp/cmp")"
		fi
		# kcfi-check reads clang-22's checks and kcfi-as's alike, and the
		# ids are the names' (by xxhsum)
		audit "$tag/kcfi-check-audits-clang22-object" "$tmp/u-c.o" "$nshapes"
		audit "$tag/kcfi-check-audits-kcfi-as-object" "$tmp/u-k.o" "$nshapes"
		cp "$tmp/u-k.o" "$tmp/u-k-$v.o"
		"$build/bin/kcfi-check" --explain "$tmp/u-c.o" 2>/dev/null | awk '$1 == "check" { print $2, $3 }' |
			sort >"$tmp/u-c.ids"
		if [ -s "$tmp/u-c.ids" ] && diff "$tmp/shapes.ids" "$tmp/u-c.ids" >/dev/null; then
			pass "$tag/kcfi-check-reads-clang22-check-ids"
		else
			fail "$tag/kcfi-check-reads-clang22-check-ids" "$(diff "$tmp/shapes.ids" "$tmp/u-c.ids" | grep -m2 '^[<>]' | tr '\n' ' ')"
		fi
	done
done

# a udf naming another register than its branch's is no check of it
# (kcfi-as's objects of the shapes: the first udf of r0 made to name r1)
for v in marm mthumb; do
	python3 - "$tmp/u-k-$v.o" "$tmp/u-bad.o" "$v" <<'PY'
import sys
b = bytearray(open(sys.argv[1], 'rb').read())
# ARM "udf #33760" (e7f83ef0), Thumb "udf #128" (de80): the target r0
old = bytes.fromhex('f03ef8e7' if sys.argv[3] == 'marm' else '80de')
i = b.find(old)
assert i > 0
b[i] += 1                                # names r1
open(sys.argv[2], 'wb').write(b)
PY
	"$build/bin/kcfi-check" -q "$tmp/u-bad.o" >"$tmp/audit" 2>&1
	if grep -qE ', 1 unchecked (call|jump)' "$tmp/audit" && grep -q 'unchecked indirect' "$tmp/audit"; then
		pass arm-udf-$v/kcfi-check-flags-a-udf-naming-another-register
	else
		fail arm-udf-$v/kcfi-check-flags-a-udf-naming-another-register "$(tail -n1 "$tmp/audit")"
	fi
done

# kcfi-gcc: salt.c's checks in the udf form have clang-22's ids, and
# kcfi-check audits them; runtime.c traps where clang-22's build does (udf:
# SIGILL) and runs a correct call
xkg=$build/bin/arm-linux-gnueabihf-kcfi-gcc
for state in -marm -mthumb; do
	tag=arm-udf$state/kcfi-gcc
	if ! "$xkg" -O2 $state -fsanitize=kcfi -fsanitize-kcfi-arm-trap=udf -c -o "$tmp/s-k.o" "$src" 2>"$tmp/err" ||
	   ! clang-22 --target=arm-linux-gnueabihf -O2 $state -fsanitize=kcfi -c -o "$tmp/s-c.o" "$src" 2>>"$tmp/err"; then
		fail "$tag" "cannot build salt.c: $(head -n1 "$tmp/err")"
		continue
	fi
	python3 "$arm22" "$tmp/s-c.o" >"$tmp/s-c.ids" && python3 "$arm22" "$tmp/s-k.o" >"$tmp/s-k.ids"
	same "$tag" check "$tmp/s-c.ids" "$tmp/s-k.ids"
	n=$(grep -c '^check ' "$tmp/s-k.ids")
	"$build/bin/kcfi-check" -q "$tmp/s-k.o" >"$tmp/audit" 2>&1
	if [ "$n" -gt 0 ] && grep -qE ' [0-9]+ checks, 0 unchecked calls, 0 unchecked jumps,' "$tmp/audit" &&
	   ! grep -q "$(basename "$tmp/s-k.o"): .*warning" "$tmp/audit"; then
		pass "$tag/kcfi-check-audits-udf-object"
	else
		fail "$tag/kcfi-check-audits-udf-object" "$(grep -m1 -e warning -e ' checks,' "$tmp/audit")"
	fi
	if ! "$xkg" -O2 $state -fsanitize=kcfi -fsanitize-kcfi-arm-trap=udf -static -o "$tmp/rt" "$rt" 2>"$tmp/err" ||
	   ! clang-22 --target=arm-linux-gnueabihf -O2 $state -fsanitize=kcfi -c -o "$tmp/rtc.o" "$rt" 2>>"$tmp/err" ||
	   ! arm-linux-gnueabihf-gcc -static -o "$tmp/rtc" "$tmp/rtc.o" 2>>"$tmp/err"; then
		fail "$tag/runtime" "cannot build runtime.c: $(head -n1 "$tmp/err")"
		continue
	fi
	out=$(qemu-arm "$tmp/rt" ok 2>&1)
	if [ "$out" = "ok 12 23" ]; then
		pass "$tag/runtime/matching-calls-run"
	else
		fail "$tag/runtime/matching-calls-run" "'$out'"
	fi
	for mode in salted-ptr unsalted-ptr; do
		{ qemu-arm "$tmp/rt" $mode >"$tmp/out" 2>&1; rc=$?; } 2>/dev/null
		{ qemu-arm "$tmp/rtc" $mode >/dev/null 2>&1; rcc=$?; } 2>/dev/null
		if [ $rc -eq $((128 + 4)) ] && [ $rcc -eq $rc ] && ! grep -q entered "$tmp/out"; then
			pass "$tag/runtime/$mode-call-dies-of-sigill-at-the-udf"
		else
			fail "$tag/runtime/$mode-call-dies-of-sigill-at-the-udf" "exit $rc ($(head -c 60 "$tmp/out")), want 132 as clang-22's build ($rcc)"
		fi
	done
done

# kcfi-gcc passes the form to kcfi-as on arm only, and only bkpt or udf
echo 'void f(void (*g)(void)) { g(); }' >"$tmp/one.c"
"$build/bin/kcfi-gcc" -fsanitize=kcfi -fsanitize-kcfi-arm-trap=udf -c -o "$tmp/one.o" "$tmp/one.c" >"$tmp/err" 2>&1
rc=$?
if [ $rc -eq 2 ] && grep -q "error: target '.*' is unsupported by -fsanitize-kcfi-arm-trap=" "$tmp/err" &&
   [ ! -e "$tmp/one.o" ]; then
	pass arm-udf/kcfi-gcc-refuses-the-arm-trap-option-off-arm
else
	fail arm-udf/kcfi-gcc-refuses-the-arm-trap-option-off-arm "exit $rc: $(head -n1 "$tmp/err")"
fi
"$xkg" -fsanitize=kcfi -fsanitize-kcfi-arm-trap=brk -c -o "$tmp/one.o" "$tmp/one.c" >"$tmp/err" 2>&1
rc=$?
if [ $rc -eq 2 ] && grep -q "invalid value 'brk' in '-fsanitize-kcfi-arm-trap=' (expected bkpt or udf)" "$tmp/err"; then
	pass arm-udf/kcfi-gcc-refuses-an-unknown-arm-trap-form
else
	fail arm-udf/kcfi-gcc-refuses-an-unknown-arm-trap-form "exit $rc: $(head -n1 "$tmp/err")"
fi
# the default stays clang-19's bkpt, which Linux 6.12 reports
"$xkg" -O2 -fsanitize=kcfi -S -o "$tmp/one.s" "$tmp/one.c" 2>"$tmp/err" &&
"$xkg" -O2 -fsanitize=kcfi -fsanitize-kcfi-arm-trap=bkpt -S -o "$tmp/one-b.s" "$tmp/one.c" 2>>"$tmp/err"
if grep -qP '^\tbkpt\t#0$' "$tmp/one.s" && ! grep -q udf "$tmp/one.s" && cmp -s "$tmp/one.s" "$tmp/one-b.s"; then
	pass arm-udf/kcfi-gcc-default-form-is-bkpt
else
	fail arm-udf/kcfi-gcc-default-form-is-bkpt "$(grep -cE 'bkpt|udf' "$tmp/one.s") trap lines; $(head -n1 "$tmp/err")"
fi

# the registers clang-22's shapes above cannot reach from C: tests/arm/regs.s
# branches through ip (r3 pushed while it holds an argument), lr and r3, in
# both states; with the udf form every call keeps its arguments, each udf
# names its branch's register (by hand: ARM 0x8000 | 0x1f << 5 | R, Thumb
# 0x80 | R) and every confused call dies of SIGILL there
if "$build/bin/kcfi-as" --arch=arm -fsanitize-kcfi-arm-trap=udf --verify -S -o "$tmp/regs.s" \
	"$top/tests/arm/regs.s" 2>"$tmp/err" &&
   "$xkg" -O2 -fsanitize=kcfi -fsanitize-kcfi-arm-trap=udf -static -o "$tmp/regs" \
	"$top/tests/arm/regs-main.c" "$tmp/regs.s" 2>>"$tmp/err"; then
	out=$(qemu-arm "$tmp/regs" 2>&1 | paste -sd' ')
	want="call_ip_a 1234 call_lr_a 1234 tail_ip_a 1234 tail_r3_a 127 call_ip_t 1234 call_lr_t 1234 tail_ip_t 1234 tail_r3_t 127"
	if [ "$out" = "$want" ]; then
		pass arm-udf/regs/branches-through-ip-lr-r3-keep-their-arguments
	else
		fail arm-udf/regs/branches-through-ip-lr-r3-keep-their-arguments "'$out'"
	fi
	got=$(grep -oP '^\tudf\t#\K[0-9]+' "$tmp/regs.s" | paste -sd' ')
	want="$((0x83ec)) $((0x83ee)) $((0x83ec)) $((0x83e3)) $((0x8c)) $((0x8e)) $((0x8c)) $((0x83))"
	if [ "$got" = "$want" ]; then
		pass arm-udf/regs/each-udf-names-its-branch-register
	else
		fail arm-udf/regs/each-udf-names-its-branch-register "udf $got, want $want"
	fi
	for f in call_ip_a call_lr_a tail_ip_a tail_r3_a call_ip_t call_lr_t tail_ip_t tail_r3_t; do
		{ qemu-arm "$tmp/regs" $f >/dev/null 2>&1; rc=$?; } 2>/dev/null
		if [ $rc -eq $((128 + 4)) ]; then
			pass arm-udf/regs/$f-type-confused-dies-of-sigill
		else
			fail arm-udf/regs/$f-type-confused-dies-of-sigill "exit $rc, want 132"
		fi
	done
else
	fail arm-udf/regs/builds "$(head -n2 "$tmp/err" | tr '\n' ' ')"
fi
