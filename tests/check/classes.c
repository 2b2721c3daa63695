/*
 * kcfi-check --classes, counted by hand. Every function has external
 * linkage, so each has a preamble; a site is one check (calls and tail
 * jumps alike). Ids of the first four types: kcfi-abi.md's table.
 *
 *   type                        id          targets              sites
 *   int (void)     _ZTSFivE     0x36b1c5a6  one two three  (3)   call_int 1, call_int_twice 2 (3)
 *   void (void)    _ZTSFvvE     0xa540670c  tick = tock    (1)   call_void 1
 *   void (int)     _ZTSFviE     0x019c0cac  none           (0)   call_vi 2
 *   bool (const void *) _ZTSFbPKvE 0x77e76b61 is_set       (1)   none
 *   int (int (*)(void))         _ZTSFiPFivEE  call_int call_int_twice (2), none
 *   void (void (*)(void))       _ZTSFvPFvvEE  call_void (1), none
 *   void (void (*)(int), int)   _ZTSFvPFviEiE call_vi (1), none
 *
 * 7 ids, 9 targets, 6 sites; surface 3*3 + 1*1 = 10. -DVARIANT (the
 * side-by-side case) drops is_set and adds sink, a void (int) target, and
 * say, void (const char *, ...) = _ZTSFvPKczE = 0xce2ca9d7, with no site.
 */
volatile int counter;

int one(void) { return 1; }
int two(void) { return counter + 2; }
int three(void) { return counter * 3; }
void tick(void) { counter++; }
/* one function under two names: one target (arm64 reads its preamble twice) */
void tock(void) __attribute__((alias("tick")));
#ifndef VARIANT
_Bool is_set(const void *p) { return p != 0; }
#else
void sink(int x) { counter = x; }
void say(const char *fmt, ...) { counter = fmt[0]; }
#endif

int call_int(int (*f)(void)) { return f(); }
int call_int_twice(int (*f)(void)) { return f() * f(); }
void call_void(void (*f)(void)) { f(); }
void call_vi(void (*f)(int), int x) { f(x); f(x + 1); }
