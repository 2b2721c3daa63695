#!/usr/bin/env bash
# audit tier: kcfi-check against real code, differentially. Lua 5.4 (Debian
# source package, cached in build/audit-src/) is built by clang-19 and by
# kcfi-gcc, -fsanitize=kcfi, on x86_64 and aarch64:
#   audit/ARCH/CC/OPT/lua-clean      kcfi-check -q on every object: exit 0, no
#                                    unchecked call, no stray trap entry, and
#                                    checks found (at least 10: a real build)
#   audit/ARCH/CC/planted-DEFECT     one defect planted by hand into the .s
#                                    of ldo.c, assembled: kcfi-check finds it
# Set SQLITE3_C=.../sqlite3.c and/or QUICKJS_DIR=... to add those programs
# at -O2, by both compilers (audit/ARCH/CC/-O2/sqlite3-clean, .../quickjs-clean).
set -u
top=${KCFI_TOP:?} build=${KCFI_BUILD:?}
kc=$build/bin/kcfi-check
w=$(mktemp -d "${TMPDIR:-/tmp}/kcfi-audit.XXXXXX")
trap 'rm -rf "$w"' EXIT
src=$build/audit-src
mkdir -p "$src"
if ! ls -d "$src"/lua5.4-*/src >/dev/null 2>&1; then
	(cd "$src" && apt-get source lua5.4 >/dev/null 2>&1)
fi
lua=$(ls -d "$src"/lua5.4-*/src 2>/dev/null | head -n 1)
if [ -z "$lua" ]; then
	echo "SKIP audit/lua: apt-get source lua5.4 failed (needs a deb-src line)"
	exit 0
fi
# debian/rules writes this header at build time; luaconf.h includes it
[ -f "$lua/lua5.4-deb-multiarch.h" ] ||
	printf '#define DEB_HOST_MULTIARCH "x86_64-linux-gnu"\n' > "$lua/lua5.4-deb-multiarch.h"
units=$(ls "$lua"/l*.c | grep -v -e '/lua\.c$' -e '/luac\.c$')

# compile ARCH CC OPT OUTDIR FILES...: objects; the compiler's check count
# (from its own -S) goes to OUTDIR/nchecks
compile() {
	local arch=$1 cc=$2 opt=$3 out=$4 f n
	local -a cmd
	shift 4
	case $arch/$cc in
	x86_64/clang19) cmd=(clang-19) ;;
	aarch64/clang19) cmd=(clang-19 --target=aarch64-linux-gnu) ;;
	x86_64/kcfi-gcc) cmd=("$build/bin/kcfi-gcc") ;;
	aarch64/kcfi-gcc) cmd=("$build/bin/aarch64-linux-gnu-kcfi-gcc") ;;
	esac
	mkdir -p "$out"
	for f; do
		n=$(basename "$f" .c)
		nice "${cmd[@]}" "$opt" -w -fsanitize=kcfi -D_GNU_SOURCE "${defs[@]}" -c "$f" -o "$out/$n.o" || return 1
	done
}

# clean NAME DIR: kcfi-check on DIR/*.o finds nothing wrong (every
# function whose address an object takes has a preamble, too)
clean() {
	local name=$1 dir=$2 out rc
	out=$("$kc" -q "$dir"/*.o 2>&1); rc=$?
	local bad checks taken
	# an address-taken function's line is clean with 0 without a preamble
	bad=$(grep -v -e 'warning: unchecked indirect jump' -e ' preambles (' \
		-e ' functions whose address is taken, 0 without a preamble$' <<<"$out" | head -n 3)
	checks=$(grep -o '[0-9]* checks' <<<"$out" | awk '{ s += $1 } END { print s + 0 }')
	taken=$(sed -n 's/.*: \([0-9]*\) functions whose address is taken, .*/\1/p' <<<"$out" |
		awk '{ s += $1 } END { print s + 0 }')
	if [ $rc != 0 ] || [ -n "$bad" ] || grep -q -v ' (0 not a check.s)$' <<<"$(grep ' preambles (' <<<"$out")"; then
		echo "FAIL $name: exit $rc: $(tr '\n' ' ' <<<"$bad")"
	elif [ "$checks" -lt 10 ] || [ "$taken" -lt 10 ]; then
		echo "FAIL $name: only $checks checks and $taken address-taken functions found (not a real build?)"
	else
		echo "PASS $name ($checks checks, $taken address-taken functions with a preamble)"
	fi
}

