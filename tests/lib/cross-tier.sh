# Sourced by the cross tiers (aarch64, riscv64, arm): what every one of them
# starts with.  cross_tier TIER TRIPLE ARCH QEMU sets xkg (the cross name,
# build/bin/TRIPLE-kcfi-gcc), xplugin, tmp (removed at exit) and TIER's
# pass/fail/skip; a missing tool is a SKIP and a missing build a FAIL of the
# whole tier, which then exits.  Then the cross-name cases: the name is a
# symlink to kcfi-gcc that runs TRIPLE-gcc with TRIPLE's plugin and hands
# kcfi-as --arch=ARCH.
pass() { echo "PASS $tier/$1"; }
fail() { echo "FAIL $tier/$1: $2"; }
skip() { echo "SKIP $tier/$1: $2"; }

cross_tier() {
	local triple=$2 arch=$3 qemu=$4 tool
	tier=$1
	xkg=${KCFI_BUILD:?}/bin/$triple-kcfi-gcc
	xplugin=$KCFI_BUILD/lib/kcfi-gcc/$triple/kcfi.so
	tmp=$(mktemp -d "${TMPDIR:-/tmp}/kcfi-$tier-test.XXXXXX")
	trap 'rm -rf "$tmp"' EXIT
	for tool in $triple-gcc $triple-objdump clang-19 $qemu; do
		if ! command -v $tool >/dev/null; then
			skip all "$tool not installed (make deps)"
			exit 0
		fi
	done
	if [ ! -x "$xkg" ] || [ ! -f "$xplugin" ]; then
		fail built "$xkg or $xplugin missing (run make)"
		exit 0
	fi

	if [ "$(readlink "$xkg")" = kcfi-gcc ] && [ "$("$xkg" -dumpmachine)" = "$triple" ]; then
		pass cross-name-is-a-symlink-running-the-cross-gcc
	else
		fail cross-name-is-a-symlink-running-the-cross-gcc "$(readlink "$xkg"), $("$xkg" -dumpmachine 2>&1)"
	fi
	echo 'int f(int (*g)(int)) { return g(1); }' >"$tmp/x.c"
	"$xkg" -### -fsanitize=kcfi -c "$tmp/x.c" -o "$tmp/x.o" 2>"$tmp/err"
	if grep -q -- "\"-fplugin=[^\"]*/lib/kcfi-gcc/$triple/kcfi.so\"" "$tmp/err" &&
	   grep -q -- "\"--arch=$arch\"" "$tmp/err"; then
		pass cross-name-uses-the-$arch-plugin
	else
		fail cross-name-uses-the-$arch-plugin "$(grep -o -- '"-fplugin=[^"]*"' "$tmp/err" | head -n1)"
	fi
}
