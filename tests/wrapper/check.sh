#!/usr/bin/env bash
# Wrapper tier: kcfi-gcc against the real gcc. Every expected object, depfile,
# message and exit status comes from running plain gcc on the same input.
set -u
top=${KCFI_TOP:?} build=${KCFI_BUILD:?}
kg=$build/bin/kcfi-gcc
plugin=$("$kg" -print-kcfi-plugin)
w=$(mktemp -d "${TMPDIR:-/tmp}/kcfi-wrapper-test.XXXXXX")
trap 'rm -rf "$w"' EXIT
cd "$w" || exit 1

pass() { echo "PASS wrapper/$1"; }
fail() { echo "FAIL wrapper/$1: $2"; }
skip() { echo "SKIP wrapper/$1: $2"; }
# check NAME CMD...: PASS if CMD succeeds, else FAIL with its last stderr line
check() {
	local name=$1 out
	shift
	if out=$("$@" 2>&1); then pass "$name"; else fail "$name" "$(tail -n1 <<<"$out")"; fi
}

if [ ! -x "$kg" ]; then
	echo "FAIL wrapper/built: $kg missing (run make)"
	exit 0
fi

mkdir -p inc out
cat > a.c <<'EOF'
#include "cfg.h"
static int twice(int x) { return 2 * x; }
int apply(int (*fn)(int), int v) { return fn(v) + CFG; }
int use(void) { return apply(twice, 3); }
int (*keep)(int) = twice;
EOF
echo '#define CFG 1' > inc/cfg.h
echo 'int bad = ;' > bad.c
printf '#define N 42\n\t.text\n\t.globl sfn\nsfn:\n\tmovl $N, %%eax\n\tret\n' > s.S
printf '\t.text\n\t.globl plain\nplain:\n\tret\n' > p.s
printf '\t.text\n\tbogus_insn %%eax\n' > badasm.s
printf '\t.text\n\t.globl main\nmain:\n\txorl %%eax, %%eax\n\tret\n' > m.S

# --- without -fsanitize=kcfi: kcfi-gcc is gcc -----------------------------
same_obj() {	# FLAGS...: compile a.c with both, compare the objects
	"$kg" "$@" -Iinc -c a.c -o k.o && gcc "$@" -Iinc -c a.c -o g.o && cmp -s k.o g.o
}
ok=1
for flags in "-O2" "-O0 -g" "-Os -fno-pic -ffunction-sections -fno-asynchronous-unwind-tables" \
	"-O2 -DX=1 -include inc/cfg.h -Wall -Werror" "-O1 -pipe -fcf-protection=branch"; do
	# shellcheck disable=SC2086
	same_obj $flags || { ok=0; fail no-kcfi-object-identical "flags: $flags"; }
done
[ $ok = 1 ] && pass no-kcfi-object-identical

"$kg" -MD -Iinc -c a.c -o out/k.o && cp out/k.d k.d && gcc -MD -Iinc -c a.c -o out/k.o
"$kg" -MMD -MF k2.d -MT why -Iinc -c a.c -o out/k.o && gcc -MMD -MF g2.d -MT why -Iinc -c a.c -o out/k.o
if cmp -s k.d out/k.d && cmp -s k2.d g2.d; then pass no-kcfi-depfile-identical
else fail no-kcfi-depfile-identical "depfiles differ"; fi

"$kg" -c bad.c -o bad.o 2> k.err; krc=$?
gcc -c bad.c -o bad.o 2> g.err; grc=$?
if [ $krc = $grc ] && [ $krc != 0 ] && cmp -s k.err g.err; then pass gcc-error-passes-through
else fail gcc-error-passes-through "rc $krc vs $grc, or stderr differs"; fi

"$kg" -fsanitize=kcfi,undefined -fno-sanitize=kcfi -O2 -Iinc -c a.c -o k.o &&
	gcc -fsanitize=undefined -O2 -Iinc -c a.c -o g.o
if cmp -s k.o g.o; then pass kcfi-disabled-later-is-plain-gcc-with-rest-of-list
else fail kcfi-disabled-later-is-plain-gcc-with-rest-of-list "objects differ"; fi

