// SPDX-License-Identifier: GPL-2.0
/* The pass (see parse.h): set up, read the lines (fastpath.c, which hands
 * the lexer's lines to slowpath.c), then fix where the symbols are. */
#include "parse-int.h"

static void parse_init(struct parse_state *ps)
{
	char *stop = ps->stop;

	lex_init(&ps->lx, ps->d, &ps->syn->lex);
	dir_index_init(&ps->dirs);
	for (const char *c = "\n;\"'/"; *c; c++)
		*stop++ = *c;
	if (ps->syn->lex.comment[0] != '/')
		*stop++ = ps->syn->lex.comment[0];
	*stop = '\0';
	fastpath_init(ps);
}

/* Names and operands are C strings: a NUL would silently cut one. */
static bool refuse_nul(struct diag *d, const char *buf, size_t len)
{
	const char *nul = memchr(buf, '\0', len);
	unsigned int line = 0;

	if (!nul)
		return false;
	for (const char *q = buf; (q = memchr(q, '\n', nul - q)); q++)
		line++;
	diag_error(d, line + 1, "NUL byte in the input");
	return true;
}

int asm_parse(struct arena *a, struct diag *d, const struct kcfi_arch *arch,
	      const char *file, const char *buf, size_t len, struct asm_unit *u)
{
	struct parse_state ps = { .a = a, .d = d, .arch = arch, .syn = &arch->syntax, .u = u };

	if (buf[len])
		KCFI_BUG("asm_parse: the buffer must end in a NUL");
	memset(u, 0, sizeof(*u));
	u->file = file;
	u->buf = buf;
	u->len = len;
	if (refuse_nul(d, buf, len))
		return -1;
	parse_init(&ps);
	collect_func_symbols(&ps, &ps.lx, buf, len);
	sym_pending_init(&ps);
	section_id(&ps, ".text", 5);
	u->lx.nlines = parse_lines(&ps, buf, len);
	lex_release(&ps.lx);
	/* GCC closes an asm statement's #APP with the next function or
	 * variable; after the last top-level asm there is none, and the file's
	 * end (.ident, notes, the kcfi header of a unit without functions)
	 * stays inside it, as GNU as allows. */
	sym_pending_place(&ps);
	return d->errors ? -1 : 0;
}
