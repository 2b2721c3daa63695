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
 * The defconfig tier (issue #13) puts steps of a real userspace between 2 and
 * 3, named in the KCFI_STEPS environment variable (comma list, in order):
 *   modules   finit_module(2) every .ko under /lib/modules/<release>, in the
 *             order of our modules.dep (kernel/scripts/modules-dep.sh); a
 *             KUnit module runs its suites while it loads;
 *   loopback  bring "lo" up and move 1 MiB over TCP 127.0.0.1, compared;
 *   ext4      mount /dev/vda (ext4, virtio-blk), write + fsync files, unmount,
 *             mount again, read them back, compared;
 *   exec      fork + execve("/init", "exec-child"): the child prints its
 *             marker and exits with a known status.
 * Each step ends in one "KCFI-INIT: <step>: ... ok" line or a "FAILED" line.
 *
 * Every line this program prints starts with "KCFI-INIT: " so that the boot
 * test can tell init's output from the kernel's on the shared serial console.
 */
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <net/if.h>
#include <netinet/in.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/reboot.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <termios.h>
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
	/* Until the UART has sent it: the tty drains behind the kernel's own
	 * console output, so on SMP an LKDTM child's first printk could
	 * otherwise reach the console before our "begin" (defconfig-6.1). */
	tcdrain(1);
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

/* ---- the defconfig tier's userspace steps (KCFI_STEPS) ---------------------- */

#define EXEC_CHILD_ARG "exec-child"
#define EXEC_CHILD_STATUS 42

/* The exec step's child: proves execve() of a static ELF and argv passing. */
static int exec_child(void)
{
	say("KCFI-INIT: exec: child pid %d running /init %s", (int)getpid(), EXEC_CHILD_ARG);
	return EXEC_CHILD_STATUS;
}

/* Deterministic, position-dependent bytes: a dropped, duplicated or reordered
 * block shows up as a mismatch at its offset. */
static unsigned char pattern_byte(size_t i, unsigned seed)
{
	unsigned x = (unsigned)(i / 4093) * 2654435761u + seed;

	return (unsigned char)(x >> 13) ^ (unsigned char)i;
}

static int write_all(int fd, const unsigned char *p, size_t n)
{
	while (n) {
		ssize_t w = write(fd, p, n);

		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return -1;
		p += w;
		n -= (size_t)w;
	}
	return 0;
}

/* Reads until n bytes or EOF; returns the count read, -1 on error. */
static ssize_t read_all(int fd, unsigned char *p, size_t n)
{
	size_t got = 0;

	while (got < n) {
		ssize_t r = read(fd, p + got, n - got);

		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0)
			return -1;
		if (r == 0)
			break;
		got += (size_t)r;
	}
	return (ssize_t)got;
}

/* First offset where buf differs from the pattern, or n. */
static size_t pattern_check(const unsigned char *buf, size_t n, unsigned seed)
{
	for (size_t i = 0; i < n; i++)
		if (buf[i] != pattern_byte(i, seed))
			return i;
	return n;
}

/* ---- modules ---- */

struct module_ent {
	char path[256];		/* relative to /lib/modules/<release>/ */
	char deps[1024];	/* space-separated paths, as in modules.dep */
	int state;		/* 0 not tried, 1 loading, 2 loaded, 3 failed */
	int err;
};

static struct module_ent *mods;
static int nmods;
static char moddir[128];

static struct module_ent *module_find(const char *path)
{
	for (int i = 0; i < nmods; i++)
		if (strcmp(mods[i].path, path) == 0)
			return &mods[i];
	return NULL;
}