printf -- "-O2 -Iinc\n'-DQ=\"a b\"' @rsp2\n" > rsp1; printf -- '-c a.c -o k.o\n' > rsp2
"$kg" @rsp1 && gcc -O2 -Iinc '-DQ="a b"' -c a.c -o g.o
if cmp -s k.o g.o; then pass response-file-no-kcfi; else fail response-file-no-kcfi "objects differ"; fi

"$kg" -O2 -x c -S -o - - < a.c > k.s 2>/dev/null; gcc -O2 -x c -S -o - - < a.c > g.s 2>/dev/null
if cmp -s k.s g.s && [ -s k.s ]; then pass stdin-to-stdout-no-kcfi; else fail stdin-to-stdout-no-kcfi "differs"; fi

# --- option checks -------------------------------------------------------
rm -f l.o
"$kg" -fsanitize=kcfi -flto -Iinc -c a.c -o l.o 2> err; rc=$?
if [ $rc = 2 ] && [ ! -e l.o ] && grep -q -- '-flto.*-fsanitize=kcfi' err; then pass flto-with-kcfi-rejected
else fail flto-with-kcfi-rejected "rc=$rc: $(cat err)"; fi
"$kg" -fsanitize=kcfi -flto -fno-lto -### -Iinc -c a.c -o l.o 2> err
if [ $? = 0 ]; then pass fno-lto-cancels-flto; else fail fno-lto-cancels-flto "$(tail -n1 err)"; fi
# accepted on x86_64 (tests/arity pins the preambles); gcc never sees it
"$kg" -fsanitize=kcfi -fsanitize-kcfi-arity -Iinc -c a.c -o l.o 2> err; rc=$?
if [ $rc = 0 ] && [ -s l.o ] && [ ! -s err ]; then pass kcfi-arity-accepted
else fail kcfi-arity-accepted "rc=$rc: $(head -1 err)"; fi
"$kg" -fsanitize=kcfi -fsanitize-kcfi-hash=md5 -c a.c 2> err; rc=$?
if [ $rc = 2 ] && grep -q "unknown hash 'md5'" err; then pass unknown-kcfi-hash-rejected
else fail unknown-kcfi-hash-rejected "rc=$rc"; fi
"$kg" -fsanitize=kcfi -Iinc -c a.c a.c -o x.o 2> k.err; krc=$?
gcc -Iinc -c a.c a.c -o x.o 2> g.err; grc=$?
if [ $krc = $grc ] && cmp -s k.err g.err; then pass o-with-several-inputs-is-gccs-error
else fail o-with-several-inputs-is-gccs-error "rc $krc vs $grc"; fi

# --- the pipeline's commands (-###): no plugin run needed ----------------
"$kg" -### -fsanitize=kcfi,undefined -O2 -Iinc -c a.c -o out/a.o 2> err
if grep -q '"-fsanitize=undefined"' err && ! grep -q 'fsanitize=[^"]*kcfi' err &&
	grep -q -- '"-fplugin=[^"]*kcfi.so"' err && grep -q -- '"--arch=x86_64"' err &&
	grep -q '"-c" "-x" "assembler"' err && [ ! -e out/a.o ]; then
	pass dry-run-shows-pipeline-and-strips-kcfi
else fail dry-run-shows-pipeline-and-strips-kcfi "$(head -c 300 err)"; fi

# cc1 names a plugin by its file name up to the first '-' when it parses
# -fplugin-arg-NAME-KEY, so the plugin's file name must not contain '-'.
pname=$(basename "$plugin" .so)
"$kg" -### -fsanitize=kcfi -fsanitize-kcfi-hash=FNV-1a \
	-fsanitize-cfi-icall-experimental-normalize-integers -Iinc -c a.c 2> err
if grep -q -- "\"-fplugin-arg-$pname-hash=FNV-1a\" \"-fplugin-arg-$pname-normalize-integers\"" err &&
	[ "${pname#*-}" = "$pname" ]; then
	pass kcfi-hash-and-normalize-reach-plugin
else fail kcfi-hash-and-normalize-reach-plugin "$(tail -n1 err)"; fi

