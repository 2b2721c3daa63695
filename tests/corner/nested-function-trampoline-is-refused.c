/*
 * Rule: taking the address of a GNU C nested function that uses its
 * parent's frame makes GCC call it through a stack trampoline. Nothing puts
 * a type id in front of the trampoline, so any checked call through that
 * pointer would trap; the plugin refuses it at compile time (Clang has no
 * nested functions). A nested function that needs no static chain is called
 * directly and keeps working, and so does one only called by name.
 */
// ERR-TRAMP: -O2
// RUN-OK: -O2 -DNO_TRAMPOLINE
// OK: kcfi: preamble _ZTSFviE
int apply(void (*f)(int), int n);

int by_name(int n)
{
	int acc = 0;
	void add(int i) { acc += i; }

	add(n);
	return acc;
}

#ifndef NO_TRAMPOLINE
int through_pointer(int n)
{
	int acc = 0;
	// TRAMP: nested-function-trampoline-is-refused.c:[[#@LINE+1]]:{{[0-9]+}}: error: kcfi: the address of nested function {{.+}}add{{.+}} is a stack trampoline without a type id; a checked call through it would trap
	void add(int i) { acc += i; }

	return apply(add, n) + acc;
}
#else
int no_chain(int n)
{
	void noop(int i) { (void)i; }

	return apply(noop, n);
}
#endif
