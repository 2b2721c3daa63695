// SPDX-License-Identifier: GPL-2.0
/*
 * kcfi-gcc: a drop-in gcc driver. Without -fsanitize=kcfi it becomes the
 * real gcc (execvp, argv untouched). With it, each input goes through
 *	gcc -S -fplugin=kcfi.so  ->  kcfi-as -S  ->  gcc -c -x assembler
 * and a link, if asked for, is done by gcc from the resulting objects.
 * Errors that gcc itself would report are left to gcc, so they look the same.
 */
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "arches.h"
#include "diag.h"
#include "hash.h"
#include "kcfi-gcc.h"
#include "util.h"

static const struct {
	const char *prefix;	/* of `gcc -dumpmachine` */
	const char *arch;	/* kcfi-as --arch= */
} kg_targets[] = {
#define KG_TARGET(name, machine, triple) { triple, #name },
	KCFI_ARCHES(KG_TARGET)
};

static const char *kg_basename(const char *p)
{
	const char *s = strrchr(p, '/');

	return s ? s + 1 : p;
}

/* <triple>-kcfi-gcc runs <triple>-gcc; KCFI_REAL_CC overrides either. */
static const char *kg_real_cc(const char *argv0)
{
	static const char suffix[] = "-kcfi-gcc";
	const char *env = getenv("KCFI_REAL_CC"), *base = kg_basename(argv0);
	size_t len = strlen(base), slen = sizeof(suffix) - 1;

	if (env && *env)
		return env;
	if (len <= slen || strcmp(base + len - slen, suffix))
		return "gcc";
	/* lives as long as the process */
	return xasprintf("%.*s-gcc", (int)(len - slen), base);
}

/* Does a -fsanitize= / -fno-sanitize= list name kcfi? */
static bool kg_list_has(const char *list, const char *name)
{
	size_t n = strlen(name);

	while (*list) {
		size_t len = strcspn(list, ",");

		if (len == n && !strncmp(list, name, n))
			return true;
		list += len + (list[len] == ',');
	}
	return false;
}

static void kg_scan_item(struct kg_ctx *kc, const struct arg_item *it)
{
	switch (it->role) {
	case ROLE_SANITIZE:
		if (kg_list_has(it->value, "kcfi"))
			kc->kcfi = kc->any_kcfi_flag = true;
		break;
	case ROLE_NO_SANITIZE:
		if (kg_list_has(it->value, "kcfi"))
			kc->any_kcfi_flag = true;
		if (kg_list_has(it->value, "kcfi") || kg_list_has(it->value, "all"))
			kc->kcfi = false;
		break;
	case ROLE_KCFI_HASH:
		kc->any_kcfi_flag = true;
		kc->hash = it->value;
		kc->hash_word = it->word;
		break;
	case ROLE_KCFI_NORMALIZE:
		kc->any_kcfi_flag = kc->normalize = true;
		break;
	case ROLE_KCFI_ARITY:
		kc->any_kcfi_flag = kc->arity = true;
		break;
	case ROLE_KCFI_ARM_TRAP:
		kc->any_kcfi_flag = true;
		kc->arm_trap = it->value;
		break;
	case ROLE_KCFI_IDENTITY:
		kc->any_kcfi_flag = true;	/* gcc must not see it */
		kc->identity = it->value;
		kc->identity_word = it->word;
		break;
	case ROLE_LTO:
		kc->lto = true;
		kc->lto_word = it->word;
		break;
	case ROLE_NO_LTO:
		kc->lto = false;
		break;
	case ROLE_STAGE_C:
		if (kc->stage == STAGE_LINK)
			kc->stage = STAGE_C;
		break;
	case ROLE_STAGE_S:
		if (kc->stage != STAGE_E)
			kc->stage = STAGE_S;
		break;
	case ROLE_STAGE_E:
		kc->stage = STAGE_E;
		break;
	case ROLE_DEP_ONLY:
		kc->dep_only = true;
		break;
	case ROLE_DEP:
		if (!strcmp(it->word, "-MD") || !strcmp(it->word, "-MMD"))
			kc->dep = true;
		break;
	case ROLE_DEP_FILE:
		kc->dep_file = true;
		break;
	case ROLE_DEP_TARGET:
		kc->dep_target = true;
		break;
	case ROLE_DUMP:
		kc->dumpdir |= !strcmp(it->word, "-dumpdir");
		kc->dumpbase |= !strcmp(it->word, "-dumpbase");
		kc->dumpbase_ext |= !strcmp(it->word, "-dumpbase-ext");
		break;
	case ROLE_OUTPUT:
		kc->output = it->value;
		break;
	case ROLE_INPUT:
		kc->nr_compile_inputs += args_input_lang(it) != LANG_LINKER;
		kc->nr_c_inputs += args_input_lang(it) == LANG_C;
		break;
	case ROLE_VERBOSE:
		kc->run.verbose = true;
		break;
	case ROLE_DRY_RUN:
		kc->run.dry_run = true;
		break;
	case ROLE_SAVE_TEMPS:
		kc->save_temps = true;
		break;
	case ROLE_PLAIN:
		if (!strcmp(it->word, "-fsyntax-only"))
			kc->syntax_only = true;
		break;
	case ROLE_LIB:
	case ROLE_LANG:
		break;
	}
}

