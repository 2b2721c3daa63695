// SPDX-License-Identifier: GPL-2.0
/*
 * Runtime probe for the clang22 tier (qemu-user on the cross arches): two
 * functions of one prototype, one salted. "ok" calls each through a pointer
 * of its own class; "salted-ptr" calls the unsalted one through the salted
 * pointer type and "unsalted-ptr" the salted one through a plain pointer:
 * both must stop at the check's trap before entering the target.
 */
#include <stdio.h>
#include <string.h>

#ifdef __clang__
#define NOIPA __attribute__((noinline))
#else
#define NOIPA __attribute__((noipa))
#endif

typedef int (*salted_fn)(int) __attribute__((cfi_salt("rt")));
typedef int (*plain_fn)(int);

__attribute__((cfi_salt("rt"))) NOIPA int salted(int x) { return x + 1; }
NOIPA int unsalted(int x) { return x + 2; }

/* external and not inlined: the calls stay indirect */
NOIPA int call_salted(salted_fn f, int x) { return f(x) + 10; }
NOIPA int call_plain(plain_fn f, int x) { return f(x) + 20; }

int main(int argc, char **argv)
{
	const char *mode = argc > 1 ? argv[1] : "ok";

	if (!strcmp(mode, "ok"))
		printf("ok %d %d\n", call_salted(salted, 1), call_plain(unsalted, 1));
	else if (!strcmp(mode, "salted-ptr"))
		printf("entered %d\n", call_salted((salted_fn)unsalted, 1));
	else if (!strcmp(mode, "unsalted-ptr"))
		printf("entered %d\n", call_plain((plain_fn)salted, 1));
	else
		return 2;
	return 0;
}
