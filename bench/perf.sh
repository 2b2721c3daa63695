#!/usr/bin/env bash
# Performance goals of issue 11, measured side by side in one run; prints
# ratios (docs/performance.md keeps the numbers). Nothing here is a test.
#
#   bench/perf.sh [section...]    sections: as compile wrapper code kernel
#                                 (default: as compile wrapper code)
#
# KCFI_AS_BIN: the kcfi-as to measure (default build/bin/kcfi-as).
# Time is CPU time (user + sys, children included, best of BENCH_RUNS runs):
# on a shared machine it is far steadier than wall time, which is printed too.
# Real inputs, from Debian source packages (apt-get source, deb-src needed)
# unpacked under $BENCH_SRC (default ~/.cache/kcfi-bench):
#   sqlite3  the amalgamation sqlite3.c (made with ./configure && make
#            sqlite3.c, which needs tclsh)
#   lua5.4   src/*.c
# QuickJS is not packaged by Debian: set QUICKJS_DIR to a directory with its
# quickjs.c to include it. "kernel" builds kernel/'s minimal config three
# times (kcfi-gcc with CFI, gcc without, clang-19 with CFI; 4 to 8 minutes
# each at -j2), then times kcfi-check on the kcfi-gcc vmlinux.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
kg=$top/build/bin/kcfi-gcc
kas=${KCFI_AS_BIN:-$top/build/bin/kcfi-as}
# KCFI_AS_BASE: another kcfi-as (e.g. an older commit's) measured on the same
# files in the same run, with the ratio and whether its output is identical
base=${KCFI_AS_BASE:-}
plugin=$("$kg" -print-kcfi-plugin)
src=${BENCH_SRC:-$HOME/.cache/kcfi-bench}
runs=${BENCH_RUNS:-3}
tmp=$(mktemp -d)
export src tmp QUICKJS_DIR=${QUICKJS_DIR:-}
trap 'rm -rf "$tmp"' EXIT
sections=("$@")
[ ${#sections[@]} -gt 0 ] || sections=(as compile wrapper code)

ratio() { python3 -c "import sys; print('%.3f' % (float(sys.argv[1]) / float(sys.argv[2])))" "$1" "$2"; }

# timed OUT CMD...: run CMD (stdout to /dev/null) and write "user sys wall
# maxrss_kb" to OUT from wait4()'s rusage, in microseconds: GNU time prints
# hundredths, a tenth of what kcfi-as takes on a 30 MB file.
cat >"$tmp/timed.py" <<'PY'
import os, sys, time
out, argv = sys.argv[1], sys.argv[2:]
# posix_spawn (vfork and exec): the child's rusage is the command's alone,
# not a forked python's page faults as well
t0 = time.monotonic()
pid = os.posix_spawnp(argv[0], argv, os.environ,
                      file_actions=[(os.POSIX_SPAWN_OPEN, 1, os.devnull, os.O_WRONLY, 0)])
_, status, ru = os.wait4(pid, 0)
wall = time.monotonic() - t0
with open(out, 'w') as f:
    f.write(f"{ru.ru_utime:.6f} {ru.ru_stime:.6f} {wall:.6f} {ru.ru_maxrss}\n")
sys.exit(os.waitstatus_to_exitcode(status))
PY

# best CMD...: run CMD $runs times; "cpu wall maxrss_kb" of the fastest run.
# A shell function CMD runs in a bash that timed.py can measure.
best() {
	local i b="" line
	if declare -F "$1" >/dev/null; then
		set -- bash -c "$(declare -f tus compile_set); \"\$@\"" _ "$@"
	fi
	for ((i = 0; i < runs; i++)); do
		python3 "$tmp/timed.py" "$tmp/time" "$@" 2>"$tmp/err" ||
			{ echo "failed: $* ($(tail -n 2 "$tmp/err" | tr '\n' ' '))" >&2; return 1; }
		line=$(awk '{ printf "%.4f %.4f %d\n", $1 + $2, $3, $4 }' "$tmp/time")
		if [ -z "$b" ] || python3 -c "import sys; sys.exit(not float(sys.argv[1]) < float(sys.argv[2]))" \
			"${line%% *}" "${b%% *}"; then b=$line; fi
	done
	echo "$b"
}

fetch_sources() {
	mkdir -p "$src"
	if [ ! -f "$src/sqlite3.c" ]; then
		(cd "$src" && apt-get source sqlite3 >/dev/null 2>&1) ||
			echo "note: apt-get source sqlite3 failed (deb-src line?)" >&2
		local d
		d=$(ls -d "$src"/sqlite3-*/ 2>/dev/null | head -n 1)
		if [ -n "$d" ] && command -v tclsh >/dev/null; then
			mkdir -p "$d/bld"
			(cd "$d/bld" && ../configure >/dev/null && make sqlite3.c >/dev/null) &&
				cp "$d/bld/sqlite3.c" "$d/bld/sqlite3.h" "$src/"
		fi
	fi
	if ! ls -d "$src"/lua5.4-*/src >/dev/null 2>&1; then
		(cd "$src" && apt-get source lua5.4 >/dev/null 2>&1) ||
			echo "note: apt-get source lua5.4 failed (deb-src line?)" >&2
	fi
	# debian/rules writes this header at build time; luaconf.h includes it
	for d in "$src"/lua5.4-*/src; do
		if [ -d "$d" ] && [ ! -f "$d/lua5.4-deb-multiarch.h" ]; then
			printf '#define DEB_HOST_MULTIARCH "%s"\n' "$(gcc -dumpmachine)" \
				>"$d/lua5.4-deb-multiarch.h"
		fi
	done
}

# units NAME: "dir file-flags..." compile units of a real program
tus() {
	case $1 in
	sqlite3) [ -f "$src/sqlite3.c" ] && echo "$src sqlite3.c" ;;
	lua) local d
	     d=$(ls -d "$src"/lua5.4-*/src 2>/dev/null | head -n 1)
	     [ -n "$d" ] && for f in "$d"/*.c; do echo "$d $(basename "$f")"; done ;;
	quickjs) [ -n "${QUICKJS_DIR:-}" ] && [ -f "$QUICKJS_DIR/quickjs.c" ] &&
		 echo "$QUICKJS_DIR quickjs.c -D_GNU_SOURCE -DCONFIG_VERSION=\"bench\"" ;;
	esac
	return 0
}

# compile_set NAME CC...: compile every unit of NAME once with CC -O2 -g -c
compile_set() {
	local name=$1 dir f flags
	shift
	while read -r dir f flags; do
		# shellcheck disable=SC2086
		(cd "$dir" && "$@" -O2 -g $flags -c "$f" -o "$tmp/unit.o")
	done < <(tus "$name")
}

section_as() {
	local f ins outs
	echo "== kcfi-as alone (marked .s -> instrumented .s), GNU as on the result"
	"$top/bench/gen-marked.sh" 22000 >"$tmp/gen.s"
	# issue 11's shape: 20,000 functions, 20,000 checked calls, 30 MB
	"$top/bench/gen-marked.sh" 20000 calls=1 pad=7 >"$tmp/gen-issue.s"
	set -- "$tmp/gen.s" "$tmp/gen-issue.s"
	if [ -f "$src/sqlite3.c" ]; then
		(cd "$src" && gcc -O2 -g -S -fplugin="$plugin" sqlite3.c -o "$tmp/sqlite3.marked.s")
		set -- "$@" "$tmp/sqlite3.marked.s"
	fi
	if [ -n "$QUICKJS_DIR" ] && [ -f "$QUICKJS_DIR/quickjs.c" ]; then
		(cd "$QUICKJS_DIR" && gcc -O2 -g -S -fplugin="$plugin" -D_GNU_SOURCE \
			-DCONFIG_VERSION='"bench"' quickjs.c -o "$tmp/quickjs.marked.s")
		set -- "$@" "$tmp/quickjs.marked.s"
	fi
	for f in "$@"; do
		ins=$(stat -c %s "$f")
		read -r kc kw km < <(best "$kas" -S -o "$tmp/out.s" "$f")
		outs=$(stat -c %s "$tmp/out.s")
		read -r ac aw _ < <(best as -o "$tmp/out.o" "$tmp/out.s")
		bc="" bm="" same=""
		if [ -n "$base" ]; then
			read -r bc _ bm < <(best "$base" -S -o "$tmp/base.s" "$f")
			cmp -s "$tmp/out.s" "$tmp/base.s" && same=identical || same=DIFFERENT
		fi
		python3 - "$(basename "$f")" "$ins" "$outs" "$kc" "$kw" "$km" "$ac" "$aw" "$bc" "$bm" "$same" <<'EOF'
import sys
name, ins, outs, kc, kw, km, ac, aw, bc, bm, same = sys.argv[1:]
ins, outs, kc, kw, km, ac, aw = int(ins), int(outs), float(kc), float(kw), int(km), float(ac), float(aw)
mb = ins / 1e6
print(f"{name}: {mb:.1f} MB marked, {outs / 1e6:.1f} MB out")
print(f"  kcfi-as   cpu {kc:.3f}s  wall {kw:.3f}s  {mb / max(kc, 0.01):.0f} MB/s cpu"
      f"  {mb / max(kw, 0.01):.0f} MB/s wall  (goal >= 200)")
print(f"  GNU as    cpu {ac:.2f}s  wall {aw:.2f}s   kcfi-as/as cpu {kc / max(ac, 0.01):.3f}  (goal <= 1)")
print(f"  peak RSS  {km / 1024:.0f} MB = {km * 1024 / ins:.2f} x input  (goal <= 3)")
if bc:
    bc, bm = float(bc), int(bm)
    print(f"  base      cpu {bc:.3f}s  {mb / max(bc, 0.01):.0f} MB/s cpu  RSS {bm / 1024:.0f} MB"
          f"  kcfi-as/base cpu {kc / max(bc, 0.01):.3f}  output {same}")
EOF
	done
}

section_compile() {
	local name c g k l
	echo "== compile time, -O2 -g -c, CPU seconds (ratio goal: kcfi-gcc/gcc <= 1.10)"
	for name in sqlite3 lua quickjs; do
		if [ -z "$(tus $name)" ]; then
			echo "$name: skipped (no sources; see the head of bench/perf.sh)"
			continue
		fi
		read -r g gw _ < <(best compile_set "$name" gcc)
		read -r k kw _ < <(best compile_set "$name" "$kg" -fsanitize=kcfi)
		read -r c cw _ < <(best compile_set "$name" clang-19 -fsanitize=kcfi)
		echo "$name: gcc ${g}s  kcfi-gcc ${k}s  clang-19 ${c}s (wall ${gw} ${kw} ${cw})" \
		     " kcfi-gcc/gcc $(ratio "$k" "$g")  kcfi-gcc/clang-19 $(ratio "$k" "$c")"
	done
}

section_wrapper() {
	local name g k n own=""
	echo "== kcfi-gcc without -fsanitize=kcfi (goal: / gcc <= 1.01)"
	# kcfi-gcc's own work before it execs gcc, counted (a busy machine's
	# CPU times swing more than the 1% asked about)
	if command -v valgrind >/dev/null; then
		echo 'int e(void) { return 0; }' >"$tmp/e.c"
		own=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null --trace-children=no \
			"$kg" -O2 -c "$tmp/e.c" -o "$tmp/e.o" 2>&1 | sed -n 's/.*Collected : //p')
		echo "kcfi-gcc's own instructions per compile, up to the exec: $own"
	fi
	for name in lua sqlite3; do
		[ -n "$(tus $name)" ] || { echo "$name: skipped (no sources)"; continue; }
		n=$(tus "$name" | wc -l)
		read -r g _ _ < <(best compile_set "$name" gcc)
		read -r k _ _ < <(best compile_set "$name" "$kg")
		echo "$name: gcc ${g}s  kcfi-gcc ${k}s  ratio $(ratio "$k" "$g") (measured)" \
		     "${own:+ $(python3 -c "import sys; n, i, g = map(float, sys.argv[1:]); print('%.4f (counted: %d x %d instructions at 1/ns)' % (1 + n * i * 1e-9 / g, n, i))" "$n" "$own" "$g")}"
	done
}

section_code() {
	local f=$top/bench/indirect.c text n=1000000
	echo "== code per checked call, bench/indirect.c (2 call sites, $((2 * n)) calls)"
	text() { size -A "$1" | awk '$1 ~ /^\.text/ { s += $2 } END { print s }'; }
	gcc -O2 -c "$f" -o "$tmp/g.o"; gcc -O2 "$f" -o "$tmp/g"
	"$kg" -O2 -fsanitize=kcfi -c "$f" -o "$tmp/k.o"; "$kg" -O2 -fsanitize=kcfi "$f" -o "$tmp/k"
	clang-19 -O2 -Wno-unknown-attributes -c "$f" -o "$tmp/c0.o"; clang-19 -O2 -Wno-unknown-attributes "$f" -o "$tmp/c0"
	clang-19 -O2 -Wno-unknown-attributes -fsanitize=kcfi -c "$f" -o "$tmp/c.o"; clang-19 -O2 -Wno-unknown-attributes -fsanitize=kcfi "$f" -o "$tmp/c"
	echo ".text bytes: gcc $(text "$tmp/g.o") -> kcfi-gcc $(text "$tmp/k.o");" \
	     "clang-19 $(text "$tmp/c0.o") -> clang-19 kcfi $(text "$tmp/c.o")"
	if ! command -v valgrind >/dev/null; then
		echo "instructions: skipped (no valgrind)"
		return
	fi
	ir() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 | sed -n 's/.*Collected : //p'; }
	python3 - "$n" "$(ir "$tmp/g" $n)" "$(ir "$tmp/k" $n)" "$(ir "$tmp/c0" $n)" "$(ir "$tmp/c" $n)" <<'EOF'
import sys
n, g, k, c0, c = map(int, sys.argv[1:])
calls = 2 * n
print(f"instructions per checked call: kcfi-gcc {(k - g) / calls:.2f} extra over gcc,"
      f" clang-19 {(c - c0) / calls:.2f} extra over clang-19 without kcfi")
EOF
}

section_kernel() {
	local k kw g gw c cw r vm out
	echo "== minimal kernel build (kernel/, CONFIG=minimal), CPU seconds, back to back"
	echo "   (goal: kcfi-gcc with CFI / gcc without <= 1.10; clang-19 with CFI for reference)"
	make -C "$top/kernel" prepare >/dev/null
	out=$top/kernel/build/out
	# from scratch each: every build has its own output tree
	rm -rf "$out/kcfi-gcc-minimal" "$out/gcc-nocfi-minimal" "$out/clang-19-minimal"
	read -r k kw _ < <(runs=1 best make -C "$top/kernel" build CONFIG=minimal)
	read -r g gw _ < <(runs=1 best make -C "$top/kernel" build CONFIG=minimal CFI=off CC=gcc)
	# LLVM=-19: the whole LLVM toolchain (clang-19, ld.lld-19, llvm-*-19), as Kbuild
	# builds a Clang KCFI kernel
	read -r c cw _ < <(runs=1 best make -C "$top/kernel" build CONFIG=minimal CC=clang-19 \
		KMAKE_ARGS=LLVM=-19)
	if [ -z "$k" ] || [ -z "$g" ] || [ -z "$c" ]; then
		echo "kernel: a build failed (above)" >&2
		return 1
	fi
	echo "kernel: kcfi-gcc ${k}s (wall ${kw})  gcc ${g}s (wall ${gw})  clang-19 ${c}s (wall ${cw})"
	echo "  kcfi-gcc/gcc $(ratio "$k" "$g")  kcfi-gcc/clang-19 $(ratio "$k" "$c")  clang-19/gcc $(ratio "$c" "$g")"
	vm=$out/kcfi-gcc-minimal/vmlinux
	echo "kcfi-check on $vm ($(nm "$vm" | grep -c ' [tTwW] __cfi_') preambles," \
	     "$(nm "$vm" | grep -c ' [tTwW] ') text symbols, $(stat -c %s "$vm") bytes):"
	# exit 1 is findings (a kernel has unchecked calls on purpose,
	# kernel/unchecked-calls.txt), not a failure to time
	set -- bash -c '"$@"; [ $? -le 1 ]' _ "$top/build/bin/kcfi-check"
	read -r c cw r < <(best "$@" -q "$vm")
	echo "  -q          cpu ${c}s  wall ${cw}s  peak RSS $((r / 1024)) MB"
	if readelf -S "$vm" | grep -q '\.debug_info'; then
		read -r c cw r < <(best "$@" -q --dwarf "$vm")
		echo "  -q --dwarf  cpu ${c}s  wall ${cw}s  peak RSS $((r / 1024)) MB"
	else
		echo "  --dwarf: skipped (this vmlinux has no debug info)"
	fi
}

fetch_sources
for s in "${sections[@]}"; do "section_$s"; done
