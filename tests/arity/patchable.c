/*
 * -fpatchable-function-entry=N,M with -fsanitize-kcfi-arity: the M prefix
 * nops stand after the id's movl, whose register still names the arity.
 * Format: counts.c.
 */
// FLAGS -fpatchable-function-entry=4,2
// READ p0 0
void p0(void) {}
// READ p2 2
long p2(long a, long b) { return a ^ b; }
// READ p6 6
long p6(long a, long b, long c, long d, long e, long f) { return a + b + c + d + e + f; }
// READ pstack 7
long pstack(long a, long b, long c, long d, long e, long f, long g) { return g; }
// READ punused 3
long punused(long a, long b, long c) { return c; }
// OURS-O1,O2,O3,Os punused 3