static void kg_scan(struct kg_ctx *kc)
{
	size_t i;

	for (i = 0; i < kc->args.nr; i++)
		kg_scan_item(kc, &kc->args.items[i]);
}

static int __attribute__((format(printf, 1, 2))) kg_usage_error(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	diag_vline(stderr, NULL, 0, "error", fmt, ap);
	va_end(ap);
	return KCFI_EXIT_USAGE;
}

/* Every rejected option and combination, in one place. */
static int kg_check_options(const struct kg_ctx *kc)
{
	enum ti_hash alg;

	if (!kc->kcfi)
		return KCFI_EXIT_OK;
	if (kc->hash && ti_hash_parse(kc->hash, &alg))
		return kg_usage_error("%s: unknown hash '%s' (use %s)", kc->hash_word, kc->hash,
				      TI_HASH_SPELLINGS);
	if (kc->lto)
		return kg_usage_error("%s cannot be combined with -fsanitize=kcfi: KCFI "
				      "instruments assembly, which LTO objects do not contain",
				      kc->lto_word);
	if (kc->save_temps)
		return kg_usage_error("-save-temps cannot be combined with -fsanitize=kcfi");
	return KCFI_EXIT_OK;
}

/* Only x86_64's preamble can carry an arity; clang-22 words the refusal so
 * (for i686 and Windows; it ignores the flag on other arches). */
static int kg_check_arity(const struct kg_ctx *kc)
{
	if (kc->arity && kc->kcfi && strcmp(kc->arch, "x86_64"))
		return kg_usage_error("target '%s' is unsupported by -fsanitize-kcfi-arity",
				      kc->machine);
	/* arm's check has two forms (kcfi-as picks by it): clang-19's, which
	 * Linux 6.12 decodes, and clang-22's */
	if (kc->arm_trap && kc->kcfi && strcmp(kc->arch, "arm"))
		return kg_usage_error("target '%s' is unsupported by -fsanitize-kcfi-arm-trap=",
				      kc->machine);
	if (kc->arm_trap && strcmp(kc->arm_trap, "bkpt") && strcmp(kc->arm_trap, "udf"))
		return kg_usage_error("invalid value '%s' in '-fsanitize-kcfi-arm-trap=' "
				      "(expected bkpt or udf)", kc->arm_trap);
	return KCFI_EXIT_OK;
}

/* gcc handles everything that compiles nothing, and its own usage errors. */
static bool kg_gcc_decides(const struct kg_ctx *kc)
{
	size_t i;

	if (!kc->kcfi || kc->stage == STAGE_E || kc->dep_only || kc->syntax_only ||
	    !kc->nr_compile_inputs)
		return true;
	if (kc->output && kc->nr_compile_inputs > 1 && kc->stage != STAGE_LINK)
		return true;	/* "cannot specify -o with -c, -S or -E with multiple files" */
	for (i = 0; i < kc->args.nr; i++) {
		const struct arg_item *it = &kc->args.items[i];

		if (it->role == ROLE_INPUT && !strcmp(it->word, "-") && !it->lang)
			return true;	/* "-E or -x required when input is from stdin" */
	}
	return false;
}

