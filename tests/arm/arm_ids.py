#!/usr/bin/env python3
"""Read the KCFI facts of a 32-bit Arm object (ARM or Thumb-2 code).

Usage: arm_ids.py [--shape] [--linked] OBJECT
Prints one line per fact, sorted:
  preamble <function> 0x<id>     the data word at <function> - 4 (the
                                 Thumb bit cleared), if a $d mapping
                                 symbol says it is data and no pc-relative
                                 load reads it (a literal pool's word)
  check <function> 0x<id>        the expected id of a check, found from its
                                 bkpt: the cmp before the beq over it (or
                                 the bne to it) compares with a register
                                 that "movw #LO; movt #HI" (clang -O0: a
                                 literal-pool ldr) set
  typeid <name> 0x<value>        __kcfi_typeid_<name> absolute symbol
  misaligned <function>          (--linked) a preamble word not 4-aligned
  badcheck <function> <addr>     (--shape) a bkpt not in kcfi-as's inline
                                 layout: bic rC, rT, #1; ldr rA, [rC, #-4];
                                 movw rB; movt rB; cmp rA, rB; [pop;] beq
                                 .Lpass; bkpt #0; b .Lpass; .Lpass: blx/bx rT

The values compared by the arm tier are read from the bytes and the
disassembly of the objects both compilers produced, never from kcfi-as.
"""
import re
import struct
import subprocess
import sys

INSN = re.compile(r'^\s*([0-9a-f]+):\s+((?:[0-9a-f]{4,8} ?)+)\s+(\S+)\s*(.*)$')
SYM = re.compile(r'^([0-9a-f]+) <(.+)>:$')
SECTION = re.compile(r'^Disassembly of section (\S+):$')
REGS = {'r9': 'sb', 'r10': 'sl', 'r11': 'fp', 'r12': 'ip', 'r13': 'sp', 'r14': 'lr', 'r15': 'pc'}


def elf(path):
    """(sections by index: (name, data, addr)), symbols: (name, value, type, shndx)."""
    data = open(path, 'rb').read()
    assert data[:4] == b'\x7fELF' and data[4] == 1 and data[5] == 1, 'not ELF32 LE'
    shoff, = struct.unpack_from('<I', data, 0x20)
    shentsize, shnum, shstrndx = struct.unpack_from('<HHH', data, 0x2e)
    hdrs = [struct.unpack_from('<IIIIIIIIII', data, shoff + i * shentsize) for i in range(shnum)]

    def blob(h):
        return data[h[4]:h[4] + h[5]] if h[1] != 8 else b''  # SHT_NOBITS

    names = blob(hdrs[shstrndx])

    def cstr(tab, off):
        return tab[off:tab.index(b'\0', off)].decode()

    secs = {i: (cstr(names, h[0]), blob(h), h[3]) for i, h in enumerate(hdrs)}
    syms = []
    for h in hdrs:
        if h[1] != 2:  # SHT_SYMTAB
            continue
        strtab = blob(hdrs[h[6]])
        tab = blob(h)
        for off in range(0, len(tab), 16):
            name, value, _size, info, _other, shndx = struct.unpack_from('<IIIBBH', tab, off)
            syms.append((cstr(strtab, name), value, info & 15, shndx))
    return secs, syms


def disassembly(path):
    """(section, function, address, mnemonic, operands) per instruction."""
    sec = func = None
    out = subprocess.run(['arm-linux-gnueabihf-objdump', '-d', '-w', path], check=True,
                         capture_output=True, text=True).stdout
    for line in out.splitlines():
        m = SECTION.match(line)
        if m:
            sec, func = m.group(1), None
            continue
        m = SYM.match(line)
        if m:
            name = m.group(2)
            if not name.startswith('.L') and not name.startswith('$'):
                func = re.split(r'[-+]0x', name)[0]
            continue
        m = INSN.match(line)
        if not m or not sec:
            continue
        mnem = re.sub(r'\.[nw]$', '', m.group(3))
        ops = re.sub(r'\s*[@;].*$', '', m.group(4)).strip()
        lit = re.search(r'@ \(?([0-9a-f]+) <', m.group(4))
        parts = [REGS.get(p.strip(), p.strip()) for p in re.split(r',\s*(?![^\[]*\])', ops)] if ops else []
        yield sec, func, int(m.group(1), 16), mnem, parts, int(lit.group(1), 16) if lit else None


def imm(op):
    return int(op.lstrip('#'), 0)


def constant(insns, i, reg, words):
    """The value reg holds at insns[i] if a movw/movt pair or a literal load
    set it within the 14 instructions before, else None."""
    lo = hi = None
    for j in range(i - 1, max(-1, i - 15), -1):
        _s, f, _a, mnem, ops, lit = insns[j]
        if f != insns[i][1]:
            break
        if not ops or ops[0] != reg:
            continue
        if mnem == 'movt' and hi is None:
            hi = imm(ops[1])
        elif mnem == 'movw' and lo is None:
            lo = imm(ops[1])
            return (hi or 0) << 16 | lo if hi is not None else None
        elif mnem == 'ldr' and lit is not None and ops[1].startswith('[pc'):
            return words(insns[j][0], lit)
        elif hi is None:
            return None		# set by something else after its movt
    return None


