# shellcheck shell=bash
# Sourced by check.sh (in its work dir, with pass/fail/skip, $kg, $build):
# kcfi-gcc under distcc, plain mode. Two distccd servers on loopback ports
# (tests/lib/distccd.sh) run their own kcfi-gcc on the preprocessed source;
# the objects they return are byte-identical to local ones. Then a server
# with a different kcfi-as: distcc runs it as asked, -fkcfi-identity= makes
# it refuse.
if ! command -v distcc >/dev/null || ! command -v distccd >/dev/null; then
	skip distcc "distcc not installed (make deps)"
	return 0
fi
if [ ! -e /usr/lib/distcc/kcfi-gcc ]; then
	fail distcc-node-setup "/usr/lib/distcc/kcfi-gcc missing: distccd will not run kcfi-gcc (make deps links it)"
	return 0
fi
. "$top/tests/lib/distccd.sh"
dd=$(mktemp -d /tmp/kcfi-distcc.XXXXXX)
# the servers run as the distccd user, who may not reach the build tree
# (a clone under /root): they and the client use one copy of the tools
copy_tools "$dd/inst"
distccd_start "$dd" "$dd/inst/bin" 2
# raw*: the kernel's __nocfi, decided by __has_attribute() while the client
# preprocesses; its call must stay unchecked in what the server compiles
for i in 1 2 3 4; do
	printf '#include "cfg.h"\nint (*hook%d)(int);\nint frob%d(int x) { return hook%d(x) + CFG; }\n' \
		$i $i $i >"$dd/f$i.c"
	printf '#if __has_attribute(__kcfi_no_sanitize__)\n__attribute__((__kcfi_no_sanitize__))\n#endif\nint raw%d(int x) { return hook%d(x); }\n' \
		$i $i >>"$dd/f$i.c"
done
pids=()
for i in 1 2 3 4; do
	PATH=$dd/inst/bin:$PATH distcc kcfi-gcc -O2 -fsanitize=kcfi -Iinc -c "$dd/f$i.c" \
		-o "$dd/f$i.d.o" 2>"$dd/err$i" &
	pids+=($!)
done
ok=true
for p in "${pids[@]}"; do wait "$p" || ok=false; done
for i in 1 2 3 4; do
	"$dd/inst/bin/kcfi-gcc" -O2 -fsanitize=kcfi -Iinc -c "$dd/f$i.c" -o "$dd/f$i.l.o"
	cmp -s "$dd/f$i.d.o" "$dd/f$i.l.o" || ok=false
done
served=$(distccd_served "$dd")
distccd_stop "$dd"
left=""
for p in $(cat "$dd"/s*/daemon.pid); do
	if kill -0 -- "-$p" 2>/dev/null; then left+=" $p"; fi
done
if [ -z "$left" ] && [ "$(wc -l <<<"$(cat "$dd"/s*/daemon.pid)")" = 2 ]; then
	pass distcc-servers-and-their-workers-stopped
else
	fail distcc-servers-and-their-workers-stopped "process groups left:$left"
fi
if $ok && objdump -d "$dd/f1.d.o" | grep -q '__cfi_frob1'; then
	pass distcc-objects-are-byte-identical-to-local-ones
else
	fail distcc-objects-are-byte-identical-to-local-ones "$(cat "$dd"/err* | grep -m1 -i error)"
fi
if [ "$served" = 2 ]; then
	pass distcc-both-servers-compiled
else
	fail distcc-both-servers-compiled "$served server(s) logged a compile: $(grep -h -m1 -iE 'crit|error' "$dd"/s*/log)"
fi

# A node with different tools: distcc compares no compiler versions, so it
# runs the job; -fkcfi-identity= (from the client's -print-kcfi-identity)
# travels on the command line and makes that node's kcfi-gcc refuse it.
copy_tools "$dd/other"
printf '\n' >>"$dd/other/bin/kcfi-as"	# still runs, hashes differently
id=$("$dd/inst/bin/kcfi-gcc" -print-kcfi-identity)
mkdir -p "$dd/m"
distccd_start "$dd/m" "$dd/other/bin" 1
PATH=$dd/inst/bin:$PATH distcc kcfi-gcc -O2 -fsanitize=kcfi -Iinc -c "$dd/f1.c" \
	-o "$dd/m/plain.o" 2>"$dd/m/err0"; rc0=$?
PATH=$dd/inst/bin:$PATH DISTCC_SKIP_LOCAL_RETRY=1 distcc kcfi-gcc -fkcfi-identity="$id" \
	-O2 -fsanitize=kcfi -Iinc -c "$dd/f1.c" -o "$dd/m/id.o" 2>"$dd/m/err1"; rc1=$?
PATH=$dd/inst/bin:$PATH DISTCC_FALLBACK=1 distcc kcfi-gcc -fkcfi-identity="$id" \
	-O2 -fsanitize=kcfi -Iinc -c "$dd/f1.c" -o "$dd/m/retry.o" 2>"$dd/m/err2"; rc2=$?
jobs=$(grep -c 'dcc_job_summary' "$dd/m/s1/log")
distccd_stop "$dd/m"
if [ $rc0 = 0 ] && [ -s "$dd/m/plain.o" ]; then
	pass distcc-runs-a-node-with-other-tools-unasked
else
	fail distcc-runs-a-node-with-other-tools-unasked "rc=$rc0: $(head -n1 "$dd/m/err0")"
fi
if [ $rc1 != 0 ] && [ ! -e "$dd/m/id.o" ] &&
	grep -q "kcfi-gcc: error: -fkcfi-identity=$id: this kcfi-gcc is xxh64:" "$dd/m/err1"; then
	pass distcc-node-with-other-tools-refuses-the-identity
else
	fail distcc-node-with-other-tools-refuses-the-identity "rc=$rc1: $(head -n1 "$dd/m/err1")"
fi
# with fallbacks on (distcc's default; distccd_start turns them off) a
# refused job is retried locally: the object is the client's, never the node's
if [ $rc2 = 0 ] && cmp -s "$dd/m/retry.o" "$dd/f1.l.o" && [ "$jobs" = 3 ]; then
	pass distcc-refused-job-is-retried-locally-with-the-clients-tools
else
	fail distcc-refused-job-is-retried-locally-with-the-clients-tools "rc=$rc2, $jobs server jobs"
fi
rm -rf "$dd"
