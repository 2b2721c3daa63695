#!/usr/bin/env python3
"""Read the KCFI facts of an x86_64 object or executable with binutils.

Prints one line per fact, sorted:
  preamble <function> 0x<id>     movl $id, %eax in __cfi_<function>
  check <function> 0x<id>        movl $-id, %r10d (or %r11d) + addl before an indirect call
  typeid <name> 0x<value>        __kcfi_typeid_<name> absolute symbol

Used by the differential tests so that the values compared are read from
the objects both compilers produced, never from kcfi-as's own logs.
"""
import re
import subprocess
import sys

SYM = re.compile(r'^([0-9a-f]+) <(.+)>:$')
INSN = re.compile(r'^\s*([0-9a-f]+):\s+(?:[0-9a-f]{2} )+\s*(\S+)\s+(.*)$')


def run(*cmd):
    # names are bytes (UTF-8 identifiers, or cut short by a tool): never fail on them
    return subprocess.run(cmd, check=True, capture_output=True, text=True,
                          errors='replace').stdout


def imm(operands):
    m = re.match(r'\$0x([0-9a-f]+),', operands)
    return int(m.group(1), 16) if m else None


def disassembly(path):
    func = None
    for line in run('objdump', '-d', '-w', path).splitlines():
        m = SYM.match(line)
        if m:
            func = m.group(2)
            continue
        m = INSN.match(line)
        if m and func:
            yield func, int(m.group(1), 16), m.group(2), m.group(3)


def facts(path):
    out = set()
    checks = []
    pending = None      # (func, id, register) of a movl $-id, %r10d/%r11d
    for func, _addr, op, operands in disassembly(path):
        if pending and op == 'add' and operands.endswith(',' + pending[2]):
            checks.append(pending[:2])  # the check's add reads the target's id
        pending = None
        if func.startswith('__cfi_') and op == 'mov' and operands.endswith(',%eax'):
            out.add(('preamble', func[len('__cfi_'):], imm(operands)))
        elif op == 'mov' and imm(operands) is not None:
            # clang-19 uses %r11d when the target is in %r10
            for reg in ('%r10d', '%r11d'):
                if operands.endswith(',' + reg):
                    pending = (func, (-imm(operands)) & 0xffffffff, reg)
    for func, ident in checks:
        out.add(('check', func, ident))
    for line in run('readelf', '-sW', path).splitlines():
        f = line.split()
        if len(f) >= 8 and f[7].startswith('__kcfi_typeid_') and f[6] == 'ABS':
            out.add(('typeid', f[7][len('__kcfi_typeid_'):], int(f[1], 16) & 0xffffffff))
    return out


def main():
    for kind, name, value in sorted(facts(sys.argv[1])):
        print(f'{kind} {name} 0x{value:08x}')


if __name__ == '__main__':
    main()
