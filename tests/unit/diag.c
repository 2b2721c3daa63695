// SPDX-License-Identifier: GPL-2.0
/*
 * The one diagnostics convention (docs/diagnostics.md): every tool's lines
 * read "TOOL: [WHERE: ]KIND: MSG" (kcfi-gcc -v's progress lines "TOOL: MSG"),
 * out of memory is one message and exit 1,
 * an internal error names the tool and exits 4. The exits run in a child.
 */
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include "diag.h"
#include "harness.h"
#include "util.h"

static char *capture(void (*emit)(FILE *))
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	if (!f)
		abort();
	emit(f);
	fclose(f);
	return buf;
}

static void emit_as_lines(FILE *f)
{
	struct diag d;

	diag_tool = "kcfi-as";
	diag_init(&d, f, "t.s");
	diag_error(&d, 3, "bad %s", "thing");
	diag_note(&d, 2, "marker is here");
	diag_global(&d, "no location");
}

static void kcfi_as_lines_name_tool_file_and_line(void)
{
	char *out = capture(emit_as_lines);

	CHECK_STR(out, "kcfi-as: t.s:3: error: bad thing\n"
		       "kcfi-as: t.s:2: note: marker is here\n"
		       "kcfi-as: error: no location\n");
	free(out);
}

static void emit_check_lines(FILE *f)
{
	struct strbuf sb = { 0 };

	diag_tool = "kcfi-check";
	diag_line(f, "a.o: .text+0x3 (caller+0x3)", "error", "unchecked indirect call");
	diag_line(f, NULL, "error", "no input files");
	diag_line(f, "a.o", "warning", "%d", 7);
	/* the form kcfi-check collects its warnings in */
	diag_format(&sb, "a.o: .text+0x0", "note", "listed %s", "later");
	fputs(sb.buf, f);
	sb_release(&sb);
}

static void kcfi_check_lines_name_tool_and_location(void)
{
	char *out = capture(emit_check_lines);

	CHECK_STR(out, "kcfi-check: a.o: .text+0x3 (caller+0x3): error: unchecked indirect call\n"
		       "kcfi-check: error: no input files\n"
		       "kcfi-check: a.o: warning: 7\n"
		       "kcfi-check: a.o: .text+0x0: note: listed later\n");
	free(out);
}

static void emit_gcc_lines(FILE *f)
{
	diag_tool = "kcfi-gcc";
	diag_line(f, NULL, NULL, "running %s without KCFI", "gcc-11");
	diag_line(f, NULL, "error", "cannot remove temporary files");
}

static void kcfi_gcc_progress_line_has_no_kind(void)
{
	char *out = capture(emit_gcc_lines);

	CHECK_STR(out, "kcfi-gcc: running gcc-11 without KCFI\n"
		       "kcfi-gcc: error: cannot remove temporary files\n");
	free(out);
}

/* Run fn in a child with stderr on a pipe: what it wrote and its exit status. */
static int in_child(void (*fn)(void), char *line, size_t n)
{
	int fds[2], status;
	size_t len = 0;
	ssize_t got;
	pid_t pid;

	if (pipe(fds))
		abort();
	fflush(NULL);	/* or the child's exit writes our PASS lines again */
	pid = fork();
	if (pid < 0)
		abort();
	if (!pid) {
		dup2(fds[1], 2);
		fn();
		_exit(99);
	}
	close(fds[1]);
	while (len < n - 1 && (got = read(fds[0], line + len, n - 1 - len)) > 0)
		len += got;
	line[len] = '\0';
	close(fds[0]);
	waitpid(pid, &status, 0);
	return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

static void gcc_oom(void)
{
	diag_tool = "kcfi-gcc";
	diag_oom();
}

static void check_bug(void)
{
	diag_tool = "kcfi-check";
	diag_internal("src/check/x.c", 12, "lost %d", 3);
}

static void oom_is_one_message_and_exit_1(void)
{
	char line[256];

	CHECK(in_child(gcc_oom, line, sizeof(line)) == KCFI_EXIT_ERROR);
	CHECK_STR(line, "kcfi-gcc: error: out of memory\n");
}

static void internal_error_names_the_tool_and_exits_4(void)
{
	char line[256];

	CHECK(in_child(check_bug, line, sizeof(line)) == KCFI_EXIT_INTERNAL);
	CHECK_STR(line, "kcfi-check: internal error: src/check/x.c:12: lost 3\n");
}

int main(void)
{
	RUN(kcfi_as_lines_name_tool_file_and_line);
	RUN(kcfi_check_lines_name_tool_and_location);
	RUN(kcfi_gcc_progress_line_has_no_kind);
	RUN(oom_is_one_message_and_exit_1);
	RUN(internal_error_names_the_tool_and_exits_4);
	return harness_failures != 0;
}
