// SPDX-License-Identifier: GPL-2.0
/*
 * libFuzzer target: kcfi-check on one file (ELF, DWARF, .kcfi_traps,
 * preambles, the code scan), with --dwarf so libdw and our DWARF mangler
 * read it too, built with ASan and UBSan. A malformed object must give an
 * error, never a crash. The input goes to a memfd so that libelf and libdw
 * open it by path, as they do in kcfi-check; kcfi-check.c is built in with
 * its main renamed, so check_file() is the very function kcfi-check runs.
 * Each input also goes through --classes' counting and report.
 */
#include <stdio.h>
#include <sys/mman.h>
#include <unistd.h>

#define main kcfi_check_main
#include "../src/check/kcfi-check.c"
#undef main

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct chk_options o = { .hash = TI_HASH_XXHASH64, .dwarf = true, .top = 3 };
	struct chk_build *build = chk_build_new();
	bool unaudited = false;
	static bool quiet;
	char path[64];
	int fd;

	diag_tool = "kcfi-check";

	/* the reports are kcfi-check's stdout: not what is under test */
	if (!quiet && !freopen("/dev/null", "w", stdout))
		abort();
	quiet = true;
	fd = memfd_create("fuzz.o", 0);
	if (fd < 0 || write(fd, data, size) != (ssize_t)size)
		abort();
	snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);
	check_file(&o, path, build, &unaudited);
	if (!unaudited)	/* its "no KCFI type id" line is stderr's, as in kcfi-check */
		chk_classes_report(stdout, &o, build, NULL);
	chk_build_free(build);
	close(fd);
	return 0;
}
