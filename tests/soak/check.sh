#!/usr/bin/env bash
# soak tier: kernel/scripts/soak-judge.sh, the host's verdict on a soak
# (issue #26), on made-up consoles.  A complete run must pass every check;
# each defect a real guest can show must fail its own check and no other,
# and the record must get one line per verdict.  A judge that passes a
# broken run would call a kernel good, so each case removes or spoils one
# line of the good console.
set -u
top=${KCFI_TOP:?}
judge=$top/kernel/scripts/soak-judge.sh
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

pass() { echo "PASS soak/$1"; }
fail() { echo "FAIL soak/$1: $2"; }

# A whole pass of kernel/image/kcfi-soak and kcfi-guest as they print it,
# with the kernel's lines and getty's prompt around.  Two passes: a check
# that reads only the first must still see a defect in the second.
good() {
	cat <<-'EOF'
	[    0.000000] Linux version 6.12.118-kcfi (kcfi-gcc) #1 SMP PREEMPT_DYNAMIC
	[   21.600000] systemd[1]: Reached target multi-user.target - Multi-User System.
	KCFI-GUEST: boot: running, 21.68 s since power-on, kernel 6.12.118-kcfi
	KCFI-GUEST: soak: 10 minutes, 3 module rounds, 2 CPUs
	KCFI-GUEST: modules: 96 loaded, 0 failed, 1 without hardware: kvm_intel (Operation not supported), 96 in /proc/modules
	KCFI-GUEST: modules: 21 left after modprobe -r
	KCFI-GUEST: fs: ext4 and xfs written, fsynced, remounted, read back: 0 errors
	KCFI-GUEST: net: bridge 2 of 2, virtio-net 2 of 2, tcp 8 MiB yes, bpf test run yes, nft icmp_in packets 800
	KCFI-GUEST: hotplug: 10 of 10 offline/online cycles
	[  208.582390] stress-ng-flock(1631): Attempt to set a LOCK_MAND lock via flock(2). This support has been removed and the request ignored.
	KCFI-GUEST: stress-ng: 134 runs, 2 failed, 0 skipped (pass 1), failed: madvise io-uring
	KCFI-GUEST: trinity: seed 1, Ran 19786 syscalls (unit result: success, memory.max 1073741824, oom kills 0)
	debian login: KCFI-GUEST: fs: ext4 and xfs written, fsynced, remounted, read back: 0 errors
	KCFI-GUEST: net: bridge 2 of 2, virtio-net 2 of 2, tcp 8 MiB yes, bpf test run yes, nft icmp_in packets 1600
	KCFI-GUEST: hotplug: 10 of 10 offline/online cycles
	KCFI-GUEST: stress-ng: 134 runs, 2 failed, 0 skipped (pass 2), failed: madvise io-uring
	KCFI-GUEST: trinity: seed 2, Ran 20112 syscalls (unit result: success, memory.max 1073741824, oom kills 0)
	KCFI-GUEST: bpf: 9 programs loaded, 214133 runs
	KCFI-GUEST: modules: 96 loaded, 0 failed, 1 without hardware: kvm_intel (Operation not supported), 96 in /proc/modules
	KCFI-GUEST: modules: 21 left after modprobe -r
	KCFI-GUEST: soak: finished, 2 passes in 11 minutes, oops 0, tainted 0
	KCFI-GUEST: CFI failures in dmesg: 0
	KCFI-GUEST: done
	[  800.100000] reboot: Power down
	EOF
}

# judge CASE: runs the judge on $tmp/CASE.log into $tmp/CASE.out, rc in $rc
judge() {
	rm -f "$tmp/$1.tsv"
	"$judge" "$tmp/$1.log" x86_64/test 6.12.118-kcfi "$tmp/$1.tsv" >"$tmp/$1.out" 2>&1
	rc=$?
}

