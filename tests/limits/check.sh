#!/usr/bin/env bash
# limits tier: inputs and conditions at the edges. Each gets a defined
# result: instrumented correctly (compared with clang-19 or with the golden
# LF-terminated form of the same input), or an error with exit != 0 and no
# output or temp file left behind. Malformed-syntax messages themselves are
# pinned in the diag tier (nul-byte-in-input, app-without-no-app, ...).
set -u
top=${KCFI_TOP:?} build=${KCFI_BUILD:?}
kas=$build/bin/kcfi-as kg=$build/bin/kcfi-gcc
w=$(mktemp -d "${TMPDIR:-/tmp}/kcfi-limits.XXXXXX")
mounts=()
cleanup() {
	for m in "${mounts[@]+"${mounts[@]}"}"; do umount "$m" 2>/dev/null; done
	rm -rf "$w"
}
trap cleanup EXIT
cd "$w" || exit 1
mkdir t o

pass() { echo "PASS limits/$1"; }
fail() { echo "FAIL limits/$1: $2"; }
skip() { echo "SKIP limits/$1: $2"; }
# left DIR...: the files left in DIRs, empty if none
left() { find "$@" -mindepth 1 2>/dev/null | tr '\n' ' '; }

# The golden call-through-register case (its CHECK lines come from clang-19),
# without its comment lines: the reference the variants below must match.
grep -v '^#' "$top/tests/asm/x86_64/call-through-register.s" > lf.s
"$kas" --arch=x86_64 -S -o lf.out lf.s || fail golden "kcfi-as failed on lf.s"
# text SRC: the .text bytes of SRC assembled by kcfi-as, as hex
text() {
	rm -f x.o
	"$kas" --arch=x86_64 -o x.o "$1" 2>/dev/null &&
		objcopy -O binary -j .text x.o x.bin && od -An -tx1 -v x.bin | tr -d ' \n'
}
ref=$(text lf.s)
[ -n "$ref" ] || fail golden "lf.s does not assemble"

# --- kcfi-as: line ends --------------------------------------------------
sed 's/$/\r/' lf.s > crlf.s
if "$kas" --arch=x86_64 -S -o crlf.out crlf.s && tr -d '\r' < crlf.out | cmp -s - lf.out &&
   [ "$(text crlf.s)" = "$ref" ]; then
	pass crlf-line-ends-instrument-like-lf
else fail crlf-line-ends-instrument-like-lf "output or code differs from the LF form"; fi

# the marked call is the very last line, with no newline after it
printf '\t.kcfi_version 1\n\t.text\n\t.globl g\n\t.type g, @function\ng:\n\t.kcfi_call "_ZTSFviE"\n\tcall\t*%%rbx\n' > nl.s
printf '\t.kcfi_version 1\n\t.text\n\t.globl g\n\t.type g, @function\ng:\n\t.kcfi_call "_ZTSFviE"\n\tcall\t*%%rbx' > nonl.s
if [ -n "$(text nl.s)" ] && [ "$(text nonl.s)" = "$(text nl.s)" ] &&
   "$kas" --arch=x86_64 -S -o nonl.out nonl.s && grep -q 'addl	-4(%rbx), %r10d' nonl.out; then
	pass missing-final-newline-after-marked-call-is-instrumented
else fail missing-final-newline-after-marked-call-is-instrumented "code differs from the newline-terminated form"; fi

# --- kcfi-as: size ------------------------------------------------------
# 3 million lines around the marked call: the same code, plus 3M nops.
{ sed -n '1,/movq/p' lf.s; yes '	nop' | head -n 1500000; sed -n '/kcfi_call/,/call/p' lf.s
  yes '	nop' | head -n 1500000; sed -n '/popq/,$p' lf.s; } > big.s
if [ "$(wc -l < big.s)" -gt 3000000 ] && "$kas" --arch=x86_64 -S -o big.out big.s &&
   [ "$(grep -c kcfi_traps big.out)" = 1 ] &&
   diff <(grep -v '^	nop$' big.out) lf.out >/dev/null; then
	pass three-million-lines-instrument-like-the-short-file
else fail three-million-lines-instrument-like-the-short-file "output differs once nops are dropped"; fi

