// SPDX-License-Identifier: GPL-2.0
/* The table of arch backends, nothing else. */
#include "arch.h"

const struct kcfi_arch *const kcfi_arches[] = {
	&kcfi_arch_x86_64,
	NULL,
};

const struct kcfi_arch *kcfi_arch_find(const char *name)
{
	for (const struct kcfi_arch *const *a = kcfi_arches; *a; a++)
		if (streq((*a)->name, name))
			return *a;
	return NULL;
}

const char *kcfi_arch_host(void)
{
#if defined(__x86_64__)
	return "x86_64";
#elif defined(__aarch64__)
	return "aarch64";
#else
	return "unknown";
#endif
}
