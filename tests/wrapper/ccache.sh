# shellcheck shell=bash
# Sourced by check.sh (in its work dir, with pass/fail/skip, $kg, $build):
# kcfi-gcc under ccache. With compiler_check = "%compiler% --version"
# (docs/kcfi-gcc.md) a second compile is a cache hit whose object is
# byte-identical to a fresh one, and any change to a part of kcfi-gcc (here:
# the plugin's bytes) is a miss.
if ! command -v ccache >/dev/null; then
	skip ccache "ccache not installed (make deps)"
	return 0
fi
copy_tools cc/inst
ckg=$PWD/cc/inst/bin/kcfi-gcc
export CCACHE_DIR=$PWD/cc/dir CCACHE_COMPILERCHECK='%compiler% --version' CCACHE_NOHASHDIR=1
hits() { ccache --print-stats | awk -F'\t' '$1 == "direct_cache_hit" || $1 == "preprocessed_cache_hit" { n += $2 } END { print n + 0 }'; }
ccache -z >/dev/null
ccache "$ckg" -O2 -fsanitize=kcfi -Iinc -c a.c -o cc/a1.o
h1=$(hits)
ccache "$ckg" -O2 -fsanitize=kcfi -Iinc -c a.c -o cc/a2.o
h2=$(hits)
"$ckg" -O2 -fsanitize=kcfi -Iinc -c a.c -o cc/fresh.o
if [ "$h1" = 0 ] && [ "$h2" = 1 ]; then
	pass ccache-second-compile-is-a-hit
else
	fail ccache-second-compile-is-a-hit "hits after the first compile $h1, after the second $h2"
fi
if cmp -s cc/a2.o cc/fresh.o && objdump -d cc/a2.o | grep -q '__cfi_apply'; then
	pass ccache-object-is-byte-identical-to-a-fresh-one
else
	fail ccache-object-is-byte-identical-to-a-fresh-one "cached and fresh objects differ (or no preamble)"
fi
# A rebuilt plugin: same path, same size class, other bytes.
printf '\0' >>"$("$ckg" -print-kcfi-plugin)"
ccache "$ckg" -O2 -fsanitize=kcfi -Iinc -c a.c -o cc/a3.o
h3=$(hits)
if [ "$h3" = "$h2" ] && [ -s cc/a3.o ]; then
	pass ccache-changed-plugin-is-a-miss
else
	fail ccache-changed-plugin-is-a-miss "hits went from $h2 to $h3 after the plugin changed"
fi
unset CCACHE_DIR CCACHE_COMPILERCHECK CCACHE_NOHASHDIR