/* Loads m's dependencies first (depth first), then m; returns 0 if loaded. */
static int module_load(struct module_ent *m)
{
	char deps[sizeof(m->deps)], *d, *save, file[512];
	int fd;

	if (m->state == 2)
		return 0;
	if (m->state != 0)	/* failed, or a dependency cycle */
		return -1;
	m->state = 1;
	memcpy(deps, m->deps, sizeof(deps));
	for (d = strtok_r(deps, " ", &save); d; d = strtok_r(NULL, " ", &save)) {
		struct module_ent *dep = module_find(d);

		if (!dep || module_load(dep) != 0) {
			say("KCFI-INIT: modules: %s: dependency %s %s", m->path, d,
			    dep ? "failed" : "missing");
			m->state = 3;
			m->err = ENOENT;
			return -1;
		}
	}
	snprintf(file, sizeof(file), "%s/%s", moddir, m->path);
	fd = open(file, O_RDONLY | O_CLOEXEC);
	if (fd < 0 || syscall(SYS_finit_module, fd, "", 0) != 0) {
		m->err = errno;
		m->state = 3;
		say("KCFI-INIT: modules: %s: FAILED: %s", m->path, strerror(m->err));
		if (fd >= 0)
			close(fd);
		return -1;
	}
	close(fd);
	m->state = 2;
	say("KCFI-INIT: modules: %s: loaded", m->path);
	return 0;
}

static int step_modules(void)
{
	struct utsname u;
	char file[256], line[2048];
	FILE *f;
	int loaded = 0, cap = 0;

	uname(&u);
	snprintf(moddir, sizeof(moddir), "/lib/modules/%s", u.release);
	snprintf(file, sizeof(file), "%s/modules.dep", moddir);
	f = fopen(file, "r");
	if (!f) {
		say("KCFI-INIT: modules: FAILED: %s: %s", file, strerror(errno));
		return -1;
	}
	/* "kernel/lib/x.ko: kernel/lib/y.ko ..." per line */
	while (fgets(line, sizeof(line), f)) {
		char *colon = strchr(line, ':');
		char *deps;

		if (!colon)
			continue;
		*colon = 0;
		deps = colon + 1;
		deps[strcspn(deps, "\n")] = 0;
		if (nmods == cap) {
			cap = cap ? 2 * cap : 64;
			mods = realloc(mods, cap * sizeof(*mods));
			if (!mods)
				return -1;
		}
		memset(&mods[nmods], 0, sizeof(*mods));
		if (strlen(line) >= sizeof(mods->path) || strlen(deps) >= sizeof(mods->deps)) {
			say("KCFI-INIT: modules: FAILED: modules.dep line too long: %s", line);
			fclose(f);
			return -1;
		}
		strcpy(mods[nmods].path, line);
		strcpy(mods[nmods].deps, deps);
		nmods++;
	}
	fclose(f);
	for (int i = 0; i < nmods; i++)
		if (module_load(&mods[i]) == 0)
			loaded++;
	if (nmods > 0 && loaded == nmods) {
		say("KCFI-INIT: modules: %d of %d loaded ok", loaded, nmods);
		return 0;
	}
	say("KCFI-INIT: modules: %d of %d loaded FAILED", loaded, nmods);
	return -1;
}

/* ---- loopback TCP ---- */

#define NET_BYTES (1u << 20)

