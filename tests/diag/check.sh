#!/usr/bin/env bash
# diag tier: every tests/diag/<behaviour>.s is malformed input. Its
# "# EXPECT: ..." line is the exact first line kcfi-as must print on stderr
# (run from this directory, so locations read "<behaviour>.s:LINE"); an
# optional "# ERRORS: N" pins the number of error lines. Each case runs with
# -S and in assemble mode: exit status 1, and no output or temp file left.
# A few command-line cases follow (usage errors exit 2, as failures).
set -u
kas=$KCFI_BUILD/bin/kcfi-as
cd "$KCFI_TOP/tests/diag" || exit 1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# judge NAME WANT_RC WANT_FIRST_LINE CMD...: run CMD (both streams into
# $tmp/err); print the FAIL line and return 1 if the status or first line is wrong
judge() {
	local name=$1 want_rc=$2 want=$3 rc got
	shift 3
	"$@" >"$tmp/err" 2>&1
	rc=$?
	got=$(head -n 1 "$tmp/err")
	if [ "$rc" != "$want_rc" ]; then
		echo "FAIL $name: exit $rc, want $want_rc ($got)"
	elif [ "$got" != "$want" ]; then
		echo "FAIL $name: first line '$got', want '$want'"
	else
		return 0
	fi
	return 1
}

# run_case NAME WANT_RC WANT_FIRST_LINE WANT_ERRORS ARGS...: kcfi-as ARGS, and
# it leaves no file behind
run_case() {
	local name=$1 want_rc=$2 want=$3 nerr=$4 n
	shift 4
	rm -rf "$tmp/o" && mkdir "$tmp/o"
	judge "$name" "$want_rc" "$want" "$kas" "$@" || return
	if [ -n "$(ls -A "$tmp/o")" ]; then
		echo "FAIL $name: left files behind: $(ls -A "$tmp/o" | tr '\n' ' ')"
	elif [ -n "$nerr" ] && n=$(grep -c ': error: ' "$tmp/err") && [ "$n" != "$nerr" ]; then
		echo "FAIL $name: $n error lines, want $nerr"
	else
		echo "PASS $name"
	fi
}

for t in *.s; do
	want=$(sed -n 's/^# EXPECT: //p' "$t" | head -n 1)
	nerr=$(sed -n 's/^# ERRORS: //p' "$t" | head -n 1)
	if [ -z "$want" ]; then
		echo "FAIL diag/$t: no '# EXPECT:' line"
		continue
	fi
	run_case "diag/${t%.s}/-S" 1 "$want" "$nerr" --arch=x86_64 -S -o "$tmp/o/out.s" "$t"
	run_case "diag/${t%.s}/as" 1 "$want" "$nerr" --arch=x86_64 -o "$tmp/o/out.o" "$t"
done

printf '\t.kcfi_version 1\n\tret\n' >"$tmp/ok.s"
run_case diag/cli-no-input-is-usage-error 2 "kcfi-as: error: no input file" "" -S -o "$tmp/o/x"
run_case diag/cli-unknown-arch-is-usage-error 2 \
	"kcfi-as: error: unsupported architecture 'mips'" "" --arch=mips -o "$tmp/o/x" "$tmp/ok.s"
run_case diag/cli-missing-input-file 1 \
	"kcfi-as: error: cannot open $tmp/nonexistent.s: No such file or directory" "" \
	-o "$tmp/o/x" "$tmp/nonexistent.s"
run_case diag/cli-failing-assembler-leaves-no-output 1 "" "" \
	--arch=x86_64 --as=false -o "$tmp/o/x.o" "$tmp/ok.s"
# riscv64 prefix nops: c.nop or nop as RVC decides, which the .s does not say
printf '\t.kcfi_version 1\n\t.kcfi_prefix_nops 2\n\t.text\nf:\n\t.kcfi_call "_ZTSFvvE"\n\tjalr\ta5\n' \
	>"$tmp/rvnops.s"
run_case diag/riscv64-prefix-nops-are-refused 1 \
	"kcfi-as: $tmp/rvnops.s:6: error: cannot emit a check: riscv64 checks do not support 2 prefix nops (-fpatchable-function-entry=N,M with M > 0)" \
	"" --arch=riscv64 -S -o "$tmp/o/rv.s" "$tmp/rvnops.s"
