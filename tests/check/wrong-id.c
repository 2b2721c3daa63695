/* void f(int) is _ZTSFviE = 0x019c0cac (kcfi-abi.md 1.9); the test
 * rewrites the preamble's movl to another id. */
void (*keep)(int);
void wrong_id(int x) { keep = wrong_id; (void)x; }