static int kg_check_languages(const struct kg_ctx *kc)
{
	size_t i;

	for (i = 0; i < kc->args.nr; i++) {
		const struct arg_item *it = &kc->args.items[i];

		if (it->role != ROLE_INPUT || args_input_lang(it) != LANG_OTHER)
			continue;
		if (it->lang)
			return kg_usage_error("%s: -fsanitize=kcfi is not supported for language '%s'",
					      it->word, it->lang);
		return kg_usage_error("%s: -fsanitize=kcfi supports only C and assembler inputs",
				      it->word);
	}
	return KCFI_EXIT_OK;
}

static int kg_exec(struct kg_ctx *kc, char **argv)
{
	sigprocmask(SIG_SETMASK, &kc->run.old_mask, NULL);
	execvp(argv[0], argv);
	diag_line(stderr, NULL, "error", "cannot run '%s': %s", argv[0], strerror(errno));
	return KCFI_EXIT_ERROR;
}

/* The command line minus KCFI flags, for gcc to handle alone. */
static int kg_exec_stripped(struct kg_ctx *kc)
{
	struct run_argv a = { 0 };

	run_argv_add(&a, kc->real_cc);
	kg_add_user_flags(kc, &a, STEP_STRIPPED);
	if (kc->run.verbose)
		diag_line(stderr, NULL, NULL, "running %s without KCFI", kc->real_cc);
	return kg_exec(kc, a.v);
}

/*
 * -E (or -M) of C with -fsanitize=kcfi: gcc with the plugin loaded, as the
 * -S step has it, since __has_attribute() sees the plugin's attributes (the
 * kernel's __nocfi is defined by one). distcc preprocesses on the client and
 * compiles the output elsewhere: without the plugin here, __nocfi would be
 * empty in what the server compiles.
 */
static bool kg_preprocesses_c(const struct kg_ctx *kc)
{
	return kc->kcfi && (kc->stage == STAGE_E || kc->dep_only) && kc->nr_c_inputs &&
	       kc->nr_c_inputs == kc->nr_compile_inputs;
}

static int kg_find_arch(struct kg_ctx *kc);
static int kg_find_tools(struct kg_ctx *kc, bool need_plugin);

static int kg_exec_preprocess(struct kg_ctx *kc)
{
	struct run_argv a = { 0 };
	int r = kg_find_arch(kc);

	if (!r)
		r = kg_check_arity(kc);
	if (!r)
		r = kg_find_tools(kc, true);
	if (r)
		return r;
	run_argv_add(&a, kc->real_cc);
	kg_add_user_flags(kc, &a, STEP_STRIPPED);
	kg_add_plugin(kc, &a);
	if (kc->run.verbose)
		diag_line(stderr, NULL, NULL, "preprocessing with the plugin loaded");
	return kg_exec(kc, a.v);
}

/* The major of the gcc we wrap: "12" (Debian), "11.4.0" (elsewhere) -> 12, 11. */
static int kg_find_major(struct kg_ctx *kc)
{
	char ver[64], *end;
	long major;
	int st;

	if (kc->gcc_major)
		return KCFI_EXIT_OK;
	st = run_capture(&kc->run, kc->real_cc, "-dumpversion", ver, sizeof(ver));
	if (st)
		return st;
	major = strtol(ver, &end, 10);
	if (end == ver || (*end && *end != '.') || major <= 0 || major > 999) {
		diag_line(stderr, NULL, "error", "%s -dumpversion printed '%s', not a GCC version",
			  kc->real_cc, ver);
		return KCFI_EXIT_ERROR;
	}
	kc->gcc_major = (int)major;
	return KCFI_EXIT_OK;
}

/*
 * A plugin only loads into the cc1 it was built for: one target and one GCC
 * major (cc1 refuses any other: plugin_default_version_check). A cross gcc's
 * is <bindir>/../lib/kcfi-gcc/<machine>/gcc-<major>/kcfi.so, the build
 * gcc's <bindir>/../lib/kcfi-gcc/gcc-<major>/kcfi.so.
 */
