/* The instrumented -S of this file, diffed against plain gcc -S, may show
 * only KCFI lines (tests/asm/<arch>/review-diff-shows-only-kcfi-lines.sh).
 * Calls through a register, through memory, through a RIP-relative global,
 * a sibcall, a jump table and user inline asm right next to a marked call. */
struct ops {
	int (*get)(int);
	void (*put)(int, int);
};

int (*hook)(int);

int via_global(int x)
{
	return hook(x) + 1;
}

int via_memory(struct ops *o, int x)
{
	o->put(x, 1);
	return 3;
}

int via_register(int (*f)(int), int x)
{
	int y = f(x);

	return f(y) + y;
}

int sibcall(struct ops *o, int x)
{
	return o->get(x);
}

/* 20 cases: a jump table on both arches (arm64's threshold is higher) */
int jump_table(int k, int x)
{
	switch (k) {
	case 0: return x * 5 + 1;
	case 1: return x * 8 + 8;
	case 2: return x * 11 + 15;
	case 3: return x * 14 + 22;
	case 4: return x * 17 + 29;
	case 5: return x * 20 + 36;
	case 6: return x * 23 + 43;
	case 7: return x * 26 + 50;
	case 8: return x * 29 + 57;
	case 9: return x * 32 + 64;
	case 10: return x * 35 + 71;
	case 11: return x * 38 + 78;
	case 12: return x * 41 + 85;
	case 13: return x * 44 + 92;
	case 14: return x * 47 + 99;
	case 15: return x * 50 + 106;
	case 16: return x * 53 + 113;
	case 17: return x * 56 + 120;
	case 18: return x * 59 + 127;
	case 19: return x * 62 + 134;
	default: return 0;
	}
}

int asm_next_to_call(int x)
{
	int r;

	__asm__ volatile("# the user's own inline asm" ::: "memory");
	r = hook(x);
	__asm__ volatile("nop");
	return r;
}