# --- kcfi path for assembly (kcfi-as + gcc, no plugin involved) ----------
same_pipe() {	# NAME SRC FLAGS...: kcfi-gcc -fsanitize=kcfi vs gcc, objects + depfiles
	local name=$1 src=$2
	shift 2
	rm -rf kd gd && mkdir kd gd
	if ! "$kg" -fsanitize=kcfi "$@" -c "$src" -o kd/x.o 2> err; then fail "$name" "$(tail -n1 err)"; return; fi
	gcc "$@" -c "$src" -o gd/x.o
	if ! cmp -s kd/x.o gd/x.o; then fail "$name" "objects differ"; return; fi
	if [ -e gd/x.d ] && ! { sed 's@gd/@kd/@' gd/x.d | cmp -s - kd/x.d; }; then
		fail "$name" "depfiles differ"; return
	fi
	pass "$name"
}
same_pipe preprocessed-asm-object-identical s.S -O2
same_pipe preprocessed-asm-g-object-identical s.S -g
same_pipe preprocessed-asm-depfile-identical s.S -MD -MP
same_pipe unmarked-asm-object-identical p.s -g

rm -f s.o p.o
"$kg" -fsanitize=kcfi -c s.S p.s && gcc -c s.S -o gs.o && gcc -c p.s -o gp.o
if cmp -s s.o gs.o && cmp -s p.o gp.o; then pass several-inputs-each-get-an-object
else fail several-inputs-each-get-an-object "objects differ or missing"; fi

"$kg" -fsanitize=kcfi -x assembler-with-cpp -c - -o k.o < s.S && gcc -x assembler-with-cpp -c - -o g.o < s.S
if cmp -s k.o g.o; then pass stdin-asm-with-cpp; else fail stdin-asm-with-cpp "objects differ"; fi
"$kg" -fsanitize=kcfi -x assembler -c - -o k.o < p.s && gcc -x assembler -c - -o g.o < p.s
if cmp -s k.o g.o; then pass stdin-asm; else fail stdin-asm "objects differ"; fi

# A hand-marked .s (markers per docs/markers.md, type names mangled by hand)
# must go through kcfi-as: its ids must be the ones clang-19 emits.
printf 'int apply(int (*fn)(int), int v) { return fn(v) + 1; }\n' > ap.c
gcc -O2 -S ap.c -o ap.s
awk 'NR == 2 { print "\t.kcfi_version 1\n\t.kcfi_hash xxHash64\n\t.kcfi_prefix_nops 0" }
	/^\t.globl\tapply/ { print "\t.kcfi_func apply, \"_ZTSFiPFiiEiE\"" }
	/call\t\*%rax/ { print "\t.kcfi_call \"_ZTSFiiE\"" } { print }' ap.s > marked.s
ids() { objdump -d "$1" | grep -Eo 'mov +\$0x[0-9a-f]+,%(eax|r10d)'; }
if ! command -v clang-19 > /dev/null; then
	skip marked-asm-goes-through-kcfi-as "clang-19 not installed"
elif "$kg" -fsanitize=kcfi -c marked.s -o marked.o 2> err && clang-19 -O2 -fsanitize=kcfi -c ap.c -o clang.o &&
	[ "$(ids marked.o)" = "$(ids clang.o)" ] && [ "$(ids clang.o | wc -l)" = 2 ]; then
	pass marked-asm-goes-through-kcfi-as
else fail marked-asm-goes-through-kcfi-as "ids differ from clang-19's: $(tail -n1 err)"; fi

echo junk > stale.o
"$kg" -fsanitize=kcfi -c badasm.s -o stale.o 2> k.err; krc=$?
gcc -c badasm.s -o g.o 2> g.err; grc=$?
if [ $krc = $grc ] && [ $krc != 0 ] && cmp -s k.err g.err && [ ! -e stale.o ]; then
	pass assembler-error-passes-through-and-removes-output
else fail assembler-error-passes-through-and-removes-output "rc $krc vs $grc"; fi

printf -- "-fsanitize=kcfi\n-c 'm.S' -o\nrsp.o\n" > rsp3
if "$kg" @rsp3 2>err && gcc -c m.S -o g.o && cmp -s rsp.o g.o; then pass response-file-kcfi
else fail response-file-kcfi "$(tail -n1 err)"; fi

if "$kg" -fsanitize=kcfi m.S -o prog 2> err && ./prog; then pass link-mode-builds-program
else fail link-mode-builds-program "$(tail -n1 err)"; fi

"$kg" -v -fsanitize=kcfi -c s.S -o v.o 2> err
if grep -q '^ gcc .*-E .*s\.S -o ' err && grep -q '^ gcc .*-c -x assembler ' err; then pass verbose-prints-commands
else fail verbose-prints-commands "no command lines in -v output"; fi

