// SPDX-License-Identifier: GPL-2.0
/*
 * "@file" response files, expanded the way gcc's driver does (libiberty
 * expandargv + buildargv): words split on whitespace; '...' and "..." quote;
 * a backslash takes the next character literally, inside quotes too; a file's
 * words may name further @files; an @file that cannot be read stays a word.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "diag.h"

/* libiberty gives up at this many expansions (a file including itself). */
#define RSP_MAX_EXPANSIONS 2000

struct rsp_vec {
	char **v;
	int nr, alloc;
};

static int rsp_push(struct rsp_vec *vec, char *s)
{
	if (!s)
		return -1;
	if (vec->nr + 1 >= vec->alloc) {
		int n = vec->alloc ? vec->alloc * 2 : 64;
		char **p = realloc(vec->v, n * sizeof(*p));

		if (!p) {
			free(s);
			return -1;
		}
		vec->v = p;
		vec->alloc = n;
	}
	vec->v[vec->nr++] = s;
	vec->v[vec->nr] = NULL;
	return 0;
}

static char *rsp_read(const char *path)
{
	FILE *f = fopen(path, "r");
	char *buf = NULL;
	size_t len = 0, alloc = 0, n;

	if (!f)
		return NULL;
	for (;;) {
		if (alloc - len < 4096) {
			char *p = realloc(buf, alloc + 8192);

			if (!p)		/* not "unreadable": that keeps "@file" */
				diag_oom();
			buf = p;
			alloc += 8192;
		}
		n = fread(buf + len, 1, alloc - len - 1, f);
		len += n;
		if (n == 0)
			break;
	}
	if (ferror(f) || !buf) {
		free(buf);
		buf = NULL;
	} else {
		buf[len] = '\0';
	}
	fclose(f);
	return buf;
}

/* Split one file's text into words, appended to vec. */
static int rsp_split(const char *s, struct rsp_vec *vec)
{
	char *word = malloc(strlen(s) + 1), *w;
	char quote = 0;

	if (!word)
		return -1;
	while (*s) {
		while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r' ||
		       *s == '\f' || *s == '\v')
			s++;
		if (!*s)
			break;
		for (w = word; *s; s++) {
			if (*s == '\\' && s[1]) {
				*w++ = *++s;
			} else if (quote) {
				if (*s == quote)
					quote = 0;
				else
					*w++ = *s;
			} else if (*s == '\'' || *s == '"') {
				quote = *s;
			} else if (*s == ' ' || *s == '\t' || *s == '\n' ||
				   *s == '\r' || *s == '\f' || *s == '\v') {
				break;
			} else {
				*w++ = *s;
			}
		}
		*w = '\0';
		if (rsp_push(vec, strdup(word))) {
			free(word);
			return -1;
		}
	}
	free(word);
	return 0;
}

void args_free_argv(int argc, char **argv)
{
	int i;

	for (i = 0; i < argc; i++)
		free(argv[i]);
	free(argv);
}

/* Words are expanded in place, so nested files keep their position. */
int args_expand_rsp(int argc, char **argv, int *out_argc, char ***out_argv,
		    const char **err)
{
	struct rsp_vec vec = { 0 }, sub;
	int i, expansions = 0;

	for (i = 0; i < argc; i++)
		if (rsp_push(&vec, strdup(argv[i])))
			goto oom;
	for (i = 1; i < vec.nr; i++) {
		char *text;

		if (vec.v[i][0] != '@')
			continue;
		text = rsp_read(vec.v[i] + 1);
		if (!text)
			continue;	/* gcc passes an unreadable @file on as a word */
		if (++expansions > RSP_MAX_EXPANSIONS) {
			free(text);
			*err = "too many response files (a file includes itself?)";
			goto fail;
		}
		memset(&sub, 0, sizeof(sub));
		if (rsp_split(text, &sub)) {
			free(text);
			args_free_argv(sub.nr, sub.v);
			goto oom;
		}
		free(text);
		if (vec.nr + sub.nr + 1 > vec.alloc) {
			char **p = realloc(vec.v, (vec.nr + sub.nr + 1) * sizeof(*p));

			if (!p) {
				args_free_argv(sub.nr, sub.v);
				goto oom;
			}
			vec.v = p;
			vec.alloc = vec.nr + sub.nr + 1;
		}
		free(vec.v[i]);
		memmove(&vec.v[i + sub.nr], &vec.v[i + 1], (vec.nr - i) * sizeof(char *));
		if (sub.nr)
			memcpy(&vec.v[i], sub.v, sub.nr * sizeof(char *));
		vec.nr += sub.nr - 1;
		free(sub.v);
		i--;	/* rescan: the first new word may itself be an @file */
	}
	*out_argc = vec.nr;
	*out_argv = vec.v;
	return 0;
oom:
	diag_oom();
fail:
	args_free_argv(vec.nr, vec.v);
	return -1;
}
