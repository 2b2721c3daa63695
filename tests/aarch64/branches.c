// SPDX-License-Identifier: GPL-2.0
/*
 * Every aarch64 indirect branch class GCC 12 emits, in one program the
 * aarch64 tier builds at -O0..-Os with BTI, PAC, patchable entries and SLS
 * hardening:
 *   - jump tables: GCC prints one dispatch insn as "ldr{b,h,}; adr; add; br",
 *     the marker in front of all four (byte, halfword and word tables);
 *   - a computed goto through a label table;
 *   - indirect calls (blr; "bl <SLS stub>" under -mharden-sls=blr) and
 *     indirect sibcalls (br x16), also in a function with a jump table;
 *   - __thread access (-fPIC: a TLS descriptor call, "blr" after
 *     ".tlsdesccall", which is no C call).
 * "run N" prints a checksum of all of them, to be compared with the same
 * program built by plain GCC; "confuse" calls through a pointer of another
 * type, which must die of the check's SIGTRAP.
 */
#include <stdio.h>
#include <stdlib.h>

/* the calls stay calls; clang-19 (the differential's referee) lacks noipa */
#ifdef __clang__
#define noipa noinline
#endif

typedef long (*op_fn)(long);

__attribute__((noipa)) long inc(long x) { return x + 1; }
__attribute__((noipa)) long dbl(long x) { return 2 * x; }
__attribute__((noipa)) int other_type(int x, int y) { return x - y; }

__thread long tls_acc;

__attribute__((noipa)) long h0(long x) { return x + 100; }
__attribute__((noipa)) long h1(long x) { return x ^ 0x55; }
__attribute__((noipa)) long h2(long x) { return x * 7; }
__attribute__((noipa)) long h3(long x) { return x - 3; }
__attribute__((noipa)) long h4(long x) { return x << 2; }

/* short case bodies: a byte table (the shape: a buffer kept live
 * across the switch by calls before and after it) */
__attribute__((noipa)) void fill(char *p, int c, unsigned long n)
{
	while (n--)
		*p++ = c;
}

__attribute__((noipa)) long sw_byte(int x, op_fn f)
{
	char buf[88];
	long r = 0;

	fill(buf, 1, sizeof(buf));
	switch (x) {
	case 0: r = h0(x); break;
	case 1: r = h1(x); break;
	case 2: r = f(x); break;
	case 3: r = h3(x); break;
	case 4: r = h4(x); break;
	case 5: r = h0(x) + h1(x); break;
	case 6: r = h2(x) + h3(x); break;
	case 7: r = f(x) + h4(x); break;
	case 8: r = h2(x); break;
	case 9: r = h1(f(x)); break;
	case 10: r = h3(h2(x)); break;
	}
	fill(buf, (int)r, sizeof(buf));
	tls_acc += r + buf[3];
	return r;
}

#define BODY(n) r = f(r + n); r ^= r >> 3; r = f(r * (n + 3)); r += n * 7; \
	r = f(r - n); r ^= r << 5; r = f(r + 11 * n); r -= n; r = f(r ^ n);
#define BODY4(n) BODY(n) BODY(n + 1) BODY(n + 2) BODY(n + 3)

/* long case bodies: the offsets outgrow a byte (halfword or word tables) */
__attribute__((noipa)) long sw_wide(int x, op_fn f)
{
	long r = x;

	/* 12 cases: GCC 12 wants 11 before a table at -O1/-O2 (8 at -Os) */
	switch (x) {
	case 0: BODY4(1) break;
	case 1: BODY4(5) break;
	case 2: BODY4(9) break;
	case 3: BODY4(13) break;
	case 4: BODY4(17) break;
	case 5: BODY4(21) break;
	case 6: BODY4(25) break;
	case 7: BODY4(29) break;
	case 8: BODY4(33) break;
	case 9: BODY4(37) break;
	case 10: BODY4(41) break;
	case 11: BODY4(45) break;
	default: r = 0; break;
	}
	return r;
}

/* computed goto: a tiny interpreter, as the BPF interpreter is built */
__attribute__((noipa)) long interp(const unsigned char *pc, op_fn f)
{
	static const void *const ops[] = { &&op_inc, &&op_call, &&op_end };
	long acc = 0;

	goto *ops[*pc];
op_inc:
	acc++;
	goto *ops[*++pc];
op_call:
	acc = f(acc);
	goto *ops[*++pc];
op_end:
	return acc;
}

/* indirect call with a frame, and an indirect sibcall */
__attribute__((noipa)) long call_op(op_fn f, long x) { return f(x) + 1; }
__attribute__((noipa)) long tail_op(op_fn f, long x) { return f(x); }

/* a jump table that chooses the target of a sibcall */
__attribute__((noipa)) long pick_tail(int x, long v)
{
	op_fn f;

	switch (x) {
	case 0: f = inc; break;
	case 1: f = dbl; break;
	case 2: f = inc; v += 3; break;
	case 3: f = dbl; v -= 2; break;
	case 4: f = dbl; v *= 3; break;
	case 5: f = inc; v ^= 5; break;
	default: return 0;
	}
	return tail_op(f, v);
}

static op_fn volatile confused;

int main(int argc, char **argv)
{
	static const unsigned char prog[] = { 0, 0, 1, 0, 1, 2 };
	long sum = 0;
	int n = argc > 2 ? atoi(argv[2]) : 13;

	if (argc > 1 && argv[1][0] == 'c') {
		confused = (op_fn)(void *)other_type;
		printf("survived %ld\n", call_op(confused, 1));
		return 0;
	}
	for (int i = 0; i < n; i++) {
		op_fn f = i & 1 ? dbl : inc;

		sum = sum * 31 + sw_byte(i, f);
		sum = sum * 31 + sw_wide(i, f);
		sum = sum * 31 + interp(prog, f);
		sum = sum * 31 + call_op(f, i);
		sum = sum * 31 + pick_tail(i % 7, i);
	}
	printf("sum %ld tls %ld\n", sum, tls_acc);
	return 0;
}