static char *kg_plugin_path(const char *bindir, const struct kg_ctx *kc)
{
	char *dir = xasprintf("%s/../lib/kcfi-gcc/%s", bindir, kc->machine), *p;

	if (!*kc->machine || access(dir, F_OK)) {
		free(dir);
		dir = xasprintf("%s/../lib/kcfi-gcc", bindir);
	}
	p = xasprintf("%s/gcc-%d/kcfi.so", dir, kc->gcc_major);
	free(dir);
	return p;
}

static int kg_is_major_dir(const struct dirent *d)
{
	const char *n = d->d_name;

	return !strncmp(n, "gcc-", 4) && n[4] && strspn(n + 4, "0123456789") == strlen(n + 4);
}

/*
 * No plugin for the wrapped gcc's major: name the majors there are, so that
 * the fix (another KCFI_REAL_CC, or building with that gcc's plugin headers)
 * is plain. Running cc1 without one would make an uninstrumented object.
 */
static int kg_no_plugin(const struct kg_ctx *kc)
{
	char *dir = xstrdup(kc->plugin), *slash;
	struct strbuf majors = { 0 };
	struct dirent **ents = NULL;
	int n, i, up;

	/* DIR/gcc-<major>/kcfi.so -> DIR */
	for (up = 0; up < 2 && (slash = strrchr(dir, '/')); up++)
		*slash = '\0';
	n = scandir(dir, &ents, kg_is_major_dir, versionsort);
	for (i = 0; i < n; i++)
		sb_printf(&majors, "%s%s", i ? ", " : "plugins for GCC ", ents[i]->d_name + 4);
	diag_line(stderr, NULL, "error", "no plugin for GCC %d (%s) in %s: this kcfi-gcc has "
		  "%s%s(%sbuild kcfi-gcc with GCC %d's plugin headers installed)",
		  kc->gcc_major, kc->real_cc, dir, n > 0 ? majors.buf : "",
		  n > 0 ? " " : "none ", n > 0 ? "wrap one of those with KCFI_REAL_CC, or " : "",
		  kc->gcc_major);
	sb_release(&majors);
	for (i = 0; i < n; i++)
		free(ents[i]);
	free(ents);
	free(dir);
	return KCFI_EXIT_ERROR;
}

/*
 * Tools live next to kcfi-gcc: <bindir>/kcfi-as, <bindir>/../lib/kcfi-gcc/.
 * need_plugin: C is compiled, or the plugin is named (--version); a missing
 * one is then an error.
 */
static int kg_find_tools(struct kg_ctx *kc, bool need_plugin)
{
	const char *env_plugin = getenv("KCFI_PLUGIN"), *env_as = getenv("KCFI_AS_BIN");
	char self[PATH_MAX], *slash;
	ssize_t n = readlink("/proc/self/exe", self, sizeof(self) - 1);
	const char *base;

	if (kc->kcfi_as)	/* found already, for -fkcfi-identity= */
		return KCFI_EXIT_OK;
	if (n < 0 || n == sizeof(self) - 1) {
		/* a full buffer may be a cut path: refuse it */
		diag_line(stderr, NULL, "error", "/proc/self/exe: %s",
			  n < 0 ? strerror(errno) : "path too long");
		return KCFI_EXIT_ERROR;
	}
	self[n] = '\0';
	slash = strrchr(self, '/');
	*slash = '\0';
	if (env_plugin && *env_plugin)
		kc->plugin = xstrdup(env_plugin);
	else if (need_plugin && kg_find_major(kc))
		return KCFI_EXIT_ERROR;
	else
		kc->plugin = kg_plugin_path(self, kc);
	if (env_as && *env_as)
		kc->kcfi_as = xstrdup(env_as);
	else
		kc->kcfi_as = xasprintf("%s/kcfi-as", self);
	if (need_plugin && !(env_plugin && *env_plugin) && access(kc->plugin, F_OK))
		return kg_no_plugin(kc);
	if (kc->nr_c_inputs && access(kc->plugin, R_OK)) {
		diag_line(stderr, NULL, "error", "GCC plugin %s: %s (set KCFI_PLUGIN)",
			  kc->plugin, strerror(errno));
		return KCFI_EXIT_ERROR;
	}
	if (access(kc->kcfi_as, X_OK)) {
		diag_line(stderr, NULL, "error", "kcfi-as %s: %s (set KCFI_AS_BIN)",
			  kc->kcfi_as, strerror(errno));
		return KCFI_EXIT_ERROR;
	}
	/* gcc names a plugin's arguments after its file: -fplugin-arg-<name>-... */
	base = kg_basename(kc->plugin);
	n = strlen(base);
	if (n > 3 && !strcmp(base + n - 3, ".so"))
		n -= 3;
	kc->plugin_name = xstrndup(base, n);
	/* cc1 takes the plugin name up to the first '-' of -fplugin-arg-... */
	if ((kc->hash || kc->normalize || kc->arity) && strchr(kc->plugin_name, '-')) {
		diag_line(stderr, NULL, "error", "GCC cannot pass arguments to plugin %s: "
			  "its name contains '-'", kc->plugin);
		return KCFI_EXIT_ERROR;
	}
	return KCFI_EXIT_OK;
}

