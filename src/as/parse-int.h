/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What the parser's files share; parse.h is the interface, this is the
 * inside. One pass (parse.c) carries a struct parse_state over the lines;
 * each idea lives in its file and offers the others these functions:
 *   directives.c  what a directive is (its class), by name
 *   sections.c    the current section, and each section's layout in front
 *                 of a label that may come next
 *   symbols.c     the symbols .kcfi_func lines name: bindings, labels
 *   fastpath.c    the line loop, and the lines that need no lexer
 *   slowpath.c    the others: lexed, applied by the statement filter,
 *                 kept if they can matter
 */
#ifndef KCFI_PARSE_INT_H
#define KCFI_PARSE_INT_H

#include <stdint.h>

#include "arch.h"
#include "parse.h"

#define SECTION_STACK_MAX 64
#define NO_STMT SIZE_MAX

/* What a directive does to the parse state, looked up once per directive. */
enum dir_class {
	DIR_BARRIER,		/* emits bytes (data, .cfi_*) or unknown: ends a layout */
	DIR_INERT,		/* no bytes, no state: .loc, .file, .ent */
	DIR_TYPE,		/* .type: no bytes; "@function" starts a function */
	DIR_SYMATTR,		/* .size/.hidden/...: no bytes, names a symbol */
	DIR_TEXT,		/* .text: switch to the section so named */
	DIR_SELF_SECTION,	/* .data/.bss: the same, but they end a layout */
	DIR_SECTION, DIR_PUSHSECTION, DIR_POPSECTION, DIR_PREVIOUS,
	DIR_GLOBL, DIR_WEAK, DIR_LOCAL,
	DIR_ALIGN, DIR_P2ALIGN, DIR_BALIGN,
	DIR_KCFI,		/* .kcfi_*: a marker */
	DIR_SET,		/* defines a symbol: a barrier, looked at for reserved names */
};

/* bit i of by_letter[c]: dir_names[i] starts ".c", so a directive is
 * compared with its few candidates alone. Made per parse: no mutable
 * state outlives asm_parse(). */
struct dir_index {
	uint32_t by_letter[256];
};

/*
 * For each section, what the statements since its last alignment directive
 * or "barrier" say about a label that comes next (see func_layout). Seen
 * from the label backwards the rule is: nops and symbol attributes, then
 * optionally one .LPFE label with only attributes before it, then the
 * alignment directive; anything else ends the walk with no alignment.
 * Kept forwards, so each label costs O(1).
 */
struct layout_state {
	unsigned int align;			/* 1: a barrier came after the last one */
	size_t prefix_label;			/* last .LPFE label since then, or NO_STMT */
	unsigned int nops;			/* since prefix_label, else since align */
	bool broken;				/* nop or .LPFE before prefix_label */
	unsigned int apps;			/* parse_state.apps when last written */
};

/* Where a symbol's label and layout are while statements still move. */
struct sym_pending {
	size_t label, prefix_label;		/* kept-statement indices, or NO_STMT */
	bool thunk;				/* a direct call's target: keep its body */
};

struct parse_state {
	struct arena *a;
	struct diag *d;
	const struct kcfi_arch *arch;
	const struct parse_syntax *syn;
	struct asm_unit *u;
	struct sym_pending *sym;		/* one per u->syms */
	size_t cap_sym;
	struct layout_state *layout;		/* one per section */
	size_t cap_layout;
	unsigned int cur, prev;			/* current and .previous section */
	unsigned int stack[SECTION_STACK_MAX][2];	/* pushed {cur, prev} */
	unsigned int depth;
	bool in_app;
	unsigned int app_line;	/* of the #APP that in_app is inside */
	unsigned int apps;	/* #APP blocks so far: layouts older are unknown */
	bool window;		/* a call marker waits for its instruction */
	unsigned int keep;	/* the next instructions are kept: a thunk's body */
	unsigned int keep_section;	/* ... in this section, its label's */
	bool runtime_next;	/* after a runtime call directive (arch.h): the
				 * next statement is kept, whatever it is, so
				 * marks.c sees what follows the directive */
	bool after_prefix;	/* the last instruction was a prefix ("cs") */
	bool lex_next;		/* one of the above (or a block comment) sends
				 * the next line to the lexer, whatever it is */
	struct lexer lx;
	struct dir_index dirs;
	char stop[8];		/* chars that send a line to the lexer (strcspn) */
	bool sym_char[256];	/* label and mnemonic characters */
	/* bit min(len, 63) of [c]: a symbol of that length starts with c.
	 * Most labels (".L5", ".LFB3") are no symbol, and this answers them
	 * without hashing the name */
	uint64_t sym_shape[256];
	/* bit i: arch->branch_mnemonics[i] starts with the letter / has the
	 * length (16: 16 or more), so a word meets only its few candidates */
	uint64_t branch_first[256], branch_len[17];
};

