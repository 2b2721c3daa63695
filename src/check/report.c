// SPDX-License-Identifier: GPL-2.0
/*
 * kcfi-check's report lines about a place in a file, in every tool's
 * diagnostic form (docs/diagnostics.md). Apart from kcfi-check.c so the
 * modules that find things (scan.c, preamble.c, dwarf.c)
 * depend on this, not on the main that calls them.
 */
#include <stdarg.h>

#include "check.h"

const char *chk_where(const struct chk_ctx *c, struct chk_loc loc, struct strbuf *sb)
{
	const struct chk_section *s = &c->elf.secs[loc.shndx];
	const struct chk_sym *fn = chk_elf_func_at(&c->elf, loc.shndx, loc.addr);

	sb_reset(sb);
	if (fn)
		sb_printf(sb, "%s+0x%llx (%s+0x%llx)", s->name,
			  (unsigned long long)(loc.addr - s->shdr.sh_addr), fn->name,
			  (unsigned long long)(loc.addr - fn->value));
	else
		sb_printf(sb, "%s+0x%llx", s->name,
			  (unsigned long long)(loc.addr - s->shdr.sh_addr));
	return sb->buf;
}

/* "FILE: LOC", a diagnostic's WHERE. */
static void chk_where_file(const struct chk_ctx *c, struct chk_loc loc, struct strbuf *sb)
{
	struct strbuf at = { 0 };

	sb_printf(sb, "%s: %s", c->elf.path, chk_where(c, loc, &at));
	sb_release(&at);
}

void chk_error(struct chk_ctx *c, struct chk_loc loc, const char *fmt, ...)
{
	struct strbuf where = { 0 };
	va_list ap;

	c->n.errors++;
	chk_where_file(c, loc, &where);
	va_start(ap, fmt);
	diag_vline(c->out, where.buf, 0, "error", fmt, ap);
	va_end(ap);
	sb_release(&where);
}

void chk_warning(struct chk_ctx *c, struct chk_loc loc, const char *kind, const char *fmt, ...)
{
	struct strbuf where = { 0 };
	va_list ap;

	chk_where_file(c, loc, &where);
	va_start(ap, fmt);
	diag_vformat(&c->warnings, where.buf, 0, kind, fmt, ap);
	va_end(ap);
	sb_release(&where);
}

void chk_file_error(struct chk_ctx *c, const char *what, const char *fmt, ...)
{
	struct strbuf where = { 0 };
	va_list ap;

	c->n.errors++;
	sb_puts(&where, c->elf.path);
	if (what)
		sb_printf(&where, ": %s", what);
	va_start(ap, fmt);
	diag_vline(c->out, where.buf, 0, "error", fmt, ap);
	va_end(ap);
	sb_release(&where);
}
