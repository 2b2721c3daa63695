// SPDX-License-Identifier: GPL-2.0
/* kcfi-check's recognition backends: the table, nothing else. */
#include <string.h>

#include "check-arch.h"

static const struct kcfi_check_arch *const kcfi_check_arches[] = {
	&kcfi_check_x86_64,
	&kcfi_check_aarch64,
	NULL,
};

const struct kcfi_check_arch *kcfi_check_arch_find(const char *name)
{
	for (unsigned int i = 0; kcfi_check_arches[i]; i++)
		if (!strcmp(kcfi_check_arches[i]->name, name))
			return kcfi_check_arches[i];
	return NULL;
}

const struct kcfi_check_arch *kcfi_check_arch_for_machine(unsigned int elf_machine)
{
	for (unsigned int i = 0; kcfi_check_arches[i]; i++)
		if (kcfi_check_arches[i]->elf_machine == elf_machine)
			return kcfi_check_arches[i];
	return NULL;
}
