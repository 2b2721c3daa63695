# Byte-level shape of an assembled check and of .kcfi_traps, with
# -ffunction-sections style sections plus .init.text:
#  * check = 41 ba imm32 (movl $-ID,%r10d, 6) / 44 03 50 fc (addl -4(%rax),%r10d, 4)
#    / 74 02 (je, 2) / 0f 0b (ud2, 2), then the call: bytes from kcfi-abi.md 3.1
#    and Linux's decode_cfi_insn() (movl at ud2-12, addl at ud2-6);
#  * every .kcfi_traps section is PROGBITS, flags AL, sh_link = the text
#    section holding its traps, and holds R_X86_64_PC32 relocations to the ud2s
#    (kcfi-abi.md 3.1, as clang-19 produces with -ffunction-sections).
set -eu
cat >"$TMP/fs.s" <<'S'
	.kcfi_version 1
	.section	.text.a,"ax",@progbits
a:
	.kcfi_call "_ZTSFviE"
	call	*%rax
	.kcfi_call "_ZTSFviE"
	jmp	*%rax
	.section	.text.b,"ax",@progbits
b:
	.kcfi_call "_ZTSFviE"
	call	*%rax
	.pushsection	.init.text,"ax",@progbits
c:
	.kcfi_call "_ZTSFviE"
	call	*%rax
	.popsection
	ret
S
"$KCFI_AS_BIN" --arch=x86_64 -o "$TMP/fs.o" "$TMP/fs.s"
python3 - "$TMP/fs.o" <<'PY'
import re, subprocess, sys
obj = sys.argv[1]
def run(*a):
    return subprocess.run(a, check=True, capture_output=True, text=True).stdout
# section index -> name
secs = {}
for m in re.finditer(r'^\s*\[\s*(\d+)\]\s+(\S+)\s+(\S+)\s+\S+\s+\S+\s+\S+\s+\S+\s+(\S*)\s+(\d+)\s+\d+\s+\d+$',
                     run('readelf', '-SW', obj), re.M):
    secs[int(m.group(1))] = (m.group(2), m.group(3), m.group(4), int(m.group(5)))
def fail(msg):
    print(msg); sys.exit(1)
want_traps = {'.text.a': 2, '.text.b': 1, '.init.text': 1}
# bytes of each text section
for name in want_traps:
    dump = run('objdump', '-d', '-j', name, obj)
    code = bytes.fromhex(''.join(re.findall(r'^\s*[0-9a-f]+:\t((?:[0-9a-f]{2} )+)', dump, re.M)).replace(' ', ''))
    ud2s = [i for i in range(len(code) - 1) if code[i:i + 2] == b'\x0f\x0b']
    if len(ud2s) != want_traps[name]:
        fail(f'{name}: {len(ud2s)} ud2, want {want_traps[name]}')
    for u in ud2s:
        chk = code[u - 12:u + 2]
        want = b'\x41\xba' + (0x100000000 - 0x019c0cac).to_bytes(4, 'little') + \
               b'\x44\x03\x50\xfc' + b'\x74\x02' + b'\x0f\x0b'
        if chk != want:
            fail(f'{name}: check bytes {chk.hex()} != {want.hex()}')
        if code[u + 2] != 0xff:
            fail(f'{name}: byte after ud2 is {code[u+2]:#x}, not the call/jmp')
    want_traps[name] = ud2s
# .kcfi_traps sections
relocs = run('readelf', '-rW', obj)
seen = set()
for idx, (name, typ, flags, link) in secs.items():
    if name != '.kcfi_traps':
        continue
    if typ != 'PROGBITS' or flags != 'AL':
        fail(f'.kcfi_traps [{idx}]: type {typ} flags {flags}, want PROGBITS AL')
    target = secs[link][0]
    if target not in want_traps or target in seen:
        fail(f'.kcfi_traps [{idx}] links to {target}')
    seen.add(target)
    ents = re.findall(r'^([0-9a-f]+)\s+\S+\s+R_X86_64_PC32\s+\S+\s+(\S+) \+ ([0-9a-f]+)$', relocs, re.M)
    got = sorted(int(a, 16) for off, s, a in ents if s == target)
    if got != want_traps[target]:
        fail(f'.kcfi_traps for {target}: PC32 to {got}, ud2 at {want_traps[target]}')
if seen != set(want_traps):
    fail(f'.kcfi_traps sections link to {sorted(seen)}, want {sorted(want_traps)}')
PY
