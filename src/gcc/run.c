// SPDX-License-Identifier: GPL-2.0
/*
 * Children run with kcfi-gcc's termination signals blocked in the parent and
 * collected with sigwaitinfo(), so no handler and no global state is needed:
 * a Ctrl-C or a kill from make is forwarded to the child, and once the child
 * is gone the temp directory is removed and kcfi-gcc dies of that signal.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "diag.h"
#include "run.h"
#include "util.h"

static const int run_term_signals[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE };

static void run_argv_take(struct run_argv *a, char *s)
{
	if (a->nr + 1 >= a->alloc) {
		a->alloc = a->alloc ? a->alloc * 2 : 32;
		a->v = xreallocarray(a->v, a->alloc, sizeof(*a->v));
	}
	a->v[a->nr++] = s;
	a->v[a->nr] = NULL;
}

void run_argv_add(struct run_argv *a, const char *s)
{
	run_argv_take(a, xstrdup(s));
}

void run_argv_addf(struct run_argv *a, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	run_argv_take(a, xvasprintf(fmt, ap));
	va_end(ap);
}

void run_argv_free(struct run_argv *a)
{
	size_t i;

	for (i = 0; i < a->nr; i++)
		free(a->v[i]);
	free(a->v);
	memset(a, 0, sizeof(*a));
}

void run_init(struct run_ctx *rc)
{
	size_t i;

	memset(rc, 0, sizeof(*rc));
	sigemptyset(&rc->wait_mask);
	sigaddset(&rc->wait_mask, SIGCHLD);
	for (i = 0; i < sizeof(run_term_signals) / sizeof(run_term_signals[0]); i++)
		sigaddset(&rc->wait_mask, run_term_signals[i]);
	sigprocmask(SIG_BLOCK, &rc->wait_mask, &rc->old_mask);
}

/* Everything in the temp directory is ours, including files a child may
 * have put next to our temps. Returns -1 if something could not go. */
int run_cleanup(struct run_ctx *rc)
{
	struct dirent *de;
	DIR *d;
	int ret = 0;

	if (!rc->tmpdir)
		return 0;
	d = opendir(rc->tmpdir);
	while (d && (de = readdir(d))) {
		char *p;

		if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
			continue;
		if (asprintf(&p, "%s/%s", rc->tmpdir, de->d_name) < 0)
			return -1;
		if (unlink(p))
			ret = -1;
		free(p);
	}
	if (d)
		closedir(d);
	if (rmdir(rc->tmpdir))
		ret = -1;
	free(rc->tmpdir);
	rc->tmpdir = NULL;
	return ret;
}

void run_die_of_signal(struct run_ctx *rc)
{
	int sig = rc->fatal_signal;

	run_cleanup(rc);
	signal(sig, SIG_DFL);
	sigprocmask(SIG_SETMASK, &rc->old_mask, NULL);
	raise(sig);
	_exit(KCFI_EXIT_SIGNAL + sig);
}

char *run_temp(struct run_ctx *rc, const char *name)
{
	if (!rc->tmpdir) {
		const char *dir = getenv("TMPDIR");

		if (!dir || !*dir)
			dir = "/tmp";
		rc->tmpdir = xasprintf("%s/kcfi-gcc.XXXXXX", dir);
		if (!mkdtemp(rc->tmpdir)) {
			diag_line(stderr, NULL, "error",
				  "cannot create a temporary directory in %s: %s", dir,
				  strerror(errno));
			free(rc->tmpdir);
			rc->tmpdir = NULL;
			return NULL;
		}
	}
	return xasprintf("%s/%s", rc->tmpdir, name);
}

/* Quote like gcc's -v / -### output: plain words bare, others in "..." with
 * '"', '\\' and '$' escaped, so the line can be pasted into a shell. This is
 * gcc's command echo, not a diagnostic: it is written as gcc writes it. */
static void run_echo(const struct run_argv *a, bool quote_all)
{
	size_t i;

	for (i = 0; i < a->nr; i++) {
		const char *s = a->v[i], *p;

		for (p = s; *p; p++)
			if (!strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
				    "0123456789_/-.+", *p))
				break;
		if (!*p && *s && !quote_all) {
			fprintf(stderr, " %s", s);
			continue;
		}
		fputs(" \"", stderr);
		for (p = s; *p; p++) {
			if (*p == '"' || *p == '\\' || *p == '$')
				fputc('\\', stderr);
			fputc(*p, stderr);
		}
		fputc('"', stderr);
	}
	fputc('\n', stderr);
}

/* Wait for pid, forwarding termination signals to it. Returns its exit
 * status; 128+N if it died of termination signal N (then also ours), 1 if
 * it died of another. */
