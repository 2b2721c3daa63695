"""The shard records of issue #25 (records/debian*-<cc>.tsv): one line per
shard run, written by debian-shard.sh; read by debian-coverage.py and
debian-ratio.py."""
import sys

# debian-shard.sh's columns, in order (older lines may stop early)
COLUMNS = ('date', 'tools', 'shard', 'objects', 'failed', 'objtool', 'cpu_s', 'wall_s')


def die(prog, msg):
    print(f'{prog}: {msg}', file=sys.stderr)
    sys.exit(2)


def latest(prog, record):
    """{shard: {column: value}} of the last line of each shard in RECORD
    (a shard is re-run when its tools change: the last run counts).  Exit 2
    on a malformed line or a record without one: an empty input proves
    nothing."""
    rows = {}
    with open(record) as f:
        for n, line in enumerate(f, 1):
            if line.startswith('#') or not line.strip():
                continue
            cols = line.rstrip('\n').split('\t')
            if len(cols) < 5:
                die(prog, f'{record}:{n}: {len(cols)} columns, a shard line has at least 5')
            row = dict(zip(COLUMNS, cols))
            try:
                row['objects'], row['failed'] = int(row['objects']), int(row['failed'])
                if 'cpu_s' in row:
                    row['cpu_s'] = float(row['cpu_s'])
            except ValueError:
                die(prog, f'{record}:{n}: objects, failed and cpu_s must be numbers')
            rows[row['shard'].strip('/')] = row
    if not rows:
        die(prog, f'{record}: no shard line')
    return rows


def passed(row):
    """A shard run that built objects and failed none."""
    return row['objects'] > 0 and row['failed'] == 0
