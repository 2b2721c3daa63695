#!/usr/bin/env python3
"""Whole-kernel KCFI differential: kcfi-gcc's build against clang-19's.

Usage: kcfi-diff.py [--kcfi-check PATH] [--list N] GCC_OUT CLANG_OUT

GCC_OUT and CLANG_OUT are Kbuild O= directories of the same tree and config
(kernel/Makefile: build/out/kcfi-gcc-defconfig, build/out/clang-19-defconfig).
Every file -- vmlinux and each module of modules.order -- is read by
`kcfi-check --explain` (preamble / check / typeid lines) and by `nm`, and the
two builds are compared file by file:

  * preambles both builds give a function: the ids must be equal.  Static
    functions can share a name within one file; a name whose id sets differ
    and that is not unique in both builds cannot be paired and is listed as
    "ambiguous" (a unique name with different ids is a mismatch);
  * __kcfi_typeid_ symbols: defined in both with equal values;
  * preambles only one build gives, each with a reason found in the other
    build's symbol table:
      absent            no symbol of that name: inlined away, or not built
      alias             a symbol at an address that has a preamble under
                        another name (one body, several names); the two
                        preambles' ids must be equal (a mismatch otherwise)
      local-no-preamble a local (static) function without a preamble: that
                        compiler saw no address taken
      global-no-preamble a global function without a preamble (assembly,
                        or a compiler-specific rule)
      not-a-function    the name is data or undefined there
  * ids kcfi-gcc checks at some call site that clang-19 checks nowhere in its
    kernel (any file), and the reverse, with the functions doing the checks;
  * functions whose address an object or module takes but that have no
    preamble (kcfi-check's warning): in both builds (assembly), or in one.
    One that kcfi-gcc leaves bare while clang-19 gives it a preamble is a
    false CFI failure waiting for its first checked call.

Exit status: 1 on any id mismatch (preamble or typeid), on an address-taken
function kcfi-gcc leaves without the preamble clang-19 gives it, or when a
file cannot be read, else 0.
"""
import argparse
import collections
import concurrent.futures
import os
import re
import subprocess
import sys


# --objects: Kbuild's per-unit objects instead of the linked files, for a
# differential while one build is still running (each unit is compared once
# both builds have it).  Host tools, the real-mode boot code, the vDSO and
# objects that are links of other objects are left out.
OBJ_SKIP_DIRS = ("scripts/", "tools/", "arch/x86/boot/", "arch/x86/realmode/", "arch/x86/entry/vdso/",
                 "usr/", "certs/extract-cert")


def objects_of(out):
    objs = []
    for d, _, fs in os.walk(out):
        for f in fs:
            rel = os.path.relpath(os.path.join(d, f), out)
            if (f.endswith(".o") and not f.endswith(".mod.o") and f not in ("vmlinux.o", ".vmlinux.export.o")
                    and not rel.startswith(OBJ_SKIP_DIRS) and not f.startswith(".tmp")):
                objs.append(rel)
    return sorted(objs)


def files_of(out, objects=False):
    """vmlinux plus the modules of modules.order, as paths relative to out."""
    if objects:
        return objects_of(out)
    files = ["vmlinux"]
    order = os.path.join(out, "modules.order")
    if os.path.exists(order):
        with open(order) as f:
            for line in f:
                line = line.strip()
                if line:
                    files.append(line[:-2] + ".ko" if line.endswith(".o") else line)
    return files


BARE_RE = re.compile(r": warning: address of (\S+) taken, but it has no preamble")


