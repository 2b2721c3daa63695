#!/usr/bin/env python3
"""Write a random C file of odd identifiers for the plugin's marker printing.

    fuzz/odd-identifiers.py SEED > f.c

Same SEED, same file. Names mix ASCII, '$', UTF-8 letters (Latin, Greek,
Cyrillic, CJK: allowed in identifiers by both gcc-12 and clang-19) and run
from one character to several thousand; functions may carry asm("label")
names with '.' and '$', section attributes, weak or static linkage; their
parameter types are drawn from structs, unions and enums with such names,
pointers to functions, qualifiers, arrays and variadics, so the mangled type
names (and the marker strings that carry them) hold the same bytes; arrays,
restrict, _Atomic, complex, vector and anonymous struct types mix in. Every
function's address is taken through a volatile table and called through it,
so both compilers give each a preamble and each call a check; extern
functions whose address is taken give __kcfi_typeid_ symbols.
"""
import random
import sys

LETTERS = ('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$'
           'éüßøÆ' 'λΩπ' 'жЯщ' '日本語漢字')
DIGITS = '0123456789'
SCALARS = ['int', 'unsigned int', 'char', 'signed char', 'unsigned char',
           'short', 'unsigned short', 'long', 'unsigned long', 'long long',
           'unsigned long long', '_Bool', 'float', 'double', 'long double',
           'void *', 'const char *', '__int128', 'unsigned __int128']


class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.used = set()
        self.out = []
        self.tags = []      # declared struct/union/enum types, as C type text

    def name(self):
        r = self.r
        while True:
            n = r.choice([1, 2, 5, 12, 40, 300, 1500, 4000])
            n = r.randint(1, n)
            s = r.choice(LETTERS) + ''.join(
                r.choice(LETTERS + DIGITS) for _ in range(n - 1))
            # reserved (__x, _X) and our own prefixes stay out of user code
            if s.startswith('_') or s.startswith('$') or s in self.used:
                continue
            self.used.add(s)
            return s

    def tag(self):
        r = self.r
        kind = r.choice(['struct', 'union', 'enum'])
        t = f'{kind} {self.name()}'
        body = '{ A%d, B%d }' % (len(self.tags), len(self.tags)) if kind == 'enum' \
            else '{ int v; char c; }'
        self.out.append(f'{t} {body};')
        self.tags.append(t)
        return t

    def type(self, depth=0, quals=True):
        r = self.r
        k = r.random()
        if k < 0.35 or depth > 1:
            t = r.choice(SCALARS)
        elif k < 0.7:
            t = (r.choice(self.tags) if self.tags and r.random() < 0.5 else self.tag()) + ' *'
        elif k < 0.85:
            # a pointer to a function, spelled through a typedef (no mangling of its own)
            td = self.name()
            # no qualified return type: gcc drops it (C11 DR 423), clang-19
            # mangles it (docs/typeinfo.md, known gaps)
            ret = self.type(depth + 1, quals=False)
            self.out.append(f'typedef {ret} {td}({self.params(depth + 1)});')
            return f'{td} *'	# qualifiers of a function type are undefined
        elif k < 0.93:
            t = self.odd_type()
        else:
            t = r.choice(SCALARS) + ' *'
        q = r.random() if quals else 1
        if q < 0.15 and t.endswith('*'):
            t = 'const ' + t
        elif q < 0.25 and t.endswith('*'):
            t = t + ' const'
        elif q < 0.3 and t.endswith('*'):
            t = 'volatile ' + t
        return t

    def odd_type(self):
        """Pointers to arrays, restrict and _Atomic levels, complex and
        vector types, anonymous structs known by a typedef name."""
        r = self.r
        td = self.name()
        k = r.randrange(6)
        if k == 0:
            self.out.append(f'typedef {r.choice(SCALARS)} {td}[{r.randint(1, 9)}];')
            return f'{td} *'
        if k == 1:
            return r.choice(SCALARS[:6]) + ' * restrict *'
        if k == 2:
            return '_Atomic ' + r.choice(['int', 'long', 'unsigned char']) + ' *'
        if k == 3:
            return r.choice(['float', 'double', 'long double']) + ' _Complex'
        if k == 4:
            self.out.append(f'typedef int {td} __attribute__((vector_size(16)));')
            return f'{td} *'
        self.out.append(f'typedef struct {{ int v; }} {td};')
        return f'{td} *'

    def params(self, depth=0):
        r = self.r
        n = r.choice([0, 1, 1, 2, 3, 5])
        if n == 0:
            return 'void'
        ps = [self.type(depth) for _ in range(n)]
        if r.random() < 0.1:
            ps.append('...')
        return ', '.join(ps)

    def file(self):
        r = self.r
        funcs = []
        for _ in range(r.randint(3, 9)):
            ret = r.choice(['void', 'int', 'long', 'void *', 'double'])
            params = self.params()
            f = self.name()
            attrs, label, link = [], '', ''
            if r.random() < 0.25:
                label = f' __asm__("{self.name()}{r.choice([".", "$", "."])}{self.name()}")'
            if r.random() < 0.2:
                attrs.append(f'section(".text.{self.name()}")')
            p = r.random()
            if p < 0.25:
                link = 'static '
            elif p < 0.35:
                attrs.append('weak')
            extern = link == '' and not attrs and r.random() < 0.2
            a = f'__attribute__(({", ".join(attrs)})) ' if attrs else ''
            self.out.append(f'{a}{link}{ret} {f}({params}){label};')
            if not extern:
                body = '' if ret == 'void' else f' return ({ret})0;'
                named = ', '.join(p if p in ('void', '...') else f'{p} a{i}'
                                  for i, p in enumerate(params.split(', ')))
                self.out.append(f'{a}{link}{ret} {f}({named}) {{ asm volatile(""); {body}}}')
            funcs.append((ret, f, params))
        # one table per function: each its own type; calls load it fresh
        self.out.append('void call_all(void);')
        body = []
        for i, (ret, f, params) in enumerate(funcs):
            self.out.append(f'{ret} (*volatile tab{i})({params}) = {f};')
            n = 0 if params == 'void' else params.count(',') + 1 - params.count('...')
            args = ', '.join('0' for _ in range(n))
            body.append(f'\ttab{i}({args});')
        self.out.append('void call_all(void)\n{\n' + '\n'.join(body) + '\n}')
        return '\n'.join(self.out) + '\n'


def main():
    sys.stdout.write(Gen(int(sys.argv[1])).file())


if __name__ == '__main__':
    main()