static int step_loopback(void)
{
	struct sockaddr_in a = { .sin_family = AF_INET };
	struct ifreq ifr;
	socklen_t alen = sizeof(a);
	unsigned char *buf;
	int s, ls, c, status, ok = 0;
	ssize_t got = -1;
	size_t bad;
	pid_t pid;

	/* ifconfig lo up */
	memset(&ifr, 0, sizeof(ifr));
	snprintf(ifr.ifr_name, sizeof(ifr.ifr_name), "lo");
	s = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
	if (s < 0 || ioctl(s, SIOCGIFFLAGS, &ifr) != 0) {
		say("KCFI-INIT: loopback: FAILED: SIOCGIFFLAGS lo: %s", strerror(errno));
		return -1;
	}
	ifr.ifr_flags |= IFF_UP | IFF_RUNNING;
	if (ioctl(s, SIOCSIFFLAGS, &ifr) != 0) {
		say("KCFI-INIT: loopback: FAILED: SIOCSIFFLAGS lo up: %s", strerror(errno));
		return -1;
	}
	close(s);

	/* listen on 127.0.0.1, an ephemeral port */
	a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	ls = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
	if (ls < 0 || bind(ls, (struct sockaddr *)&a, sizeof(a)) != 0 || listen(ls, 1) != 0 ||
	    getsockname(ls, (struct sockaddr *)&a, &alen) != 0) {
		say("KCFI-INIT: loopback: FAILED: listen: %s", strerror(errno));
		return -1;
	}
	buf = malloc(NET_BYTES + 1);
	if (!buf)
		return -1;
	pid = fork();
	if (pid < 0) {
		say("KCFI-INIT: loopback: FAILED: fork: %s", strerror(errno));
		return -1;
	}
	if (pid == 0) {
		/* sender: its own process, so both ends run concurrently */
		close(ls);
		for (size_t i = 0; i < NET_BYTES; i++)
			buf[i] = pattern_byte(i, 7);
		c = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
		if (c < 0 || connect(c, (struct sockaddr *)&a, sizeof(a)) != 0) {
			say("KCFI-INIT: loopback: FAILED: connect: %s", strerror(errno));
			_exit(1);
		}
		if (write_all(c, buf, NET_BYTES) != 0) {
			say("KCFI-INIT: loopback: FAILED: send: %s", strerror(errno));
			_exit(1);
		}
		close(c);
		_exit(0);
	}
	c = accept(ls, NULL, NULL);
	if (c >= 0) {
		/* one byte more than sent: the sender's close must end the stream */
		got = read_all(c, buf, NET_BYTES + 1);
		close(c);
	} else {
		say("KCFI-INIT: loopback: FAILED: accept: %s", strerror(errno));
	}
	close(ls);
	waitpid(pid, &status, 0);
	bad = got == (ssize_t)NET_BYTES ? pattern_check(buf, NET_BYTES, 7) : 0;
	if (got == (ssize_t)NET_BYTES && bad == NET_BYTES && WIFEXITED(status) && WEXITSTATUS(status) == 0)
		ok = 1;
	free(buf);
	if (ok) {
		say("KCFI-INIT: loopback: %u bytes over TCP 127.0.0.1:%d intact ok", NET_BYTES,
		    ntohs(a.sin_port));
		return 0;
	}
	say("KCFI-INIT: loopback: FAILED: received %zd bytes, first difference at %zu, sender status 0x%x",
	    got, bad, status);
	return -1;
}

/* ---- ext4 on virtio-blk ---- */

#define EXT4_DEV "/dev/vda"
#define EXT4_MNT "/mnt"
#define EXT4_FILES 4
#define EXT4_BYTES (3u << 20)	/* per file: larger than one extent's worth of pages */