static int kg_find_arch(struct kg_ctx *kc)
{
	char *machine = kc->machine;
	size_t i;
	int st;

	if (kc->arch)		/* found already, for -fkcfi-identity= */
		return KCFI_EXIT_OK;
	st = run_capture(&kc->run, kc->real_cc, "-dumpmachine", machine, sizeof(kc->machine));
	if (st)
		return st;
	for (i = 0; i < sizeof(kg_targets) / sizeof(kg_targets[0]); i++) {
		if (!strncmp(machine, kg_targets[i].prefix, strlen(kg_targets[i].prefix))) {
			kc->arch = kg_targets[i].arch;
			return KCFI_EXIT_OK;
		}
	}
	diag_line(stderr, NULL, "error", "-fsanitize=kcfi is not supported for target '%s'",
		  machine);
	return KCFI_EXIT_ERROR;
}

/*
 * `kcfi-gcc --version` / `-v` alone: gcc's answer, then which plugin,
 * kcfi-as and gcc this kcfi-gcc uses (ident.c). Any other use of the two
 * flags is gcc's business.
 */
static int kg_version(struct kg_ctx *kc, const char *flag)
{
	struct run_argv a = { 0 };
	int ret;

	run_argv_add(&a, kc->real_cc);
	run_argv_add(&a, flag);
	ret = run_cmd(&kc->run, &a);
	run_argv_free(&a);
	if (!ret)
		ret = kg_find_arch(kc);
	if (!ret)
		ret = kg_find_major(kc);
	if (!ret)
		ret = kg_find_tools(kc, true);
	if (!ret)
		ret = kg_identify(kc, strcmp(flag, "-v") ? stdout : stderr);
	return ret;
}

/* This kcfi-gcc's identity, its parts found as a compile would find them */
static int kg_own_identity(struct kg_ctx *kc, char mine[KG_IDENTITY_LEN])
{
	int ret = kg_find_arch(kc);

	if (!ret)
		ret = kg_find_tools(kc, true);
	if (!ret)
		ret = kg_identity(kc, mine);
	return ret;
}

/*
 * -fkcfi-identity=TOKEN: run only if this kcfi-gcc's parts are the ones that
 * printed TOKEN (-print-kcfi-identity). distcc compares no compiler versions;
 * the option travels on every command line it ships, so a build node with a
 * different plugin, kcfi-as or kcfi-gcc refuses the job instead of returning
 * an object the client's tools would not have made.
 */
static int kg_check_identity(struct kg_ctx *kc)
{
	char mine[KG_IDENTITY_LEN];
	int ret = kg_own_identity(kc, mine);

	if (ret)
		return ret;
	if (strcmp(kc->identity, mine)) {
		diag_line(stderr, NULL, "error", "%s: this kcfi-gcc is %s: its plugin, kcfi-as "
			  "or kcfi-gcc differ from the ones the build was set up with",
			  kc->identity_word, mine);
		return KCFI_EXIT_ERROR;
	}
	return KCFI_EXIT_OK;
}

