// SPDX-License-Identifier: GPL-2.0
/* Child processes and atomic outputs (see spawn.h). */
#include <errno.h>
#include <libgen.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "spawn.h"
#include "util.h"

static const int spawn_term[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE };

void spawn_block_signals(struct spawn_signals *s)
{
	sigemptyset(&s->term);
	for (size_t i = 0; i < sizeof(spawn_term) / sizeof(spawn_term[0]); i++)
		sigaddset(&s->term, spawn_term[i]);
	s->fatal = 0;
	sigprocmask(SIG_BLOCK, &s->term, &s->old);
}

bool spawn_interrupted(struct spawn_signals *s)
{
	const struct timespec now = { 0, 0 };
	int sig;

	while (!s->fatal && (sig = sigtimedwait(&s->term, NULL, &now)) > 0)
		s->fatal = sig;
	return s->fatal;
}

void spawn_die_if_signalled(struct spawn_signals *s)
{
	if (spawn_interrupted(s)) {
		signal(s->fatal, SIG_DFL);
		sigprocmask(SIG_SETMASK, &s->old, NULL);
		raise(s->fatal);
		_exit(KCFI_EXIT_SIGNAL + s->fatal);
	}
	sigprocmask(SIG_SETMASK, &s->old, NULL);
}

int spawn_run(struct diag *d, struct spawn_signals *sig, const char *const *argv,
	      bool verbose)
{
	sigset_t wait_set = sig->term;
	int status;
	pid_t pid, r;

	if (verbose) {
		for (const char *const *a = argv; *a; a++)
			fprintf(stderr, "%s%s", a == argv ? "" : " ", *a);
		fputc('\n', stderr);
	}
	/* SIGCHLD blocked too, so one sigwaitinfo() sees the child end */
	sigaddset(&wait_set, SIGCHLD);
	sigprocmask(SIG_BLOCK, &wait_set, NULL);
	fflush(NULL);
	pid = fork();
	if (pid < 0) {
		diag_global(d, "cannot run %s: %s", argv[0], strerror(errno));
		return KCFI_EXIT_ERROR;
	}
	if (!pid) {
		sigprocmask(SIG_SETMASK, &sig->old, NULL);
		execvp(argv[0], (char *const *)argv);
		fprintf(stderr, "kcfi-as: error: cannot run %s: %s\n", argv[0], strerror(errno));
		_exit(KCFI_EXIT_ERROR);
	}
	while ((r = waitpid(pid, &status, WNOHANG)) == 0 || (r < 0 && errno == EINTR)) {
		int s = sigwaitinfo(&wait_set, NULL);

		if (s > 0 && s != SIGCHLD) {
			if (!sig->fatal)
				sig->fatal = s;
			kill(pid, s);
		}
	}
	if (r < 0) {
		diag_global(d, "waiting for %s: %s", argv[0], strerror(errno));
		return KCFI_EXIT_ERROR;
	}
	if (WIFEXITED(status))
		return WEXITSTATUS(status);
	if (!sig->fatal)	/* else the signal was ours, and we die of it */
		diag_global(d, "%s killed by signal %d", argv[0], WTERMSIG(status));
	return KCFI_EXIT_ERROR;
}

int out_open(struct diag *d, struct spawn_signals *sig, struct out_file *o,
	     const char *final)
{
	char *copy, *dir, *base;
	struct stat st;
	bool exists;
	int fd;

	memset(o, 0, sizeof(*o));
	o->final = o->path = final;
	o->sig = sig;
	if (streq(final, "-")) {
		o->f = stdout;
		return 0;
	}
	/*
	 * As gcc does, write in place what is not a plain file of its own: a
	 * device, a FIFO, a symlink (its target is written, the link stays:
	 * renaming over /dev/stdout -> /proc/self/fd/1 would replace the
	 * machine's symlink with a file), a file with other hard links.
	 */
	exists = !lstat(final, &st);
	if (exists && (!S_ISREG(st.st_mode) || st.st_nlink > 1)) {
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
		diag_oom();
	dir = dirname(copy);
	if (asprintf(&o->tmp, "%s/.%s.kcfi-XXXXXX", dir, basename(base)) < 0)
		diag_oom();
	free(copy);
	free(base);
	o->path = o->tmp;
	fd = mkstemp(o->tmp);
	/* mkstemp's 0600 is not gcc's: an old file keeps its mode, a new one
	 * gets 0666 less the umask */
	if (fd >= 0) {
		mode_t mask = umask(0);

		umask(mask);
		if (fchmod(fd, exists ? st.st_mode & 07777 : 0666 & ~mask)) {
			close(fd);
			unlink(o->tmp);
			fd = -1;
		}
	}
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

	if (spawn_interrupted(o->sig)) {
		out_discard(o);
		return -1;
	}
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
		diag_oom();
	if (!mkdtemp(path)) {
		diag_global(d, "cannot create a temporary directory: %s", strerror(errno));
		free(path);
		return NULL;
	}
	return path;
}
