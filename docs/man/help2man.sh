#!/bin/sh
# docs/man/help2man.sh TOOL VERSION INCLUDE OUT: TOOL's man page, generated
# by help2man from TOOL's own --help text (kcfi-gcc: --kcfi-help, as its
# --help is gcc's first) plus INCLUDE's extra sections, so that --help and
# the page cannot diverge.
set -eu
tool=$(realpath "$1") version=$2 inc=$3 out=$4
name=$(basename "$tool")
command -v help2man >/dev/null || { echo "error: help2man missing: apt-get install help2man (or make deps)" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
opt=--help
[ "$name" = kcfi-gcc ] && opt=--kcfi-help
# help2man takes the SYNOPSIS from one line starting "Usage:"; kcfi-as and
# kcfi-check print "usage:" (kcfi-check on stderr, status 2) as in their
# usage errors, and kcfi-check wraps it. A shim under the tool's name
# adapts only that: the word, and the usage's indented "[" lines joined.
cat >"$tmp/$name" <<'S'
#!/bin/sh
"$KCFI_MAN_TOOL" "$KCFI_MAN_OPT" 2>&1 | awk '
	NR == 1 { sub(/^usage:/, "Usage:"); u = $0; next }
	!done && /^      +\[/ { sub(/^ +/, " "); u = u $0; next }
	!done { print u; done = 1 } { print } END { if (!done) print u }'
S
export KCFI_MAN_TOOL=$tool KCFI_MAN_OPT=$opt
chmod +x "$tmp/$name"
# the page's date is the last commit's, so rebuilt packages are identical
top=$(cd "$(dirname "$0")/../.." && pwd)
SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git -C "$top" log -1 --format=%ct 2>/dev/null || echo 0)} \
	help2man --no-info --no-discard-stderr --version-string="$version" \
	--source="kcfi-gcc $version" --manual="kcfi-gcc manual" \
	--include="$inc" --output="$out.tmp" "$tmp/$name"
mv "$out.tmp" "$out"