static int kg_print_identity(struct kg_ctx *kc)
{
	char mine[KG_IDENTITY_LEN];
	int ret = kg_own_identity(kc, mine);

	if (!ret && printf("%s\n", mine) < 0)
		ret = KCFI_EXIT_ERROR;
	return ret;
}

/* -print-kcfi-plugin: the plugin a C compile would load (scripts, kcfi-typeinfo). */
static int kg_print_plugin(struct kg_ctx *kc)
{
	int ret = kg_find_arch(kc);
	char *real;

	if (!ret)
		ret = kg_find_tools(kc, true);
	if (ret)
		return ret;
	real = realpath(kc->plugin, NULL);
	if (!real)
		diag_line(stderr, NULL, "error", "plugin %s: %s", kc->plugin, strerror(errno));
	ret = !real || printf("%s\n", real) < 0 ? KCFI_EXIT_ERROR : KCFI_EXIT_OK;
	free(real);
	return ret;
}

/*
 * kcfi-gcc's own options. The one text both --kcfi-help prints and the man
 * page is generated from (help2man, docs/man/), so the two cannot diverge.
 */
static const char kg_help[] =
	"Usage: kcfi-gcc [GCC-OPTIONS] -fsanitize=kcfi FILE...\n"
	"  or:  TRIPLE-kcfi-gcc [GCC-OPTIONS] -fsanitize=kcfi FILE...\n"
	"A drop-in gcc with Clang-compatible kernel control-flow integrity. Without\n"
	"-fsanitize=kcfi it runs the real gcc with its arguments unchanged; with it,\n"
	"each C input is compiled by gcc -S with the kcfi GCC plugin, instrumented\n"
	"by kcfi-as and assembled by gcc. TRIPLE-kcfi-gcc wraps TRIPLE-gcc.\n"
	"\n"
	"KCFI options:\n"
	"  -fsanitize=kcfi        instrument: preambles, checks, __kcfi_typeid_ symbols\n"
	"  -fsanitize-kcfi-hash=xxHash64|FNV-1a\n"
	"                         type id hash (default xxHash64, as Clang 19 and\n"
	"                         22; both give clang-22's ids)\n"
	"  -fsanitize-cfi-icall-experimental-normalize-integers\n"
	"                         Clang's and rustc's normalized integer type names\n"
	"  -fsanitize-kcfi-arity  x86_64: the preamble's register names the function's\n"
	"                         argument-register count (Linux 6.15+ FineIBT-BHI)\n"
	"  -fsanitize-kcfi-arm-trap=bkpt|udf\n"
	"                         arm: the check's form: bkpt (default), clang-19's\n"
	"                         compare and bkpt #0, which Linux 6.12 decodes; udf,\n"
	"                         clang-22's eor chain and udf naming the register\n"
	"  -fkcfi-identity=TOKEN  refuse to run unless -print-kcfi-identity prints\n"
	"                         TOKEN here (distcc nodes); never passed to gcc\n"
	"\n"
	"Alone on the command line:\n"
	"  --version, -v          gcc's answer, then one line naming gcc's major and\n"
	"                         the plugin, kcfi-as and kcfi-gcc it uses with the\n"
	"                         XXH64 of each (for ccache's compiler_check)\n"
	"  -print-kcfi-identity   those parts as one token, for -fkcfi-identity=\n"
	"  -print-kcfi-plugin     the plugin a C compilation loads: the one built for\n"
	"                         the wrapped gcc's target and major\n"
	"  --kcfi-help            this text\n"
	"  --help                 gcc's help, then this text\n"
	"Every other option is gcc's and keeps its meaning.\n"
	"\n"
	"Environment:\n"
	"  KCFI_REAL_CC           the gcc to wrap (default gcc, or TRIPLE-gcc)\n"
	"  KCFI_PLUGIN            the plugin (default BINDIR/../lib/kcfi-gcc/\n"
	"                         [MACHINE/]gcc-MAJOR/kcfi.so: MAJOR is the wrapped\n"
	"                         gcc's, from its -dumpversion)\n"
	"  KCFI_AS_BIN            the kcfi-as to run (default BINDIR/kcfi-as)\n";