# expect_only CASE CHECK: exit 1, CHECK the one FAIL line, every other
# check PASS (or the SKIP of a run without module rounds), one record line
expect_only() {
	local c=$1 want=$2 fails
	judge "$c"
	fails=$(sed -n 's|^FAIL soak/x86_64/test/\([a-z-]*\) .*|\1|p' "$tmp/$c.out" | tr '\n' ' ')
	if [ "$rc" != 1 ]; then fail "$c" "exit $rc, not 1: $(tr '\n' ' ' <"$tmp/$c.out")"
	elif [ "$fails" != "$want " ]; then fail "$c" "failed '$fails', not '$want': $(grep '^FAIL' "$tmp/$c.out" | tr '\n' ' ')"
	elif [ "$(grep -c '^PASS soak/x86_64/test/' "$tmp/$c.out")" != 11 ]; then fail "$c" "not 11 PASS lines: $(tr '\n' ' ' <"$tmp/$c.out")"
	elif [ "$(tail -n +2 "$tmp/$c.tsv" | cut -f4)" != FAIL ]; then fail "$c" "record: $(tail -n1 "$tmp/$c.tsv")"
	else pass "$c"; fi
}

# spoil CASE SED CHECK: the good console edited by SED must fail CHECK only
spoil() {
	good | sed "$2" >"$tmp/$1.log"
	cmp -s "$tmp/$1.log" <(good) && { fail "$1" "the edit '$2' changed nothing"; return; }
	expect_only "$1" "$3"
}

c=complete-run-passes-every-check
good >"$tmp/$c.log"
judge $c
if [ "$rc" != 0 ] || [ "$(grep -c '^PASS soak/x86_64/test/' "$tmp/$c.out")" != 12 ] || grep -q '^FAIL' "$tmp/$c.out"; then
	fail $c "exit $rc: $(grep -v '^PASS' "$tmp/$c.out" | tr '\n' ' ')"
elif ! tail -n1 "$tmp/$c.tsv" | grep -q "	x86_64/test	PASS	21.68	2 passes in 11 minutes, oops 0, tainted 0	268 4 0	39898	96	9 214133	0	0	-$"; then
	fail $c "record line: $(tail -n1 "$tmp/$c.tsv")"
else pass $c; fi

c=empty-console-fails
: >"$tmp/$c.log"
judge $c
if [ "$rc" = 1 ] && grep -q '^FAIL soak/x86_64/test/console' "$tmp/$c.out"; then pass $c
else fail $c "exit $rc: $(tr '\n' ' ' <"$tmp/$c.out")"; fi

c=console-without-guest-lines-fails-every-guest-check
good | grep -v 'KCFI-GUEST' >"$tmp/$c.log"
judge $c
n=$(grep -c '^FAIL soak/' "$tmp/$c.out")
if [ "$rc" = 1 ] && [ "$n" = 9 ]; then pass $c
else fail $c "exit $rc, $n FAIL lines, not 9: $(tr '\n' ' ' <"$tmp/$c.out")"; fi

spoil cfi-failure-line-fails-cfi \
	'/trinity: seed 1/a [  300.100000] CFI failure at __x64_sys_ioctl+0x7c/0xd0 (target: foo_ioctl+0x0/0x60; expected type: 0x2ed5a5b1)' cfi
spoil oops-fails-oops '/trinity: seed 2/i [  400.000000] Oops: general protection fault, probably for non-canonical address' oops
spoil bug-line-fails-oops '/trinity: seed 2/i [  400.000000] BUG: kernel NULL pointer dereference, address: 0000000000000008' oops
spoil not-running-fails-multi-user 's/boot: running,/boot: degraded,/' multi-user
spoil degraded-boot-fails-multi-user \
	's/boot: running,/boot: degraded,/; /boot: degraded/a KCFI-GUEST: failed unit: systemd-udevd.service' multi-user
spoil unit-failed-during-workload-fails-multi-user \
	'/CFI failures in dmesg/i KCFI-GUEST: failed unit at end: systemd-journald.service' multi-user
spoil module-failure-fails-modules \
	'0,/0 failed, 1 without/s//1 failed, 1 without/' modules
spoil last-module-round-failure-fails-modules \
	'/bpf: 9 programs/{n;s/0 failed, 1 without/1 failed, 1 without/}' modules