defs=()
for arch in x86_64 aarch64; do
	for cc in clang19 kcfi-gcc; do
		if [ $cc = clang19 ]; then opts="-O0 -O1 -O2 -O3 -Os"; else opts="-O0 -O2 -Os"; fi
		for opt in $opts; do
			name=audit/$arch/$cc/$opt/lua-clean
			d=$w/$arch-$cc$opt
			# shellcheck disable=SC2086
			if compile $arch $cc $opt "$d" $units; then clean "$name" "$d"
			else echo "FAIL $name: $cc failed to compile lua"; fi
		done
	done
done

# program NAME FILES...: both compilers, both arches, -O2; a failed
# compile is a FAIL, never a silent skip
program() {
	local name=$1 arch cc
	shift
	for arch in x86_64 aarch64; do
		for cc in clang19 kcfi-gcc; do
			if compile $arch $cc -O2 "$w/$name-$arch-$cc" "$@"; then
				clean audit/$arch/$cc/-O2/$name-clean "$w/$name-$arch-$cc"
			else
				echo "FAIL audit/$arch/$cc/-O2/$name-clean: $cc failed to compile $name"
			fi
		done
	done
}
if [ -n "${SQLITE3_C:-}" ]; then
	program sqlite3 "$SQLITE3_C"
fi
if [ -n "${QUICKJS_DIR:-}" ]; then
	# quickjs.c takes its version string from the build (its Makefile's DEFINES)
	defs=(-DCONFIG_VERSION="\"$(cat "$QUICKJS_DIR/VERSION" 2>/dev/null)\"")
	# shellcheck disable=SC2046
	program quickjs $(printf "$QUICKJS_DIR/%s.c " quickjs libregexp libunicode cutils \
		$(cd "$QUICKJS_DIR" && ls dtoa.c libbf.c 2>/dev/null | sed 's/\.c$//') quickjs-libc qjsc)
	defs=()
fi

# --- planted defects -----------------------------------------------------
# plant ARCH CC NAME WANT REGEX REPLACEMENT [--dwarf]: ldo.c -S -g by CC,
# the first match of REGEX (Python, multi-line) replaced, assembled;
# kcfi-check must exit 1 and print a line matching WANT. The unedited object
# must be clean, so the finding is the defect's.
plant() {
	local arch=$1 cc=$2 name=audit/$1/$2/planted-$3 want=$4 re=$5 rep=$6 flags=${7:-} out rc
	local -a cmd as
	case $arch/$cc in
	x86_64/clang19) cmd=(clang-19) as=(clang-19 -c -x assembler) ;;
	aarch64/clang19) cmd=(clang-19 --target=aarch64-linux-gnu)
			 as=(clang-19 --target=aarch64-linux-gnu -c -x assembler) ;;
	x86_64/kcfi-gcc) cmd=("$build/bin/kcfi-gcc") as=(gcc -c -x assembler) ;;
	aarch64/kcfi-gcc) cmd=("$build/bin/aarch64-linux-gnu-kcfi-gcc")
			  as=(aarch64-linux-gnu-gcc -c -x assembler) ;;
	esac
	rm -f "$w/p.s" "$w/p.o" "$w/q.o"
	nice "${cmd[@]}" -O2 -g -w -fsanitize=kcfi -S "$lua/ldo.c" -o "$w/p.s" &&
		"${as[@]}" "$w/p.s" -o "$w/p.o" || { echo "FAIL $name: cannot build ldo.c"; return; }
	# shellcheck disable=SC2086
	if ! "$kc" -q $flags "$w/p.o" >/dev/null 2>&1; then
		echo "FAIL $name: ldo.o is not clean before the defect"; return
	fi
	python3 - "$w/p.s" "$re" "$rep" <<'PY' || { echo "FAIL $name: pattern not found"; return; }
import re, sys
path, pat, rep = sys.argv[1:]
text = open(path).read()
new, n = re.subn(pat, rep, text, count=1, flags=re.M)
if not n:
    sys.exit(1)
open(path, "w").write(new)
PY
	"${as[@]}" "$w/p.s" -o "$w/q.o" || { echo "FAIL $name: edited .s does not assemble"; return; }
	# shellcheck disable=SC2086
	out=$("$kc" -q $flags "$w/q.o" 2>&1); rc=$?
	if [ $rc = 1 ] && grep -qE "$want" <<<"$out"; then echo "PASS $name"
	else echo "FAIL $name: exit $rc, no '$want': $(head -n 2 <<<"$out" | tr '\n' ' ')"; fi
}

