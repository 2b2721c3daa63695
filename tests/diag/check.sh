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

# run_case NAME WANT_RC WANT_FIRST_LINE WANT_ERRORS ARGS...
run_case() {
	local name=$1 want_rc=$2 want=$3 nerr=$4 rc got n
	shift 4
	rm -rf "$tmp/o" && mkdir "$tmp/o"
	"$kas" "$@" 2>"$tmp/err" >/dev/null
	rc=$?
	got=$(head -n 1 "$tmp/err")
	if [ "$rc" != "$want_rc" ]; then
		echo "FAIL $name: exit $rc, want $want_rc ($got)"
	elif [ "$got" != "$want" ]; then
		echo "FAIL $name: first line '$got', want '$want'"
	elif [ -n "$(ls -A "$tmp/o")" ]; then
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