mkdir -p t
TMPDIR=$w/t "$kg" -fsanitize=kcfi -c s.S -o t1.o 2>/dev/null
TMPDIR=$w/t "$kg" -fsanitize=kcfi -c badasm.s -o t2.o 2>/dev/null
if [ -z "$(ls -A t)" ]; then pass temps-removed; else fail temps-removed "left: $(ls t)"; fi

# A slow "gcc" to kill kcfi-gcc mid-pipeline: temps must still go.
printf '#!/bin/sh\n[ "$1" = -dumpmachine ] && { echo x86_64-linux-gnu; exit 0; }\nexec sleep 30\n' > slowcc
chmod +x slowcc
KCFI_REAL_CC=$w/slowcc TMPDIR=$w/t "$kg" -fsanitize=kcfi -c s.S -o sig.o 2>/dev/null &
pid=$!
for _ in 1 2 3 4 5 6 7 8 9 10; do [ -n "$(ls -A t)" ] && break; sleep 0.1; done
kill -TERM $pid; wait $pid; rc=$?
if [ $rc = 143 ] && [ -z "$(ls -A t)" ]; then pass signal-removes-temps-and-kills
else fail signal-removes-temps-and-kills "rc=$rc, left: $(ls t)"; fi

# Out of memory once the temporary directory exists: diag_oom() exits from
# deep inside, and the exit handler must still remove the directory. The
# shim fails the first formatted allocation after mkdtemp (the temp file's
# name), as an exhausted heap would.
cat > oom.c <<'EOF'
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
static int armed;
char *mkdtemp(char *t)
{
	char *(*real)(char *) = (char *(*)(char *))dlsym(RTLD_NEXT, "mkdtemp");

	armed = 1;
	return real(t);
}
static int fail_once(void)
{
	if (!armed)
		return 0;
	armed = 0;
	errno = ENOMEM;
	return 1;
}
int vasprintf(char **s, const char *f, va_list ap)
{
	int (*real)(char **, const char *, va_list) =
		(int (*)(char **, const char *, va_list))dlsym(RTLD_NEXT, "vasprintf");

	return fail_once() ? -1 : real(s, f, ap);
}
int __vasprintf_chk(char **s, int flag, const char *f, va_list ap)
{
	int (*real)(char **, int, const char *, va_list) =
		(int (*)(char **, int, const char *, va_list))dlsym(RTLD_NEXT, "__vasprintf_chk");

	return fail_once() ? -1 : real(s, flag, f, ap);
}
EOF
gcc -shared -fPIC -o oom.so oom.c -ldl
LD_PRELOAD=$w/oom.so TMPDIR=$w/t "$kg" -fsanitize=kcfi -c s.S -o oom.o 2> err; rc=$?
if [ $rc = 1 ] && [ "$(cat err)" = "kcfi-gcc: error: out of memory" ] && [ -z "$(ls -A t)" ] && [ ! -e oom.o ]; then
	pass out-of-memory-removes-temps
else fail out-of-memory-removes-temps "rc=$rc, '$(head -n1 err)', left: $(ls t)"; fi

# --- cross compiler by name ----------------------------------------------
if command -v aarch64-linux-gnu-gcc > /dev/null; then
	ln -sf "$kg" aarch64-linux-gnu-kcfi-gcc
	./aarch64-linux-gnu-kcfi-gcc -O2 -Iinc -c a.c -o k.o && aarch64-linux-gnu-gcc -O2 -Iinc -c a.c -o g.o
	./aarch64-linux-gnu-kcfi-gcc -### -fsanitize=kcfi -Iinc -c a.c -o k2.o 2> err
	if cmp -s k.o g.o && grep -q '^ "aarch64-linux-gnu-gcc" ' err && grep -q '"--arch=aarch64"' err; then
		pass triple-name-picks-cross-gcc
	else fail triple-name-picks-cross-gcc "wrong compiler or arch"; fi
else
	skip triple-name-picks-cross-gcc "aarch64-linux-gnu-gcc not installed (apt-get install gcc-aarch64-linux-gnu)"
fi
KCFI_REAL_CC=true "$kg" -fsanitize=kcfi -c a.c 2> err; rc=$?
if [ $rc != 0 ] && grep -q "kcfi-gcc: error: -fsanitize=kcfi is not supported for target ''" err; then
	pass unsupported-target-rejected
