# shellcheck shell=bash
# Sourced by check.sh (in its work dir, with pass/fail/skip, $kg, $build):
# kcfi-gcc under distcc, plain mode. Two distccd servers on loopback ports,
# each in its own directory, run their own kcfi-gcc on the preprocessed
# source; the objects they return are byte-identical to local ones.
# distccd only runs compilers linked from /usr/lib/distcc: each server sees a
# private /usr/lib/distcc (a mount namespace) with kcfi-gcc linked in, as
# the package's own link does on a real node (docs/kcfi-gcc.md).
if ! command -v distcc >/dev/null || ! command -v distccd >/dev/null; then
	skip distcc "distcc not installed (make deps)"
	return 0
fi
# distccd drops root for its own user: its directories must be reachable.
dd=$(mktemp -d /tmp/kcfi-distcc.XXXXXX)
chmod 755 "$dd"
mkdir -p "$dd/lib" "$dd/client"
ln -s "$(command -v distcc)" "$dd/lib/kcfi-gcc"
ports=()
for n in 1 2; do
	port=$((36000 + RANDOM % 2000 + n))
	mkdir -m 1777 -p "$dd/s$n"
	TMPDIR=$dd/s$n PATH=$build/bin:$PATH unshare -m sh -c \
		'mount --bind "$1" /usr/lib/distcc && exec distccd --daemon --no-detach \
		--allow 127.0.0.1 --listen 127.0.0.1 -p "$2" --jobs 1 \
		--log-file="$3/log" --log-level=info --pid-file="$3/pid"' \
		sh "$dd/lib" "$port" "$dd/s$n" >/dev/null 2>&1 &
	ports+=("$port")
done
stop_distccd() {
	local n
	for n in 1 2; do
		[ -s "$dd/s$n/pid" ] && kill "$(cat "$dd/s$n/pid")" 2>/dev/null
	done
	wait 2>/dev/null
}
for _ in $(seq 50); do
	[ -s "$dd/s1/pid" ] && [ -s "$dd/s2/pid" ] && break
	sleep 0.1
done
export DISTCC_DIR=$dd/client DISTCC_BACKOFF_PERIOD=0 DISTCC_FALLBACK=0 \
	DISTCC_HOSTS="127.0.0.1:${ports[0]}/1 127.0.0.1:${ports[1]}/1"
ok=true
for i in 1 2 3 4; do
	printf '#include "cfg.h"\nint (*hook%d)(int);\nint frob%d(int x) { return hook%d(x) + CFG; }\n' \
		$i $i $i >"$dd/f$i.c"
done
for i in 1 2 3 4; do
	PATH=$build/bin:$PATH distcc kcfi-gcc -O2 -fsanitize=kcfi -Iinc -c "$dd/f$i.c" \
		-o "$dd/f$i.d.o" 2>"$dd/err$i" &
done
wait_rc=0
for j in $(jobs -p); do
	case " $(cat "$dd"/s*/pid 2>/dev/null | tr '\n' ' ') " in *" $j "*) continue ;; esac
	wait "$j" || wait_rc=1
done
for i in 1 2 3 4; do
	"$kg" -O2 -fsanitize=kcfi -Iinc -c "$dd/f$i.c" -o "$dd/f$i.l.o"
	cmp -s "$dd/f$i.d.o" "$dd/f$i.l.o" || ok=false
done
served=$(grep -l 'COMPILE_OK' "$dd"/s*/log 2>/dev/null | wc -l)
stop_distccd
unset DISTCC_DIR DISTCC_BACKOFF_PERIOD DISTCC_FALLBACK DISTCC_HOSTS
if [ $wait_rc = 0 ] && $ok && objdump -d "$dd/f1.d.o" | grep -q '__cfi_frob1'; then
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
