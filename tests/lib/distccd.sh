# shellcheck shell=bash
# distccd servers on loopback for tests: distccd_start DIR BINDIR N starts N
# servers, each in DIR/sN (its TMPDIR, log and pid file), with BINDIR first
# on their PATH. distccd runs only compilers linked from /usr/lib/distcc;
# 'make deps' links kcfi-gcc there, as docs/kcfi-gcc.md says every node
# needs. Sets DISTCC_HOSTS (one job each) and a private DISTCC_DIR.
# distccd_stop DIR stops them, workers included. DIR must be reachable by
# the distccd user.
distccd_start() {
	local dir=$1 bindir=$2 n=$3 i port hosts=""
	mkdir -p "$dir/client"
	chmod 755 "$dir"
	for i in $(seq "$n"); do
		port=$((36000 + RANDOM % 2000 + i * 2000))
		mkdir -m 1777 -p "$dir/s$i"
		TMPDIR=$dir/s$i PATH=$bindir:$PATH distccd --daemon --no-detach \
			--allow 127.0.0.1 --listen 127.0.0.1 -p "$port" --jobs 1 \
			--log-file="$dir/s$i/log" --log-level=info --pid-file="$dir/s$i/pid" \
			>/dev/null 2>&1 &
		# the daemon leads its own process group; its --pid-file may name a
		# worker (workers are replaced after some jobs), so keep our own
		echo $! >"$dir/s$i/daemon.pid"
		hosts+="127.0.0.1:$port/1 "
	done
	for _ in $(seq 100); do
		[ "$(cat "$dir"/s*/pid 2>/dev/null | wc -l)" = "$n" ] && break
		sleep 0.1
	done
	export DISTCC_DIR=$dir/client DISTCC_BACKOFF_PERIOD=0 DISTCC_FALLBACK=0 \
		DISTCC_HOSTS=${hosts% }
}

distccd_stop() {
	local pid i
	for pid in $(cat "$1"/s*/daemon.pid 2>/dev/null); do
		kill -- "-$pid" 2>/dev/null
		for i in $(seq 100); do
			kill -0 -- "-$pid" 2>/dev/null || break
			[ "$i" = 100 ] && kill -KILL -- "-$pid" 2>/dev/null	# 10 s: no more waiting
			sleep 0.1
		done
	done
	unset DISTCC_DIR DISTCC_BACKOFF_PERIOD DISTCC_FALLBACK DISTCC_HOSTS
}

# distccd_served DIR: how many of the servers logged a successful compile
distccd_served() {
	grep -l 'COMPILE_OK' "$1"/s*/log 2>/dev/null | wc -l
}
