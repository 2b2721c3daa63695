# kcfi-as does at most ~4.5x the work on 4n functions as on n (linear, with
# a margin), also with one section per function: counted as instructions
# under callgrind, so a busy machine does not matter. Symbol lookup by
# linear scan made it 12.5x on these inputs.
set -eu
command -v valgrind >/dev/null || { echo "valgrind not installed (make deps)"; exit 1; }
work() {	# .s -> instructions kcfi-as executes on it
	valgrind --tool=callgrind --callgrind-out-file=/dev/null \
		"$KCFI_AS_BIN" --arch=x86_64 -S -o "$TMP/lin.out.s" "$1" 2>&1 |
		sed -n 's/.*Collected : //p'
}
for layout in "" sections; do
	"$KCFI_TOP/bench/gen-marked.sh" 250 $layout >"$TMP/n.s"
	"$KCFI_TOP/bench/gen-marked.sh" 1000 $layout >"$TMP/4n.s"
	small=$(work "$TMP/n.s")
	big=$(work "$TMP/4n.s")
	[ -n "$small" ] && [ -n "$big" ] || { echo "callgrind gave no instruction count"; exit 1; }
	# ratio in hundredths, integer shell arithmetic
	ratio=$((100 * big / small))
	[ "$ratio" -le 450 ] ||
		{ echo "4n functions ${layout:+(own sections) }cost $ratio/100 x the work of n (> 4.5)"; exit 1; }
done
