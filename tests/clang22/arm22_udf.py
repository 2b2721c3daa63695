#!/usr/bin/env python3
"""clang-22's arm32 KCFI check (LLVM 22, PR 163698) as kcfi-as's oracle.

Usage: arm22_udf.py ll            LLVM IR of the call shapes, on stdout
       arm22_udf.py names         "FUNCTION TYPE-NAME" per shape
       arm22_udf.py mark < C.s    clang-22's -S made a marked .s: each check
                                  (from its bic, or the push before it, to
                                  its pass label) cut and a .kcfi_call of the
                                  function's type name put before the branch

The ids are the low 32 bits of xxHash64 of the type names (the caller
checks them with xxhsum); the names are picked so that the ids have a zero
byte in each place, the top bit set, and none zero. kcfi-as then makes the
checks again from the marked .s (-fsanitize-kcfi-arm-trap=udf); the tier
compares the two objects' code bytes.
"""
import re
import subprocess
import sys

# salted names: ids 0xcc4ec000 (byte 0 zero), 0x3398003e (byte 1),
# 0xb80003ae (byte 2), 0x005e0173 (byte 3), 0x8b622050 (top bit),
# 0xc7000065 (bytes 1 and 2)
NAMES = ['_ZTSFvvE.s74', '_ZTSFvvE.s188', '_ZTSFvvE.s569', '_ZTSFvvE.s134',
         '_ZTSFvvE.s2', '_ZTSFvvE.s30010']


def xxh32(name):
    out = subprocess.run(['xxhsum', '-H64'], input=name.encode(), check=True,
                         capture_output=True).stdout.decode()
    return int(out.split()[0][8:16], 16)


def shapes():
    """(function, IR body) per call shape; the pointer's register is
    clang-22's pick: an argument's (r0-r3), r12 for a sibcall with four
    arguments, a callee-saved one when live values crowd the call."""
    out = []
    for i, name in enumerate(NAMES):
        kid = xxh32(name)
        b = f'[ "kcfi"(i32 {kid}) ]'
        for k in range(4):
            args = ', '.join(f'i32 %a{j}' for j in range(k))
            params = ''.join(f'i32 %a{j}, ' for j in range(k))
            out.append((f'call_r{k}_{i}', name,
                        f'declare void @after_r{k}_{i}()\n'
                        f'define void @call_r{k}_{i}({params}ptr %x) {{\n'
                        f'  call void %x({args}) {b}\n'
                        f'  call void @after_r{k}_{i}()\n  ret void\n}}\n'))
            out.append((f'tail_r{k}_{i}', name,
                        f'define void @tail_r{k}_{i}({params}ptr %x) {{\n'
                        f'  tail call void %x({args}) {b}\n  ret void\n}}\n'))
        out.append((f'tail_ip_{i}', name,
                    f'define void @tail_ip_{i}(ptr %x, i32 %a, i32 %b, i32 %c) {{\n'
                    f'  tail call void %x(i32 %a, i32 %b, i32 %c, i32 5) {b}\n  ret void\n}}\n'))
        out.append((f'call_ip_{i}', name,
                    f'define i32 @call_ip_{i}(i32 %a, i32 %b, i32 %c, i32 %d, ptr %x) {{\n'
                    f'  call void %x(i32 %a, i32 %b, i32 %c, i32 %d) {b}\n  ret i32 %a\n}}\n'))
        out.append((f'call_saved_{i}', name,
                    f'declare void @use_{i}(i32, i32, i32, i32, i32)\n'
                    f'define void @call_saved_{i}(ptr %p, i32 %a, i32 %b, i32 %c) {{\n'
                    f'  %f = load volatile ptr, ptr %p\n'
                    f'  %v = load volatile i32, ptr %p\n'
                    f'  call void %f(i32 %a, i32 %b, i32 %c, i32 %v) {b}\n'
                    f'  call void @use_{i}(i32 %v, i32 %a, i32 %b, i32 %c, i32 %v)\n'
                    f'  ret void\n}}\n'))
    return out


def ll():
    print('!llvm.module.flags = !{!0}\n!0 = !{i32 4, !"kcfi", i32 1}\n')
    for _, _, body in shapes():
        print(body)


BRANCH = re.compile(r'^\t(blx|bx)\t(\w+)')
LABEL = re.compile(r'^(\.Ltmp\d+):')
FUNC = re.compile(r'^([A-Za-z_]\w*):')


def mark():
    names = {f: n for f, n, _ in shapes()}
    lines = sys.stdin.read().split('\n')
    out = ['\t.kcfi_version 1']
    func = None
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith('\t.addrsig'):
            i += 1
            continue
        m = FUNC.match(line)
        if m:
            func = m.group(1)
        if line.startswith('\tbic\t'):
            # the check: to the label after its udf, then the branch
            j = i
            while j < len(lines) and not LABEL.match(lines[j]):
                j += 1
            if (j + 1 < len(lines) and BRANCH.match(lines[j + 1]) and
                    any(lines[k].startswith('\tudf\t') for k in range(i, j))):
                if out[-1] in ('\tstmdb\tsp!, {r3}', '\tpush\t{r3}'):
                    out.pop()
                out.append(f'\t.kcfi_call "{names[func]}"')
                i = j + 1
                continue
        out.append(line)
        i += 1
    print('\n'.join(out))


if __name__ == '__main__':
    {'ll': ll, 'mark': mark,
     'names': lambda: [print(f, n) for f, n, _ in shapes()]}[sys.argv[1]]()
