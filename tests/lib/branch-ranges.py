#!/usr/bin/env python3
"""branch-ranges.py [FAR]: writes a C program to stdout whose branches and jump
table GCC sizes from insn lengths, with indirect calls inside their spans:
  far_branch   "if (x & 1)" over FAR (1500) calls: aarch64 tbz reaches 32 KiB
  near_branch  "if (p)" over 6 calls: Thumb-2 cbz reaches 126 bytes
  table        an 8-way switch of 7 calls a case: aarch64 .byte and
               Thumb-2 tbb entries, while the cases stay small
Without the checks GCC picks the short forms; kcfi-as then adds each check's
bytes, so unless GCC counted them, as fails ("branch out of range") or a
table entry silently wraps. main() checks every path and prints "ok"."""
import sys

FAR = int(sys.argv[1]) if len(sys.argv) > 1 else 1500
NEAR, CASES, PER_CASE = 6, 8, 7

out = ["#include <stdio.h>",
       "static int acc;",
       "static void add(int v) { acc += v; }",
       "void (*volatile fp)(int) = add;",
       "static void add_at(int *p) { acc += *p; }",
       "struct ops { void (*add)(int *); };",
       "const struct ops *volatile ops = &(struct ops){ add_at };"]
out += ["int v%d = 1;" % i for i in range(FAR)]
out += [
       "__attribute__((noinline)) int far_branch(int x)\n{\n\tacc = 0;\n\tif (x & 1) {"]
out += ["\t\tfp(1);"] * FAR
out += ["\t}\n\treturn acc;\n}",
        "__attribute__((noinline)) int near_branch(int *p)\n{\n\tacc = 0;\n\tif (p) {"]
out += ["\t\tfp(1);"] * NEAR
out += ["\t}\n\treturn acc;\n}",
        "__attribute__((noinline)) int table(int c)\n{\n\tacc = 0;\n\tswitch (c) {"]
for c in range(CASES):
    out.append("\tcase %d:" % c)
    out += ["\t\tfp(%d);" % (c + 1)] * PER_CASE
    out.append("\t\tbreak;")
out += ["\t}\n\treturn acc;\n}",
        "__attribute__((noinline)) int pools(const struct ops *o)\n{\n\tacc = 0;"]
out += ["\to->add(&v%d);" % i for i in range(FAR)]
out += ["\treturn acc;\n}",
        "int main(void)\n{\n\tint one = 1, bad = 0;",
        "\tbad |= far_branch(1) != %d || far_branch(0) != 0;" % FAR,
        "\tbad |= near_branch(&one) != %d || near_branch(0) != 0;" % NEAR,
        "\tfor (int c = 0; c < %d; c++)" % CASES,
        "\t\tbad |= table(c) != (c + 1) * %d;" % PER_CASE,
        "\tbad |= pools(ops) != %d;" % FAR,
        "\tputs(bad ? \"wrong\" : \"ok\");\n\treturn bad;\n}"]
print("\n".join(out))
