#!/usr/bin/env python3
"""replay-text.py OBJTREE CC [EXTRA-FLAG...]: recompile every C object of a
built Kbuild tree from its .cmd line (compiler replaced by CC, EXTRA flags
added, objtool dropped, output to a temp file) and print the sum of the
.text* section sizes and the number of objects. ICF works per translation
unit, so this sum compares compilers' code size without relinking, e.g.
kcfi-gcc against kcfi-gcc -fno-ipa-icf (docs/corner-cases.md)."""
import glob
import os
import re
import shlex
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
tree, cc, extra = sys.argv[1], sys.argv[2], sys.argv[3:]
tmp = tempfile.mkdtemp()
jobs = []
for cmdf in glob.glob(tree + '/**/.*.o.cmd', recursive=True):
    line = open(cmdf).readline()
    m = re.match(r'savedcmd_(\S+\.o) := (.*)$', line)
    if not m or ' -c ' not in m.group(2) or not m.group(2).split()[0].endswith('kcfi-gcc'):
        continue
    if not re.search(r'\s\S+\.c\s', m.group(2) + ' '):
        continue
    cmd = m.group(2).split(' ; ')[0].split(';')[0]
    jobs.append((m.group(1), cmd))
def one(job):
    obj, cmd = job
    out = os.path.join(tmp, obj.replace('/', '_'))
    words = shlex.split(cmd)
    words[0] = cc
    words = [w if not w.startswith('-Wp,-MMD,') else '-Wp,-MMD,' + out + '.d' for w in words]
    i = words.index('-o')
    words[i + 1] = out
    words[i:i] = extra
    r = subprocess.run(['nice'] + words, cwd=tree, capture_output=True)
    if r.returncode:
        return obj, None
    s = subprocess.run(['size', '-A', out], capture_output=True, text=True).stdout
    os.unlink(out)
    return obj, sum(int(l.split()[1]) for l in s.splitlines() if l.startswith('.text'))
with ThreadPoolExecutor(2) as ex:
    res = list(ex.map(one, jobs))
bad = [o for o, t in res if t is None]
print('text', sum(t for o, t in res if t), 'objects', len(res) - len(bad), 'failed', len(bad), ' '.join(bad[:5]))
