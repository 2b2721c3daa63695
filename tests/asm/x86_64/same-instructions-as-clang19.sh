# Shape comparison with the reference compiler: compile one C file with
# clang-19 -O2 -fsanitize=kcfi and with gcc -O2; mark gcc's output by hand
# (every indirect call/jmp has type void(int), function types from the C
# source) and run kcfi-as. Per function, the preamble (nop count, movl id)
# and each check (movl imm, addl offset, je, ud2, then the branch through the
# register the addl read) must be the same instruction sequence; registers
# may differ because the two compilers allocate differently.
set -eu
command -v clang-19 >/dev/null || { echo "clang-19 not installed"; exit 1; }
cat >"$TMP/shape.c" <<'C'
struct s { long a; void (*g)(int); };
void (*fp)(int);
void f1(int x) { (void)x; }
void call_reg(void (*f)(int)) { f(1); f(2); }
void call_mem(struct s *s) { s->g(1); }
void call_glob(void) { fp(3); }
C
clang-19 -O2 -fsanitize=kcfi -S -o "$TMP/clang.s" "$TMP/shape.c"
gcc -O2 -fno-asynchronous-unwind-tables -S -o "$TMP/gcc.s" "$TMP/shape.c"
python3 - "$TMP/gcc.s" "$TMP/marked.s" <<'PY'
import re, sys
types = {'f1': '_ZTSFviE', 'call_reg': '_ZTSFvPFviEE', 'call_mem': '_ZTSFvP1sE',
         'call_glob': '_ZTSFvvE'}
out = ['\t.kcfi_version 1\n']
for line in open(sys.argv[1]):
    m = re.match(r'\t\.globl\t(\w+)$', line)
    if m and m.group(1) in types:
        out.append(f'\t.kcfi_func {m.group(1)}, "{types[m.group(1)]}"\n')
    if re.match(r'\t(call|jmp)\t\*', line):
        out.append('\t.kcfi_call "_ZTSFviE"\n')
    out.append(line)
open(sys.argv[2], 'w').writelines(out)
PY
"$KCFI_AS_BIN" --arch=x86_64 -S -o "$TMP/ours.s" "$TMP/marked.s"
python3 - "$TMP/clang.s" "$TMP/ours.s" <<'PY'
import re, sys
def shape(path):
    funcs, cur, pre = {}, None, None
    lines = [l.split('#')[0].strip() for l in open(path)]
    lines = [re.sub(r'\s+', ' ', l) for l in lines if l]
    for i, l in enumerate(lines):
        m = re.match(r'__cfi_(\w+):$', l)
        if m:
            pre = m.group(1); funcs.setdefault(pre, [])
            nops = 0
            for k in lines[i + 1:]:
                if k != 'nop': break
                nops += 1
            funcs[pre].append(('preamble', nops, lines[i + 1 + nops]))
            continue
        m = re.match(r'(\w+):$', l)
        if m and m.group(1) in funcs:
            cur = m.group(1)
        m = re.match(r'movl \$(\d+), %r10d$', l)
        if m and cur:
            add = re.match(r'addl (-\d+)\(%(\w+)\), %r10d$', lines[i + 1])
            ok = lines[i + 2].startswith('je ') and lines[i + 4] == 'ud2'
            br = next(k for k in lines[i + 5:] if re.match(r'(call|jmp)q? ', k))
            reg_ok = br.split()[1] == '*%' + add.group(2)
            funcs[cur].append(('check', m.group(1), add.group(1), ok, br.split()[0].rstrip('q'), reg_ok))
    return funcs
c, o = shape(sys.argv[1]), shape(sys.argv[2])
if not c or c != o:
    for f in sorted(set(c) | set(o)):
        if c.get(f) != o.get(f):
            print(f'{f}: clang {c.get(f)} ours {o.get(f)}')
    sys.exit(1)
PY