spoil fs-error-in-second-pass-fails-fs '/debian login:/s/read back: 0 errors/read back: 1 errors/' fs
spoil virtio-net-one-way-fails-net '/packets 1600/s/virtio-net 2 of 2/virtio-net 1 of 2/' net
spoil tcp-transfer-spoiled-fails-net '/packets 800/s/tcp 8 MiB yes/tcp 8 MiB no/' net
spoil bridge-one-way-fails-net '/packets 1600/s/bridge 2 of 2/bridge 1 of 2/' net
spoil bpf-test-run-missing-fails-net '/packets 800/s/bpf test run yes/bpf test run no/' net
spoil no-bpf-runs-fails-bpf 's/9 programs loaded, 214133 runs/9 programs loaded, 0 runs/' bpf
spoil bpf-attach-failure-fails-bpf '/soak: 10 minutes/a KCFI-GUEST: bpf: tc attach failed' bpf
spoil hotplug-short-in-first-pass-fails-hotplug '0,/hotplug: 10 of 10/s//hotplug: 9 of 10/' hotplug
spoil no-hotpluggable-cpu-fails-hotplug 's/hotplug: 10 of 10 offline\/online cycles/hotplug: no hot-pluggable CPU/' hotplug
spoil no-stress-ng-fails-stress-ng '/stress-ng: 134 runs/d' stress-ng
spoil no-trinity-syscalls-fails-trinity 's/Ran [0-9]* syscalls/no syscall count: Segmentation fault/' trinity
spoil no-finish-line-fails-finished '/soak: finished/d' finished
# the image's own kernel booted instead of the package's (debian-boot.sh's
# first arm64 soak): every other check can pass on the wrong kernel
spoil other-kernel-ran-fails-kernel 's/Linux version 6.12.118-kcfi /Linux version 6.12.118+deb12-arm64 /' kernel
spoil no-linux-version-line-fails-kernel '/Linux version/d' kernel
spoil no-done-line-fails-finished '/KCFI-GUEST: done/d' finished

# A guest that ran out of memory in pass 2 and printed nothing more (as a
# trinity seed once did): the run fails finished, naming the pass, the
# guest's last line and the OOM kill; bpf fails too (its line comes at the
# end), and nothing else.
c=stopped-run-names-its-pass-and-oom-kill
good | sed -n '1,/pass 2), failed/p' >"$tmp/$c.log"
echo '[  780.899862] Out of memory: Killed process 9115 (trinity-c0) total-vm:53064kB, anon-rss:5860kB' >>"$tmp/$c.log"
judge $c
want="FAIL soak/x86_64/test/finished (stopped in pass 2, last line 'stress-ng: 134 runs, 2 failed, 0 skipped (pass 2), failed: madvise io-uring'; Out of memory: Killed process 9115 (trinity-c0))"
if [ "$rc" = 1 ] && grep -qxF "$want" "$tmp/$c.out" &&
	[ "$(grep '^FAIL' "$tmp/$c.out" | cut -d' ' -f2 | tr '\n' ' ')" = "soak/x86_64/test/bpf soak/x86_64/test/finished " ] &&
	[ "$(tail -n1 "$tmp/$c.tsv" | cut -f6)" = "stopped in pass 2" ]; then pass $c
else fail $c "exit $rc: $(grep -v '^PASS' "$tmp/$c.out" | tr '\n' ' ') record: $(tail -n1 "$tmp/$c.tsv" | cut -f6)"; fi

c=trinity-oom-kills-in-its-unit-are-named-not-failed
good | sed 's/Ran 20112 syscalls (unit result: success, memory.max 1073741824, oom kills 0)/Ran 310 syscalls (unit result: success, memory.max 1073741824, oom kills 7)/' >"$tmp/$c.log"
judge $c
if [ "$rc" = 0 ] && grep -qxF 'PASS soak/x86_64/test/trinity (20096 syscalls, 7 OOM kills in its unit)' "$tmp/$c.out"; then pass $c
else fail $c "exit $rc: $(grep trinity "$tmp/$c.out")"; fi

c=trinity-unit-killed-is-named
good | sed 's/Ran 20112 syscalls (unit result: success,/no syscall count: Killed (unit result: timeout,/' >"$tmp/$c.log"
judge $c
if [ "$rc" = 0 ] && grep -qxF 'PASS soak/x86_64/test/trinity (19786 syscalls, 1 timeout)' "$tmp/$c.out"; then pass $c
else fail $c "exit $rc: $(grep trinity "$tmp/$c.out")"; fi

