#!/usr/bin/env bash
# The verdict of one soak (issue #26) from the guest's console: one
# PASS/FAIL line per check, then one line appended to RECORD (tab-separated,
# with a header when new).  Exit 1 if any check failed.
#
# Usage: soak-judge.sh CONSOLE_LOG NAME KREL RECORD
#   NAME, e.g. x86_64/kcfi-gcc, names the verdicts and the record's line;
#   KREL is the kernel release the soak is of.
set -uo pipefail
[ $# -eq 4 ] || { echo "usage: soak-judge.sh CONSOLE_LOG NAME KREL RECORD" >&2; exit 2; }
log=$1 name=$2 krel=$3 record=$4
[ -s "$log" ] || { echo "FAIL soak/$name/console: $log is empty or missing"; exit 1; }
rc=0
# the guest's own lines; a login prompt or kernel line may stand before one
g() { grep -a -o 'KCFI-GUEST: .*' "$log" | tr -d '\r' | sed 's/^KCFI-GUEST: //'; }
verdict() {	# verdict CHECK OK DETAIL
	if [ "$2" = 1 ]; then echo "PASS soak/$name/$1 ($3)"; else echo "FAIL soak/$name/$1 ($3)"; rc=1; fi
}
boot=$(g | sed -n 's/^boot: //p' | head -n1)
# a unit that failed at boot or during the workload (kcfi-guest lists them
# at both ends): a driver's CFI trap can kill a service after boot
failed=$(g | sed -n 's/^failed unit\( at end\)\{0,1\}: //p' | sort -u | tr '\n' ' ')
verdict multi-user "$([[ $boot == running,* ]] && [ -z "$failed" ] && echo 1)" "${boot:-no boot line}${failed:+; failed: $failed}"
# the kernel that ran is the one judged: the first arm64 soak of our
# package booted the image's own Debian kernel, and every other check passed
ran=$(grep -a -m1 -o 'Linux version [^ ]*' "$log")
verdict kernel "$([ "$ran" = "Linux version $krel" ] && echo 1)" "${ran:-no Linux version line}, want $krel"
mods=$(g | grep -c '^modules: [0-9]* loaded, 0 failed')
modsbad=$(g | grep -c '^modules: [0-9]* loaded, [1-9]')
if g | grep -q '^soak: .*, 0 module rounds,'; then
	echo "SKIP soak/$name/modules (kcfi.rounds=0: Debian's own kernel, thousands of modules)"
else
	verdict modules "$([ "$mods" -ge 1 ] && [ "$modsbad" = 0 ] && echo 1)" \
		"$mods rounds clean, $modsbad with failures; $(g | grep -m1 '^modules: [0-9]* loaded')"
fi
# every_pass CHECK PART GOOD: PART's line (one a pass) matched GOOD in
# every pass, and there was one; the detail quotes the first that did not
every_pass() {
	local all good bad
	all=$(g | grep -c "^$2: ")
	good=$(g | grep -c "^$2: $3")
	bad=$(g | grep "^$2: " | grep -v -m1 "^$2: $3")
	verdict "$1" "$([ "$good" -ge 1 ] && [ "$good" = "$all" ] && echo 1)" "$good of $all passes${bad:+; $bad}"
}
every_pass fs fs '.*: 0 errors$'
# the bridge and the virtio-net cable answered both ways, the TCP transfer
# arrived whole and the BPF test run ran
every_pass net net 'bridge 2 of 2, virtio-net 2 of 2, tcp 8 MiB yes, bpf test run yes,'
bpf=$(g | sed -n 's/^bpf: \([0-9]*\) programs loaded, \([0-9]*\) runs/\1 \2/p' | tail -n1)
verdict bpf "$([ -n "$bpf" ] && [ "${bpf#* }" -gt 0 ] && ! g | grep -q '^bpf: .*failed' && echo 1)" \
	"${bpf:+${bpf% *} programs, ${bpf#* } runs}$(g | grep '^bpf: .*failed' | tr '\n' ' ')"
every_pass hotplug hotplug '10 of 10 '	# the CPU cycled ten times
stress=$(g | sed -n 's/^stress-ng: \([0-9]*\) runs, \([0-9]*\) failed, \([0-9]*\) skipped.*/\1 \2 \3/p' |
	awk '{ n += $1; f += $2; s += $3 } END { if (NR) print n, f, s }')
verdict stress-ng "$([ -n "$stress" ] && echo 1)" \
	"$(set -- $stress; echo "${1:-0} runs, ${2:-0} failed, ${3:-0} skipped")"
syscalls=$(g | sed -n 's/^trinity: .*Ran \([0-9]*\) syscalls.*/\1/p' | awk '{ s += $1 } END { print s + 0 }')
# every run under its memory bound (a number, not "max"); OOM kills inside
# it and a unit result other than success are named, not judged: the bound
# is there for them
unbound=$(g | grep '^trinity: ' | grep -vc 'memory.max [0-9][0-9]*,')
ends=$(g | sed -n 's/^trinity: .*(unit result: \([^,]*\),.*/\1/p' | grep -vx success | sort | uniq -c | awk '{ printf ", %s %s", $1, $2 }')
ooms=$(g | sed -n 's/^trinity: .*, oom kills \([0-9]*\))$/\1/p' | awk '{ s += $1 } END { print s + 0 }')
[ "$ooms" = 0 ] || ends="$ends, $ooms OOM kills in its unit"
[ "$unbound" = 0 ] || ends="$ends, $unbound without a memory bound"
verdict trinity "$([ "$syscalls" -gt 0 ] && [ "$unbound" = 0 ] && echo 1)" "$syscalls syscalls$ends"
cfi=$(grep -ac 'CFI failure at ' "$log")
verdict cfi "$([ "$cfi" = 0 ] && echo 1)" "$cfi CFI failures$( [ "$cfi" = 0 ] || grep -a -m3 'CFI failure at ' "$log" | sed 's/^/; /' | tr -d '\n')"
# a WARNING is reported, not judged: trinity reaches kernel warnings that
# have nothing to do with CFI (kernel/README.md explains each one seen)
oops=$(grep -acE 'Oops|BUG:|Kernel panic' "$log")
warns=$(grep -acE 'WARNING: .* at ' "$log")
verdict oops "$([ "$oops" = 0 ] && echo 1)" "$oops Oops/BUG/panic lines, $warns WARNINGs$(grep -a -m2 -E 'Oops|BUG:|Kernel panic|WARNING: .* at ' "$log" | sed 's/^/; /' | tr -d '\r\n')"
fin=$(g | sed -n 's/^soak: finished, //p' | tail -n1)
if [ -n "$fin" ] && g | grep -qx done; then verdict finished 1 "$fin"
else
	# a run that stopped says where: the pass (each begins with fs), the
	# guest's last line, and the kernel's first OOM kill if there was one
	fin="stopped in pass $(g | grep -c '^fs: ')"
	oom=$(grep -a -m1 -o 'Out of memory: Killed process [0-9]* ([^)]*)' "$log")
	verdict finished 0 "$fin, last line '$(g | tail -n1)'${oom:+; $oom}"
fi
tools=$(git -C "$(dirname "$0")" describe --always --dirty 2>/dev/null || echo '?')
[ -e "$record" ] || printf 'date\ttools\tsoak\tverdict\tboot\tpasses/minutes\tstress runs/failed/skipped\ttrinity syscalls\tmodules\tbpf programs/runs\tcfi failures\toops lines\tfailed units\n' > "$record"
printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$(date -u +%FT%TZ)" "$tools" "$name" "$([ $rc = 0 ] && echo PASS || echo FAIL)" \
	"$(echo "$boot" | grep -o '[0-9.]* s since' | cut -d' ' -f1)" "$fin" "$stress" "$syscalls" \
	"$(g | grep -m1 -o '^modules: [0-9]* loaded' | grep -o '[0-9]*')" "$bpf" "$cfi" "$oops" "${failed:--}" >> "$record"
exit $rc
