#!/usr/bin/env python3
"""Read the KCFI facts of an aarch64 object with binutils.

Usage: a64_ids.py OBJECT [M]   (M = patchable prefix nops, default 0)
Prints one line per fact, sorted:
  preamble <function> 0x<id>     the data word ($d) at <function> - (4 + 4M)
  check <function> 0x<id>        the expected id of a check, rebuilt from its
                                 movk pair in the register the brk names
  typeid <name> 0x<value>        __kcfi_typeid_<name> absolute symbol
  badcheck <function> 0x<imm>    a CFI brk that is not shaped as Linux and
                                 Clang expect (ldur from -(4 + 4M); movk;
                                 movk; cmp; b.eq over the brk; then blr/br
                                 of its target, or under -mharden-sls=blr a
                                 bl to a stub that branches to it)

The values compared by the aarch64 tier are read from the objects both
compilers produced, never from kcfi-as's own logs.
"""
import functools
import re
import subprocess
import sys
import tempfile

SECTION = re.compile(r'^Disassembly of section (\S+):$')
SYM = re.compile(r'^([0-9a-f]+) <(.+)>:$')
INSN = re.compile(r'^\s*([0-9a-f]+):\s+([0-9a-f]{8})\s+(\S+)\s*(.*)$')
# objdump -r -w appends "ADDR: R_AARCH64_... SYM" to the instruction's line
RELOC = re.compile(r'\s+[0-9a-f]+: (R_AARCH64_\S+)\s+(\S+)$')
RELOCS = {}     # (section, address) -> relocated symbol
CFI_BRK_BASE = 0x8000


def run(*cmd):
    return subprocess.run(cmd, check=True, capture_output=True, text=True).stdout


def disassembly(path):
    """(section, function, address, word, mnemonic, operands) per insn."""
    sec = func = None
    for line in run('aarch64-linux-gnu-objdump', '-d', '-r', '-z', '-w', path).splitlines():
        m = SECTION.match(line)
        if m:
            sec, func = m.group(1), None
            continue
        m = SYM.match(line)
        if m:
            func = re.split(r'[-+]0x', m.group(2))[0]
            continue
        m = INSN.match(line)
        if m and sec:
            ops = m.group(4)
            r = RELOC.search(ops)
            if r:
                RELOCS[(sec, int(m.group(1), 16))] = r.group(2)
                ops = ops[:r.start()]
            ops = re.sub(r'\s*//.*$', '', ops).strip()
            yield sec, func, int(m.group(1), 16), int(m.group(2), 16), m.group(3), ops


def symbols(path):
    """readelf -s rows: (value, type, section index, name)."""
    for line in run('aarch64-linux-gnu-readelf', '-sW', path).splitlines():
        f = line.split()
        if len(f) >= 8 and f[0][:-1].isdigit():
            yield int(f[1], 16), f[3], f[6], f[7]


def section_names(path):
    names = {}
    for m in re.finditer(r'^\s*\[\s*(\d+)\]\s+(\S+)', run('aarch64-linux-gnu-readelf', '-SW', path),
                         re.M):
        names[m.group(2)] = m.group(1)
    return names


def sls_stub_for(insns, bl, target):
    """Is the bl at insns[bl] a call to an SLS-BLR stub forwarding x<target>?
    GCC's shared __call_indirect_xN and clang's __llvm_slsblr_thunk_xN go by
    relocation; GCC's per-function stub is "mov x16, xN; br x16" at the
    encoded address."""
    sec, _f, addr, _w, _m, ops = insns[bl]
    sym = RELOCS.get((sec, addr))
    if sym:
        return re.fullmatch(rf'(__call_indirect|__llvm_slsblr_thunk)_x{target}', sym) is not None
    at = {x[2]: j for j, x in enumerate(insns)}
    j = at.get(int(ops.split()[0], 16))
    return (j is not None and j + 1 < len(insns) and
            insns[j][4:] == ('mov', f'x16, x{target}') and insns[j + 1][4:] == ('br', 'x16'))


def check_id(insns, i, imm, off):
    """The id a brk at insns[i] compares against, or None if misshapen."""
    target, typ = imm & 31, (imm >> 5) & 31
    if i < 5 or i + 1 >= len(insns):
        return None
    ldur, lo, hi, cmp, beq = (x[4:] for x in insns[i - 5:i])
    nxt = insns[i + 1][4:]
    mlo = re.fullmatch(rf'w{typ}, #0x([0-9a-f]+)', lo[1]) if lo[0] == 'movk' else None
    mhi = re.fullmatch(rf'w{typ}, #0x([0-9a-f]+), lsl #16', hi[1]) if hi[0] == 'movk' else None
    shaped = (ldur[0] == 'ldur' and re.fullmatch(rf'w\d+, \[x{target}, #-{off}\]', ldur[1]) and
              cmp[0] == 'cmp' and beq[0] == 'b.eq' and
              int(beq[1].split()[0], 16) == insns[i + 1][2] and
              (nxt[0] in ('blr', 'br') and nxt[1] == f'x{target}' or
               nxt[0] == 'bl' and sls_stub_for(insns, i + 1, target)))
    if not (mlo and mhi and shaped):
        return None
    return int(mhi.group(1), 16) << 16 | int(mlo.group(1), 16)


@functools.lru_cache(maxsize=None)
def section_bytes(path, sec):
    with tempfile.NamedTemporaryFile() as f:
        run('aarch64-linux-gnu-objcopy', '-O', 'binary', '-j', sec, path, f.name)
        return f.read()


def section_word(path, sec, addr):
    """The little-endian word at addr of sec, from objcopy's copy of the
    section: objdump -d splits a data word wherever any section has a
    symbol, so its listing cannot be trusted for data (GCC 11's .text
    had a preamble word cut in two by another section's object)."""
    return int.from_bytes(section_bytes(path, sec)[addr:addr + 4], 'little')


def facts(path, nops):
    out = set()
    insns = list(disassembly(path))
    by_sec = {}
    for x in insns:
        by_sec.setdefault(x[0], []).append(x)
    for seq in by_sec.values():
        for i, (_s, func, _a, _w, mnem, ops) in enumerate(seq):
            m = re.fullmatch(r'#0x([0-9a-f]+)', ops) if mnem == 'brk' else None
            if not m or int(m.group(1), 16) & ~0x3ff != CFI_BRK_BASE:
                continue
            imm = int(m.group(1), 16)
            ident = check_id(seq, i, imm, 4 + 4 * nops)
            out.add(('check', func, ident) if ident is not None else ('badcheck', func, imm))
    secs = {v: k for k, v in section_names(path).items()}
    syms = list(symbols(path))
    data_at = {(ndx, v) for v, t, ndx, n in syms if n == '$d'}
    for value, typ, ndx, name in syms:
        if typ == 'FUNC' and (ndx, value - 4 - 4 * nops) in data_at:
            out.add(('preamble', name, section_word(path, secs[ndx], value - 4 - 4 * nops)))
        elif name.startswith('__kcfi_typeid_') and ndx == 'ABS':
            out.add(('typeid', name[len('__kcfi_typeid_'):], value & 0xffffffff))
    return out


def main():
    for kind, name, value in sorted(facts(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 0)):
        print(f'{kind} {name} 0x{value:08x}')


if __name__ == '__main__':
    main()