def find_check(insns, i, words):
    """insns[i] is a bkpt: (id, index of its cmp) of the check it ends, or None.
    The branch that skips the bkpt is a beq right before it (kcfi-as,
    clang -O0; Thumb -O0 puts a b to the bkpt between) or a bne to it
    (clang's out-of-line trap block)."""
    addr = insns[i][2]
    br = None
    last = i - 1
    # clang -O0 Thumb: "beq .Lpass; b .Ltrap; .Ltrap: bkpt"
    if last > 0 and insns[last][3] == 'b' and int(insns[last][4][0].split()[0], 16) == addr:
        last -= 1
    for j in range(i - 1, max(-1, i - 400), -1):
        _s, f, _a, mnem, ops, _l = insns[j]
        if f != insns[i][1]:
            break
        if (mnem == 'bne' and ops and int(ops[0].split()[0], 16) == addr) or \
           (mnem == 'beq' and j == last):
            br = j
            break
    if br is None:
        return None
    k = br - 1
    if k >= 0 and insns[k][3] == 'pop':
        k -= 1
    if k < 0 or insns[k][3] != 'cmp' or len(insns[k][4]) != 2:
        return None
    for reg in reversed(insns[k][4]):
        v = constant(insns, k, reg, words)
        if v is not None:
            return v, k
    return None


def shape_ok(insns, k, i):
    """kcfi-as's layout: "bic rC, rT, #1; ldr rA, [rC, #-4]; movw rB; movt rB;
    cmp rA, rB; [pop;] beq .Lpass; bkpt #0; b .Lpass; .Lpass: blx/bx rT"
    with the cmp at k and the bkpt at i."""
    if k < 4 or i + 2 >= len(insns):
        return False
    bic, ldr, movw, movt, cmp = insns[k - 4:k + 1]
    ra, rb = cmp[4]
    if bic[3] != 'bic' or bic[4][2:] != ['#1'] or ldr[3] != 'ldr' or \
       ldr[4] != [ra, '[%s, #-4]' % bic[4][0]] or bic[4][0] != ra or \
       movw[3] != 'movw' or movt[3] != 'movt' or movw[4][0] != rb or movt[4][0] != rb:
        return False
    target = bic[4][1]
    b, br = insns[i + 1], insns[i + 2]
    if imm('#' + insns[i][4][0]) != 0 or b[3] != 'b' or int(b[4][0].split()[0], 16) != br[2]:
        return False
    if int(insns[i - 1][4][0].split()[0], 16) != br[2]:
        return False
    return br[3] in ('blx', 'bx', 'mov') and br[4][-1] == target and target not in (ra, rb)


def main():
    args = sys.argv[1:]
    shape = '--shape' in args
    linked = '--linked' in args
    path = args[-1]
    facts = set()
    secs, syms = elf(path)
    insns = list(disassembly(path))
    # literal-pool words: data too, but loaded pc-relative (a preamble never is)
    pooled = {(sec, lit) for sec, _f, _a, _m, _o, lit in insns if lit is not None}
    maps = {}
    for name, value, _t, shndx in syms:
        if name[:2] in ('$a', '$t', '$d') and name[2:3] in ('', '.'):
            maps.setdefault(shndx, []).append((value, name[1]))
    for name, value, typ, shndx in syms:
        if name.startswith('__kcfi_typeid_') and shndx == 0xfff1:
            facts.add('typeid %s 0x%08x' % (name[len('__kcfi_typeid_'):], value))
        elif typ == 2 and 0 < shndx < 0xff00 and shndx in secs:  # STT_FUNC
            addr = value & ~1
            _n, blob, base = secs[shndx]
            off = addr - base
            before = [k for v, k in sorted(maps.get(shndx, [])) if v <= addr - 4]
            # data right before (clang-19 runs a literal pool into the
            # preamble's $d, and leaves out the $d at a section's start)
            if off >= 4 and (not before or before[-1] == 'd') and (_n, addr - 4) not in pooled:
                facts.add('preamble %s 0x%08x' % (name, struct.unpack_from('<I', blob, off - 4)[0]))
                if linked and (addr - 4) % 4:
                    facts.add('misaligned %s' % name)
    def words(sec, addr):
        for _n, blob, base in secs.values():
            if _n == sec:
                return struct.unpack_from('<I', blob, addr - base)[0]
        return None

    for i, (_s, func, addr, mnem, _o, _l) in enumerate(insns):
        if mnem != 'bkpt':
            continue
        found = find_check(insns, i, words)
        if found:
            facts.add('check %s 0x%08x' % (func, found[0]))
        if shape and (not found or not shape_ok(insns, found[1], i)):
            facts.add('badcheck %s 0x%x' % (func, addr))
    for f in sorted(facts):
        print(f)


main()