else fail unsupported-target-rejected "rc=$rc"; fi

# --- install layout --------------------------------------------------------
pfx=$w/prefix
if make -s -C "$top" install PREFIX="$pfx" > make.log 2>&1; then
	"$pfx/bin/kcfi-gcc" -### -fsanitize=kcfi -Iinc -c a.c -o i.o 2> err
	pl=$(grep -o -- '"-fplugin=[^"]*"' err | head -n1 | sed 's/"-fplugin=\(.*\)"/\1/')
	if [ -n "$pl" ] && [ "$(realpath "$pl")" = "$(realpath "$pfx/lib/kcfi-gcc/gcc-$(gcc -dumpversion | cut -d. -f1)/kcfi.so")" ] &&
		grep -q "^ \"$pfx/bin/kcfi-as\" " err; then
		pass installed-kcfi-gcc-finds-plugin-and-kcfi-as
	else fail installed-kcfi-gcc-finds-plugin-and-kcfi-as "plugin '$pl'"; fi
	# every major's plugin is installed: gcc-11's compiles an instrumented object
	if ! command -v gcc-11 >/dev/null; then
		skip installed-gcc-11-plugin-works "gcc-11 not installed (make deps)"
	elif KCFI_REAL_CC=gcc-11 "$pfx/bin/kcfi-gcc" -O2 -fsanitize=kcfi -Iinc -c a.c -o i11.o 2>err &&
	     [ -f "$pfx/lib/kcfi-gcc/gcc-$(gcc-11 -dumpversion | cut -d. -f1)/kcfi.so" ] &&
	     objdump -t i11.o | grep -q ' __cfi_apply$'; then
		pass installed-gcc-11-plugin-works
	else fail installed-gcc-11-plugin-works "$(head -n1 err)"; fi
else
	fail installed-kcfi-gcc-finds-plugin-and-kcfi-as "make install: $(tail -n1 make.log)"
fi

# --- C through the plugin -------------------------------------------------
# The plugin is a build product: if cc1 cannot load it, every C case fails.
probe_err=$(gcc -fplugin="$plugin" -S -x c /dev/null -o /dev/null 2>&1)
c_cases="kbuild-probe kbuild-probe-normalize-integers c-error-passes-through -S-has-kcfi-check
-c-has-cfi-symbol c-depfile-identical c-g-line-info stdin-c link-mode-c"
if [ -n "$probe_err" ] || [ ! -f "$plugin" ]; then
	for c in $c_cases; do fail "$c" "plugin does not load: ${probe_err:-missing}"; done
	exit 0
fi

out=$("$kg" -Werror -fsanitize=kcfi -c -x c /dev/null -o probe.o 2>&1); rc=$?
if [ $rc = 0 ] && [ -z "$out" ] && [ -s probe.o ]; then pass kbuild-probe; else fail kbuild-probe "rc=$rc: $out"; fi
out=$("$kg" -Werror -fsanitize=kcfi -fsanitize-cfi-icall-experimental-normalize-integers \
	-c -x c /dev/null -o probe.o 2>&1); rc=$?
if [ $rc = 0 ] && [ -z "$out" ]; then pass kbuild-probe-normalize-integers
else fail kbuild-probe-normalize-integers "rc=$rc: $out"; fi

"$kg" -fsanitize=kcfi -c bad.c -o bad.o 2> k.err; krc=$?
gcc -c bad.c -o bad.o 2> g.err; grc=$?
if [ $krc = $grc ] && cmp -s k.err g.err; then pass c-error-passes-through
else fail c-error-passes-through "rc $krc vs $grc: $(head -n1 k.err)"; fi

if "$kg" -fsanitize=kcfi -O2 -Iinc -S a.c -o - > k.s 2> err &&
	grep -Eq 'movl[[:space:]]+\$-?(0x)?[0-9a-f]+, *%r10d' k.s && grep -q 'ud2' k.s; then
	pass -S-has-kcfi-check
else fail -S-has-kcfi-check "no check in -S output: $(tail -n1 err)"; fi

if "$kg" -fsanitize=kcfi -O2 -Iinc -c a.c -o k.o 2> err && nm k.o | grep -q ' __cfi_twice$'; then
	pass -c-has-cfi-symbol
