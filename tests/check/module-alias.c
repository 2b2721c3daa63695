/* A module's entry points as Linux's module_init() makes them: init_module
 * is a global alias of the static init function, and the kernel calls it
 * through a pointer.  The preamble may be named after the alias (clang-19's
 * __cfi_init_module; on arm64 the word precedes both names), which DWARF
 * does not know: kcfi-check --dwarf finds the body's definition by place. */
static int my_init(void)
{
	return 0;
}

int init_module(void) __attribute__((alias("my_init")));
