#!/usr/bin/env python3
"""Compile time of the shards of issue #25: kcfi-gcc against plain gcc
with CFI off, per shard and in total (the goal is at most 1.05).

Usage: debian-ratio.py KCFI.tsv BASELINE.tsv

Both are shard records (debian-shard.sh); BASELINE is `make debian-shard
CC=gcc CFI=off`'s.  For every shard whose latest line passed in both,
prints the objects and CPU seconds of each (a shard's objects are deleted
before its run, so each line is a full compile of the directory), their
ratio and the hours between the two runs: CPU seconds measured hours apart
under different load compare less well than a pair run back to back.
Objects may differ by the files only CFI builds (kernel/cfi.o).  Then
the total over those shards (the ratio of the sums) and the passed shards
of KCFI.tsv that have no baseline yet.  Exit 2 when no shard is in both:
an empty comparison proves nothing.
"""
import datetime
import sys

import shard_records

PROG = 'debian-ratio.py'


def when(row):
    return datetime.datetime.strptime(row['date'], '%Y-%m-%dT%H:%M:%SZ')


def main(argv):
    if len(argv) != 3:
        shard_records.die(PROG, 'usage: debian-ratio.py KCFI.tsv BASELINE.tsv')
    runs = [{d: r for d, r in shard_records.latest(PROG, path).items()
             if shard_records.passed(r) and 'cpu_s' in r} for path in argv[1:]]
    kcfi, base = runs
    both = sorted(set(kcfi) & set(base))
    if not both:
        shard_records.die(PROG, f'no shard passed in both {argv[1]} and {argv[2]}')
    print(f'# kcfi: {argv[1]}; baseline: {argv[2]}')
    print('shard\tobjects\tbaseline_objects\tkcfi_cpu_s\tbaseline_cpu_s\tratio\thours_apart')
    sums = [0.0, 0.0]
    objects = [0, 0]
    for d in both:
        k, b = kcfi[d], base[d]
        apart = abs((when(k) - when(b)).total_seconds()) / 3600
        print(f"{d}\t{k['objects']}\t{b['objects']}\t{k['cpu_s']:.1f}\t{b['cpu_s']:.1f}"
              f"\t{k['cpu_s'] / b['cpu_s']:.3f}\t{apart:.1f}")
        sums[0] += k['cpu_s']
        sums[1] += b['cpu_s']
        objects[0] += k['objects']
        objects[1] += b['objects']
    print(f'TOTAL\t{objects[0]}\t{objects[1]}\t{sums[0]:.1f}\t{sums[1]:.1f}\t{sums[0] / sums[1]:.3f}\t{len(both)} shards')
    left = sorted(set(kcfi) - set(base))
    print(f'# no baseline yet: {len(left)} of {len(kcfi)} passed shards'
          + (': ' + ' '.join(left) if left else ''))


if __name__ == '__main__':
    main(sys.argv)
