#!/usr/bin/env python3
"""Read the KCFI facts of a riscv64 object with binutils.

Usage: rv_ids.py [--linked] OBJECT
Prints one line per fact, sorted:
  preamble <function> 0x<id>     the data word at <function> - 4
  check <function> 0x<id>        the expected id of a check, rebuilt from
                                 its lui/addiw (or li) into the register
                                 the beq compares with
  typeid <name> 0x<value>        __kcfi_typeid_<name> absolute symbol
  misaligned <function>          (--linked: an executable, whose addresses
                                 are final) a preamble word not 4-aligned,
                                 which Clang never emits: lw would trap
  badcheck <function> <addr>     an ebreak not shaped as Linux's
                                 decode_cfi_insn() and Clang expect
                                 (lw S0, -4(T); [lui S1]; [addiw S1 | li S1];
                                 beq S0, S1; ebreak; then jalr/jr T)

The values compared by the riscv64 tier are read from the objects both
compilers produced, never from kcfi-as's own logs. objdump prints compressed
instructions under their base names (c.jalr as jalr, c.addiw as addw).
"""
import re
import subprocess
import sys

SECTION = re.compile(r'^Disassembly of section (\S+):$')
SYM = re.compile(r'^([0-9a-f]+) <(.+)>:$')
INSN = re.compile(r'^\s*([0-9a-f]+):\s+([0-9a-f]{4}|[0-9a-f]{8})\s+(\S+)\s*(.*)$')


def run(*cmd):
    return subprocess.run(cmd, check=True, capture_output=True, text=True).stdout


def imm(text):
    return int(text, 0)


def disassembly(path):
    """(section, function, address, word, mnemonic, operands) per insn."""
    sec = func = None
    for line in run('riscv64-linux-gnu-objdump', '-d', '-z', '-w', path).splitlines():
        m = SECTION.match(line)
        if m:
            sec, func = m.group(1), None
            continue
        m = SYM.match(line)
        if m:
            name = m.group(2)
            if not name.startswith('.L'):
                func = re.split(r'[-+]0x', name)[0]
            continue
        m = INSN.match(line)
        if m and sec:
            ops = re.sub(r'\s*#.*$', '', m.group(4)).strip()
            yield sec, func, int(m.group(1), 16), m.group(2), m.group(3), ops.split(',') if ops else []


def symbols(path):
    """readelf -s rows: (value, type, section index, name)."""
    for line in run('riscv64-linux-gnu-readelf', '-sW', path).splitlines():
        f = line.split()
        if len(f) >= 8 and f[0][:-1].isdigit():
            yield int(f[1], 16), f[3], f[6], f[7]


def section_names(path):
    names = {}
    for m in re.finditer(r'^\s*\[\s*(\d+)\]\s+(\S+)', run('riscv64-linux-gnu-readelf', '-SW', path),
                         re.M):
        names[m.group(1)] = m.group(2)
    return names


def match_check(insns, i):
    """insns[i] is an ebreak: the check's id, or None if it is misshapen."""
    if i < 2 or i + 1 >= len(insns):
        return None
    nxt = insns[i + 1]
    if nxt[4] not in ('jalr', 'jr') or len(nxt[5]) != 1:
        return None
    target = nxt[5][0]
    beq = insns[i - 1]
    if beq[4] != 'beq' or len(beq[5]) != 3 or len(beq[3]) != 8:
        return None
    s0, s1 = beq[5][0], beq[5][1]
    j, hi, lo, found, lui_ok = i - 2, 0, 0, False, True
    if insns[j][4] in ('addiw', 'addw') and insns[j][5][:2] == [s1, s1]:
        lo, j, found = imm(insns[j][5][2]), j - 1, True
    elif insns[j][4] == 'li' and insns[j][5][0] == s1:
        lo, j, found, lui_ok = imm(insns[j][5][1]), j - 1, True, False
    if lui_ok and j >= 0 and insns[j][4] == 'lui' and insns[j][5][0] == s1:
        hi, j, found = imm(insns[j][5][1]), j - 1, True
    if not found:
        return None
    if j < 0:
        return None
    lw = insns[j]
    if lw[4] != 'lw' or lw[5] != [s0, '-4(%s)' % target] or target in (s0, s1):
        return None
    return ((hi << 12) + lo) & 0xffffffff


def main():
    linked = sys.argv[1] == '--linked'
    path = sys.argv[-1]
    facts = set()
    insns = list(disassembly(path))
    at = {(sec, addr): word for sec, _f, addr, word, mnem, _o in insns if mnem == '.word'}
    names = section_names(path)
    for value, typ, shndx, name in symbols(path):
        if name.startswith('__kcfi_typeid_') and shndx == 'ABS':
            facts.add('typeid %s 0x%08x' % (name[len('__kcfi_typeid_'):], value))
        elif typ == 'FUNC' and shndx in names:
            word = at.get((names[shndx], value - 4))
            if word and len(word) == 8:
                facts.add('preamble %s 0x%s' % (name, word))
                if linked and (value - 4) % 4:
                    facts.add('misaligned %s' % name)
    for i, (sec, func, addr, _w, mnem, _o) in enumerate(insns):
        if mnem != 'ebreak':
            continue
        cid = match_check(insns, i)
        if cid is None:
            facts.add('badcheck %s 0x%x' % (func, addr))
        else:
            facts.add('check %s 0x%08x' % (func, cid))
    for f in sorted(facts):
        print(f)


main()
