#!/usr/bin/env bash
# Real-code tier (make realcode; not in make check, ~5 min): two Debian code
# bases full of callback tables, built with their own build systems by
# kcfi-gcc -fsanitize=kcfi at -O2, -Os and -O3 and by clang-19
# -fsanitize=kcfi -O2, each running its own test suite:
#   jimtcl   Tcl interpreter: every command is a Jim_CmdProc in a table,
#            plus delete procs, object type ops, event handlers
#   libonig  Oniguruma regex: every encoding is a table of function pointers
#            (OnigEncodingType), the syntax/callout tables, its C tests
# Each test that passes in clang-19's KCFI build must pass in ours:
#   realcode/<pkg>/gcc<O>/clang19-passes-pass (N of M; clang-19 K)
# Both builds trap where the code calls libc through a pointer (ctype
# functions, malloc hooks): libc has no KCFI preambles. Those tests fail in
# both and are not compared.
# Sources: apt-get source (deb-src from make deps) into build/realcode.
set -u
# jimtcl's configure picks up ccache, which does not see a rebuilt plugin
export CCACHE_DISABLE=1
kcfi_gcc=$KCFI_BUILD/bin/kcfi-gcc
work=$KCFI_BUILD/realcode
mkdir -p "$work"
pkgs=(jimtcl libonig)

if ! command -v clang-19 >/dev/null || ! command -v cmake >/dev/null; then
	echo "SKIP realcode: clang-19 or cmake missing (make deps)"
	exit 0
fi

# fetch PKG: the unpacked Debian source in $work/src/PKG
fetch() {
	local pkg=$1
	[ -d "$work/src/$pkg" ] && return 0
	mkdir -p "$work/dl" "$work/src" && (cd "$work/dl" && apt-get source --download-only "$pkg") \
		>"$work/dl/$pkg.log" 2>&1 &&
		dpkg-source -x "$work"/dl/"$pkg"_*.dsc "$work/src/$pkg" >>"$work/dl/$pkg.log" 2>&1
}

# build_jimtcl DIR CC CFLAGS; test_jimtcl DIR: "file:id" of each passed test
build_jimtcl() {
	rm -rf "$1" && cp -r "$work/src/jimtcl" "$1" &&
		(cd "$1" && ./configure CC="$2" CFLAGS="$3" --disable-docs && nice make -j2) \
		>"$1.log" 2>&1
}
test_jimtcl() {
	local t
	for t in "$1"/tests/*.test; do
		# one process per file: a trap ends only that file
		{ (cd "$1/tests" && testverbose=1 timeout 60 stdbuf -oL ../jimsh "$(basename "$t")" \
			</dev/null 2>/dev/null) |
			awk -v f="$(basename "$t" .test)" '$2 == "OK" { print f ":" $1 }'; } 2>/dev/null
	done
}

# libonig: its C tests print "OK: /pattern/ 'string'  #line" per case; the
# line is __LINE__ of a macro call spanning lines, which GCC and Clang give
# differently: a case is its text and its occurrence number
onig_tests=(test_utf8 test_syntax test_options test_regset test_back testc testp testu)
build_libonig() {
	local t
	rm -rf "$1" && mkdir -p "$1" &&
		(cd "$1" && cmake -G Ninja -DCMAKE_C_COMPILER="${2%% *}" -DCMAKE_C_FLAGS="${2#* } $3" \
			-DBUILD_SHARED_LIBS=OFF -DENABLE_POSIX_API=ON "$work/src/libonig" && nice ninja) >"$1.log" 2>&1 || return 1
	for t in "${onig_tests[@]}"; do
		${2} $3 -I"$1" -I"$work/src/libonig/src" "$work/src/libonig/test/$t.c" \
			"$1/libonig.a" -o "$1/$t" >>"$1.log" 2>&1 || return 1
	done
}
test_libonig() {
	local t
	for t in "${onig_tests[@]}"; do
		{ (cd "$1" && timeout 60 stdbuf -oL "./$t" </dev/null 2>/dev/null) |
			awk -v f="$t" '/^OK/ { sub(/ *#[0-9]+$/, ""); n[$0]++; print f ":" $0 " #" n[$0] }'; } 2>/dev/null
	done
}

for pkg in "${pkgs[@]}"; do
	if ! fetch "$pkg"; then
		echo "SKIP realcode/$pkg: apt-get source $pkg failed (deb-src missing? make deps): $(tail -1 "$work/dl/$pkg.log")"
		continue
	fi
	ref=$work/$pkg-clang19
	if ! build_$pkg "$ref" "clang-19 -fsanitize=kcfi" "-O2 -g0"; then
		echo "FAIL realcode/$pkg/clang19: build failed: $(grep -m1 "error:" "$ref.log")"
		continue
	fi
	test_$pkg "$ref" | sort -u >"$ref.pass"
	nref=$(wc -l <"$ref.pass")
	for opt in -O2 -Os -O3; do
		dir=$work/$pkg-gcc$opt
		label=realcode/$pkg/gcc$opt
		if ! build_$pkg "$dir" "$kcfi_gcc -fsanitize=kcfi" "$opt -g0"; then
			echo "FAIL $label: build failed: $(grep -m1 "error:" "$dir.log")"
			continue
		fi
		test_$pkg "$dir" | sort -u >"$dir.pass"
		n=$(wc -l <"$dir.pass")
		lost=$(comm -23 "$ref.pass" "$dir.pass")
		if [ "$nref" -eq 0 ]; then
			echo "FAIL $label/clang19-passes-pass: clang-19 passed nothing (harness broken)"
		elif [ -n "$lost" ]; then
			echo "FAIL $label/clang19-passes-pass: $(wc -l <<<"$lost") lost, e.g. $(head -3 <<<"$lost" | tr '\n' ' ')"
		else
			echo "PASS $label/clang19-passes-pass ($n passed; clang-19 $nref)"
		fi
	done
done