else fail -c-has-cfi-symbol "no __cfi_twice: $(tail -n1 err)"; fi

rm -rf kd gd && mkdir kd gd
"$kg" -fsanitize=kcfi -MMD -MP -Iinc -c a.c -o kd/x.o 2> err && gcc -MMD -MP -Iinc -c a.c -o gd/x.o
"$kg" -fsanitize=kcfi -MD -MF kd/y.d -MT why -Iinc -c a.c -o kd/y.o 2>> err &&
	gcc -MD -MF gd/y.d -MT why -Iinc -c a.c -o gd/y.o
if sed 's@gd/@kd/@' gd/x.d | cmp -s - kd/x.d && cmp -s gd/y.d kd/y.d; then pass c-depfile-identical
else fail c-depfile-identical "depfiles differ: $(tail -n1 err)"; fi

if "$kg" -fsanitize=kcfi -g -O2 -Iinc -c a.c -o g.o 2> err && [ ! -s err ] &&
	readelf --debug-dump=decodedline g.o | grep -q '^a\.c'; then pass c-g-line-info
else fail c-g-line-info "$(tail -n1 err)"; fi

if "$kg" -fsanitize=kcfi -Iinc -x c -c - -o st.o < a.c 2> err && nm st.o | grep -q __cfi_apply; then
	pass stdin-c
else fail stdin-c "$(tail -n1 err)"; fi

# --- identification: --version and -v -----------------------------------
# gcc's own answer first (unchanged, Kbuild reads its first line), then one
# line with each part's path and XXH64, as xxhsum -H1 computes it.
xxh() { xxhsum -H1 "$1" 2>/dev/null | cut -d' ' -f1; }
"$kg" --version >ver.out 2>ver.err
gcc --version >gver.out
if [ "$(head -n "$(wc -l <gver.out)" ver.out)" = "$(cat gver.out)" ] &&
   grep -qF "plugin $(realpath "$plugin") xxh64:$(xxh "$plugin")" ver.out &&
   grep -qF "kcfi-as $(realpath "$build/bin/kcfi-as") xxh64:$(xxh "$build/bin/kcfi-as")" ver.out &&
   grep -qF "kcfi-gcc $(realpath "$kg") xxh64:$(xxh "$kg")" ver.out; then
	pass version-is-gccs-then-names-and-hashes-every-part
else fail version-is-gccs-then-names-and-hashes-every-part "$(tail -n1 ver.out) $(tail -n1 ver.err)"; fi
"$kg" -v >/dev/null 2>v.err
if grep -q '^gcc version ' v.err && grep -qF "plugin $(realpath "$plugin") xxh64:" v.err; then
	pass dash-v-alone-identifies-on-stderr
else fail dash-v-alone-identifies-on-stderr "$(tail -n1 v.err)"; fi
if KCFI_PLUGIN=$w/no-such.so "$kg" --version >/dev/null 2>v.err; then
	fail version-fails-when-a-part-is-missing "exit 0"
elif grep -q "kcfi-gcc: error: plugin $w/no-such.so: No such file" v.err; then
	pass version-fails-when-a-part-is-missing
else fail version-fails-when-a-part-is-missing "$(tail -n1 v.err)"; fi

# --- one plugin per GCC major: the wrapped gcc's is loaded ------------------
# The expected path comes from gcc-11 itself (-dumpversion), the preamble
# from objdump; a gcc of a major with no plugin never reaches cc1.
if command -v gcc-11 >/dev/null; then
	want=$build/lib/kcfi-gcc/gcc-$(gcc-11 -dumpversion | cut -d. -f1)/kcfi.so
	KCFI_REAL_CC=gcc-11 "$kg" -### -fsanitize=kcfi -Iinc -c a.c -o m.o 2>err
	pl=$(grep -o -- '"-fplugin=[^"]*"' err | head -n1 | sed 's/"-fplugin=\(.*\)"/\1/')
	if [ -n "$pl" ] && [ "$(realpath "$pl")" = "$(realpath "$want")" ] && grep -q '^ "gcc-11" ' err &&
	   KCFI_REAL_CC=gcc-11 "$kg" -O2 -fsanitize=kcfi -Iinc -c a.c -o m11.o &&
	   objdump -t m11.o | grep -q ' __cfi_apply$'; then
		pass gcc-11-gets-the-gcc-11-plugin-and-an-instrumented-object
	else fail gcc-11-gets-the-gcc-11-plugin-and-an-instrumented-object "plugin '$pl', want $want"; fi
	KCFI_REAL_CC=gcc-11 "$kg" --version >ver11.out
	if tail -n1 ver11.out | grep -qF "gcc gcc-11 (GCC 11), plugin $(realpath "$want") xxh64:"; then
		pass version-names-the-gcc-major-and-its-plugin
	else fail version-names-the-gcc-major-and-its-plugin "$(tail -n1 ver11.out)"; fi