static int run_wait(struct run_ctx *rc, pid_t pid, const char *argv0)
{
	int status = 0;

	for (;;) {
		siginfo_t si;
		pid_t r = waitpid(pid, &status, WNOHANG);
		int sig;

		if (r == pid)
			break;
		if (r < 0 && errno != EINTR) {
			diag_line(stderr, NULL, "error", "waitpid: %s", strerror(errno));
			return KCFI_EXIT_ERROR;
		}
		sig = sigwaitinfo(&rc->wait_mask, &si);
		if (sig > 0 && sig != SIGCHLD) {
			if (!rc->fatal_signal)
				rc->fatal_signal = sig;
			kill(pid, sig);
		}
	}
	if (WIFEXITED(status))
		return WEXITSTATUS(status);
	/* A child killed by a termination signal was most likely hit by the
	 * same Ctrl-C as we were: die of it too. Any other (a crash, SIGKILL)
	 * is the child's failure alone. */
	if (!rc->fatal_signal && sigismember(&rc->wait_mask, WTERMSIG(status)) &&
	    WTERMSIG(status) != SIGCHLD)
		rc->fatal_signal = WTERMSIG(status);
	if (!rc->fatal_signal) {
		diag_line(stderr, NULL, "error", "%s killed by signal %d", argv0, WTERMSIG(status));
		return KCFI_EXIT_ERROR;
	}
	return KCFI_EXIT_SIGNAL + WTERMSIG(status);
}

static pid_t run_spawn(struct run_ctx *rc, char **argv, int out_fd)
{
	pid_t pid = fork();

	if (pid < 0) {
		diag_line(stderr, NULL, "error", "fork: %s", strerror(errno));
		return -1;
	}
	if (pid == 0) {
		sigprocmask(SIG_SETMASK, &rc->old_mask, NULL);
		if (out_fd >= 0 && dup2(out_fd, STDOUT_FILENO) < 0)
			_exit(KCFI_EXIT_ERROR);
		execvp(argv[0], argv);
		/*
		 * Not diag_line(): it allocates, and its out-of-memory exit()
		 * would run the parent's exit handler (removing its temp
		 * directory) and flush the parent's stdio buffers again from
		 * this forked copy. An unbuffered fprintf does neither.
		 */
		fprintf(stderr, "%s: error: cannot run '%s': %s\n", diag_tool, argv[0],
			strerror(errno));
		_exit(KCFI_EXIT_ERROR);
	}
	return pid;
}

/* Run one command; its exit status is returned unchanged. */
int run_cmd(struct run_ctx *rc, struct run_argv *a)
{
	pid_t pid;

	if (rc->dry_run) {
		run_echo(a, true);
		return KCFI_EXIT_OK;
	}
	if (rc->verbose)
		run_echo(a, false);
	fflush(stdout);
	fflush(stderr);
	pid = run_spawn(rc, a->v, -1);
	if (pid < 0)
		return KCFI_EXIT_ERROR;
	return run_wait(rc, pid, a->v[0]);
}

/* Run "prog arg" and return its stdout's first line in buf. */
int run_capture(struct run_ctx *rc, const char *prog, const char *arg,
		char *buf, size_t size)
{
	char *argv[] = { (char *)prog, (char *)arg, NULL };
	size_t len = 0;
	int fds[2], status;
	ssize_t n;
	pid_t pid;

	if (pipe(fds)) {
		diag_line(stderr, NULL, "error", "pipe: %s", strerror(errno));
		return KCFI_EXIT_ERROR;
	}
	pid = run_spawn(rc, argv, fds[1]);
	close(fds[1]);
	while (pid > 0 && (n = read(fds[0], buf + len, size - 1 - len)) != 0) {
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			break;
		len += n;
		if (len == size - 1)
			break;
	}
	close(fds[0]);
	buf[len] = '\0';
	buf[strcspn(buf, "\n")] = '\0';
	if (pid < 0)
		return KCFI_EXIT_ERROR;
	status = run_wait(rc, pid, prog);
	return status;
}

int run_copy_to_stdout(const char *path)
{
	char buf[65536];
	int fd = open(path, O_RDONLY);
	ssize_t n;

	if (fd < 0)
		return -1;
	while ((n = read(fd, buf, sizeof(buf))) > 0) {
		ssize_t off = 0;

		while (off < n) {
			ssize_t w = write(STDOUT_FILENO, buf + off, n - off);

			if (w < 0) {
				close(fd);
				return -1;
			}
			off += w;
		}
	}
	close(fd);
	return n < 0 ? -1 : 0;
}
