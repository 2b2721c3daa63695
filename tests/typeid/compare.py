#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Differential test: KCFI type names from our plugin vs clang-19.

For one C file and one mode, clang-19 is the referee, run now (never stored):
  * every function it defines gets its id from `-fsanitize=kcfi -emit-llvm`
    (`!kcfi_type`) and, where the type has external linkage, its exact
    string from `-fsanitize=cfi-icall` (`!type !{i64 0, !"_ZTS..."}`);
  * every `typedef ... call_<x>(...)` in the source is the type of the next
    indirect call in source order; clang's id is that call's "kcfi" bundle
    (the only way to see types local to a function, which cfi-icall hides).
Our side queries the same names through the plugin (query mode) and
compares ids, and strings where clang printed one.
Prints one PASS/FAIL line for the file.
"""
import argparse
import re
import subprocess
import sys


def run(cmd):
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode:
        raise RuntimeError("%s: exit %d: %s" % (cmd[0], p.returncode,
                                                p.stderr.strip().splitlines()[-1:]))
    return p.stdout


def c_std(src):
    """A corpus file may ask for another -std ("typeid-std: X") and add flags
    for both compilers ("typeid-flags: -fx -fy")."""
    with open(src) as f:
        text = f.read()
    m = re.search(r"typeid-std: (\S+)", text)
    flags = re.search(r"typeid-flags: ([^\n]*?)\s*(?:--|\*/|$)", text, re.M)
    return ["-std=" + (m.group(1) if m else "gnu11")] + (flags.group(1).split() if flags else [])


def clang_side(args, src):
    base = ["clang-19"] + c_std(src) + ["-w", "-O0", "-S", "-emit-llvm", "-o", "-"]
    base += args.clang_flag
    norm = ["-fsanitize-cfi-icall-experimental-normalize-integers"] if args.normalize else []
    ir = run(base + ["-fsanitize=kcfi"] + norm + [src])
    meta = dict(re.findall(r"^!(\d+) = !\{i32 (-?\d+)\}$", ir, re.M))
    ids = {}
    for name, node in re.findall(r"^define [^@]*@([\w.$]+)\(.*!kcfi_type !(\d+)", ir, re.M):
        ids[name] = int(meta[node]) & 0xffffffff
    calls = [int(v) & 0xffffffff for v in re.findall(r'"kcfi"\(i32 (-?\d+)\)', ir)]
    ir = run(base + ["-fsanitize=cfi-icall", "-flto", "-fvisibility=hidden"] + norm + [src])
    meta = dict(re.findall(r'^!(\d+) = !\{i64 0, !"(_ZTS[^"]*)"\}$', ir, re.M))
    strings = {}
    for line in re.findall(r"^define .*$", ir, re.M):
        m = re.search(r"@([\w.$]+)\(", line)
        for node in re.findall(r"!type !(\d+)", line):
            s = meta.get(node)
            if s and not s.endswith(".generalized"):
                strings[m.group(1)] = s
    return ids, calls, strings


def our_side(args, src, names):
    cmd = [args.gcc] + c_std(src) + ["-w", "-fsyntax-only", "-fplugin=" + args.plugin,
           "-fplugin-arg-kcfi-query=" + ",".join(names)] + args.gcc_flag
    if args.normalize:
        cmd.append("-fplugin-arg-kcfi-normalize-integers")
    out = {}
    for line in run(cmd + [src]).splitlines():
        f = line.split("\t")
        out[f[0]] = (f[1], int(f[3], 16) if f[3] != "-" else None)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--gcc", default="gcc")
    ap.add_argument("--plugin", required=True)
    ap.add_argument("--normalize", action="store_true")
    ap.add_argument("--clang-flag", action="append", default=[])
    ap.add_argument("--gcc-flag", action="append", default=[])
    ap.add_argument("--label", required=True)
    ap.add_argument("src")
    args = ap.parse_args()

    try:
        ids, calls, strings = clang_side(args, args.src)
        with open(args.src) as f:
            call_names = re.findall(r"typedef\b[^;]*?\b(call_\w+)\s*\(", f.read())
        if len(call_names) != len(calls):
            raise RuntimeError("%d call_ typedefs but clang emitted %d checked calls"
                               % (len(call_names), len(calls)))
        names = sorted(ids) + call_names
        if not names:
            raise RuntimeError("clang-19 defined no function")
        ours = our_side(args, args.src, names)
    except (RuntimeError, OSError, KeyError) as e:
        print("FAIL %s: %s" % (args.label, e))
        return
    want = [(n, ids[n], strings.get(n)) for n in sorted(ids)]
    want += [(n, calls[i], None) for i, n in enumerate(call_names)]
    bad = []
    for name, cid, cstr in want:
        got = ours.get(name)
        if not got:
            bad.append("%s: no answer" % name)
        elif cstr and got[0] != cstr:
            bad.append("%s: %s, clang-19 %s" % (name, got[0], cstr))
        elif got[1] != cid:
            bad.append("%s: %s = 0x%08x, clang-19 id 0x%08x" % (name, got[0], got[1] or 0, cid))
    nstr = sum(1 for w in want if w[2])
    if bad:
        print("FAIL %s: %d of %d differ: %s" % (args.label, len(bad), len(want), "; ".join(bad[:4])))
    else:
        print("PASS %s (%d types, %d by string)" % (args.label, len(want), nstr))


if __name__ == "__main__":
    sys.exit(main())