def explain(kcfi_check, path):
    """(preambles name -> [ids], checks [(fn, id)], typeids name -> id, summary)"""
    p = subprocess.run([kcfi_check, "--explain", path], capture_output=True, text=True)
    if p.returncode not in (0, 1):      # 1: findings (e.g. unchecked calls), listed
        raise RuntimeError(f"kcfi-check {path}: exit {p.returncode}: {p.stderr.strip()[-300:]}")
    pre = collections.defaultdict(list)
    checks = []
    typeids = {}
    for line in p.stdout.splitlines():
        f = line.split()
        if len(f) < 3:
            continue
        if f[0] == "preamble":
            pre[f[1]].append(int(f[2], 16))
        elif f[0] == "check":
            checks.append((f[1], int(f[2], 16)))
        elif f[0] == "typeid":
            typeids[f[1]] = int(f[2], 16)
    summary = [l for l in p.stderr.splitlines() if not l.startswith("kcfi-check: ")]
    errors = [l for l in p.stderr.splitlines() if ": error: " in l]
    # functions whose address the object takes (relocations: objects and
    # modules, not vmlinux) but that have no preamble
    bare = {m.group(1) for m in map(BARE_RE.search, p.stderr.splitlines()) if m}
    return pre, checks, typeids, summary, errors, bare


def symtab(path):
    """name -> [(type letter, (section, address))], from nm (local and global).
    In a relocatable file addresses are section offsets, so an address is
    only meaningful with its section."""
    p = subprocess.run(["nm", "-f", "sysv", path], capture_output=True, text=True, check=True)
    syms = collections.defaultdict(list)
    for line in p.stdout.splitlines():
        f = [x.strip() for x in line.split("|")]
        if len(f) != 7:
            continue
        name, value, cls, sec = f[0], f[1], f[2], f[6]
        syms[name].append((cls, (sec, int(value, 16)) if value else None))
    return syms


def reason(name, syms):
    """Why the other build, with symbol table syms, has no preamble for name."""
    ents = syms.get(name)
    if not ents:
        return "absent"
    funcs = [(t, a) for t, a in ents if t in "tTwW" and a is not None]
    if not funcs:
        return "not-a-function"
    cfi_addrs = {a for t, a in funcs_with_cfi(syms)}
    for t, a in funcs:
        if a in cfi_addrs:
            return "alias"
    return "local-no-preamble" if all(t in "tw" for t, _ in funcs) else "global-no-preamble"


_cfi_cache = {}