for cc in clang19 kcfi-gcc; do
	# x86_64: the movl/addl pair of the first check goes: the call is unchecked
	plant x86_64 $cc removed-check 'unchecked indirect call' \
		'^\s*movl\s+\$\d+, %r1[01]d.*\n\s*addl\s+-\d+\(%\w+\), %r1[01]d.*\n' ''
	# the first .kcfi_traps entry goes (clang: .section/.Ltmp:/.long; ours:
	# .pushsection/.long)
	plant x86_64 $cc missing-trap-entry 'trap of a check is not in .kcfi_traps' \
		'^(\s*\.(?:push)?section\s+\.kcfi_traps,.*\n(?:\.Ltmp\d+:\n)?)\s*\.long\s.*\n' '\1'
	# the first preamble loses its id instruction
	plant x86_64 $cc missing-preamble 'has no type id instruction|is not followed by function' \
		'^(__cfi_\w+:\n(?:\s*nop\n)*)\s*movl\s+\$\d+, %eax.*\n' '\1'
	# the first preamble's id becomes 0x12345678: DWARF gives another
	plant x86_64 $cc wrong-preamble-id 'preamble id 0x12345678 but DWARF type' \
		'^(__cfi_\w+:\n(?:\s*nop\n)*)\s*movl\s+\$\d+, %eax.*\n' '\1\tmovl\t$305419896, %eax\n' --dwarf
	# aarch64 (no trap table: the brk immediate names the registers)
	plant aarch64 $cc removed-check 'unchecked indirect call' \
		'^\s*ldur\s+w(?:9|16), \[x\d+, #-\d+\].*\n' ''
	plant aarch64 $cc wrong-brk-register 'unchecked indirect call' \
		'^(\s*brk\s+)#0x8[0-9a-f]{3}' '\1#0x8000'
	plant aarch64 $cc wrong-preamble-id 'preamble id 0x12345678 but DWARF type' \
		'^(\s*\.word\s+)\d+(.*\n\w+:)' '\g<1>305419896\2' --dwarf
done

# kernel/scripts/audit-calls.sh, the kernel tier's allowlist judge, on a
# linked program of three unchecked calls: paravirt's shape (inline asm
# "call *pv_ops+8(%rip)", inlined into two functions), a register call in
# inline asm, and nothing else (a C indirect call, checked).
allowlist_case() {
	local name=audit/kernel-allowlist/$1 want=$2 out
	shift 2
	printf '%s\n' "# test allowlist" "$@" > "$w/allow.txt"
	out=$("$top/kernel/scripts/audit-calls.sh" "$kc" "$w/allow.txt" t "$w/pv" 2>&1)
	if grep -qE "$want" <<<"$out"; then echo "PASS $name"
	else echo "FAIL $name: no '$want' in: $out"; fi
}
cat > "$w/pv.c" <<'C'
void (*pv_ops[4])(void);
void (*hook)(int);
static inline void pv_call(void) { asm volatile("call *pv_ops+8(%%rip)" ::: "memory"); }
#define N __attribute__((noinline))
N void irq_off(void) { pv_call(); }
N void irq_on(void) { pv_call(); }
N void raw_asm(void (*f)(void)) { asm volatile("call *%0" :: "r"(f) : "memory"); }
N void c_call(int x) { hook(x); }
/* always called with k = 3 and irq_on: GCC makes clone_asm.constprop.0 */
static N void clone_asm(int k, void (*f)(void)) { if (k == 3) asm volatile("call *%0" :: "r"(f) : "memory"); }
N void t1(void) { clone_asm(3, irq_on); }
N void t2(void) { clone_asm(3, irq_on); }
void _start(void) { irq_off(); irq_on(); raw_asm(irq_on); c_call(1); t1(); t2(); for (;;); }
C
if ! "$build/bin/kcfi-gcc" -fsanitize=kcfi -O2 -nostdlib -static -o "$w/pv" "$w/pv.c" 2>"$w/pv.err"; then
	echo "FAIL audit/kernel-allowlist: kcfi-gcc could not link the test program: $(head -n 3 "$w/pv.err")"
