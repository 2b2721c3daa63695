// SPDX-License-Identifier: GPL-2.0
/*
 * kcfi-gcc --version / -v: gcc's own answer, then one line naming every part
 * that decides what kcfi-gcc emits, each with a hash of its bytes. ccache's
 * compiler_check (docs/kcfi-gcc.md) and distcc users compare this line, so a
 * rebuilt plugin, kcfi-as or wrapper invalidates cached objects, and two
 * build nodes with different parts are told apart.
 * -print-kcfi-identity / -fkcfi-identity=: the same parts as one token that
 * names no path, so nodes that install kcfi-gcc in different places agree.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <xxhash.h>

#include "diag.h"
#include "kcfi-gcc.h"

/* XXH64 of a file's bytes in *out; false (errno set) if it cannot be read. */
static bool kg_hash_file(const char *path, unsigned long long *out)
{
	XXH64_state_t *st = XXH64_createState();
	char buf[1 << 16];
	ssize_t n;
	int fd;
	bool ok;

	if (!st)
		diag_oom();
	fd = open(path, O_RDONLY | O_CLOEXEC);
	ok = fd >= 0 && XXH64_reset(st, 0) == XXH_OK;

	while (ok && (n = read(fd, buf, sizeof(buf))) != 0) {
		if (n < 0 && errno == EINTR)
			continue;
		ok = n > 0 && XXH64_update(st, buf, (size_t)n) == XXH_OK;
	}
	if (ok)
		*out = XXH64_digest(st);
	if (fd >= 0)
		close(fd);
	XXH64_freeState(st);
	return ok;
}

static int kg_print_part(FILE *f, const char *what, const char *path)
{
	char *real = realpath(path, NULL);
	unsigned long long h;

	if (!real || !kg_hash_file(real, &h)) {
		diag_line(stderr, NULL, "error", "%s %s: %s", what, path, strerror(errno));
		free(real);
		return KCFI_EXIT_ERROR;
	}
	fprintf(f, ", %s %s xxh64:%016llx", what, real, h);
	free(real);
	return KCFI_EXIT_OK;
}

/* The line after gcc's: stdout for --version, stderr for -v (as gcc does). */
int kg_identify(struct kg_ctx *kc, FILE *f)
{
	fprintf(f, "kcfi-gcc: target %s (kcfi-as --arch=%s), gcc %s (GCC %d)", kc->machine,
		kc->arch, kc->real_cc, kc->gcc_major);
	if (kg_print_part(f, "plugin", kc->plugin) || kg_print_part(f, "kcfi-as", kc->kcfi_as) ||
	    kg_print_part(f, "kcfi-gcc", "/proc/self/exe"))
		return KCFI_EXIT_ERROR;
	fputc('\n', f);
	return fflush(f) ? KCFI_EXIT_ERROR : KCFI_EXIT_OK;
}

/*
 * The identity token: XXH64 over the target and the parts' hashes (not their
 * paths). gcc itself is not in it: cc1 refuses a plugin built for another
 * gcc version.
 */
int kg_identity(struct kg_ctx *kc, char out[KG_IDENTITY_LEN])
{
	const char *what[] = { "plugin", "kcfi-as", "kcfi-gcc" };
	const char *path[] = { kc->plugin, kc->kcfi_as, "/proc/self/exe" };
	unsigned long long h[3];
	XXH64_state_t *st;
	size_t i;
	bool ok;

	for (i = 0; i < 3; i++) {
		if (!kg_hash_file(path[i], &h[i])) {
			diag_line(stderr, NULL, "error", "%s %s: %s", what[i], path[i],
				  strerror(errno));
			return KCFI_EXIT_ERROR;
		}
	}
	st = XXH64_createState();
	if (!st)
		diag_oom();
	ok = XXH64_reset(st, 0) == XXH_OK &&
	     XXH64_update(st, kc->machine, strlen(kc->machine) + 1) == XXH_OK &&
	     XXH64_update(st, h, sizeof(h)) == XXH_OK;
	if (ok)
		snprintf(out, KG_IDENTITY_LEN, "xxh64:%016llx",
			 (unsigned long long)XXH64_digest(st));
	XXH64_freeState(st);
	return ok ? KCFI_EXIT_OK : KCFI_EXIT_ERROR;
}
