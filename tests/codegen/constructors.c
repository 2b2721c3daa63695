// SPDX-License-Identifier: GPL-2.0
/*
 * Constructors and destructors are called through the addresses in
 * .init_array/.fini_array (Linux's do_ctors() through a checked pointer):
 * static ones get a preamble like any address-taken function (clang-19).
 * An ifunc's resolver is address-taken; the ifunc symbol itself has no body.
 */
void note(int);

__attribute__((constructor)) static void static_ctor(void)
{
	note(1);
}

__attribute__((destructor)) static void static_dtor(void)
{
	note(2);
}

__attribute__((constructor(200))) void public_ctor(void)
{
	note(3);
}

static int impl_a(int x)
{
	return x + 1;
}

static int (*resolve_f(void))(int)
{
	return impl_a;
}

int f(int) __attribute__((ifunc("resolve_f")));

int call(int (*p)(int))
{
	return p(3);
}