# arm: a call marker on a jump-table dispatch has no register to check
printf '\t.kcfi_version 1\n\t.syntax unified\n\t.text\nf:\n\t.kcfi_call "_ZTSFvvE"\n\ttbb\t[pc, r3]\n' \
	>"$tmp/armtbb.s"
run_case diag/arm-call-marker-on-a-jump-table-is-refused 1 \
	"kcfi-as: $tmp/armtbb.s:6: error: cannot emit a check on 'tbb': arm checks a branch through a register only" \
	"" --arch=arm -S -o "$tmp/o/tbb.s" "$tmp/armtbb.s"
# arm's udf check differs by state: a branch with no .arm/.thumb/.code
# line before it is refused, not guessed (the same file with .thumb passes)
printf '\t.kcfi_version 1\n\t.syntax unified\n\t.text\nf:\n\t.kcfi_call "_ZTSFvvE"\n\tblx\tr3\n\tbx\tlr\n' \
	>"$tmp/armnostate.s"
run_case diag/arm-udf-check-without-a-state-directive-is-refused 1 \
	"kcfi-as: $tmp/armnostate.s:6: error: cannot emit a check: the udf check (-fsanitize-kcfi-arm-trap=udf) differs by state, and no '.arm', '.thumb' or '.code 16|32' line before the branch says which" \
	"" --arch=arm -fsanitize-kcfi-arm-trap=udf -S -o "$tmp/o/nostate.s" "$tmp/armnostate.s"
sed 's/^\t.text$/\t.thumb\n\t.text/' "$tmp/armnostate.s" >"$tmp/armthumb.s"
if judge diag/arm-udf-check-after-thumb-is-made 0 "" \
	"$kas" --arch=arm -fsanitize-kcfi-arm-trap=udf -S -o "$tmp/thumb.s" "$tmp/armthumb.s"; then
	if grep -qP '^\tudf\t#131$' "$tmp/thumb.s"; then
		echo "PASS diag/arm-udf-check-after-thumb-is-made"
	else
		echo "FAIL diag/arm-udf-check-after-thumb-is-made: no 'udf #131' (Thumb, r3) in the output"
	fi
fi
run_case diag/cli-arm-trap-on-another-arch-is-usage-error 2 \
	"kcfi-as: error: -fsanitize-kcfi-arm-trap= is not supported for x86_64" "" \
	--arch=x86_64 -fsanitize-kcfi-arm-trap=udf -S -o "$tmp/o/x" "$tmp/ok.s"
run_case diag/cli-unknown-arm-trap-form-is-usage-error 2 \
	"kcfi-as: error: unknown -fsanitize-kcfi-arm-trap= form 'brk' (expected bkpt|udf)" "" \
	--arch=arm -fsanitize-kcfi-arm-trap=brk -S -o "$tmp/o/x" "$tmp/ok.s"

# One convention for every tool (docs/diagnostics.md): "TOOL: [WHERE: ]error: MSG",
# exit 1 for a failed run, 2 for a usage error. run_tool NAME WANT_RC WANT_FIRST_LINE CMD...
# (both streams: kcfi-check's findings about a file are its report, on stdout)
run_tool() {
	judge "$@" && echo "PASS $1"
}
bin=$KCFI_BUILD/bin
# out of memory: one message, exit 1 (a sparse input larger than the address space allowed)
truncate -s 1G "$tmp/huge.s"
run_tool diag/tools/kcfi-as-out-of-memory 1 "kcfi-as: error: out of memory" \
	bash -c 'ulimit -v 400000 && exec "$@"' - "$kas" --arch=x86_64 -S -o "$tmp/o/x" "$tmp/huge.s"
rm -f "$tmp/huge.s"
run_tool diag/tools/kcfi-check-unreadable-file 1 \
	"kcfi-check: $tmp/none.o: error: cannot open: No such file or directory" "$bin/kcfi-check" "$tmp/none.o"
run_tool diag/tools/kcfi-check-usage 2 "kcfi-check: error: unknown --hash=fnv" \
	"$bin/kcfi-check" --hash=fnv "$tmp/ok.s"
