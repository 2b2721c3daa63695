#!/usr/bin/env python3
"""Print name, type, binding and section of each __cfi_ symbol of an object, sorted
(read with binutils' readelf; compared between kcfi-gcc's and clang-19's)."""
import re
import subprocess
import sys


def run(*a):
    return subprocess.run(a, check=True, capture_output=True, text=True,
                          errors="replace").stdout


secs = dict(re.findall(r"^\s*\[\s*(\d+)\]\s+(\S+)", run("readelf", "-SW", sys.argv[1]), re.M))
for line in sorted(run("readelf", "-sW", sys.argv[1]).splitlines()):
    f = line.split()
    if len(f) == 8 and f[7].startswith("__cfi_"):
        print(f[7], f[3], f[4], secs.get(f[6], f[6]))
