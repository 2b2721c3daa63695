// SPDX-License-Identifier: GPL-2.0
/* Arena and string buffer helpers (see util.h). Allocation failure is fatal. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <xxhash.h>

#include "diag.h"
#include "util.h"

struct arena_chunk {
	struct arena_chunk *next;
	size_t used, size;
	size_t map_len;		/* every chunk is mapped (map_chunk): its length */
	max_align_t data[];
};

/* A block larger than this gets a chunk of its own. */
#define ARENA_CHUNK (64 * 1024)
#define HUGE_PAGE ((size_t)2 << 20)
/* Shared chunks: 2 MB, then 4 and 8 MB. A small unit touches a few 4 kB
 * pages of the first; the later ones, a big unit's, are in 2 MB pages. */
#define ARENA_CHUNK_MAX (8 << 20)

/* Big buffers in 2 MB pages where the kernel allows (THP "madvise"): a
 * page fault per 2 MB instead of per 4 kB, a third of kcfi-as's system
 * time on a 30 MB file. Only advice: a refusal changes nothing. */
static void huge_pages(void *buf, size_t len)
{
	const uintptr_t huge = (uintptr_t)2 << 20;
	uintptr_t start = ((uintptr_t)buf + huge - 1) & ~(huge - 1);

	if (len >= 2 * huge && start < (uintptr_t)buf + len)
		madvise((void *)start, (uintptr_t)buf + len - start, MADV_HUGEPAGE);
}

/*
 * Every chunk is mapped, not malloc'd: fresh pages are zero, so nothing
 * needs a memset. A chunk is room bytes of address space (reserved only,
 * 2 MB aligned, rounded up to 2 MB), old's moved and grown if given: a
 * block of its own gets four times its size, so a growing statement or
 * marker array grows in place (realloc copied it and touched every page
 * twice); beyond its room, mremap() moves page tables, not bytes. huge:
 * 2 MB pages, each touched once, for a block big enough to fill them.
 */
static struct arena_chunk *map_chunk(struct arena_chunk *old, size_t room, bool huge)
{
	size_t len = (sizeof(*old) + room + HUGE_PAGE - 1) / HUGE_PAGE * HUGE_PAGE;
	char *p;
	struct arena_chunk *c;

	if (old) {
		p = mremap(old, old->map_len, len, MREMAP_MAYMOVE);
	} else {
		p = mmap(NULL, len + HUGE_PAGE, PROT_READ | PROT_WRITE,
			 MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
		if (p != MAP_FAILED) {
			char *q = (char *)(((uintptr_t)p + HUGE_PAGE - 1) & ~(uintptr_t)(HUGE_PAGE - 1));

			if (q > p)
				munmap(p, q - p);
			munmap(q + len, p + HUGE_PAGE - q);
			p = q;
		}
	}
	if (p == MAP_FAILED)
		diag_oom();
	/* the whole mapping, not its aligned middle (huge_pages): mremap()
	 * wants one VMA, and a partial madvise() splits it in three */
	if (huge)
		madvise(p, len, MADV_HUGEPAGE);
	c = (struct arena_chunk *)p;
	c->map_len = len;
	c->used = c->size = len - sizeof(*c);
	return c;
}

static void *xmalloc(size_t size)
{
	void *p = malloc(size);

	if (!p)
		diag_oom();
	return p;
}

void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n, size);

	if (!p)
		diag_oom();
	huge_pages(p, n * size);
	return p;
}

char *xstrdup(const char *s)
{
	char *p = strdup(s);

	if (!p)
		diag_oom();
	return p;
}

char *xstrndup(const char *s, size_t n)
{
	char *p = strndup(s, n);

	if (!p)
		diag_oom();
	return p;
}

void *xreallocarray(void *old, size_t n, size_t size)
{
	void *p = reallocarray(old, n, size);

	if (!p)
		diag_oom();
	return p;
}

char *xvasprintf(const char *fmt, va_list ap)
{
	char *p;

	if (vasprintf(&p, fmt, ap) < 0)
		diag_oom();
	return p;
}

char *xasprintf(const char *fmt, ...)
{
	va_list ap;
	char *p;

	va_start(ap, fmt);
	p = xvasprintf(fmt, ap);
	va_end(ap);
	return p;
}

