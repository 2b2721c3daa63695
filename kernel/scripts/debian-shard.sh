#!/usr/bin/env bash
# Build one shard (a directory of the tree) of a configured kernel, audit
# every object it made, and append one line to the shard record.  A shard
# is what `make DIR/` compiles: built-in and module objects alike (modules
# are not linked: that needs the whole tree's symbols).  Issue #25: Debian's
# config is too large for one run on 2 cores, so it is built directory by
# directory, each fitting well inside a working session, and the record
# (committed) says which are done with which tools.
#
# Usage: debian-shard.sh SRC OUT KARCH CROSS CC KCFI_CHECK ALLOWLIST RECORD SHARD...
#
#   CC          the compiler Kbuild gets; a CFI=off baseline tree is audited
#               for nothing (KCFI_CHECK=-)
#   ALLOWLIST   the unchecked indirect calls allowed and why
#               (scripts/audit-calls.sh judges the shard's objects with it)
#   RECORD      tab-separated, one line per shard run (header written once):
#               date, tools (git describe), shard, objects, failed, objtool
#               warnings, CPU s, wall s, preambles, checks, unchecked calls,
#               the functions with unchecked calls the allowlist lacks,
#               unchecked jumps (jump tables, computed gotos: listed in the
#               log), preamble ids that DWARF verified / contradicted
#               (kcfi-check --dwarf), other kcfi-check findings (its error
#               and warning lines but unchecked calls and jumps and bare
#               aliases and address-taken functions without a preamble),
#               objects of another machine (16- and 32-bit boot and vDSO
#               code, and the build machine's host programs: listed in
#               other-machine, not audited), global aliases
#               without a preamble (warnings: the vDSO's, asm's), and
#               address-taken functions without a preamble (warnings: the
#               kernel's assembly; which of them a compiler should have
#               guarded, `make debian-diff` says against clang-19's tree)
#
# A shard's objects are deleted first, so every line measures a full compile
# of that directory.  Failures (compiler, kcfi-as, assembler) do not stop the
# shard (make -k): they are counted and listed in OUT/shards/SHARD.failed.
# A build that changes the tree's .config (Kbuild re-syncs it when a make
# variable Kconfig reads differs from the configure step's) is a failure,
# ".config" in the list, the difference in OUT/shards/SHARD/config.diff.
# Exit status: 0 when the shard has no failure, no objtool warning and no
# kcfi-check finding, 1 otherwise.
set -euo pipefail
[ $# -ge 9 ] || { echo "usage: debian-shard.sh SRC OUT KARCH CROSS CC KCFI_CHECK ALLOWLIST RECORD SHARD..." >&2; exit 2; }
src=$1 out=$2 karch=$3 cross=$4 cc=$5 kcheck=$6 allow=$7 record=$8
shift 8
top=$(cd "$(dirname "$0")/../.." && pwd)
tools=$(git -C "$top" describe --always --dirty 2>/dev/null || echo unknown)
[ -s "$out/.config" ] || { echo "debian-shard.sh: $out is not configured (make config CONFIG=debian)" >&2; exit 2; }
kmake=(make -C "$src" O="$out" ARCH="$karch" ${cross:+CROSS_COMPILE=$cross} CC="$cc")

# The configuration the shards must be built with: a make whose variables
# differ from the configure step's in one Kconfig reads (arm64's
# CROSS_COMPILE_COMPAT did) has Kbuild re-sync .config silently, and the
# objects are no longer those of Debian's config.
configured=$(mktemp)
trap 'rm -f "$configured"' EXIT
cp "$out/.config" "$configured"

# Generated headers, scripts and objtool, untimed, once per tree.
if [ ! -e "$out/.kcfi-modules-prepared" ]; then
	echo "  PREPARE $out"
	nice -n 19 "${kmake[@]}" -j2 modules_prepare >"$out/prepare.log" 2>&1 ||
		{ tail -n 20 "$out/prepare.log" >&2; echo "debian-shard.sh: modules_prepare failed, see $out/prepare.log" >&2; exit 1; }
	touch "$out/.kcfi-modules-prepared"
fi

header='# date	tools	shard	objects	failed	objtool	cpu_s	wall_s	preambles	checks	unchecked_calls	unlisted	unchecked_jumps	dwarf_ok	dwarf_bad	findings	other_machine	bare_aliases	bare_addr_taken'
[ -s "$record" ] || printf '%s\n' "$header" >"$record"
# a record begun before a column was added: name it in the header (the
# older lines leave it empty)
sed -i "1s/^# date\t.*/$header/" "$record"

# readelf's name of the kernel's own machine: other objects are not audited
case $karch in
x86_64) machine='Advanced Micro Devices X86-64' ;;
arm64)  machine=AArch64 ;;
*) echo "debian-shard.sh: ARCH $karch: x86_64 or arm64" >&2; exit 2 ;;
esac