# A 100,000-character line: a struct tag that long makes the .kcfi_call and
# .kcfi_func lines ~100 kB; ids and binding must be clang-19's.
if command -v clang-19 >/dev/null; then
	tag=$(head -c 99990 /dev/zero | tr '\0' T)
	cat > long.c <<C
struct $tag { int x; };
void take(struct $tag *p) { p->x++; }
void (*hook)(struct $tag *) = take;
void call(struct $tag *p) { hook(p); }
C
	"$kg" -O2 -fsanitize=kcfi -S long.c -o long.s 2>err
	maxlen=$(awk '{ if (length($0) > m) m = length($0) } END { print m }' long.s)
	"$kg" -O2 -fsanitize=kcfi -c long.c -o k.o 2>>err && clang-19 -O2 -fsanitize=kcfi -c long.c -o c.o
	python3 "$top/tests/lib/kcfi_ids.py" k.o > k.ids 2>/dev/null
	python3 "$top/tests/lib/kcfi_ids.py" c.o > c.ids 2>/dev/null
	if [ "${maxlen:-0}" -ge 100000 ] && grep -q '^check ' c.ids && grep -q '^preamble ' c.ids &&
	   cmp -s <(grep -E '^(check|preamble) ' k.ids) <(grep -E '^(check|preamble) ' c.ids); then
		pass hundred-thousand-char-line-ids-match-clang19
	else fail hundred-thousand-char-line-ids-match-clang19 "longest line ${maxlen:-?}, ids: $(tr '\n' ' ' < k.ids) vs $(tr '\n' ' ' < c.ids) $(tail -n1 err)"; fi
else
	skip hundred-thousand-char-line-ids-match-clang19 "clang-19 not installed (make deps)"
fi

# --- kcfi-as: signals ---------------------------------------------------
printf '#!/bin/sh\nexec sleep 30\n' > slowas && chmod +x slowas
TMPDIR=$w/t "$kas" --arch=x86_64 --as="$w/slowas" -o o/x.o lf.s 2>/dev/null &
pid=$!
for _ in $(seq 50); do [ -n "$(left t)" ] && break; sleep 0.1; done
kill -INT $pid; wait $pid; rc=$?
if [ $rc = 130 ] && [ -z "$(left t o)" ]; then pass kcfi-as-sigint-while-as-runs-leaves-nothing
else fail kcfi-as-sigint-while-as-runs-leaves-nothing "rc=$rc, left: $(left t o)"; fi

# --- kcfi-gcc -----------------------------------------------------------
# Enough code that the object is well over 16 KiB.
for i in $(seq 400); do
	echo "int f$i(int (*g)(int), int x) { return g(x + $i) * $i; }"
done > many.c
small_fs() {	# DIR [ro]: a 16 KiB tmpfs at DIR, if we may mount
	mkdir -p "$1"
	mount -t tmpfs -o "size=16k${2:+,$2}" tmpfs "$1" 2>/dev/null || return 1
	mounts+=("$1")
}
# gone NAME RC DIR...: exit != 0 and nothing left in DIRs (temps, outputs)
gone() {
	local name=$1 rc=$2
	shift 2
	if [ "$rc" != 0 ] && [ -z "$(left "$@")" ]; then pass "$name"
	else fail "$name" "rc=$rc, left: $(left "$@")"; fi
}

if small_fs ro ro; then
	TMPDIR=$w/t "$kg" -O2 -fsanitize=kcfi -c many.c -o ro/many.o 2>err
	gone kcfi-gcc-unwritable-output-dir-fails-clean $? t ro
else skip kcfi-gcc-unwritable-output-dir-fails-clean "cannot mount a read-only tmpfs (not root)"; fi

if small_fs full; then
	TMPDIR=$w/t "$kg" -O2 -fsanitize=kcfi -c many.c -o full/many.o 2>err
	gone kcfi-gcc-disk-full-output-leaves-no-partial-object $? t full
	TMPDIR=$w/full "$kg" -O2 -fsanitize=kcfi -c many.c -o o/many.o 2>err
	gone kcfi-gcc-disk-full-tmpdir-fails-clean $? full o
	TMPDIR=$w/t "$kg" -O2 -fsanitize=kcfi -S many.c -o full/many.s 2>err
	gone kcfi-gcc-disk-full-S-output-leaves-no-partial-asm $? t full
