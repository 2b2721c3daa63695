/* SPDX-License-Identifier: GPL-2.0 */
/*
 * kcfi-gcc's context: the classified command line, what it asks for, and
 * where the pipeline's tools are. Filled by kcfi-gcc.c, run by steps.c.
 */
#ifndef KCFI_GCC_H
#define KCFI_GCC_H

#include <stdbool.h>
#include <stdio.h>

#include "args.h"
#include "run.h"

enum kg_stage { STAGE_LINK, STAGE_C, STAGE_S, STAGE_E };

/* Which of the user's flags a child command gets (see kg_add_user_flags). */
enum kg_step {
	STEP_STRIPPED,		/* the whole command line minus KCFI flags */
	STEP_COMPILE,		/* gcc -S / -E of one input: no inputs, no -o/-x/-c */
	STEP_ASSEMBLE,		/* gcc -c -x assembler: additionally no -M* / -dump* */
	STEP_LINK,		/* the final link: inputs are added by the caller */
};

struct kg_ctx {
	struct run_ctx run;
	struct arg_list args;
	const char *real_cc;
	char *plugin, *plugin_name, *kcfi_as;
	const char *arch;
	char machine[256];	/* real gcc -dumpmachine: picks the plugin */
	int gcc_major;		/* real gcc -dumpversion's first number: so does it */

	/* what the command line asks for (kg_scan) */
	bool any_kcfi_flag;	/* some KCFI flag is present: gcc must not see it */
	bool kcfi;		/* -fsanitize=kcfi is in force after all -fno-sanitize= */
	bool normalize, arity, lto, save_temps, syntax_only, dep_only;
	const char *hash;	/* -fsanitize-kcfi-hash= value, or NULL */
	const char *hash_word;
	const char *arm_trap;	/* -fsanitize-kcfi-arm-trap= value, or NULL */
	const char *lto_word;
	const char *identity, *identity_word;	/* -fkcfi-identity= */
	enum kg_stage stage;
	const char *output;	/* last -o, or NULL */
	bool dep, dep_file, dep_target, dumpdir, dumpbase, dumpbase_ext;
	int nr_compile_inputs;	/* inputs gcc would compile or assemble */
	int nr_c_inputs;	/* of which C: only these need the plugin */
};

void kg_add_user_flags(struct kg_ctx *kc, struct run_argv *a, enum kg_step step);
/* -fplugin= and its -fplugin-arg-NAME-* options */
void kg_add_plugin(struct kg_ctx *kc, struct run_argv *a);
int kg_run_pipeline(struct kg_ctx *kc);
int kg_identify(struct kg_ctx *kc, FILE *f);
#define KG_IDENTITY_LEN 23	/* "xxh64:" and 16 hex digits, NUL */
int kg_identity(struct kg_ctx *kc, char out[KG_IDENTITY_LEN]);

#endif
