#!/usr/bin/env python3
"""Read the check ids of a clang-22 32-bit Arm object (ARM or Thumb-2).

Usage: arm22_checks.py OBJECT
Prints "check <function> 0x<id>" per check, sorted. LLVM 22 lowers an arm
KCFI check as its own sequence (PR 163698), not clang-19's bkpt form that
tests/arm/arm_ids.py reads: "ldr R, [R, #-4]" loads the target's id, one
"eor R, R, #imm" per id byte (the last an "eors") clears it to zero when
the ids match, and a "udf" follows the beq over it. The id is the XOR of
those immediates, as objdump prints them. kcfi-gcc's objects made with
-fsanitize-kcfi-arm-trap=udf carry the same form, and are read alike.
"""
import re
import subprocess
import sys

SYM = re.compile(r'^[0-9a-f]+ <(.+)>:$')
INSN = re.compile(r'^\s*[0-9a-f]+:\s+(?:[0-9a-f]{4,8} ?)+\s+(\S+)\s*(.*)$')
LOAD = re.compile(r'^(\w+), \[\1, #-4\]')
EOR = re.compile(r'^(\w+), \1, #(-?\d+)')


def main():
    out = subprocess.run(['arm-linux-gnueabihf-objdump', '-d', '-w', sys.argv[1]],
                         check=True, capture_output=True, text=True).stdout
    facts = set()
    func = reg = None
    acc = 0
    for line in out.splitlines():
        m = SYM.match(line)
        if m:
            func, reg = m.group(1), None
            continue
        m = INSN.match(line)
        if not m or func is None:
            continue
        op, operands = m.group(1).split('.')[0], m.group(2)
        load, eor = LOAD.match(operands), EOR.match(operands)
        if op == 'ldr' and load:
            reg, acc = load.group(1), 0
        elif op in ('eor', 'eors') and reg and eor and eor.group(1) == reg:
            # ARM state prints an immediate with bit 31 set as negative
            acc ^= int(eor.group(2)) & 0xffffffff
        elif op == 'udf' and reg:
            facts.add((func, acc))
            reg = None
    for func, ident in sorted(facts):
        print(f'check {func} 0x{ident:08x}')


if __name__ == '__main__':
    main()
