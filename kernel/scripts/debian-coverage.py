#!/usr/bin/env python3
"""How much of Debian's module set the shards of issue #25 have built.

Debian's own linux-image package of linux-source's version lists every
module its config makes; the shard records (records/debian*-<cc>.tsv) say
which directories each compiler has built with no failure.  A module
counts as built when a shard's directory holds its own (Kbuild's `make
dir/` descends into subdirectories; "fs/nfs" holds fs/nfs/ but not
fs/nfsd/).  The built-in set is not counted here: debian-deb's vmlinux
holds all of it.

Usage: debian-coverage.py PACKAGE.deb LABEL=RECORD.tsv [LABEL=RECORD.tsv ...]

Prints, per area (the first two path components, three under drivers/ and
sound/), the modules and how many each compiler built, then the areas the
first record's compiler has left, largest first: the plan for the next
shards.  Exit 2 on a package without
modules or a record without a shard line: an empty input proves nothing.
"""
import collections
import os
import re
import subprocess
import sys
import tarfile

import shard_records

MODULE = re.compile(r'^\.?/?(?:usr/)?lib/modules/[^/]+/kernel/(.+)\.ko(?:\.(?:xz|zst|gz))?$')


def die(msg):
    shard_records.die('debian-coverage.py', msg)


def modules_of(deb):
    """Module paths (relative to the tree, without .ko) in a .deb."""
    proc = subprocess.Popen(['dpkg-deb', '--fsys-tarfile', deb], stdout=subprocess.PIPE)
    mods = []
    with tarfile.open(fileobj=proc.stdout, mode='r|') as tar:
        for member in tar:
            m = MODULE.match(member.name)
            if m and (member.isfile() or member.issym()):
                mods.append(m.group(1))
    if proc.wait() != 0:
        die(f'dpkg-deb --fsys-tarfile {deb} failed')
    if not mods:
        die(f'{deb}: no module under lib/modules/*/kernel/')
    return sorted(set(mods))


def shards_of(record):
    """The shard directories whose latest line in RECORD built objects and
    failed none."""
    rows = shard_records.latest('debian-coverage.py', record)
    return {d for d, row in rows.items() if shard_records.passed(row)}


def built(module, dirs):
    parts = module.split('/')
    return any('/'.join(parts[:i]) in dirs for i in range(1, len(parts)))


def area(module):
    parts = module.split('/')[:-1]
    depth = 3 if parts[0] in ('drivers', 'sound') else 2
    return '/'.join(parts[:depth])


def main(argv):
    if len(argv) < 3 or any('=' not in a for a in argv[2:]):
        die('usage: debian-coverage.py PACKAGE.deb LABEL=RECORD.tsv [LABEL=RECORD.tsv ...]')
    mods = modules_of(argv[1])
    records = [a.split('=', 1) for a in argv[2:]]
    labels = [label for label, _ in records]
    dirs = {label: shards_of(path) for label, path in records}

    rows = collections.OrderedDict()
    for m in mods:
        row = rows.setdefault(area(m), collections.Counter())
        row['modules'] += 1
        got = [label for label in labels if built(m, dirs[label])]
        for label in got:
            row[label] += 1
        if len(got) == len(labels):
            row['all'] += 1

    print(f'# {os.path.basename(argv[1])}: {len(mods)} modules in {len(rows)} areas')
    for label, path in records:
        print(f'# {label}: {path}, {len(dirs[label])} shards built without failure')
    print('\t'.join(['area', 'modules'] + labels + ['all']))
    total = collections.Counter()
    for name in sorted(rows):
        row = rows[name]
        total.update(row)
        print('\t'.join([name] + [str(row[k]) for k in ['modules'] + labels + ['all']]))
    print('\t'.join(['TOTAL'] + [str(total[k]) for k in ['modules'] + labels + ['all']]))
    first = labels[0]
    left = sorted(((row['modules'] - row[first], name) for name, row in rows.items()
                   if row[first] < row['modules']), key=lambda t: (-t[0], t[1]))
    print(f'# left to {first}: {sum(n for n, _ in left)} modules in {len(left)} areas, largest first')
    for n, name in left:
        print(f'LEFT\t{name}\t{n}')


if __name__ == '__main__':
    main(sys.argv)
