// SPDX-License-Identifier: GPL-2.0
/*
 * /init of the kcfi-gcc boot test: a static program, no shell, no busybox.
 *
 * By the time the kernel runs /init, the built-in KUnit suites have already
 * printed their results (kernel_init_freeable() runs them before init).  This
 * program adds the LKDTM half:
 *
 *   1. print the boot marker, so the test knows userspace was reached;
 *   2. mount sysfs and debugfs (LKDTM lives in debugfs: provoke-crash/DIRECT);
 *   3. for each name in the LKDTM_TESTS environment variable (the kernel hands
 *      unknown "key=value" command-line words to init as environment), fork a
 *      child that writes the name to DIRECT.  A CFI trap oopses and kills the
 *      writing task, so the write happens in a child and init survives to
 *      report the child's fate and to run the next test;
 *   4. print the end marker and reboot; QEMU runs with -no-reboot and exits.
 *
 * Every line this program prints starts with "KCFI-INIT: " so that the boot
 * test can tell init's output from the kernel's on the shared serial console.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/reboot.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#define DIRECT "/sys/kernel/debug/provoke-crash/DIRECT"

static void say(const char *fmt, ...)
{
	char buf[256];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(buf, sizeof(buf) - 1, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	if (n > (int)sizeof(buf) - 2)
		n = sizeof(buf) - 2;
	buf[n++] = '\n';
	/* One write() per line: the console must not split our lines. */
	if (write(1, buf, n) < 0)
		return;
}

static void do_mount(const char *src, const char *dir, const char *type)
{
	mkdir(dir, 0755);
	if (mount(src, dir, type, 0, NULL) != 0)
		say("KCFI-INIT: mount %s on %s failed: %s", type, dir, strerror(errno));
}

/* Child side: trigger one LKDTM test; returns only if the kernel let us. */
static void lkdtm_trigger(const char *name)
{
	int fd = open(DIRECT, O_WRONLY);

	if (fd < 0) {
		say("KCFI-INIT: open %s: %s", DIRECT, strerror(errno));
		_exit(2);
	}
	if (write(fd, name, strlen(name)) < 0) {
		say("KCFI-INIT: LKDTM %s: write failed: %s", name, strerror(errno));
		_exit(3);
	}
	_exit(0);
}

static void lkdtm_run(const char *name)
{
	int status;
	pid_t pid;

	say("KCFI-INIT: LKDTM %s: begin", name);
	pid = fork();
	if (pid < 0) {
		say("KCFI-INIT: fork: %s", strerror(errno));
		return;
	}
	if (pid == 0)
		lkdtm_trigger(name);
	if (waitpid(pid, &status, 0) != pid) {
		say("KCFI-INIT: waitpid: %s", strerror(errno));
		return;
	}
	if (WIFEXITED(status))
		say("KCFI-INIT: LKDTM %s: end: child exited %d", name, WEXITSTATUS(status));
	else if (WIFSIGNALED(status))
		say("KCFI-INIT: LKDTM %s: end: child killed by signal %d", name, WTERMSIG(status));
}

int main(void)
{
	const char *tests = getenv("LKDTM_TESTS");
	char *list, *name, *save;

	say("KCFI-INIT: started");
	do_mount("proc", "/proc", "proc");
	do_mount("sysfs", "/sys", "sysfs");
	do_mount("debugfs", "/sys/kernel/debug", "debugfs");

	if (tests && *tests) {
		list = strdup(tests);
		for (name = strtok_r(list, ",", &save); name; name = strtok_r(NULL, ",", &save))
			lkdtm_run(name);
		free(list);
	}

	say("KCFI-INIT: done");
	sync();
	reboot(RB_AUTOBOOT);
	/* reboot() only returns on failure; init must never exit. */
	say("KCFI-INIT: reboot failed: %s", strerror(errno));
	for (;;)
		pause();
}
