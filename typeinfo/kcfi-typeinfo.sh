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
  --arch=ARCH         x86_64 (default) or aarch64 (the cross plugin)
  -include FILE       include FILE before the query (repeatable)
  -IDIR, -DNAME[=V], -UNAME, -std=STD, -fFLAG, -mFLAG
                      passed to gcc
  -h, --help          this text

Environment:
  REAL_CC             the gcc to run (default gcc)
U
	exit "$1"
}

self=$(dirname "$(readlink -f "$0")")
gcc=${REAL_CC:-gcc}
plugin=$self/../lib/kcfi-gcc/kcfi.so
gcc_args=()
plugin_args=()
things=()
while [ $# -gt 0 ]; do
	case $1 in
	--help|-h) usage 0 ;;
	--normalize) plugin_args+=(-fplugin-arg-kcfi-normalize-integers) ;;
	--arch=x86_64) ;;
	--arch=aarch64)
		gcc=aarch64-linux-gnu-gcc
		plugin=$self/../lib/kcfi-gcc/aarch64-linux-gnu/kcfi.so ;;
	--arch=*) echo "kcfi-typeinfo: error: unknown arch '${1#--arch=}'" >&2; exit 2 ;;
	-include) [ $# -ge 2 ] || usage 2; gcc_args+=(-include "$2"); shift ;;
	-I?*|-D?*|-U?*|-std=*|-include?*|-f*|-m*) gcc_args+=("$1") ;;
	-I|-D|-U) [ $# -ge 2 ] || usage 2; gcc_args+=("$1$2"); shift ;;
	--) shift; things+=("$@"); break ;;
	-*) echo "kcfi-typeinfo: error: unknown option '$1'" >&2; exit 2 ;;
	*) things+=("$1") ;;
	esac
	shift
done
[ ${#things[@]} -gt 0 ] || usage 2
if [ ! -f "$plugin" ]; then
	echo "kcfi-typeinfo: error: plugin $plugin not found (run make)" >&2
	exit 1
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
keywords=' void char short int long float double signed unsigned _Bool _Complex '
names=()
: >"$tmp/q.c"
for i in "${!things[@]}"; do
	t=${things[$i]}
	if [[ $t =~ ^[A-Za-z_][A-Za-z0-9_]*$ && $keywords != *" $t "* ]]; then
		names+=("$t")
	else
		# A type spelled by the user: name it by a typedef of its typeof.
		printf 'typedef __typeof__(%s) __kcfi_typeinfo_%d;\n' "$t" "$i" >>"$tmp/q.c"
		names+=("__kcfi_typeinfo_$i")
	fi
done
list=$(IFS=,; echo "${names[*]}")
if ! "$gcc" -std=gnu11 -fsyntax-only "${gcc_args[@]}" -fplugin="$plugin" \
	-fplugin-arg-kcfi-query="$list" "${plugin_args[@]}" "$tmp/q.c" >"$tmp/out"; then
	exit 1
fi
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