spoil trinity-without-memory-bound-fails-trinity '/seed 2/s/memory.max 1073741824/memory.max max/' trinity
spoil trinity-without-bound-line-fails-trinity '/seed 2/s/memory.max 1073741824, oom kills 0/no bound line/' trinity

c=no-module-rounds-skips-modules
good | sed 's/3 module rounds/0 module rounds/; /modules: /d' >"$tmp/$c.log"
judge $c
if [ "$rc" = 0 ] && grep -q '^SKIP soak/x86_64/test/modules' "$tmp/$c.out" && ! grep -q '^FAIL' "$tmp/$c.out"; then pass $c
else fail $c "exit $rc: $(grep -v '^PASS' "$tmp/$c.out" | tr '\n' ' ')"; fi

c=record-keeps-earlier-lines
good >"$tmp/$c.log"
printf 'header\nearlier\n' >"$tmp/$c.tsv.keep"
cp "$tmp/$c.tsv.keep" "$tmp/$c.tsv"
"$judge" "$tmp/$c.log" x86_64/test 6.12.118-kcfi "$tmp/$c.tsv" >/dev/null 2>&1
if [ "$(head -n2 "$tmp/$c.tsv")" = "$(cat "$tmp/$c.tsv.keep")" ] && [ "$(wc -l <"$tmp/$c.tsv")" = 3 ]; then pass $c
else fail $c "$(tr '\n' '|' <"$tmp/$c.tsv")"; fi

# kernel/scripts/console-judge.sh, the verdict of debian-boot and
# debian-dkms: every rule's line present (anywhere in a line: getty's prompt
# may stand in front), no CFI failure; the first rule broken is named.
cj=$top/kernel/scripts/console-judge.sh
console() {
	cat <<-'EOF2'
	[    0.000000] Linux version 6.12.118-kcfi (kcfi-gcc) #1 SMP PREEMPT_DYNAMIC
	KCFI-GUEST: boot: running, 12.51 s since power-on, kernel 6.12.118-kcfi
	debian login: KCFI-GUEST: dkms: modprobe kcfi_oot: ok (/lib/modules/6.12.118-kcfi/updates/dkms/kcfi_oot.ko.xz)
	KCFI-GUEST: dkms: read: ticks 5 work 5 opens 1
	KCFI-GUEST: CFI failures in dmesg: 0
	KCFI-GUEST: done
	EOF2
}
rules=('KCFI-GUEST: boot: running,=not running'
	'KCFI-GUEST: dkms: modprobe kcfi_oot: ok (/lib/modules/.*/updates/dkms/=no module'
	'KCFI-GUEST: dkms: read: ticks 5 work [1-9]=no callbacks')
# cj_case NAME SED WANT: the console edited by SED, judged; WANT the line
cj_case() {
	local out rc
	console | sed "$2" >"$tmp/cj.log"
	out=$("$cj" t "$tmp/cj.log" "${rules[@]}"); rc=$?
	local want_rc=1
	[ "${3%% *}" = PASS ] && want_rc=0
	if [ "$out" = "$3" ] && [ $rc = $want_rc ]; then
		pass "console-judge/$1"
	else fail "console-judge/$1" "exit $rc, '$out', want '$3'"; fi
}
cj_case whole-console-passes '' 'PASS t (running, 12.51 s since power-on, kernel 6.12.118-kcfi)'
cj_case not-running-fails '/boot:/s/running/degraded/' 'FAIL t: not running'
cj_case module-from-elsewhere-fails 's|/updates/dkms/|/extra/|' 'FAIL t: no module'
cj_case callbacks-not-run-fails '/read:/s/ticks 5/ticks 4/' 'FAIL t: no callbacks'
cj_case cfi-failure-fails '/read:/a [   20.000000] CFI failure at kcfi_oot_read+0x2a/0x90 (target: 0xffffffffc0001000; expected type: 0x12345678)' \
	'FAIL t: [   20.000000] CFI failure at kcfi_oot_read+0x2a/0x90 (target: 0xffffffffc0001000; expected type: 0x12345678)'
cj_case empty-console-fails 'd' "FAIL t: no console log $tmp/cj.log"