def funcs_with_cfi(syms):
    """(type, address) of every function that has a __cfi_ preamble symbol."""
    key = id(syms)
    if key not in _cfi_cache:
        out = []
        for n, ents in syms.items():
            if n.startswith("__cfi_"):
                for t, a in syms.get(n[len("__cfi_"):], []):
                    if t in "tTwW" and a is not None:
                        out.append((t, a))
        _cfi_cache[key] = out
    return _cfi_cache[key]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--kcfi-check", default=os.path.join(os.path.dirname(__file__), "../../build/bin/kcfi-check"))
    ap.add_argument("--list", type=int, default=40, help="list at most N entries per class (0: all)")
    ap.add_argument("-j", "--jobs", type=int, default=2, help="kcfi-check/nm processes at a time")
    ap.add_argument("--objects", action="store_true",
                    help="compare the per-unit .o files both builds have so far, not vmlinux and modules")
    ap.add_argument("gcc_out")
    ap.add_argument("clang_out")
    a = ap.parse_args()
    names = ("kcfi-gcc", "clang-19")
    outs = (a.gcc_out, a.clang_out)

    fg, fc = files_of(a.gcc_out, a.objects), files_of(a.clang_out, a.objects)
    bad = 0
    if a.objects:
        print(f"objects: kcfi-gcc {len(fg)}, clang-19 {len(fc)}, compared {len(set(fg) & set(fc))}")
    elif fg != fc:
        print(f"files: only kcfi-gcc: {sorted(set(fg) - set(fc))}; only clang-19: {sorted(set(fc) - set(fg))}")
        bad = 1
    files = [f for f in fg if f in set(fc)]

    # kcfi-check and nm of every file, a few at a time (most of the run time)
    def load(n_out_rel):
        n, out, rel = n_out_rel
        path = os.path.join(out, rel)
        try:
            return explain(a.kcfi_check, path) + (symtab(path),)
        except (RuntimeError, subprocess.CalledProcessError, FileNotFoundError) as e:
            return e
    jobs = [(n, out, rel) for rel in files for n, out in zip(names, outs)]
    with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as ex:
        loaded = dict(zip(jobs, ex.map(load, jobs)))

    tot = collections.Counter()
    mismatches, ambiguous, typeid_bad = [], [], []
    bare_bad = {n: [] for n in names}
    onesided = {n: collections.defaultdict(list) for n in names}
    checks = {n: collections.defaultdict(set) for n in names}   # id -> {file:fn}
    for rel in files:
        data = []
        for n, out in zip(names, outs):
            r = loaded[(n, out, rel)]
            if isinstance(r, Exception):
                print(f"error: {n}: {r}")
                bad = 1
                break
            pre, chk, tid, summary, errors, bare, syms = r
            data.append((pre, chk, tid, syms, bare))
            for fn, i in chk:
                checks[n][i].add(f"{rel}:{fn}")
            tot[f"{n} preambles"] += sum(len(v) for v in pre.values())
            tot[f"{n} checks"] += len(chk)
            tot[f"{n} typeids"] += len(tid)
            tot[f"{n} kcfi-check errors"] += len(errors)
            if rel == "vmlinux" or (errors and not a.objects):
                for l in summary:
                    print(f"{n}: {l}")
                for l in errors[:5]:
                    print(f"{n}: {l}")
        else:
            (pg, _, tg, sg, bg), (pc, _, tc, sc, bc) = data
            # an address-taken function without a preamble: assembly in
            # both builds; in kcfi-gcc's alone while clang-19 gives the same
            # function one, a checked call to it traps
            tot["bare both"] += len(bg & bc)
            for n, mine, other, other_pre in ((names[0], bg, bc, pc), (names[1], bc, bg, pg)):
                for fn in sorted(mine - other):
                    if fn in other_pre:
                        bare_bad[n].append(f"{rel}: {fn}")
                    else:
                        onesided[n]["address-taken-bare"].append(f"{rel}: {fn}")
            for fn in sorted(set(pg) & set(pc)):
                a_ids, b_ids = sorted(pg[fn]), sorted(pc[fn])
                tot["common preambles"] += 1
                if a_ids == b_ids or (set(a_ids) == set(b_ids)):
                    tot["equal ids"] += 1
                elif len(a_ids) == 1 and len(b_ids) == 1:
                    mismatches.append(f"{rel}: {fn}: kcfi-gcc {a_ids[0]:#010x}, clang-19 {b_ids[0]:#010x}")
                else:
                    ambiguous.append(f"{rel}: {fn}: kcfi-gcc {' '.join(f'{i:#010x}' for i in a_ids)}, "
                                     f"clang-19 {' '.join(f'{i:#010x}' for i in b_ids)}")
            for mine, other, other_syms, n in ((pg, pc, sc, names[0]), (pc, pg, sg, names[1])):
                for fn in sorted(set(mine) - set(other)):
                    r = reason(fn, other_syms)
                    if r == "alias":
                        # the other build's preamble for the same body, under
                        # another name: its id must be this one
                        addrs = {ad for t, ad in other_syms[fn] if ad is not None}
                        partner = sorted(nm for nm, ents in other_syms.items() if nm in other and
                                         any(ad in addrs for _, ad in ents))
                        ids = {i for nm in partner for i in other[nm]}
                        tot["alias pairs"] += 1
                        if ids and set(mine[fn]) <= ids:
                            tot["alias pairs equal"] += 1
                        else:
                            mismatches.append(f"{rel}: {fn} (alias of {' '.join(partner)}): {n} "
                                              f"{' '.join(f'{i:#010x}' for i in mine[fn])}, other "
                                              f"{' '.join(f'{i:#010x}' for i in sorted(ids))}")
                        fn = f"{fn} (= {' '.join(partner)})"
                    onesided[n][r].append(f"{rel}: {fn}")
            for sym in sorted(set(tg) | set(tc)):
                if sym in tg and sym in tc:
                    tot["common typeids"] += 1
                    if tg[sym] == tc[sym]:
                        tot["equal typeids"] += 1
                    else:
                        typeid_bad.append(f"{rel}: {sym}: kcfi-gcc {tg[sym]:#010x}, clang-19 {tc[sym]:#010x}")
                else:
                    tot["typeids only " + ("kcfi-gcc" if sym in tg else "clang-19")] += 1
                    onesided_t = "kcfi-gcc" if sym in tg else "clang-19"
                    tot_list = onesided[onesided_t]["typeid-only-here"]
                    tot_list.append(f"{rel}: {sym}")
            tot["files"] += 1
            _cfi_cache.clear()

    def show(title, items):
        print(f"{title}: {len(items)}")
        for s in (items if a.list == 0 else items[:a.list]):
            print(f"    {s}")
        if a.list and len(items) > a.list:
            print(f"    ... {len(items) - a.list} more")

    print()
    show("preamble id MISMATCHES (unique name, different id)", mismatches)
    show("ambiguous (a name repeated in a file, id sets differ)", ambiguous)
    show("typeid MISMATCHES", typeid_bad)
    show("address taken, no preamble in kcfi-gcc's object, a preamble in clang-19's", bare_bad[names[0]])
    show("address taken, no preamble in clang-19's object, a preamble in kcfi-gcc's", bare_bad[names[1]])
    for n in names:
        for r in sorted(onesided[n]):
            show(f"only {n}: {r}", onesided[n][r])
    for n, o in ((names[0], names[1]), (names[1], names[0])):
        only = sorted(set(checks[n]) - set(checks[o]))
        show(f"ids {n} checks that {o} checks nowhere",
             [f"{i:#010x} ({len(checks[n][i])} sites: {', '.join(sorted(checks[n][i])[:4])}"
              f"{' ...' if len(checks[n][i]) > 4 else ''})" for i in only])

    print()
    print(f"TOTALS: files {tot['files']}" + (" objects" if a.objects else f" (vmlinux + {tot['files'] - 1} modules)"))
    for n in names:
        print(f"TOTALS: {n}: preambles {tot[n + ' preambles']}, checks {tot[n + ' checks']}, "
              f"typeids {tot[n + ' typeids']}, kcfi-check errors {tot[n + ' kcfi-check errors']}")
    common = tot["common preambles"]
    print(f"TOTALS: common preambles {common}, equal ids {tot['equal ids']}"
          f" ({100.0 * tot['equal ids'] / common if common else 0:.2f}%), mismatched {len(mismatches)},"
          f" ambiguous {len(ambiguous)}")
    print(f"TOTALS: alias pairs (one body, a preamble under a different name in each build) {tot['alias pairs']},"
          f" equal ids {tot['alias pairs equal']}")
    print(f"TOTALS: common typeids {tot['common typeids']}, equal {tot['equal typeids']},"
          f" only kcfi-gcc {tot['typeids only kcfi-gcc']}, only clang-19 {tot['typeids only clang-19']}")
    for n in names:
        print(f"TOTALS: preambles only {n}: " + ", ".join(
            f"{r} {len(v)}" for r, v in sorted(onesided[n].items()) if r != "typeid-only-here"))
    for n, o in ((names[0], names[1]), (names[1], names[0])):
        print(f"TOTALS: check ids only {n}: {len(set(checks[n]) - set(checks[o]))}"
              f" (of {len(checks[n])} distinct)")
    print(f"TOTALS: address taken, no preamble: in both {tot['bare both']}, "
          + ", ".join(f"only {n} {len(onesided[n]['address-taken-bare']) + len(bare_bad[n])}"
                      f" ({len(bare_bad[n])} where {o} gives a preamble)"
                      for n, o in ((names[0], names[1]), (names[1], names[0]))))
    if mismatches or typeid_bad or bare_bad[names[0]] or bad or common == 0:
        print("RESULT: FAIL")
        return 1
    print("RESULT: PASS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
