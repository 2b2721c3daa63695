#!/usr/bin/env bash
# Apply kernel/series to a kernel tree with `git am`, in order.
#
# Usage: apply-series.sh TREE SERIES
#
# The tree is the extracted Debian linux-source-6.12 (or 6.1) tarball.  It becomes a
# throw-away git repository whose first commit is the pristine tarball, so that
# `git am` proves every patch is a real mail-formatted commit and so that
# `git diff <base>` shows exactly what the series changed.  The base commit is
# tagged "debian-base" (the kconfig reproduction checks out files from it).
set -euo pipefail
tree=$1
series=$2
patchdir=$(cd "$(dirname "$series")" && pwd)/patches

# Deterministic identity and dates: this repository is never pushed anywhere.
export GIT_AUTHOR_NAME="kcfi-gcc kernel tier" GIT_AUTHOR_EMAIL="kcfi-gcc@localhost"
export GIT_COMMITTER_NAME=$GIT_AUTHOR_NAME GIT_COMMITTER_EMAIL=$GIT_AUTHOR_EMAIL

cd "$tree"
if [ ! -d .git ]; then
	git init -q
	# -f: Debian's tarball ships a top-level .gitignore ending in "/*".
	git add -f -A .
	# The version from the tree's own Makefile: "6.12", "6.1".
	v=$(sed -n 's/^VERSION = //p' Makefile).$(sed -n 's/^PATCHLEVEL = //p' Makefile)
	git commit -q -m "Debian linux-source-$v tarball, unmodified"
	git tag debian-base
fi

# Series format: one patch file name per line; '#' comments and blanks ignored.
# Patches already applied (same patch-id as the commit at that position after
# debian-base) are skipped, so appending a patch to the series does not touch
# the files of earlier patches and does not force a full kernel rebuild.  A
# tree whose commits differ from the series exits 3: the caller re-extracts.
mapfile -t applied < <(git rev-list --reverse debian-base..HEAD)
i=0
for p in $(grep -v -e '^[[:space:]]*#' -e '^[[:space:]]*$' "$series"); do
	if [ $i -lt ${#applied[@]} ]; then
		want=$(git patch-id --stable <"$patchdir/$p" | cut -d' ' -f1)
		have=$(git show "${applied[$i]}" | git patch-id --stable | cut -d' ' -f1)
		if [ "$want" != "$have" ]; then
			echo "apply-series: commit $((i + 1)) of $tree is not $p" >&2
			exit 3
		fi
		echo "  APPLIED $p"
	else
		echo "  APPLY   $p"
		git am -q --committer-date-is-author-date "$patchdir/$p"
	fi
	i=$((i + 1))
done
if [ $i -lt ${#applied[@]} ]; then
	echo "apply-series: $tree has more commits than the series" >&2
	exit 3
fi
