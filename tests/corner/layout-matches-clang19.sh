#!/usr/bin/env bash
# Rule: where Clang 19 has the same option, kcfi-gcc's preamble layout is
# Clang's byte for byte: the bytes from __cfi_<fn> to the function entry
# (padding, movl $id, patchable prefix) plus the endbr64 at the entry, the
# __cfi_ symbol's binding, size and section, and the call site's
# movl $-id / addl -(4+M)(%reg) operands.
# Left out on purpose: -falign-functions > 16 (Clang 19 pads only to 16, see
# docs/corner-cases.md); -Os, and -O1 without -falign-functions, where GCC 12
# emits no function alignment (Clang aligns), so the padding, which follows
# the compiler's own alignment, differs; the N-M entry nops after fn, which
# are the compiler's patchable-entry code (GCC: one-byte nops, Clang: one
# multi-byte nop).
set -u
tmp=${TMP:?}/layout
mkdir -p "$tmp"
src=$tmp/lay.c
cat > "$src" <<'C'
void target(int x) { __asm__ volatile("" :: "r"(x)); }
__attribute__((weak)) void weak_target(int x) { __asm__ volatile("" :: "r"(x)); }
static void local_target(long x) { __asm__ volatile("" :: "r"(x)); }
void (*keep)(long) = local_target;
void caller(void (*f)(int)) { f(1); }
C

# facts OBJ: one line per preamble and per call-site check.
facts() {
	python3 - "$1" <<'PY'
import os, re, subprocess, sys
sys.path.insert(0, os.path.join(os.environ['KCFI_TOP'], 'tests', 'lib'))
from traps import section_bytes
obj = sys.argv[1]
def run(*a):
    return subprocess.run(a, check=True, capture_output=True, text=True).stdout
secs = {}
for l in run('readelf', '-SW', obj).splitlines():
    m = re.match(r'\s*\[\s*(\d+)\]\s+(\S+)\s+\S+\s+\S+\s+([0-9a-f]+)', l)
    if m:
        secs[m.group(1)] = (m.group(2), int(m.group(3), 16))
syms = {}
for l in run('readelf', '-sW', obj).splitlines():
    f = l.split()
    if len(f) == 8 and f[6].isdigit():
        syms[f[7]] = (int(f[1], 16), int(f[2]), f[4], secs[f[6]][0])
def data(sec):
    return section_bytes(obj, sec)
for name, (val, size, bind, sec) in sorted(syms.items()):
    if not name.startswith('__cfi_'):
        continue
    fn = name[6:]
    fval = syms[fn][0]
    raw = data(sec)
    # up to fn, plus endbr64 (which must stay fn's first instruction)
    end = fval + (4 if raw[fval:fval + 4] == b'\xf3\x0f\x1e\xfa' else 0)
    print(f'preamble {fn} {bind} size={size} sec={sec} fn-cfi={fval - val} '
          f'bytes={raw[val:end].hex()}')
dis = run('objdump', '-d', '--no-show-raw-insn', obj)
for m in re.finditer(r'mov\s+\$(0x[0-9a-f]+),%r10d\n.*add\s+(-?0x[0-9a-f]+)\(', dis):
    print(f'check imm={m.group(1)} disp={m.group(2)}')
PY
}

for flags in "" "-fpatchable-function-entry=11,11" "-fpatchable-function-entry=4,2" \
	"-fpatchable-function-entry=5" "-fcf-protection=branch" \
	"-fcf-protection=branch -fpatchable-function-entry=11,11" "-ffunction-sections" "-O1 -falign-functions=16" "-O3"; do
	name="corner/layout-matches-clang19/${flags:-default}"
	name=${name// /_}
	# shellcheck disable=SC2086
	if ! clang-19 -O2 -fsanitize=kcfi $flags -c "$src" -o "$tmp/c.o" 2>"$tmp/err" ||
		! "$KCFI_GCC" -O2 -fsanitize=kcfi $flags -c "$src" -o "$tmp/g.o" 2>>"$tmp/err"; then
		echo "FAIL $name: build failed: $(head -1 "$tmp/err")"
		continue
	fi
	facts "$tmp/c.o" >"$tmp/c.facts"
	facts "$tmp/g.o" >"$tmp/g.facts"
	if [ "$(grep -c '^preamble' "$tmp/c.facts")" -ne 4 ]; then
		echo "FAIL $name: clang-19 reference has $(grep -c '^preamble' "$tmp/c.facts") preambles, want 4"
	elif diff "$tmp/c.facts" "$tmp/g.facts" >"$tmp/diff"; then
		echo "PASS $name"
	else
		echo "FAIL $name: $(grep '^[<>]' "$tmp/diff" | head -4 | tr '\n' ' ') (< clang-19, > kcfi-gcc)"
	fi
done
