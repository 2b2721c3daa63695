#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Run every case of a stress program (one run: it forks a child per case)
and print one FAIL per failing case, else one PASS per kind:
  LABEL/well-typed-calls-run   every "ok-*" case exits 0
  LABEL/confused-calls-trap    every "trap-*" case dies by SIGILL (exit 42)
                               at an address of TRAPS (traps.py), if given
  cases.py LABEL EXE NCASES [TRAPS]
"""
import re
import subprocess
import sys

label, exe, ncases = sys.argv[1:4]
listed = set(open(sys.argv[4]).read().split()) if len(sys.argv) > 4 else None
out = subprocess.run([exe], capture_output=True, text=True).stdout.splitlines()
addr, seen = None, set()
bad = {'ok-': [], 'trap-': []}
for line in out:
    m = re.match(r'SIGILL at (0x[0-9a-f]+)$', line)
    if m:
        addr = m.group(1)
        continue
    m = re.match(r'case (\S+) (\d+)$', line)
    if not m:
        continue
    name, rc = m.group(1), int(m.group(2))
    seen.add(name)
    if name.startswith('ok-') and rc != 0:
        bad['ok-'].append('%s-runs: exit %d%s' % (name, rc, ' at %s' % addr if addr else ''))
    elif name.startswith('trap-') and (rc != 42 or not addr):
        bad['trap-'].append('%s-traps: exit %d' % (name, rc))
    elif name.startswith('trap-') and listed is not None and addr not in listed:
        bad['trap-'].append('%s-traps: SIGILL at %s is not in .kcfi_traps' % (name, addr))
    addr = None
if len(seen) != int(ncases):
    print('FAIL %s/all-cases-ran: %d of %s' % (label, len(seen), ncases))
for prefix, what in (('ok-', 'well-typed-calls-run'), ('trap-', 'confused-calls-trap')):
    for b in bad[prefix]:
        print('FAIL %s/%s' % (label, b))
    if not bad[prefix]:
        print('PASS %s/%s (%d cases)' % (label, what,
                                         sum(1 for s in seen if s.startswith(prefix))))
