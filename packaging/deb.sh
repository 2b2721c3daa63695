#!/usr/bin/env bash
# packaging/deb.sh VERSION OUTDIR: build kcfi-gcc_VERSION_amd64.deb from
# 'make install PREFIX=/usr' with dpkg-deb (no debian/ source tree: the
# project is its own upstream). Library dependencies come from
# dpkg-shlibdeps; the plugins load only into the exact gcc they were built
# against, so that gcc's version is pinned.
set -euo pipefail
version=$1 out=$(realpath -m "$2")
top=$(cd "$(dirname "$0")/.." && pwd)
root=$out/root
rm -rf "$out"
mkdir -p "$root/DEBIAN"
make -s -C "$top" install DESTDIR="$root" PREFIX=/usr
# lib/kcfi-gcc/[<triple>/]gcc-<major>/kcfi.so: one per target and GCC major
mapfile -t plugins < <(cd "$root/usr/lib/kcfi-gcc" && find . -name kcfi.so | sort)
strip --strip-unneeded --remove-section=.comment --remove-section=.note \
	"$root"/usr/bin/kcfi-{gcc,as,check} "${plugins[@]/#./$root/usr/lib/kcfi-gcc}"
gzip -9n "$root"/usr/share/man/man1/kcfi-*.1
for l in "$root"/usr/share/man/man1/*-kcfi-gcc.1; do
	[ -L "$l" ] && ln -sf kcfi-gcc.1.gz "$l.gz" && rm "$l"
done
doc=$root/usr/share/doc/kcfi-gcc
mkdir -p "$doc"
cat >"$doc/copyright" <<'C'
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: kcfi-gcc

Files: *
Copyright: 2026 the kcfi-gcc developers
License: GPL-2
 On Debian systems the full text of the GNU General Public License
 version 2 is in /usr/share/common-licenses/GPL-2.
C
printf 'kcfi-gcc (%s) bookworm; urgency=medium\n\n  * Binary package of kcfi-gcc %s.\n\n -- kcfi-gcc developers <devel@kcfi-gcc.example>  %s\n' \
	"$version" "$version" "$(date -R -d @"${SOURCE_DATE_EPOCH:-$(git -C "$top" log -1 --format=%ct)}")" |
	gzip -9n >"$doc/changelog.gz"

# dpkg-shlibdeps wants a debian/control beside it.
mkdir -p "$out/src/debian"
printf 'Source: kcfi-gcc\n\nPackage: kcfi-gcc\nArchitecture: amd64\n' >"$out/src/debian/control"
shlibs=$(cd "$out/src" && dpkg-shlibdeps -O "$root"/usr/bin/kcfi-{gcc,as,check} \
	"$root"/usr/lib/kcfi-gcc/gcc-12/kcfi.so 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
gccv=$(dpkg-query -W -f='${Version}' gcc-12)
# every other plugin works with the gcc it was built against: gcc-<major>
# for the host's, gcc-<major>-<triple> for a cross target's.  kcfi-gcc and
# <triple>-kcfi-gcc run the unversioned gcc and <triple>-gcc by default,
# which only the gcc and gcc-<triple> packages install (a machine with
# gcc-12 alone had no "gcc": DKMS's build stopped at "cannot run 'gcc'").
rec=""
for p in "${plugins[@]}"; do
	d=${p%/kcfi.so} t=${p#./}
	t=${t%gcc-*/kcfi.so} t=${t%/}
	g=gcc-${d##*/gcc-}${t:+-$t}
	if [ -n "$t" ] && [ "${d##*/gcc-}" = 12 ]; then
		rec="${rec:+$rec, }gcc-$t (>= 4:12)"
	fi
	[ "$g" = gcc-12 ] && continue
	rec="${rec:+$rec, }$g (= $(dpkg-query -W -f='${Version}' "$g"))"
done
size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
cat >"$root/DEBIAN/control" <<C
Package: kcfi-gcc
Version: $version
Architecture: amd64
Maintainer: kcfi-gcc developers <devel@kcfi-gcc.example>
Installed-Size: $size
Depends: $shlibs, gcc-12 (= $gccv), gcc (>= 4:12), binutils
${rec:+Recommends: $rec
}Section: devel
Priority: optional
Description: Clang-compatible kernel control-flow integrity for GCC 11 and 12
 kcfi-gcc is a drop-in gcc driver that adds -fsanitize=kcfi to stock GCC 12
 (and GCC 11, where its plugin was built):
 the same KCFI type ids, preambles, check sequences and .kcfi_traps entries
 as Clang 19, so a GCC-built Linux kernel can enable CONFIG_CFI_CLANG.
 Includes kcfi-as (the instrumenting assembler front end), kcfi-check (an
 auditor of objects and vmlinux), kcfi-typeinfo and the GCC plugins for
 x86_64 and each cross target it was built with (aarch64, riscv64, arm),
 one per GCC major.
C
dpkg-deb --build --root-owner-group "$root" "$out/kcfi-gcc_${version}_amd64.deb" >/dev/null
echo "$out/kcfi-gcc_${version}_amd64.deb"