else
	allowlist_case listed-symbol-and-function-pass '^PASS t \(4 unchecked indirect calls, only in: \*pv_ops clone_asm\.constprop\.0 raw_asm\)$' \
		'*pv_ops   # paravirt' 'raw_asm   # asm' 'clone_asm # a GCC clone counts as the function'
	allowlist_case prefix-line-covers-functions '^PASS t \(4 unchecked' '*pv_ops' 'raw_*' 'clone_*'
	allowlist_case unlisted-asm-call-fails '^FAIL t: unchecked indirect calls in: clone_asm\.constprop\.0 raw_asm$' '*pv_ops'
	allowlist_case symbol-calls-need-their-line '^FAIL t: unchecked indirect calls in: irq_off irq_on$' 'raw_asm' 'clone_asm'
	allowlist_case other-symbol-does-not-match '^FAIL t: unchecked indirect calls in: clone_asm\.constprop\.0 irq_off irq_on raw_asm$' '*hook'
	allowlist_case leading-star-is-a-symbol-not-a-glob '^FAIL t: unchecked indirect calls in: clone_asm\.constprop\.0 raw_asm$' '*pv_ops' '*_asm'
	out=$("$top/kernel/scripts/audit-calls.sh" "$kc" "$w/allow.txt" t "$w/none" 2>&1)
	if grep -q '^FAIL t: kcfi-check could not audit' <<<"$out"; then echo "PASS audit/kernel-allowlist/unreadable-file-fails"
	else echo "FAIL audit/kernel-allowlist/unreadable-file-fails: $out"; fi
fi

# What an unchecked call through pc-relative memory reads is named: by the
# relocation of its displacement in an object (its addend is counted from
# the field, the CPU from the end of the instruction: pv_ops+8, not +4), by
# the symbol that holds the address in a linked file (.bss here); a call
# through a register has no such name.  The allowlist judge takes objects,
# as a distribution kernel's shards are audited, as it takes a vmlinux.
memory_name_case() {
	local name=audit/memory-operand/$1 want=$2 file=$3 out
	out=$("$kc" -q "$file" 2>&1)
	if grep -qE "$want" <<<"$out"; then echo "PASS $name"
	else echo "FAIL $name: no '$want' in: $out"; fi
}
if "$build/bin/kcfi-gcc" -fsanitize=kcfi -O2 -c -o "$w/pv.o" "$w/pv.c" 2>"$w/pv.err" &&
   printf '%s\n' 'extern void (*pv_ops[4])(void);' \
	'void irq_save(void) { asm volatile("call *pv_ops+24(%%rip)" ::: "memory"); }' > "$w/pv2.c" &&
   "$build/bin/kcfi-gcc" -fsanitize=kcfi -O2 -c -o "$w/pv2.o" "$w/pv2.c" 2>>"$w/pv.err"; then
	memory_name_case object-names-the-relocated-symbol '\(irq_off\+0x[0-9a-f]+\): error: unchecked indirect call through pv_ops\+0x8$' "$w/pv.o"
	memory_name_case linked-file-names-the-symbol-holding-the-address '\(irq_on\+0x[0-9a-f]+\): error: unchecked indirect call through pv_ops\+0x8$' "$w/pv"
	memory_name_case register-call-has-no-memory-name '\(raw_asm\+0x[0-9a-f]+\): error: unchecked indirect call$' "$w/pv.o"
	printf '%s\n' '*pv_ops' 'raw_asm' 'clone_asm' > "$w/allow.txt"
	out=$("$top/kernel/scripts/audit-calls.sh" "$kc" "$w/allow.txt" t "$w/pv.o" "$w/pv2.o" 2>&1)
	if grep -qE '^PASS t \(5 unchecked indirect calls, only in: \*pv_ops clone_asm\.constprop\.0 raw_asm\)$' <<<"$out"; then
		echo "PASS audit/kernel-allowlist/objects-summed-and-judged-together"
	else echo "FAIL audit/kernel-allowlist/objects-summed-and-judged-together: $out"; fi
	out=$("$top/kernel/scripts/audit-calls.sh" "$kc" "$w/allow.txt" t "$w/pv.o" "$w/none" 2>&1)
	if grep -q '^FAIL t: kcfi-check could not audit all 2 files' <<<"$out"; then
		echo "PASS audit/kernel-allowlist/one-unreadable-object-of-several-fails"
	else echo "FAIL audit/kernel-allowlist/one-unreadable-object-of-several-fails: $out"; fi
