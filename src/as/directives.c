// SPDX-License-Identifier: GPL-2.0
/* Directive classes: what a directive does to the parse state, by name. */
#include "kcfi-markers.h"
#include "parse-int.h"

static const struct dir_name {
	const char *name;
	unsigned char len, cls;
} dir_names[] = {
#define D(n, c) { n, sizeof(n) - 1, c }
	D(".loc", DIR_INERT), D(".file", DIR_INERT), D(".type", DIR_TYPE),
	D(".size", DIR_SYMATTR), D(".hidden", DIR_SYMATTR), D(".protected", DIR_SYMATTR),
	D(".internal", DIR_SYMATTR), D(".ent", DIR_INERT),
	D(".text", DIR_TEXT), D(".data", DIR_SELF_SECTION), D(".bss", DIR_SELF_SECTION),
	D(".section", DIR_SECTION), D(".pushsection", DIR_PUSHSECTION),
	D(".popsection", DIR_POPSECTION), D(".previous", DIR_PREVIOUS),
	D(".globl", DIR_GLOBL), D(".global", DIR_GLOBL), D(".weak", DIR_WEAK),
	D(".local", DIR_LOCAL), D(".align", DIR_ALIGN), D(".p2align", DIR_P2ALIGN),
	D(".balign", DIR_BALIGN), D(".set", DIR_SET), D(".equ", DIR_SET), D(".equiv", DIR_SET),
	D(".eqv", DIR_SET), D(".comm", DIR_SET), D(".lcomm", DIR_SET),
#undef D
};
_Static_assert(sizeof(dir_names) / sizeof(dir_names[0]) <= 32, "dir_class()'s masks are 32 bits");

void dir_index_init(struct dir_index *di)
{
	memset(di, 0, sizeof(*di));
	for (size_t i = 0; i < sizeof(dir_names) / sizeof(dir_names[0]); i++)
		di->by_letter[(unsigned char)dir_names[i].name[1]] |= (uint32_t)1 << i;
}

/* The class of the directive named [p, p+n), p[0] == '.'. Most directives
 * of a file are none of the table's (.uleb128, .byte, .cfi_*): the first
 * letter and the length turn them away before any compare. */
enum dir_class dir_class(const struct dir_index *di, const char *p, size_t n)
{
	if (n < 2)
		return DIR_BARRIER;
	if (n >= KCFI_MARKER_PREFIX_LEN && !memcmp(p, KCFI_MARKER_PREFIX, KCFI_MARKER_PREFIX_LEN))
		return DIR_KCFI;
	for (uint32_t m = di->by_letter[(unsigned char)p[1]]; m; m &= m - 1) {
		const struct dir_name *d = &dir_names[__builtin_ctz(m)];

		if (d->len == n && !memcmp(d->name, p, n))
			return d->cls;
	}
	return DIR_BARRIER;
}

