// SPDX-License-Identifier: GPL-2.0
/* The table of arch backends, the arch-neutral preamble padding rule and
 * the helpers the --verify readers share. */
#include <stdlib.h>
#include <string.h>

#include "arch.h"

#define KCFI_AS_BACKEND(name, machine, triple) &kcfi_arch_##name,
const struct kcfi_arch *const kcfi_arches[] = {
	KCFI_ARCHES(KCFI_AS_BACKEND)
	NULL,
};

const struct kcfi_arch *kcfi_arch_find(const char *name)
{
	for (const struct kcfi_arch *const *a = kcfi_arches; *a; a++)
		if (streq((*a)->name, name))
			return *a;
	return NULL;
}

static bool in_list(const char *const *list, const char *name, size_t n)
{
	for (const char *const *d = list; d && *d; d++)
		if (strlen(*d) == n && !memcmp(name, *d, n))
			return true;
	return false;
}

bool kcfi_arch_runtime_call_directive(const struct kcfi_arch *arch, const char *name, size_t n)
{
	return in_list(arch->runtime_call_directives, name, n);
}

bool kcfi_arch_mode_directive(const struct kcfi_arch *arch, const char *name, size_t n)
{
	return in_list(arch->mode_directives, name, n);
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

void kcfi_line_comment(struct strbuf *sb, size_t line_start, const char *comment)
{
	unsigned int col = 0;

	for (size_t i = line_start; i < sb->len; i++)
		col = sb->buf[i] == '\t' ? (col / 8 + 1) * 8 : col + 1;
	do
		sb_add(sb, " ", 1);
	while (++col < 48);
	sb_puts(sb, comment);
	sb_add(sb, "\n", 1);
}

/*
 * Nops in front of the id so that fn keeps the alignment GCC gave __cfi_fn
 * (seed 003's rule): PAD = -(id + M prefix nops) mod align, in nops. For
 * align <= 16 this is Clang 19's layout (11 nops at 16); above 16 Clang pads
 * only to 16 and loses fn's alignment, while this keeps it, as Linux's own
 * assembly preambles do (FUNCTION_PADDING_CFI 27 for 32, 59 for 64).
 */
unsigned int kcfi_preamble_pad_nops(const struct kcfi_arch *arch, const struct asm_func *fn)
{
	unsigned int align = fn->layout.align ? fn->layout.align : 1;
	unsigned int before_fn = arch->id_insn_bytes + fn->prefix_nops * arch->nop_bytes;

	return (align - before_fn % align) % align / arch->nop_bytes;
}

bool verify_is_insn(const struct asm_stmt *s, const char *name, unsigned int nops)
{
	return s->kind == STMT_INSN && streq(s->name, name) && s->nops == nops;
}

bool verify_sb_is(const struct strbuf *sb, const char *s)
{
	return sb->len && streq(sb->buf, s);
}

bool verify_is_label(const struct asm_stmt *s, const struct strbuf *name)
{
	return s->kind == STMT_LABEL && verify_sb_is(name, s->name);
}

bool verify_num(const char *s, uint64_t max, uint64_t *v)
{
	char *end;

	if (*s < '0' || *s > '9')
		return false;
	*v = strtoull(s, &end, 0);
	return !*end && *v <= max;
}

void verify_set(struct strbuf *sb, const char *s, size_t n)
{
	sb_reset(sb);
	sb_add(sb, s, n);
}
