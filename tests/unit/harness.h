/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Minimal unit-test harness: CHECK* print "file:line: ..." on failure and
 * count; TEST_MAIN prints one PASS/FAIL line per test function for tests/run.
 */
#ifndef KCFI_TEST_HARNESS_H
#define KCFI_TEST_HARNESS_H

#include <stdio.h>
#include <string.h>

static int harness_failures;

#define CHECK(cond) do { \
	if (!(cond)) { \
		fprintf(stderr, "%s:%d: CHECK(%s) failed\n", __FILE__, __LINE__, #cond); \
		harness_failures++; \
	} } while (0)

#define CHECK_STR(got, want) do { \
	const char *g_ = (got), *w_ = (want); \
	if (!g_ || strcmp(g_, w_)) { \
		fprintf(stderr, "%s:%d: got \"%s\", want \"%s\"\n", __FILE__, __LINE__, \
			g_ ? g_ : "(null)", w_); \
		harness_failures++; \
	} } while (0)

#define CHECK_U32(got, want) do { \
	unsigned long long g_ = (got), w_ = (want); \
	if (g_ != w_) { \
		fprintf(stderr, "%s:%d: %s = 0x%08llx, want 0x%08llx\n", __FILE__, __LINE__, \
			#got, g_, w_); \
		harness_failures++; \
	} } while (0)

#define RUN(fn) do { \
	int before_ = harness_failures; \
	fn(); \
	printf("%s %s\n", harness_failures == before_ ? "PASS" : "FAIL", #fn); \
} while (0)

#endif
