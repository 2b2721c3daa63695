# Sourced by the cross tiers (aarch64, riscv64, arm): what every one of them
# starts with.  cross_tier TIER TRIPLE ARCH QEMU sets xkg (the cross name,
# build/bin/TRIPLE-kcfi-gcc), xplugin, tmp (removed at exit) and TIER's
# pass/fail/skip; a missing tool is a SKIP and a missing build a FAIL of the
# whole tier, which then exits.  Then the cross-name cases: the name is a
# symlink to kcfi-gcc that runs TRIPLE-gcc with TRIPLE's plugin and hands
# kcfi-as --arch=ARCH. Under KCFI_TEST_GCC_MAJOR=N (tests/run TIER@gcc-N)
# the tier wraps TRIPLE-gcc-N instead.
pass() { echo "PASS $tier/$1"; }
fail() { echo "FAIL $tier/$1: $2"; }
skip() { echo "SKIP $tier/$1: $2"; }

cross_tier() {
	local triple=$2 arch=$3 qemu=$4 tool
	tier=$1
	xkg=${KCFI_BUILD:?}/bin/$triple-kcfi-gcc
	if [ -n "${KCFI_TEST_GCC_MAJOR:-}" ]; then
		export KCFI_REAL_CC=$triple-gcc-$KCFI_TEST_GCC_MAJOR
	else
		unset KCFI_REAL_CC
	fi
	xplugin=$("$xkg" -print-kcfi-plugin 2>/dev/null)
	tmp=$(mktemp -d "${TMPDIR:-/tmp}/kcfi-$tier-test.XXXXXX")
	trap 'rm -rf "$tmp"' EXIT
	for tool in ${KCFI_REAL_CC:-$triple-gcc} $triple-objdump clang-19 $qemu; do
		if ! command -v $tool >/dev/null; then
			skip all "$tool not installed (make deps)"
			exit 0
		fi
	done
	if [ ! -x "$xkg" ] || [ ! -f "$xplugin" ]; then
		fail built "$xkg or its plugin ${xplugin:-(none)} missing (run make)"
		exit 0
	fi

	if [ "$(readlink "$xkg")" = kcfi-gcc ] && [ "$("$xkg" -dumpmachine)" = "$triple" ]; then
		pass cross-name-is-a-symlink-running-the-cross-gcc
	else
		fail cross-name-is-a-symlink-running-the-cross-gcc "$(readlink "$xkg"), $("$xkg" -dumpmachine 2>&1)"
	fi
	echo 'int f(int (*g)(int)) { return g(1); }' >"$tmp/x.c"
	"$xkg" -### -fsanitize=kcfi -c "$tmp/x.c" -o "$tmp/x.o" 2>"$tmp/err"
	if grep -q -- "\"-fplugin=[^\"]*/lib/kcfi-gcc/$triple/gcc-$("${KCFI_REAL_CC:-$triple-gcc}" -dumpversion | cut -d. -f1)/kcfi.so\"" "$tmp/err" &&
	   grep -q -- "\"--arch=$arch\"" "$tmp/err"; then
		pass cross-name-uses-the-$arch-plugin
	else
		fail cross-name-uses-the-$arch-plugin "$(grep -o -- '"-fplugin=[^"]*"' "$tmp/err" | head -n1)"
	fi
}

# The *_ids.py readers print one fact a line, "KIND WHERE ID" (preamble,
# typeid, check, ...).  facts KIND FILE: "WHERE ID"; ids_only KIND FILE: ID.
facts() { awk -v k="$1" '$1 == k { print $2, $3 }' "$2" | sort -u; }
ids_only() { awk -v k="$1" '$1 == k { print $3 }' "$2" | sort -u; }

# same_ids TAG KIND CLANG-FACTS GCC-FACTS: the same KIND facts, where and id.
# clang-19 always writes preambles and checks for the corpus: none means the
# corpus or the reader broke (a file may have no __kcfi_typeid_ symbol).
same_ids() {
	if [ "$2" != typeid ] && [ -z "$(facts "$2" "$3")" ]; then
		fail "$1/same-$2-ids-as-clang19" "clang-19 produced none (corpus or reader broken)"
	elif diff <(facts "$2" "$3") <(facts "$2" "$4") >"$tmp/diff"; then
		pass "$1/same-$2-ids-as-clang19"
	else
		fail "$1/same-$2-ids-as-clang19" "$(grep '^[<>]' "$tmp/diff" | head -6 | tr '\n' ' ') (< clang, > kcfi-gcc)"
	fi
}

# same_check_ids TAG CLANG-FACTS GCC-FACTS: the ids checked, not where (the
# compilers inline differently).
same_check_ids() {
	if [ -n "$(ids_only check "$2")" ] && [ "$(ids_only check "$2")" = "$(ids_only check "$3")" ]; then
		pass "$1/same-check-ids-as-clang19"
	else
		fail "$1/same-check-ids-as-clang19" "clang $(ids_only check "$2" | paste -sd,), kcfi-gcc $(ids_only check "$3" | paste -sd,)"
	fi
}
