#!/usr/bin/env python3
"""Print the absolute address of every ud2 listed in an executable's .kcfi_traps.

Each entry is a 32-bit offset from the entry itself to its ud2; also fails
unless every listed address holds the bytes 0f 0b.
"""
import os
import struct
import subprocess
import sys
import tempfile


def section(exe, name):
    out = subprocess.run(['readelf', '-SW', exe], check=True, capture_output=True,
                         text=True).stdout
    for line in out.splitlines():
        f = line.replace('[ ', '[').split()
        if len(f) > 5 and f[1] == name:
            return int(f[3], 16), int(f[4], 16)
    sys.exit(f'{exe}: no {name} section')


def section_bytes(exe, name):
    """A section's contents.  Through a file of our own, never /dev/stdout:
    objcopy writes its output beside the named path and renames it there, so
    a run whose fd 1 cannot be reopened replaces the /dev/stdout symlink
    with a regular file, for every later process on the machine."""
    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, 'section.bin')
        subprocess.run(['objcopy', '-O', 'binary', '--only-section=' + name, exe, out],
                       check=True, capture_output=True)
        with open(out, 'rb') as f:
            return f.read()


def read(exe, addr, size):
    """Bytes at a virtual address, from the section that contains it."""
    out = subprocess.run(['objdump', '-s', '--start-address=%#x' % addr,
                          '--stop-address=%#x' % (addr + size), exe],
                         check=True, capture_output=True, text=True).stdout
    data = b''
    for line in out.splitlines():
        f = line.split()
        if f and len(f[0]) >= 6 and all(c in '0123456789abcdef' for c in f[0]):
            for word in f[1:5]:
                if all(c in '0123456789abcdef' for c in word):
                    data += bytes.fromhex(word)
    return data[:size]


def main():
    exe = sys.argv[1]
    addr, _off = section(exe, '.kcfi_traps')
    raw = section_bytes(exe, '.kcfi_traps')
    for i in range(0, len(raw), 4):
        (rel,) = struct.unpack_from('<i', raw, i)
        trap = addr + i + rel
        if read(exe, trap, 2) != b'\x0f\x0b':
            sys.exit(f'.kcfi_traps entry {i // 4} -> {trap:#x} is not a ud2')
        print(f'{trap:#x}')


if __name__ == '__main__':
    main()