else
	skip gcc-11-gets-the-gcc-11-plugin-and-an-instrumented-object "gcc-11 not installed (make deps)"
	skip version-names-the-gcc-major-and-its-plugin "gcc-11 not installed (make deps)"
fi
# gcc 99: the real gcc under another major, logging how it is run
printf '#!/bin/sh\necho "$*" >>%s/gcc99.log\n[ "$1" = -dumpversion ] && { echo 99.1.0; exit; }\nexec gcc "$@"\n' "$w" >gcc99
chmod +x gcc99
rm -f m99.o gcc99.log
KCFI_REAL_CC=$w/gcc99 "$kg" -O2 -fsanitize=kcfi -Iinc -c a.c -o m99.o 2>err; rc=$?
if [ $rc = 1 ] && [ ! -e m99.o ] && ! grep -q -- '-fplugin' gcc99.log &&
   grep -q "^kcfi-gcc: error: no plugin for GCC 99 ($w/gcc99) in .*: this kcfi-gcc has plugins for GCC .*$(gcc -dumpversion | cut -d. -f1)" err; then
	pass gcc-of-a-major-without-plugin-is-refused-before-cc1
else fail gcc-of-a-major-without-plugin-is-refused-before-cc1 "rc=$rc, $(head -n1 err), ran: $(tr '\n' ';' <gcc99.log)"; fi
# assembler inputs need no plugin: any gcc assembles them
gcc -S -Iinc -o p.s a.c
if KCFI_REAL_CC=$w/gcc99 "$kg" -fsanitize=kcfi -c p.s -o p99.o 2>err && [ -s p99.o ]; then
	pass assembler-input-needs-no-plugin-for-the-gcc-major
else fail assembler-input-needs-no-plugin-for-the-gcc-major "$(head -n1 err)"; fi

# copy_tools DIR: kcfi-gcc, kcfi-as and the plugins, world-readable, laid out
# as installed (DIR/bin, DIR/lib/kcfi-gcc), for tests that change or share them
copy_tools() {
	mkdir -p "$1/bin" "$1/lib"
	cp -a "$build/bin/kcfi-gcc" "$build/bin/kcfi-as" "$1/bin/"
	cp -a "$build/lib/kcfi-gcc" "$1/lib/"
	chmod -R a+rX "$1"
}

# --- -print-kcfi-identity / -fkcfi-identity= (build nodes agree on tools) ----
copy_tools id1 && copy_tools id2 && printf '\n' >>id2/bin/kcfi-as
id=$("$kg" -print-kcfi-identity)
if [ "$(id1/bin/kcfi-gcc -print-kcfi-identity)" = "$id" ] &&
	[ "$(id2/bin/kcfi-gcc -print-kcfi-identity)" != "$id" ] && [[ $id == xxh64:* ]]; then
	pass identity-names-the-parts-not-their-paths
else
	fail identity-names-the-parts-not-their-paths "$id vs copies"
fi
rm -f i.o
"$kg" -fkcfi-identity=xxh64:0 -fsanitize=kcfi -O2 -Iinc -c a.c -o i.o 2>err; rc=$?
if [ $rc = 1 ] && [ ! -e i.o ] && grep -q "^kcfi-gcc: error: -fkcfi-identity=xxh64:0: this kcfi-gcc is $id" err; then
	pass identity-mismatch-refused
else
	fail identity-mismatch-refused "rc=$rc: $(cat err)"
fi
if "$kg" -fkcfi-identity="$id" -fsanitize=kcfi -O2 -Iinc -c a.c -o i.o &&
	"$kg" -fsanitize=kcfi -O2 -Iinc -c a.c -o n.o && cmp -s i.o n.o &&
	"$kg" -fkcfi-identity="$id" -O2 -Iinc -c a.c -o i.o && gcc -O2 -Iinc -c a.c -o g.o &&
	cmp -s i.o g.o; then
	pass identity-match-changes-nothing
