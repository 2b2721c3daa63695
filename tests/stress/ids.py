#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Ids of a kcfi-gcc build against clang-19's -O0 object (kcfi_ids.py facts):
  LABEL/check-ids-as-clang19     every call-site id in function F is one that
      clang-19 gives a call site of F or of a function F calls (GRAPH, from
      gen.py): inlining moves call sites into callers, nothing else may
  LABEL/preamble-ids-as-clang19  every preamble id equals clang-19's
  ids.py LABEL CLANG-IDS GCC-IDS GRAPH
"""
import sys

label, ref, got, graph = sys.argv[1:]


def load(path):
    checks, pre = {}, {}
    for line in open(path):
        kind, fn, ident = line.split()
        fn = fn.split('.')[0]		# .isra.0, .part.0, .cold, .constprop.0
        if kind == 'check':
            checks.setdefault(fn, set()).add(ident)
        elif kind == 'preamble':
            pre[fn] = ident
    return checks, pre


rc, rp = load(ref)
gc, gp = load(got)
calls = {}
for line in open(graph):
    f = line.split()
    calls[f[0]] = f[1:]


def allowed(fn, seen):
    if fn in seen:
        return set()
    seen.add(fn)
    ids = set(rc.get(fn, ()))
    for callee in calls.get(fn, ()):
        ids |= allowed(callee, seen)
    return ids


bad = ['%s has %s' % (fn, i) for fn in sorted(gc) for i in sorted(gc[fn] - allowed(fn, set()))]
if not gc:
    bad = ['no call-site checks at all']
print('%s %s/check-ids-as-clang19%s' % ('FAIL' if bad else 'PASS', label,
                                        ': ' + ', '.join(bad[:6]) if bad else ''))
bad = ['%s: %s, clang-19 %s' % (fn, gp[fn], rp.get(fn)) for fn in sorted(gp) if rp.get(fn) != gp[fn]]
if not gp:
    bad = ['no preambles at all']
print('%s %s/preamble-ids-as-clang19%s' % ('FAIL' if bad else 'PASS', label,
                                           ': ' + ', '.join(bad[:6]) if bad else ''))
