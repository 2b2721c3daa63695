/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Arena allocation and growable strings. Everything kcfi-as allocates for one
 * input file lives in one arena that is freed once at the end, so nothing
 * leaks between runs of the pipeline (unit tests and a fuzzer run many).
 */
#ifndef KCFI_UTIL_H
#define KCFI_UTIL_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

struct arena_chunk;

struct arena {
	struct arena_chunk *head;
	size_t next_chunk;		/* size of the next shared chunk */
};

/* calloc, reallocarray, strdup, strndup, asprintf that never return NULL:
 * out of memory is diag_oom(). */
void *xcalloc(size_t n, size_t size);
void *xreallocarray(void *old, size_t n, size_t size);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);
char *xasprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
char *xvasprintf(const char *fmt, va_list ap) __attribute__((format(printf, 1, 0)));

/* The first of n sorted elements that is not before key (n if all are):
 * the one binary search of every sorted table the tools look up. */
size_t lower_bound(const void *base, size_t n, size_t size, const void *key,
		   bool (*before)(const void *elem, const void *key));

void *arena_alloc(struct arena *a, size_t size);
char *arena_strndup(struct arena *a, const char *s, size_t len);
char *arena_printf(struct arena *a, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void arena_free(struct arena *a);

/* Growable array of pointers-sized elements; elements live in the arena. */
void *arena_grow(struct arena *a, void *old, size_t elem, size_t *cap, size_t need);

/*
 * String -> index map, open addressing with linear probing, slots in the
 * arena (a grown table abandons the old one, as arena_grow does). Keys are
 * not copied: they must live as long as the map.
 */
struct strmap_slot {
	const char *key;		/* NULL: empty */
	size_t hash;
	size_t val;
};

struct strmap {
	struct strmap_slot *slots;
	size_t cap, n;			/* cap: a power of two, or 0 */
	/* 4 * cap bits, bit (hash >> 32) set for each key: most misses are
	 * answered here, from a few kB, not from a slot that a table of tens
	 * of thousands of symbols keeps out of the cache (kcfi-as's parser
	 * asks about every label of a file) */
	uint64_t *filter;
};

/* The value slot for key; *added tells whether key was new (then the caller
 * sets the value, which starts at 0). */
size_t *strmap_slot(struct arena *a, struct strmap *m, const char *key, bool *added);
/* Lookup only; NULL if key is absent. _n: key is [key, key+len). */
const size_t *strmap_get(const struct strmap *m, const char *key);
const size_t *strmap_getn(const struct strmap *m, const char *key, size_t len);

struct strbuf {
	char *buf;
	size_t len, cap;
};

/* Make room for len more bytes and the NUL (by doubling). */
void sb_grow(struct strbuf *sb, size_t len);

/* Inline: checks and preambles are put together from many short pieces,
 * most of them literals whose length the compiler knows. */
static inline void sb_add(struct strbuf *sb, const char *s, size_t len)
{
	if (sb->len + len + 1 > sb->cap)
		sb_grow(sb, len);
	memcpy(sb->buf + sb->len, s, len);
	sb->len += len;
	sb->buf[sb->len] = '\0';
}

static inline void sb_puts(struct strbuf *sb, const char *s)
{
	sb_add(sb, s, strlen(s));
}
/* Make room for len more bytes (and the NUL) without growing again. */
void sb_reserve(struct strbuf *sb, size_t len);
void sb_printf(struct strbuf *sb, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void sb_vprintf(struct strbuf *sb, const char *fmt, va_list ap);
/* v in decimal; printf's cost shows where checks are a large part of a
 * file, and these are the only conversions their text needs. */
void sb_putu(struct strbuf *sb, unsigned long v);
void sb_reset(struct strbuf *sb);
void sb_release(struct strbuf *sb);

static inline bool streq(const char *a, const char *b)
{
	return !strcmp(a, b);
}

#endif
