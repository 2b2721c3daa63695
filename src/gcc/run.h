/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Running the pipeline's children: argv vectors, -v / -### echo, temp files
 * that are removed on every path, and termination signals that are forwarded
 * to the running child before kcfi-gcc cleans up and dies of the same signal.
 */
#ifndef KCFI_GCC_RUN_H
#define KCFI_GCC_RUN_H

#include <signal.h>
#include <stdbool.h>
#include <stddef.h>

struct run_argv {
	char **v;		/* NULL-terminated; every string is owned */
	size_t nr, alloc;
};

struct run_ctx {
	bool verbose;		/* -v: echo each command before running it */
	bool dry_run;		/* -###: echo quoted commands, run nothing */
	sigset_t old_mask;	/* restored in children */
	sigset_t wait_mask;	/* SIGCHLD + termination signals, kept blocked */
	int fatal_signal;	/* termination signal received, or 0 */
	char *tmpdir;		/* created on first use; removed with all it holds */
};

/* Out of memory is diag_oom(): the exit handler still removes the temps. */
void run_argv_add(struct run_argv *a, const char *s);
void run_argv_addf(struct run_argv *a, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void run_argv_free(struct run_argv *a);

void run_init(struct run_ctx *rc);
int run_cleanup(struct run_ctx *rc);
void run_die_of_signal(struct run_ctx *rc);

char *run_temp(struct run_ctx *rc, const char *name);
int run_cmd(struct run_ctx *rc, struct run_argv *a);
int run_capture(struct run_ctx *rc, const char *prog, const char *arg,
		char *buf, size_t size);
int run_copy_to_stdout(const char *path);

#endif