else skip kcfi-gcc-disk-full-output-leaves-no-partial-object "cannot mount a tmpfs (not root)"; fi

# A gcc that dies of SIGSEGV while compiling (a cc1 crash, the OOM killer).
cat > segvcc <<'EOF'
#!/bin/sh
case $1 in -dumpmachine|-dumpversion) exec gcc "$1" ;; esac
kill -SEGV $$
EOF
chmod +x segvcc
KCFI_REAL_CC=$w/segvcc TMPDIR=$w/t "$kg" -O2 -fsanitize=kcfi -c many.c -o o/many.o 2>err; rc=$?
if [ $rc = 1 ] && [ -z "$(left t o)" ] && grep -q 'killed by signal 11' err; then
	pass kcfi-gcc-gcc-killed-by-signal-fails-clean
else fail kcfi-gcc-gcc-killed-by-signal-fails-clean "rc=$rc, left: $(left t o), $(tail -n1 err)"; fi

# Ctrl-C hits the whole process group: here while the assembler step runs,
# after it already wrote the object, which must go again.
cat > slowcc <<'EOF'
#!/bin/sh
for a; do [ "$a" = assembler ] && { gcc "$@" || exit; exec sleep 30; }; done
exec gcc "$@"
EOF
chmod +x slowcc
KCFI_REAL_CC=$w/slowcc TMPDIR=$w/t setsid "$kg" -O2 -fsanitize=kcfi -c many.c -o o/many.o 2>err &
pid=$!
for _ in $(seq 300); do [ -e o/many.o ] && break; sleep 0.1; done
seen=$([ -e o/many.o ] && echo yes)
kill -INT -- -$pid; wait $pid; rc=$?
if [ "$seen" = yes ] && [ $rc = 130 ] && [ -z "$(left t o)" ]; then
	pass kcfi-gcc-sigint-to-process-group-removes-object-and-temps
else fail kcfi-gcc-sigint-to-process-group-removes-object-and-temps "object seen: ${seen:-no}, rc=$rc, left: $(left t o)"; fi

# --- the plugin's markers for odd identifiers ---------------------------
# UTF-8, '$', asm("label") names, a section attribute and a 3,000-character
# name: preambles, checks and __cfi_ symbols (binding, section) as clang-19's.
if command -v clang-19 >/dev/null; then
	long=$(head -c 3000 /dev/zero | tr '\0' L)
	cat > odd.c <<EOF2
int été(int x) { return x + 1; }
int dollar\$fn(int x) { return x + 2; }
int renamed(int x) __asm__("asm.label\$name");
int renamed(int x) { return x + 3; }
__attribute__((section(".text.odd"))) int in_section(int x) { return x + 4; }
static int $long(int x) { return x + 5; }
struct été_s { int v; };
void take_s(struct été_s *p) { p->v++; }
void (*hook)(struct été_s *) = take_s;
int (*tab[])(int) = { été, dollar\$fn, renamed, in_section, $long };
int call(int (*f)(int), int i) { return f(i) + tab[i](i); }
void call_s(struct été_s *p) { hook(p); }
EOF2
	cfi_syms() { python3 "$top/tests/lib/cfi_syms.py" "$1"; }
	if "$kg" -O2 -fsanitize=kcfi -c odd.c -o ko.o 2>err && clang-19 -O2 -fsanitize=kcfi -c odd.c -o co.o &&
	   python3 "$top/tests/lib/kcfi_ids.py" ko.o > ko.ids && python3 "$top/tests/lib/kcfi_ids.py" co.o > co.ids &&
	   [ "$(grep -c '^preamble ' co.ids)" = 8 ] && cmp -s ko.ids co.ids && cmp -s <(cfi_syms ko.o) <(cfi_syms co.o); then
		pass odd-identifiers-get-clang19-preambles-and-checks
	else fail odd-identifiers-get-clang19-preambles-and-checks "$(tail -n1 err; diff ko.ids co.ids | head -n 3 | cut -c1-80 | tr '\n' ' ')"; fi
else
	skip odd-identifiers-get-clang19-preambles-and-checks "clang-19 not installed (make deps)"
fi