size_t lower_bound(const void *base, size_t n, size_t size, const void *key,
		   bool (*before)(const void *elem, const void *key))
{
	size_t lo = 0, hi = n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (before((const char *)base + mid * size, key))
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

void *arena_alloc(struct arena *a, size_t size)
{
	struct arena_chunk *c = a->head;
	size_t align = sizeof(max_align_t);
	void *p;

	size = (size + align - 1) / align * align;
	if (size > ARENA_CHUNK) {
		/* a chunk of its own, which arena_grow may resize in place; it
		 * goes behind the head, whose free space stays in use */
		c = map_chunk(NULL, 4 * size, size >= HUGE_PAGE / 2);
		c->next = a->head ? a->head->next : NULL;
		if (a->head)
			a->head->next = c;
		else
			a->head = c;
		return c->data;
	}
	if (!c || c->size - c->used < size) {
		size_t want = a->next_chunk ? a->next_chunk : HUGE_PAGE;

		a->next_chunk = want < ARENA_CHUNK_MAX ? want * 2 : want;
		c = map_chunk(NULL, want, want > HUGE_PAGE);
		c->next = a->head;
		c->used = 0;
		a->head = c;
	}
	/* every chunk is fresh mapped memory, and an arena never hands out
	 * the same bytes twice: they are still zero */
	p = (char *)c->data + c->used;
	c->used += size;
	return p;
}

char *arena_strndup(struct arena *a, const char *s, size_t len)
{
	char *p = arena_alloc(a, len + 1);

	memcpy(p, s, len);
	p[len] = '\0';
	return p;
}

char *arena_printf(struct arena *a, const char *fmt, ...)
{
	struct strbuf sb = { 0 };
	va_list ap;
	char *p;

	va_start(ap, fmt);
	sb_vprintf(&sb, fmt, ap);
	va_end(ap);
	p = arena_strndup(a, sb.buf, sb.len);
	sb_release(&sb);
	return p;
}

void arena_free(struct arena *a)
{
	while (a->head) {
		struct arena_chunk *next = a->head->next;

		munmap(a->head, a->head->map_len);
		a->head = next;
	}
	a->next_chunk = 0;
}


/* A block larger than a chunk has a chunk of its own (arena_alloc), which
 * grows in place with mremap, so big arrays cost no copies to abandon.
 * Smaller ones move to a fresh block and the old one is abandoned until
 * arena_free() (amortised doubling keeps that waste bounded). */
void *arena_grow(struct arena *a, void *old, size_t elem, size_t *cap, size_t need)
{
	size_t align = sizeof(max_align_t);
	size_t old_bytes = (*cap * elem + align - 1) / align * align;
	size_t ncap = *cap ? *cap : 16;
	void *p;

	if (need <= *cap)
		return old;
	while (ncap < need)
		ncap *= 2;
	if (old && old_bytes > ARENA_CHUNK) {
		/* in place, 1.5x is enough: there is no copy to amortise */
		ncap = *cap + *cap / 2 > need ? *cap + *cap / 2 : need;
		for (struct arena_chunk **pp = &a->head; *pp; pp = &(*pp)->next) {
			struct arena_chunk *c = *pp;

			if ((void *)c->data != old)
				continue;
			if (ncap * elem > c->size)
				c = map_chunk(c, 4 * ncap * elem, true);
			*pp = c;
			/* what the pages hold beyond ncap is spare, zero room */
			*cap = c->size / elem;
			return c->data;
		}
	}
	p = arena_alloc(a, ncap * elem);
	if (old)
		memcpy(p, old, *cap * elem);
	*cap = ncap;
	return p;
}

static struct strmap_slot *strmap_probe(const struct strmap *m, const char *key,
					size_t h)
{
	size_t mask = m->cap - 1;

	for (size_t i = h & mask;; i = (i + 1) & mask) {
		struct strmap_slot *sl = &m->slots[i];

		if (!sl->key || (sl->hash == h && streq(sl->key, key)))
			return sl;
	}
}

/* The filter bit of hash h in a map of cap slots. */
static size_t filter_bit(size_t cap, size_t h)
{
	return (h >> 32) & (4 * cap - 1);
}

static bool filter_has(const struct strmap *m, size_t h)
{
	size_t b = filter_bit(m->cap, h);

	return m->filter[b / 64] >> (b % 64) & 1;
}

static void filter_add(struct strmap *m, size_t h)
{
	size_t b = filter_bit(m->cap, h);

	m->filter[b / 64] |= (uint64_t)1 << (b % 64);
}

const size_t *strmap_get(const struct strmap *m, const char *key)
{
	return strmap_getn(m, key, strlen(key));
}

const size_t *strmap_getn(const struct strmap *m, const char *key, size_t len)
{
	size_t h, mask = m->cap - 1;

	if (!m->cap)
		return NULL;
	h = XXH3_64bits(key, len);
	if (!filter_has(m, h))
		return NULL;
	for (size_t i = h & mask;; i = (i + 1) & mask) {
		const struct strmap_slot *sl = &m->slots[i];

		if (!sl->key)
			return NULL;
		if (sl->hash == h && !strncmp(sl->key, key, len) && !sl->key[len])
			return &sl->val;
	}
}

size_t *strmap_slot(struct arena *a, struct strmap *m, const char *key, bool *added)
{
	size_t h = XXH3_64bits(key, strlen(key));
	struct strmap_slot *sl;

	/* at most half full keeps probe sequences short */
	if (2 * (m->n + 1) > m->cap) {
		struct strmap old = *m;

		m->cap = old.cap ? 2 * old.cap : 64;
		m->slots = arena_alloc(a, m->cap * sizeof(*m->slots));
		m->filter = arena_alloc(a, 4 * m->cap / 8);
		for (size_t i = 0; i < old.cap; i++) {
			if (old.slots[i].key) {
				*strmap_probe(m, old.slots[i].key, old.slots[i].hash) = old.slots[i];
				filter_add(m, old.slots[i].hash);
			}
		}
	}
	sl = strmap_probe(m, key, h);
	*added = !sl->key;
	if (*added) {
		sl->key = key;
		sl->hash = h;
		sl->val = 0;
		m->n++;
		filter_add(m, h);
	}
	return &sl->val;
}

void sb_reserve(struct strbuf *sb, size_t len)
{
	char *p;

	if (sb->len + len + 1 <= sb->cap)
		return;
	p = realloc(sb->buf, sb->len + len + 1);
	if (!p)
		diag_oom();
	huge_pages(p, sb->len + len + 1);
	sb->buf = p;
	sb->cap = sb->len + len + 1;
	sb->buf[sb->len] = '\0';
}

void sb_grow(struct strbuf *sb, size_t len)
{
	size_t ncap = sb->cap ? sb->cap * 2 : 256;
	char *p;

	while (ncap < sb->len + len + 1)
		ncap *= 2;
	p = realloc(sb->buf, ncap);
	if (!p)
		diag_oom();
	huge_pages(p, ncap);
	sb->buf = p;
	sb->cap = ncap;
}

void sb_vprintf(struct strbuf *sb, const char *fmt, va_list ap)
{
	char small[256];
	va_list ap2;
	int n;

	va_copy(ap2, ap);
	n = vsnprintf(small, sizeof(small), fmt, ap2);
	va_end(ap2);
	if (n < 0)
		return;
	if ((size_t)n < sizeof(small)) {
		sb_add(sb, small, n);
		return;
	}
	{
		char *big = xmalloc(n + 1);

		vsnprintf(big, n + 1, fmt, ap);
		sb_add(sb, big, n);
		free(big);
	}
}

void sb_printf(struct strbuf *sb, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	sb_vprintf(sb, fmt, ap);
	va_end(ap);
}

void sb_putu(struct strbuf *sb, unsigned long v)
{
	char digits[24], *p = digits + sizeof(digits);

	do
		*--p = '0' + v % 10;
	while (v /= 10);
	sb_add(sb, p, digits + sizeof(digits) - p);
}

void sb_reset(struct strbuf *sb)
{
	sb->len = 0;
	if (sb->buf)
		sb->buf[0] = '\0';
}

void sb_release(struct strbuf *sb)
{
	free(sb->buf);
	sb->buf = NULL;
	sb->len = sb->cap = 0;
}
