// SPDX-License-Identifier: GPL-2.0
/* Child processes and atomic outputs (see spawn.h). */
#include <errno.h>
#include <libgen.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "spawn.h"
#include "util.h"

int spawn_run(struct diag *d, const char *const *argv, bool verbose)
{
	int status;
	pid_t pid;

	if (verbose) {
		for (const char *const *a = argv; *a; a++)
			fprintf(stderr, "%s%s", a == argv ? "" : " ", *a);
		fputc('\n', stderr);
	}
	fflush(NULL);
	pid = fork();
	if (pid < 0) {
		diag_global(d, "cannot run %s: %s", argv[0], strerror(errno));
		return 1;
	}
	if (!pid) {
		execvp(argv[0], (char *const *)argv);
		fprintf(stderr, "kcfi-as: error: cannot run %s: %s\n", argv[0], strerror(errno));
		_exit(1);
	}
	while (waitpid(pid, &status, 0) < 0) {
		if (errno != EINTR) {
			diag_global(d, "waiting for %s: %s", argv[0], strerror(errno));
			return 1;
		}
	}
	if (WIFEXITED(status))
		return WEXITSTATUS(status);
	diag_global(d, "%s killed by signal %d", argv[0], WTERMSIG(status));
	return 1;
}

int out_open(struct diag *d, struct out_file *o, const char *final)
{
	char *copy, *dir, *base;
	int fd;

	struct stat st;

	memset(o, 0, sizeof(*o));
	o->final = o->path = final;
	if (streq(final, "-")) {
		o->f = stdout;
		return 0;
	}
	if (!stat(final, &st) && !S_ISREG(st.st_mode)) {
		o->f = fopen(final, "w");
		if (!o->f) {
			diag_global(d, "cannot write %s: %s", final, strerror(errno));
			return -1;
		}
		return 0;
	}
	copy = strdup(final);
	base = strdup(final);
	if (!copy || !base)
		KCFI_BUG("out of memory");
	dir = dirname(copy);
	if (asprintf(&o->tmp, "%s/.%s.kcfi-XXXXXX", dir, basename(base)) < 0)
		KCFI_BUG("out of memory");
	free(copy);
	free(base);
	o->path = o->tmp;
	fd = mkstemp(o->tmp);
	if (fd < 0 || !(o->f = fdopen(fd, "w"))) {
		diag_global(d, "cannot create output next to %s: %s", final, strerror(errno));
		if (fd >= 0)
			close(fd);
		free(o->tmp);
		o->tmp = NULL;
		return -1;
	}
	return 0;
}

int out_commit(struct diag *d, struct out_file *o)
{
	int err = 0;

	if (!o->tmp) {
		if (o->f && (o->f == stdout ? fflush(o->f) : fclose(o->f)))
			err = errno;
		if (o->f != stdout)
			o->f = NULL;
	} else {
		if (o->f && fclose(o->f))
			err = errno;
		o->f = NULL;
		if (!err && rename(o->tmp, o->final))
			err = errno;
	}
	if (err) {
		diag_global(d, "cannot write %s: %s", o->final, strerror(err));
		out_discard(o);
		return -1;
	}
	free(o->tmp);
	o->tmp = NULL;
	return 0;
}

void out_discard(struct out_file *o)
{
	if (o->f && o->f != stdout)
		fclose(o->f);
	o->f = NULL;
	if (o->tmp) {
		unlink(o->tmp);
		free(o->tmp);
		o->tmp = NULL;
	}
}

char *spawn_tmpdir(struct diag *d)
{
	const char *t = getenv("TMPDIR");
	char *path;

	if (asprintf(&path, "%s/kcfi-as-XXXXXX", t && *t ? t : "/tmp") < 0)
		KCFI_BUG("out of memory");
	if (!mkdtemp(path)) {
		diag_global(d, "cannot create a temporary directory: %s", strerror(errno));
		free(path);
		return NULL;
	}
	return path;
}