else
	fail identity-match-changes-nothing "objects differ"
fi

# --help: gcc's text unchanged, then kcfi-gcc's own (--kcfi-help)
"$kg" --help >kh.txt 2>&1; gcc --help >gh.txt 2>&1; "$kg" --kcfi-help >kk.txt
if head -c "$(wc -c <gh.txt)" kh.txt | cmp -s - gh.txt && [ -s kk.txt ] &&
	[ "$(tail -c "$(wc -c <kk.txt)" kh.txt)" = "$(cat kk.txt)" ] && grep -q -- -fkcfi-identity= kk.txt; then
	pass help-is-gccs-then-kcfi-gccs
else
	fail help-is-gccs-then-kcfi-gccs "kcfi-gcc --help is not gcc --help followed by --kcfi-help"
fi

# -E with KCFI: the plugin is loaded, so __has_attribute() (the kernel's
# __nocfi) answers as in the -S step; without KCFI -E is plain gcc's
printf '#if __has_attribute(__kcfi_no_sanitize__)\nint plugin_attr;\n#endif\nint x;\n' > ha.c
if "$kg" -fsanitize=kcfi -E -P ha.c -o k.i && gcc -E -P -fplugin="$plugin" ha.c -o g.i &&
	cmp -s k.i g.i && grep -q plugin_attr k.i &&
	"$kg" -E -P ha.c -o k2.i && gcc -E -P ha.c -o g2.i && cmp -s k2.i g2.i; then
	pass preprocess-with-kcfi-sees-plugin-attributes
else
	fail preprocess-with-kcfi-sees-plugin-attributes "kcfi-gcc -E differs from gcc -E -fplugin"
fi

# -S -o PATH: the file lands where gcc puts it, with gcc's mode.  gcc opens
# the path, so a symlink stays a symlink and its target gets the text; a
# rename over the path would replace the link (over /dev/stdout, the
# machine's own).  A private link to /proc/self/fd/1 stands in for it.
out_shape() {	# CC: "link-kept? target-mode fd-link-kept? fd-file-has-text? new-mode"
	local cc=$1 r=""
	rm -f o.lnk o.tgt o.fd o.file o.new
	echo old > o.tgt; chmod 640 o.tgt; ln -s o.tgt o.lnk
	"$cc" -fsanitize=kcfi -O2 -Iinc -S -o o.lnk a.c 2>/dev/null
	[ -L o.lnk ] && r+="link " || r+="file "
	r+="$(stat -c %a o.tgt) "
	ln -s /proc/self/fd/1 o.fd
	"$cc" -fsanitize=kcfi -O2 -Iinc -S -o o.fd a.c > o.file 2>/dev/null
	[ -L o.fd ] && r+="link " || r+="file "
	grep -q 'apply' o.file && r+="text " || r+="empty "
	(umask 027; "$cc" -fsanitize=kcfi -O2 -Iinc -S -o o.new a.c 2>/dev/null)
	r+="$(stat -c %a o.new)"
	echo "$r"
}
printf '#!/bin/sh\nfor a; do [ "$a" = -fsanitize=kcfi ] || set -- "$@" "$a"; shift; done\nexec gcc "$@"\n' > plaingcc
chmod +x plaingcc
want=$(out_shape ./plaingcc) got=$(out_shape "$kg")
if [ "$got" = "$want" ] && [ "$want" = "link 640 link text 640" ]; then
	pass asm-output-writes-through-symlinks-with-gccs-mode
else
	fail asm-output-writes-through-symlinks-with-gccs-mode "kcfi-gcc '$got', gcc '$want' (want 'link 640 link text 640')"
fi

# --- ccache ------------------------------------------------------------------
. "$top/tests/wrapper/ccache.sh"
. "$top/tests/wrapper/distcc.sh"
. "$top/tests/wrapper/man.sh"

printf 'int apply(int (*)(int), int);\nint use(void);\nint main(void) { return use() - 7; }\n' > main.c
if "$kg" -fsanitize=kcfi -O2 -Iinc main.c a.c -o cprog 2> err && ./cprog; then pass link-mode-c
else fail link-mode-c "$(tail -n1 err)"; fi
exit 0