static int step_ext4(void)
{
	unsigned char *buf = malloc(EXT4_BYTES + 1);
	char path[64];
	int fd, i;

	if (!buf)
		return -1;
	/* devtmpfs gives /dev/vda (virtio-blk numbers are dynamic) */
	if (mount("devtmpfs", "/dev", "devtmpfs", 0, NULL) != 0 && errno != EBUSY) {
		say("KCFI-INIT: ext4: FAILED: mount devtmpfs: %s", strerror(errno));
		return -1;
	}
	mkdir(EXT4_MNT, 0755);
	if (mount(EXT4_DEV, EXT4_MNT, "ext4", 0, NULL) != 0) {
		say("KCFI-INIT: ext4: FAILED: mount %s: %s", EXT4_DEV, strerror(errno));
		return -1;
	}
	for (i = 0; i < EXT4_FILES; i++) {
		snprintf(path, sizeof(path), EXT4_MNT "/kcfi-%d", i);
		for (size_t j = 0; j < EXT4_BYTES; j++)
			buf[j] = pattern_byte(j, 100 + i);
		fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
		if (fd < 0 || write_all(fd, buf, EXT4_BYTES) != 0 || fsync(fd) != 0 || close(fd) != 0) {
			say("KCFI-INIT: ext4: FAILED: write %s: %s", path, strerror(errno));
			return -1;
		}
	}
	fd = open(EXT4_MNT, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd < 0 || fsync(fd) != 0) {
		say("KCFI-INIT: ext4: FAILED: fsync %s: %s", EXT4_MNT, strerror(errno));
		return -1;
	}
	close(fd);
	/* unmount and mount again: the reads come from the disk, not the page cache */
	if (umount(EXT4_MNT) != 0 || mount(EXT4_DEV, EXT4_MNT, "ext4", 0, NULL) != 0) {
		say("KCFI-INIT: ext4: FAILED: remount: %s", strerror(errno));
		return -1;
	}
	for (i = 0; i < EXT4_FILES; i++) {
		ssize_t got;
		size_t bad;

		snprintf(path, sizeof(path), EXT4_MNT "/kcfi-%d", i);
		fd = open(path, O_RDONLY | O_CLOEXEC);
		got = fd < 0 ? -1 : read_all(fd, buf, EXT4_BYTES + 1);
		if (fd >= 0)
			close(fd);
		bad = got == (ssize_t)EXT4_BYTES ? pattern_check(buf, EXT4_BYTES, 100 + i) : 0;
		if (got != (ssize_t)EXT4_BYTES || bad != EXT4_BYTES) {
			say("KCFI-INIT: ext4: FAILED: %s: read %zd bytes, first difference at %zu", path, got, bad);
			return -1;
		}
		if (unlink(path) != 0) {
			say("KCFI-INIT: ext4: FAILED: unlink %s: %s", path, strerror(errno));
			return -1;
		}
	}
	if (umount(EXT4_MNT) != 0) {
		say("KCFI-INIT: ext4: FAILED: umount: %s", strerror(errno));
		return -1;
	}
	free(buf);
	say("KCFI-INIT: ext4: %d files of %u bytes written, fsynced, remounted, read back intact ok",
	    EXT4_FILES, EXT4_BYTES);
	return 0;
}

/* ---- fork + exec ---- */

static int step_exec(void)
{
	char *args[] = { "/init", EXEC_CHILD_ARG, NULL };
	int status;
	pid_t pid = fork();

	if (pid < 0) {
		say("KCFI-INIT: exec: FAILED: fork: %s", strerror(errno));
		return -1;
	}
	if (pid == 0) {
		execv("/init", args);
		say("KCFI-INIT: exec: FAILED: execv /init: %s", strerror(errno));
		_exit(127);
	}
	if (waitpid(pid, &status, 0) != pid) {
		say("KCFI-INIT: exec: FAILED: waitpid: %s", strerror(errno));
		return -1;
	}
	if (WIFEXITED(status) && WEXITSTATUS(status) == EXEC_CHILD_STATUS) {
		say("KCFI-INIT: exec: child %d exited %d ok", (int)pid, EXEC_CHILD_STATUS);
		return 0;
	}
	say("KCFI-INIT: exec: FAILED: child status 0x%x", status);
	return -1;
}

static void run_step(const char *name)
{
	if (strcmp(name, "modules") == 0)
		step_modules();
	else if (strcmp(name, "loopback") == 0)
		step_loopback();
	else if (strcmp(name, "ext4") == 0)
		step_ext4();
	else if (strcmp(name, "exec") == 0)
		step_exec();
	else
		say("KCFI-INIT: step %s: FAILED: unknown step", name);
}

int main(int argc, char **argv)
{
	const char *tests = getenv("LKDTM_TESTS");
	const char *steps = getenv("KCFI_STEPS");
	char *list, *name, *save;

	/* The exec step's child: /init re-executed, not PID 1. */
	if (argc == 2 && strcmp(argv[1], EXEC_CHILD_ARG) == 0 && getpid() != 1)
		return exec_child();

	say("KCFI-INIT: started");
	do_mount("proc", "/proc", "proc");
	do_mount("sysfs", "/sys", "sysfs");
	do_mount("debugfs", "/sys/kernel/debug", "debugfs");

	if (steps && *steps) {
		list = strdup(steps);
		for (name = strtok_r(list, ",", &save); name; name = strtok_r(NULL, ",", &save))
			run_step(name);
		free(list);
	}

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