rc=0
for shard in "$@"; do
	shard=${shard%/}
	[ -d "$src/$shard" ] || { echo "debian-shard.sh: no directory $shard in $src" >&2; exit 2; }
	logdir=$out/shards/$shard
	mkdir -p "$logdir"
	[ ! -d "$out/$shard" ] || find "$out/$shard" \( -name '*.o' -o -name '*.a' -o -name '*.s' \) -delete
	echo "  SHARD   $shard (log: $logdir/build.log)"
	status=0
	/usr/bin/time -f '%U %S %e' -o "$logdir/rusage" \
		nice -n 19 "${kmake[@]}" -k -j2 "$shard/" >"$logdir/build.log" 2>&1 || status=$?
	# make -k names each target whose recipe failed: "*** [...: path/x.o] Error 1";
	# the recursive makes above it ("net", ".", "__sub-make") are not failures
	# of their own (a failure no object names still counts: make's status)
	grep -oE '\*\*\* \[[^]]*: [^]]+\] Error [0-9]+' "$logdir/build.log" |
		sed -E 's/^\*\*\* \[[^:]*:[0-9]*: ([^]]+)\].*/\1/' |
		grep -E '[^/]\.[A-Za-z0-9_]+$' | sort -u >"$logdir/failed" || true
	failed=$(grep -c . "$logdir/failed" || true)
	if [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; then
		echo "debian-shard.sh: make exited $status with no failed target named, see $logdir/build.log" >&2
		failed=1
	fi
	if ! cmp -s "$configured" "$out/.config"; then
		diff "$configured" "$out/.config" >"$logdir/config.diff" || true
		echo "debian-shard.sh: $shard: Kbuild re-synced $out/.config, see $logdir/config.diff" >&2
		echo .config >>"$logdir/failed"
		failed=$((failed + 1))
	fi
	objtool=$(grep -c 'objtool.*warning' "$logdir/build.log" || true)
	: >"$logdir/objects"	# no directory at all when nothing was built
	[ ! -d "$out/$shard" ] || find "$out/$shard" -name '*.o' ! -name '*.mod.o' | sort >"$logdir/objects"
	objects=$(grep -c . "$logdir/objects" || true)
	xargs -a "$logdir/objects" -d '\n' -r "$(dirname "$0")/object-kind.sh" "$machine" |
		awk -F'\t' '$2 != "kernel"' >"$logdir/other-machine"
	other=$(grep -c . "$logdir/other-machine" || true)
	cut -f1 "$logdir/other-machine" | grep -vxFf - "$logdir/objects" >"$logdir/audited" || true
	# time's last line (a failed command gets a "Command exited" line first)
	read -r u s wall < <(tail -n 1 "$logdir/rusage")
	cpu=$(awk -v u="$u" -v s="$s" 'BEGIN { printf "%.1f", u + s }')
	pre=- chk=- ucall=- unlisted=- ujump=- dok=- dbad=- findings=- bare=- bare_taken=-
	if [ "$kcheck" != - ] && [ -s "$logdir/audited" ]; then
		# -q: the per-file count lines and findings only.  Objects made from
		# assembly or without code carry no KCFI and count zero.
		xargs -a "$logdir/audited" -d '\n' nice -n 19 "$kcheck" -q --dwarf \
			>"$logdir/kcfi-check.txt" 2>&1 || true
		read -r pre chk ucall ujump dok dbad bare bare_taken < <(awk '
			/ preambles \(/ {
				for (i = 1; i <= NF; i++) {
					if ($(i+1) == "preambles") p += $i
					if ($(i+1) == "checks,") c += $i
					if ($(i+1) == "unchecked" && $(i+2) == "calls,") uc += $i
					if ($(i+1) == "unchecked" && $(i+2) == "jumps,") uj += $i
				}
			}
			/: dwarf: [0-9]+ verified, / {
				for (i = 1; i <= NF; i++) {
					if ($(i+1) == "verified,") dv += $i
					if ($(i+1) == "mismatched,") dm += $i
				}
			}
			/ global aliases without a preamble, / { ba += $2 }
			/ functions whose address is taken, / { bt += $(NF - 3) }
			END { print p + 0, c + 0, uc + 0, uj + 0, dv + 0, dm + 0, ba + 0, bt + 0 }' "$logdir/kcfi-check.txt")
		findings=$(grep -E '^kcfi-check: .*: (error|warning): ' "$logdir/kcfi-check.txt" |
			grep -cvE ': (error: unchecked indirect call|warning: unchecked indirect jump)( through [^,]*)?(, inlined from [^ ,]*)?$|: warning: .*, alias of .*, has no preamble$|: warning: address of [^ ]* taken, but it has no preamble: a checked call to it traps$' || true)
		xargs -a "$logdir/audited" -d '\n' "$(dirname "$0")/audit-calls.sh" "$kcheck" "$allow" "$shard" \
			>"$logdir/audit.txt" 2>&1 || true
		if grep -q '^PASS ' "$logdir/audit.txt"; then
			unlisted=0
		else
			unlisted=$(sed -n 's/^FAIL [^:]*: unchecked indirect calls in: //p' "$logdir/audit.txt" | wc -w)
			[ "$unlisted" -gt 0 ] || unlisted=-1	# the judge itself failed: see audit.txt
		fi
	fi
	printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$(date -u +%FT%TZ)" "$tools" "$shard" \
		"$objects" "$failed" "$objtool" "$cpu" "$wall" "$pre" "$chk" "$ucall" "$unlisted" "$ujump" "$dok" "$dbad" "$findings" \
		"$other" "$bare" "$bare_taken" | tee -a "$record"
	if [ "$failed" -gt 0 ] || [ "$objtool" -gt 0 ] || { [ "$findings" != - ] && [ "$findings" -gt 0 ]; } ||
	   { [ "$dbad" != - ] && [ "$dbad" -gt 0 ]; } || { [ "$unlisted" != - ] && [ "$unlisted" != 0 ]; }; then
		rc=1
	fi
done
exit $rc
