# shellcheck shell=bash
# Sourced by check.sh (with pass/fail, $build): each tool's man page, as
# built (build/share/man/man1) or packaged (.1.gz), names every option its
# --help names, and man renders it without a warning.
mandir=$build/share/man/man1
page() { local p; for p in "$mandir/$1.1" "$mandir/$1.1.gz"; do [ -e "$p" ] && { echo "$p"; return; }; done; }
# the option words of lines that start with an indented option ("-a, --bb"
# lists too): in a --help text (indent 1-8) or a page man renders (7)
options_at() {
	sed -n "s/^ \{$1\}\(-[^ ].*\)/\1/p" | sed 's/  .*//' | tr ',' '\n' |
		sed 's/^ *//; s/ .*//' | grep '^-'
}
for t in kcfi-gcc kcfi-as kcfi-check kcfi-typeinfo; do
	p=$(page "$t")
	if [ -z "$p" ]; then
		fail "man-$t" "no $t.1 in $mandir (make builds it with help2man)"
		continue
	fi
	opt=--help
	[ $t = kcfi-gcc ] && opt=--kcfi-help
	opts=$("$build/bin/$t" $opt 2>&1 | options_at 1,8)
	# the options the page lists as such (tags), not words in its prose
	tags=$(LC_ALL=C.UTF-8 MANWIDTH=1000 man -E ascii -l "$p" 2>/dev/null | col -b | options_at 7)
	missing=""
	for o in $opts; do
		grep -qxF -- "$o" <<<"$tags" || missing+=" $o"
	done
	if [ -n "$opts" ] && [ -z "$missing" ]; then
		pass "man-$t-names-every-option-of-its-help"
	else
		fail "man-$t-names-every-option-of-its-help" "missing:${missing:- (no options found in $t $opt)}"
	fi
	warn=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -E UTF-8 -l "$p" 2>&1 >/dev/null)
	if [ -z "$warn" ]; then
		pass "man-$t-renders-without-warnings"
	else
		fail "man-$t-renders-without-warnings" "$(head -n1 <<<"$warn")"
	fi
done
# the cross driver is kcfi-gcc itself: its page is a link to kcfi-gcc's
if [ -e "$build/bin/aarch64-linux-gnu-kcfi-gcc" ]; then
	p=$(page aarch64-linux-gnu-kcfi-gcc)
	if [ -n "$p" ] && [ "$(readlink -f "$p")" = "$(readlink -f "$(page kcfi-gcc)")" ]; then
		pass man-cross-kcfi-gcc-is-kcfi-gcc-page
	else
		fail man-cross-kcfi-gcc-is-kcfi-gcc-page "aarch64-linux-gnu-kcfi-gcc.1 missing or not a link to kcfi-gcc.1"
	fi
fi
