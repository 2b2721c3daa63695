# Byte-level shape of an assembled aarch64 check and preamble:
#  * the brk is 0xd4200000 | imm16 << 5 (A64 BRK encoding), imm16 =
#    0x8000 | type reg << 5 | target reg (Linux asm/brk-imm.h CFI_BRK_IMM_*);
#  * ldur w16, [x2, #-4] is b85fc050 (kcfi-abi.md 4.2), b.eq skips just the brk;
#  * the id word sits at fn - 4 (fn - 12 with two prefix nops, read by #-12);
#  * there is no .kcfi_traps section on arm64.
set -eu
as=aarch64-linux-gnu-as
command -v $as >/dev/null || { echo "$as not installed (binutils-aarch64-linux-gnu)"; exit 1; }
for m in 0 2; do
	{
		printf '\t.kcfi_version 1\n\t.kcfi_prefix_nops %s\n\t.text\n' $m
		printf '\t.kcfi_func fn, "_ZTSFvPFviEE"\n\t.align 2\n\t.global fn\n'
		[ $m = 0 ] || printf '.LPFE1:\n\tnop\n\tnop\n'
		printf '\t.type fn, %%function\nfn:\n'
		for r in x2 x16 x17 x19; do
			printf '\t.kcfi_call "_ZTSFviE"\n\tblr %s\n' $r
		done
		printf '\t.kcfi_call "_ZTSFviE"\n\tbr x16\n'
	} >"$TMP/b$m.s"
	"$KCFI_AS_BIN" --arch=aarch64 --as=$as -o "$TMP/b$m.o" "$TMP/b$m.s"
done
python3 - "$TMP/b0.o" "$TMP/b2.o" <<'PY'
import re, subprocess, sys
def run(*a):
    return subprocess.run(a, check=True, capture_output=True, text=True).stdout
def fail(msg):
    print(msg); sys.exit(1)
ID, CALLEE = 0x019c0cac, 0xb2595507
for m, obj in enumerate(sys.argv[1:]):
    m *= 2
    words = [int(w, 16) for w in re.findall(r'^\s*[0-9a-f]+:\s+([0-9a-f]{8})\s', run(
        'aarch64-linux-gnu-objdump', '-d', '-z', '-j', '.text', obj), re.M)]
    fn = int(re.search(r'^\s*\d+: ([0-9a-f]+) +\d+ FUNC +GLOBAL .* fn$',
                       run('aarch64-linux-gnu-readelf', '-sW', obj), re.M).group(1), 16)
    if fn != 4 + 4 * m or words[0] != CALLEE:
        fail(f'M={m}: fn at {fn}, first word {words[0]:#x}; want fn at {4 + 4 * m}, id {CALLEE:#x}')
    brks = [i for i, w in enumerate(words) if w & 0xffe0001f == 0xd4200000]
    # (target, expected-id register, loaded-id register) for blr x2/x16/x17/x19, br x16
    regs = [(2, 17, 16), (16, 17, 9), (17, 9, 16), (19, 17, 16), (16, 17, 9)]
    if len(brks) != len(regs):
        fail(f'M={m}: {len(brks)} brk, want {len(regs)}')
    for b, (t, e, l) in zip(brks, regs):
        imm = 0x8000 | e << 5 | t
        if words[b] != 0xd4200000 | imm << 5:
            fail(f'M={m} x{t}: brk word {words[b]:#010x}, want imm {imm:#x}')
        if words[b - 1] != 0x54000040:                  # b.eq .+8
            fail(f'M={m} x{t}: {words[b - 1]:#010x} before brk is not b.eq .+8')
        # ldur wL, [xT, #-(4+4M)]: size=10 111 0 00 01 0 imm9 00 Rn Rt
        imm9 = (-(4 + 4 * m)) & 0x1ff
        ldur = 0xb8400000 | imm9 << 12 | t << 5 | l
        movk = [0x72800000 | (ID & 0xffff) << 5 | e, 0x72a00000 | (ID >> 16) << 5 | e]
        cmp = 0x6b00001f | e << 16 | l << 5
        if words[b - 5:b - 1] != [ldur] + movk + [cmp]:
            fail(f'M={m} x{t}: {[hex(w) for w in words[b - 5:b - 1]]}, want '
                 f'{[hex(w) for w in [ldur] + movk + [cmp]]}')
    if m == 0 and words[brks[0] - 5] != 0xb85fc050:
        fail(f'ldur w16, [x2, #-4] is {words[brks[0] - 5]:#x}, not b85fc050')
    if '.kcfi_traps' in run('aarch64-linux-gnu-readelf', '-SW', obj):
        fail('.kcfi_traps section on aarch64')
PY
