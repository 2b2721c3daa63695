#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-2.0
# kcfi-typeinfo: what KCFI type name and ids the plugin gives a C type or a
# declared name -- for reviewers. usage() is the --help text, from which the
# man page is generated (docs/man/).
set -u
usage() {
	# the help on stdout when asked for, on stderr after a usage error
	local fd=1
	[ "$1" = 0 ] || fd=2
	cat >&$fd <<'U'
Usage: kcfi-typeinfo [OPTION]... TYPE-OR-NAME...
Print the Itanium mangling, the KCFI type name and the xxHash64 and FNV-1a ids
that the kcfi GCC plugin gives each C function type (or pointer to one), or
each function, typedef or variable name the included headers declare. It runs
the plugin in query mode, so it answers exactly as a compilation would.

  --normalize         integer normalization (Clang's and rustc's type names)
  --salt=SALT         the types given get __attribute__((cfi_salt("SALT")))
                      (Clang 22); a declared name shows its own salt
  --arch=ARCH         the host's (default) or a cross plugin's arch (aarch64)
  -include FILE       include FILE before the query (repeatable)
  -IDIR, -DNAME[=V], -UNAME, -std=STD, -fFLAG, -mFLAG
                      passed to gcc
  -h, --help          this text

Environment:
  REAL_CC             the gcc to run (default gcc)
U
	exit "$1"
}
# fail STATUS MSG: the one error form of every tool (docs/diagnostics.md)
fail() {
	echo "kcfi-typeinfo: error: $2" >&2
	exit "$1"
}

self=$(dirname "$(readlink -f "$0")")
gcc=${REAL_CC:-gcc}
gcc_args=()
plugin_args=()
things=()
salt=
while [ $# -gt 0 ]; do
	case $1 in
	--help|-h) usage 0 ;;
	--normalize) plugin_args+=(-fplugin-arg-kcfi-normalize-integers) ;;
	--salt=*) salt=${1#--salt=} ;;
	--arch=*)
		# the host's plugin, or the cross plugin built for a triple of
		# that arch (the Makefile's cross list): no arch list here
		arch=${1#--arch=}
		if [ "$arch" != "$(uname -m)" ]; then
			cross=$(cd "$self/../lib/kcfi-gcc" 2>/dev/null && ls -d "$arch"-*/ 2>/dev/null | head -n 1)
			[ -n "$cross" ] || fail 2 "unknown arch '$arch' (no plugin built for it)"
			cross=${cross%/}
			gcc=$cross-gcc
		fi ;;
	-include) [ $# -ge 2 ] || fail 2 "missing file name after: -include"; gcc_args+=(-include "$2"); shift ;;
	-I?*|-D?*|-U?*|-std=*|-include?*|-f*|-m*) gcc_args+=("$1") ;;
	-I|-D|-U) [ $# -ge 2 ] || fail 2 "missing argument after: $1"; gcc_args+=("$1$2"); shift ;;
	--) shift; things+=("$@"); break ;;
	-*) fail 2 "unknown option '$1'" ;;
	*) things+=("$1") ;;
	esac
	shift
done
[ ${#things[@]} -gt 0 ] || fail 2 "no type or name to look up (--help for usage)"
# the plugin of $gcc's target and GCC major, as kcfi-gcc picks it (its error if none)
plugin=$(KCFI_REAL_CC=$gcc "$self/kcfi-gcc" -print-kcfi-plugin) || exit 1

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
keywords=' void char short int long float double signed unsigned _Bool _Complex '
# the salt as a C string literal's inside
salt_attr=
if [ -n "$salt" ]; then
	s=${salt//\\/\\\\}
	salt_attr=" __attribute__((cfi_salt(\"${s//\"/\\\"}\")))"
fi
names=()
: >"$tmp/q.c"
for i in "${!things[@]}"; do
	t=${things[$i]}
	if [[ $t =~ ^[A-Za-z_][A-Za-z0-9_]*$ && $keywords != *" $t "* ]]; then
		names+=("$t")
	else
		# A type spelled by the user: name it by a typedef of its typeof.
		printf 'typedef __typeof__(%s) __kcfi_typeinfo_%d%s;\n' "$t" "$i" "$salt_attr" >>"$tmp/q.c"
		names+=("__kcfi_typeinfo_$i")
	fi
done
list=$(IFS=,; echo "${names[*]}")
if ! "$gcc" -std=gnu11 -fsyntax-only "${gcc_args[@]}" -fplugin="$plugin" \
	-fplugin-arg-kcfi-query="$list" "${plugin_args[@]}" "$tmp/q.c" >"$tmp/out" 2>"$tmp/err"; then
	# the plugin's query errors are this tool's; gcc's own pass unchanged
	sed 's/^cc1: error: kcfi: query: /kcfi-typeinfo: error: /' "$tmp/err" >&2
	exit 1
fi
cat "$tmp/err" >&2
for i in "${!things[@]}"; do
	IFS=$'\t' read -r _ kcfi bare xxh fnv ctype < <(awk -F'\t' -v n="${names[$i]}" \
		'$1 == n { print; exit }' "$tmp/out")
	echo "${things[$i]}"
	echo "  C type:    $ctype"
	echo "  mangling:  $bare"
	if [ "$kcfi" = - ]; then
		echo "  KCFI:      (not a function or function-pointer type)"
	else
		echo "  KCFI name: $kcfi"
		echo "  xxHash64:  $xxh"
		echo "  FNV-1a:    $fnv"
	fi
done
