// SPDX-License-Identifier: GPL-2.0
/* kcfi-check's recognition backends: the arch table's rows, nothing else. */
#include <string.h>

#include "arch.h"

static const struct {
	const struct kcfi_check_arch *arch;
	unsigned int machine;
} kcfi_check_arches[] = {
#define KCFI_CHECK_BACKEND(name, machine, triple) { &kcfi_check_##name, machine },
	KCFI_ARCHES(KCFI_CHECK_BACKEND)
};

#define NARCHES (sizeof(kcfi_check_arches) / sizeof(kcfi_check_arches[0]))

const struct kcfi_check_arch *kcfi_check_arch_find(const char *name)
{
	for (unsigned int i = 0; i < NARCHES; i++)
		if (!strcmp(kcfi_check_arches[i].arch->name, name))
			return kcfi_check_arches[i].arch;
	return NULL;
}

const struct kcfi_check_arch *kcfi_check_arch_for_machine(unsigned int elf_machine)
{
	for (unsigned int i = 0; i < NARCHES; i++)
		if (kcfi_check_arches[i].machine == elf_machine)
			return kcfi_check_arches[i].arch;
	return NULL;
}

unsigned int kcfi_check_arch_machine(const struct kcfi_check_arch *arch)
{
	for (unsigned int i = 0; i < NARCHES; i++)
		if (kcfi_check_arches[i].arch == arch)
			return kcfi_check_arches[i].machine;
	return EM_NONE;
}