static inline bool is_blank(int c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\f';
}

/*
 * A plain name at p (name characters, then blanks): its end, p if there is
 * none; *next: the first character after the blanks. The line's terminator
 * ('\n' or the buffer's NUL) ends both scans. Such a name followed by a
 * ',' or the line's end is exactly what the lexer makes the operand.
 */
static inline const char *plain_name(const struct parse_state *ps, const char *p, const char **next)
{
	const char *e, *c;

	for (e = p; ps->sym_char[(unsigned char)*e]; e++)
		;
	for (c = e; is_blank(*c); c++)
		;
	*next = c;
	return e;
}

/* Directive facts, sections and symbols asked about on most lines (by
 * fast_line()): here, so that the compiler can inline them there. */
static inline bool is_binding(enum dir_class c)
{
	return c == DIR_GLOBL || c == DIR_WEAK || c == DIR_LOCAL;
}

/* Bytes between a function's alignment and its label break the layout;
 * these directives emit none into the label's section. */
static inline bool emits_no_bytes(enum dir_class c)
{
	return c == DIR_INERT || c == DIR_SYMATTR || c == DIR_TYPE || c == DIR_TEXT || c == DIR_SECTION || c == DIR_PUSHSECTION ||
	       c == DIR_POPSECTION || c == DIR_PREVIOUS || c == DIR_GLOBL || c == DIR_WEAK ||
	       c == DIR_LOCAL || c == DIR_KCFI;
}

static inline bool is_function_type(const char *p, size_t n)
{
	return n == 9 && (*p == '@' || *p == '%') && !memcmp(p + 1, "function", 8);
}

/* A label's layout cannot be known across inline asm: kcfi-as does not
 * follow its section switches, so its bytes may be in any section, and
 * --verify reads no preamble across it either. */
static inline struct layout_state *layout_at(struct parse_state *ps, unsigned int sec)
{
	struct layout_state *ls = &ps->layout[sec];

	if (ls->apps != ps->apps)
		*ls = (struct layout_state){ .align = 1, .prefix_label = NO_STMT, .apps = ps->apps };
	return ls;
}

/* Bytes or an alignment directive: what comes before no longer matters. */
static inline void layout_barrier(struct parse_state *ps, unsigned int sec, unsigned int align)
{
	ps->layout[sec] = (struct layout_state){ .align = align, .prefix_label = NO_STMT,
						  .apps = ps->apps };
}

static inline void section_switch(struct parse_state *ps, unsigned int to)
{
	ps->prev = ps->cur;
	ps->cur = to;
}

static inline uint64_t shape_bit(size_t len)
{
	return (uint64_t)1 << (len < 63 ? len : 63);
}

static inline struct asm_symbol *symbol_find(struct parse_state *ps, const char *name, size_t len)
{
	const size_t *id;

	if (!(ps->sym_shape[(unsigned char)name[0]] & shape_bit(len)))
		return NULL;
	id = strmap_getn(&ps->u->sym_ids, name, len);
	return id ? &ps->u->syms[*id] : NULL;
}

/* directives.c */
void dir_index_init(struct dir_index *di);
enum dir_class dir_class(const struct dir_index *di, const char *p, size_t n);

/* sections.c */
unsigned int section_id(struct parse_state *ps, const char *name, size_t len);
void section_directive(struct parse_state *ps, enum dir_class c, const char *dir,
		       const char *op, size_t len, unsigned int line);
void parse_section_directive(struct parse_state *ps, const struct asm_stmt *s, enum dir_class c);
unsigned int align_bytes(const struct parse_syntax *syn, const struct asm_stmt *s,
			 enum dir_class c);
void layout_step(const struct parse_syntax *syn, struct layout_state *ls,
		 const struct asm_stmt *s, enum dir_class c, size_t idx);
struct func_layout layout_of(const struct layout_state *ls, size_t *prefix_label);

/* symbols.c */
void want_thunk_label(struct parse_state *ps, const char *name);
void bind_symbol(struct parse_state *ps, enum dir_class c, const char *name, size_t len);
void parse_binding(struct parse_state *ps, const struct asm_stmt *s, enum dir_class c);
void function_starts(struct parse_state *ps, const char *at, const char *name, size_t len);
void collect_func_symbols(struct parse_state *ps, struct lexer *lx, const char *buf, size_t len);
void sym_pending_init(struct parse_state *ps);
void sym_pending_place(struct parse_state *ps);

/* slowpath.c */
void slow_line(struct parse_state *ps, const char *p, const char *le, unsigned int line);

/* fastpath.c */
void fastpath_init(struct parse_state *ps);
unsigned int parse_lines(struct parse_state *ps, const char *buf, size_t len);

#endif
