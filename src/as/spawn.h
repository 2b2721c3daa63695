/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Running as, and outputs that appear only on success: everything is written
 * to a temp file next to the final name and rename()d into place.
 *
 * Termination signals (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE) stay
 * blocked while kcfi-as runs: one that arrives while as runs is forwarded to
 * it, and any of them makes out_commit discard instead of renaming. main then
 * dies of it (spawn_die_if_signalled), with no temp file or dir left.
 */
#ifndef KCFI_SPAWN_H
#define KCFI_SPAWN_H

#include <signal.h>
#include <stdbool.h>
#include <stdio.h>

#include "diag.h"

struct spawn_signals {
	sigset_t term;		/* the termination signals, blocked */
	sigset_t old;		/* the mask before, restored in children */
	int fatal;		/* the first one received, or 0 */
};

void spawn_block_signals(struct spawn_signals *s);
/* Has a termination signal arrived (now or before)? */
bool spawn_interrupted(struct spawn_signals *s);
/* Restore the mask; if a termination signal came, die of it. */
void spawn_die_if_signalled(struct spawn_signals *s);

/* Run argv[0] with argv; returns its exit status (1 if killed or not run). */
int spawn_run(struct diag *d, struct spawn_signals *sig, const char *const *argv,
	      bool verbose);

struct out_file {
	char *tmp;		/* temp path next to final; NULL: stdout, or final
				 * is not a regular file and is written itself */
	const char *final;
	const char *path;	/* what to write: tmp, or final */
	FILE *f;
	struct spawn_signals *sig;
};

/* Open a temp file for final ("-" = stdout). A final that exists and is not
 * a regular file (/dev/null, a pipe) is opened itself: renaming a temp
 * file over it would replace the device. 0 ok, -1 after a diagnostic. */
int out_open(struct diag *d, struct spawn_signals *sig, struct out_file *o,
	     const char *final);
/* Close and rename into place. 0 ok, -1 after a diagnostic (temp removed). */
int out_commit(struct diag *d, struct out_file *o);
/* Drop the temp file; safe to call twice. */
void out_discard(struct out_file *o);
/* Create a private temp dir in $TMPDIR; returns a malloc'd path or NULL. */
char *spawn_tmpdir(struct diag *d);

#endif