else
	echo "FAIL audit/memory-operand: kcfi-gcc could not compile the test objects: $(head -n 3 "$w/pv.err")"
fi
# A call a __nocfi inline function makes, inlined into an instrumented
# caller (arm64's bpf_dispatcher_nop_func): the allowlist names the inline
# function (kcfi-check reads it from DWARF), which covers the call in every
# caller; naming nothing, the judge names the caller.
if "$build/bin/kcfi-gcc" -fsanitize=kcfi -O2 -g -c -o "$w/inl.o" "$top/tests/check/inlined-nocfi-call.c"; then
	printf '%s\n' 'nocfi_dispatch  # __nocfi, inlined' > "$w/allow.txt"
	out=$("$top/kernel/scripts/audit-calls.sh" "$kc" "$w/allow.txt" t "$w/inl.o" 2>&1)
	if grep -qx 'PASS t (1 unchecked indirect calls, only in: nocfi_dispatch)' <<<"$out"; then
		echo "PASS audit/kernel-allowlist/inlined-nocfi-function-covers-its-callers"
	else echo "FAIL audit/kernel-allowlist/inlined-nocfi-function-covers-its-callers: '$out'"; fi
	printf '%s\n' 'other_function  # not this one' > "$w/allow.txt"
	out=$("$top/kernel/scripts/audit-calls.sh" "$kc" "$w/allow.txt" t "$w/inl.o" 2>&1)
	if grep -qx 'FAIL t: unchecked indirect calls in: run_prog' <<<"$out"; then
		echo "PASS audit/kernel-allowlist/unlisted-inlined-call-names-its-caller"
	else echo "FAIL audit/kernel-allowlist/unlisted-inlined-call-names-its-caller: '$out'"; fi
else
	echo "FAIL audit/kernel-allowlist/inlined-nocfi-function: kcfi-gcc could not compile"
fi
# An allowlist of comments only (Debian arm64's: no call may stay
# unchecked) judges as an empty one: a C object with only checked calls
# passes, one with an asm call fails, and the judge always says which.
printf '%s\n' '# nothing may stay unchecked' > "$w/allow.txt"
printf '%s\n' 'void (*hook)(int);' 'void c_call(int x) { hook(x); }' > "$w/clean.c"
if "$build/bin/kcfi-gcc" -fsanitize=kcfi -O2 -c -o "$w/clean.o" "$w/clean.c"; then
	out=$("$top/kernel/scripts/audit-calls.sh" "$kc" "$w/allow.txt" t "$w/clean.o" 2>&1)
	if grep -qE '^PASS t \(0 unchecked indirect calls' <<<"$out"; then echo "PASS audit/kernel-allowlist/comment-only-list-passes-checked-code"
	else echo "FAIL audit/kernel-allowlist/comment-only-list-passes-checked-code: '$out'"; fi
	out=$("$top/kernel/scripts/audit-calls.sh" "$kc" "$w/allow.txt" t "$w/pv.o" 2>&1)
	if grep -qE '^FAIL t: unchecked indirect calls in: ' <<<"$out"; then echo "PASS audit/kernel-allowlist/comment-only-list-fails-unchecked-code"
	else echo "FAIL audit/kernel-allowlist/comment-only-list-fails-unchecked-code: '$out'"; fi
else
	echo "FAIL audit/kernel-allowlist/comment-only-list: kcfi-gcc could not compile"
fi
# A finding that is no unchecked call (a syscall table entry without a
# preamble) fails the judge whatever the allowlist says: it once counted
# only unchecked calls, and arm's misread table passed the kernel tier.
printf '%s\n' '# nothing may stay unchecked' > "$w/allow.txt"
if gcc -c "$top/tests/check/syscall-table-entry-without-preamble.s" -o "$w/st.o"; then
	out=$("$top/kernel/scripts/audit-calls.sh" "$kc" "$w/allow.txt" t "$w/st.o" 2>&1)
	if grep -qE '^FAIL t: 1 other kcfi-check errors: .*sys_call_table\[0\] = .* has no preamble' <<<"$out"; then
		echo "PASS audit/kernel-allowlist/other-error-fails-whatever-the-list"
	else echo "FAIL audit/kernel-allowlist/other-error-fails-whatever-the-list: '$out'"; fi
else
	echo "FAIL audit/kernel-allowlist/other-error-fails-whatever-the-list: as failed"
fi