run_tool diag/tools/kcfi-check-not-elf 1 "kcfi-check: $tmp/ok.s: error: not an ELF file" \
	"$bin/kcfi-check" "$tmp/ok.s"
run_tool diag/tools/kcfi-gcc-usage 2 \
	"kcfi-gcc: error: -fsanitize-kcfi-hash=fnv: unknown hash 'fnv' (use xxHash64 or FNV-1a)" \
	"$bin/kcfi-gcc" -fsanitize=kcfi -fsanitize-kcfi-hash=fnv -c "$tmp/ok.s" -o "$tmp/o/x.o"
# a gcc for a target outside the arch table (src/lib/arches.h)
printf '#!/bin/sh\necho mips-linux-gnu\n' >"$tmp/mips-gcc" && chmod +x "$tmp/mips-gcc"
run_tool diag/tools/kcfi-gcc-unsupported-target 1 \
	"kcfi-gcc: error: -fsanitize=kcfi is not supported for target 'mips-linux-gnu'" \
	env KCFI_REAL_CC="$tmp/mips-gcc" "$bin/kcfi-gcc" -fsanitize=kcfi -c "$tmp/ok.s" -o "$tmp/o/x.o"
# a gcc of a major no plugin was built for, before cc1 runs (a copied install
# with plugins for GCC 11 and 12 only); a KCFI_REAL_CC that is no gcc
mkdir -p "$tmp/inst/bin" "$tmp/inst/lib/kcfi-gcc/gcc-11" "$tmp/inst/lib/kcfi-gcc/gcc-12"
cp "$bin/kcfi-gcc" "$bin/kcfi-as" "$tmp/inst/bin/"
touch "$tmp/inst/lib/kcfi-gcc/gcc-11/kcfi.so" "$tmp/inst/lib/kcfi-gcc/gcc-12/kcfi.so"
printf 'int f(int (*g)(void)) { return g(); }\n' >"$tmp/ok.c"
printf '#!/bin/sh\n[ "$1" = -dumpversion ] && { echo 13.2.0; exit; }\nexec gcc "$@"\n' >"$tmp/gcc13"
chmod +x "$tmp/gcc13"
run_tool diag/tools/kcfi-gcc-no-plugin-for-gcc-major 1 \
	"kcfi-gcc: error: no plugin for GCC 13 ($tmp/gcc13) in $tmp/inst/bin/../lib/kcfi-gcc: this kcfi-gcc has plugins for GCC 11, 12 (wrap one of those with KCFI_REAL_CC, or build kcfi-gcc with GCC 13's plugin headers installed)" \
	env KCFI_REAL_CC="$tmp/gcc13" "$tmp/inst/bin/kcfi-gcc" -fsanitize=kcfi -c "$tmp/ok.c" -o "$tmp/o/x.o"
printf '#!/bin/sh\necho x86_64-linux-gnu\n' >"$tmp/notgcc" && chmod +x "$tmp/notgcc"
run_tool diag/tools/kcfi-gcc-not-a-gcc-version 1 \
	"kcfi-gcc: error: $tmp/notgcc -dumpversion printed 'x86_64-linux-gnu', not a GCC version" \
	env KCFI_REAL_CC="$tmp/notgcc" "$bin/kcfi-gcc" -fsanitize=kcfi -c "$tmp/ok.c" -o "$tmp/o/x.o"
run_tool diag/tools/kcfi-typeinfo-usage 2 "kcfi-typeinfo: error: unknown option '--bogus'" \
	"$bin/kcfi-typeinfo" --bogus int
run_tool diag/tools/kcfi-typeinfo-no-argument 2 \
	"kcfi-typeinfo: error: no type or name to look up (--help for usage)" "$bin/kcfi-typeinfo"
# gcc quotes by locale (‘’ under UTF-8, '' in a minimal root's C locale): pin C
run_tool diag/tools/kcfi-typeinfo-unknown-name 1 \
	"kcfi-typeinfo: error: 'no_such_declaration' is not declared" env LC_ALL=C "$bin/kcfi-typeinfo" no_such_declaration
