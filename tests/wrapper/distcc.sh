# shellcheck shell=bash
# Sourced by check.sh (in its work dir, with pass/fail/skip, $kg, $build):
# kcfi-gcc under distcc, plain mode. Two distccd servers on loopback ports
# (tests/lib/distccd.sh) run their own kcfi-gcc on the preprocessed source;
# the objects they return are byte-identical to local ones.
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
for i in 1 2 3 4; do
	printf '#include "cfg.h"\nint (*hook%d)(int);\nint frob%d(int x) { return hook%d(x) + CFG; }\n' \
		$i $i $i >"$dd/f$i.c"
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
rm -rf "$dd"
