/*
 * Contract of kernel patch 0001 (include/linux/compiler-gcc.h): kcfi-gcc's
 * plugin makes __has_attribute(__kcfi_no_sanitize__) true, and a function
 * carrying it makes unchecked indirect calls while other functions' calls
 * stay checked.  The define below is the patch's, verbatim in meaning.
 */
#if __has_attribute(__kcfi_no_sanitize__)
#define __nocfi __attribute__((__kcfi_no_sanitize__))
#else
#error "kcfi-gcc -fsanitize=kcfi must provide __kcfi_no_sanitize__"
#endif

__nocfi void unchecked_call(void (*fn)(int *), int *p)
{
	fn(p);
	__asm__ volatile("" ::: "memory");	/* keep it a call, not a tail call */
}

void checked_call(void (*fn)(int *), int *p)
{
	fn(p);
	__asm__ volatile("" ::: "memory");
}
