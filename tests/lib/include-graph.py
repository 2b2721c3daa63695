#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""include-graph.py TOP: the graph of #include "..." lines among the tree's
.c/.h/.cc files, checked for what docs/architecture.md promises:
  cycle       no file reaches itself through includes
  direction   a folder includes only what its rule allows (RULES below):
              no core (src/*) includes a backend (arch/), src/as and
              src/check do not include each other, src/lib only itself,
              and every source under src/ and arch/ has a rule
Prints one "PASS name" / "FAIL name: why" line per check; exit 1 on a FAIL.
Includes are resolved as the Makefile's -I paths do; the rest (system and
GCC plugin headers) are outside the graph."""
import os
import re
import sys

top = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".")
ROOTS = ["src", "arch", "fuzz", "tests/unit"]
SEARCH = [".", "src/lib", "src/as", "src/types"]
# folder prefix -> folder prefixes it may include (its own is always allowed);
# every .c/.h/.cc under src/ and arch/ must fall under one of them
RULES = {
    "src/lib/": ["src/lib/"],
    "src/types/": ["src/lib/"],
    "src/as/": ["src/lib/", "src/types/"],
    "src/check/": ["src/lib/", "src/types/"],
    "src/plugin/": ["src/lib/", "src/types/"],
    "src/gcc/": ["src/lib/", "src/types/"],
    "arch/": ["src/lib/", "src/as/", "src/check/"],
}
inc = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)

files = []
for r in ROOTS:
    for d, _, names in os.walk(os.path.join(top, r)):
        files += [os.path.relpath(os.path.join(d, n), top) for n in names
                  if n.endswith((".c", ".h", ".cc"))]
graph = {}
for f in sorted(files):
    edges = []
    with open(os.path.join(top, f), errors="replace") as fh:
        text = fh.read()
    for name in inc.findall(text):
        for base in [os.path.dirname(f)] + SEARCH:
            p = os.path.normpath(os.path.join(base, name))
            if os.path.isfile(os.path.join(top, p)):
                edges.append(p)
                break
    graph[f] = edges

failed = False


def report(name, bad):
    global failed
    if bad:
        failed = True
        print("FAIL %s: %s" % (name, "; ".join(bad[:5])))
    else:
        print("PASS %s" % name)


# cycles: depth-first search, grey nodes on the stack
cycles, state = [], {}


def visit(n, stack):
    state[n] = 1
    stack.append(n)
    for m in graph.get(n, []):
        if state.get(m) == 1:
            cycles.append(" -> ".join(stack[stack.index(m):] + [m]))
        elif not state.get(m):
            visit(m, stack)
    stack.pop()
    state[n] = 2


for n in graph:
    if not state.get(n):
        visit(n, [])
report("include-graph/no-cycle", cycles)

wrong = []
for f, edges in graph.items():
    rule = next((k for k in sorted(RULES, key=len, reverse=True) if f.startswith(k)), None)
    if rule is None:
        if f.startswith(("src/", "arch/")):
            wrong.append("%s: its folder has no rule" % f)
        continue
    own = rule if rule != "arch/" else "/".join(f.split("/")[:2]) + "/"
    for e in edges:
        if not e.startswith(own) and not any(e.startswith(a) for a in RULES[rule]):
            wrong.append("%s includes %s" % (f, e))
report("include-graph/folders-include-only-what-they-may", wrong)
sys.exit(1 if failed else 0)