/* --help: gcc's answer first (configure scripts read it), then ours. */
static int kg_help_gcc(struct kg_ctx *kc)
{
	struct run_argv a = { 0 };
	int ret;

	run_argv_add(&a, kc->real_cc);
	run_argv_add(&a, "--help");
	ret = run_cmd(&kc->run, &a);
	run_argv_free(&a);
	if (!ret && (printf("\n%s", kg_help) < 0 || fflush(stdout)))
		ret = KCFI_EXIT_ERROR;
	return ret;
}

static int kg_main(struct kg_ctx *kc, int argc, char **argv)
{
	const char *err = NULL;
	int xargc, ret;
	char **xargv;

	kc->real_cc = kg_real_cc(argv[0]);
	if (args_expand_rsp(argc, argv, &xargc, &xargv, &err)) {
		diag_line(stderr, NULL, "error", "%s", err);
		return KCFI_EXIT_ERROR;
	}
	ret = args_classify(xargc, xargv, &kc->args, &err);
	kg_scan(kc);
	if (argc == 2 && (!strcmp(argv[1], "--version") || !strcmp(argv[1], "-v")))
		return kg_version(kc, argv[1]);
	if (argc == 2 && !strcmp(argv[1], "-print-kcfi-identity"))
		return kg_print_identity(kc);
	if (argc == 2 && !strcmp(argv[1], "-print-kcfi-plugin"))
		return kg_print_plugin(kc);
	if (argc == 2 && !strcmp(argv[1], "--kcfi-help"))
		return fputs(kg_help, stdout) < 0 || fflush(stdout) ?
		       KCFI_EXIT_ERROR : KCFI_EXIT_OK;
	if (argc == 2 && !strcmp(argv[1], "--help"))
		return kg_help_gcc(kc);
	if (kc->identity && kg_check_identity(kc))
		return KCFI_EXIT_ERROR;
	if (!kc->any_kcfi_flag) {
		argv[0] = (char *)kc->real_cc;
		return kg_exec(kc, argv);
	}
	if (ret)	/* an option lacks its argument: gcc says so */
		return kg_exec_stripped(kc);
	ret = kg_check_options(kc);
	if (ret)
		return ret;
	if (kg_gcc_decides(kc))
		return kg_preprocesses_c(kc) ? kg_exec_preprocess(kc) : kg_exec_stripped(kc);
	ret = kg_check_languages(kc);
	if (!ret)
		ret = kg_find_arch(kc);		/* before the tools: it picks the plugin */
	if (!ret)
		ret = kg_check_arity(kc);
	if (!ret)
		ret = kg_find_tools(kc, kc->nr_c_inputs > 0);
	if (!ret)
		ret = kg_run_pipeline(kc);
	if (kc->run.fatal_signal)
		run_die_of_signal(&kc->run);
	if (run_cleanup(&kc->run) && !ret) {
		diag_line(stderr, NULL, "error", "cannot remove temporary files");
		ret = KCFI_EXIT_ERROR;
	}
	args_free(&kc->args);
	args_free_argv(xargc, xargv);
	return ret;
}

/* diag_oom() exits from anywhere: the temporary directory must still go.
 * on_exit() hands the handler main's context, so nothing lives at file
 * scope; main therefore ends in exit(), never return, which would pop the
 * frame the handler reads.  run_cleanup is idempotent, so after kg_main's
 * own cleanup the handler is a no-op. */
static void kg_cleanup_at_exit(int status, void *arg)
{
	struct kg_ctx *kc = arg;

	(void)status;
	run_cleanup(&kc->run);
}

int main(int argc, char **argv)
{
	struct kg_ctx kc = { 0 };
	int ret;

	diag_tool = "kcfi-gcc";
	run_init(&kc.run);
	if (on_exit(kg_cleanup_at_exit, &kc))
		diag_oom();
	ret = kg_main(&kc, argc, argv);
	free(kc.plugin);
	free(kc.plugin_name);
	free(kc.kcfi_as);
	exit(ret);
}
