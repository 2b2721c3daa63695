/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The arch backend interface: one const struct per arch, chosen at run time
 * (--arch), so one kcfi-as serves both kcfi-gcc and aarch64-linux-gnu-kcfi-gcc.
 * classify() is the recognise half (instruction tokens -> neutral call site);
 * emit_preamble()/emit_check() are the produce half (neutral -> arch text).
 * Backends keep no state and print nothing; they return text in struct asm_out.
 */
#ifndef KCFI_ARCH_H
#define KCFI_ARCH_H

#include <stdbool.h>
#include <stdint.h>

#include "arches.h"
#include "lex.h"
#include "parse.h"
#include "util.h"

enum call_kind {
	CALL_KIND_NONE,			/* not a branch */
	CALL_KIND_DIRECT,		/* direct or conditional branch, direct call,
					 * return: a call marker cannot reach past it */
	CALL_KIND_INDIRECT_CALL,
	CALL_KIND_INDIRECT_JUMP,	/* sibcall, jump table or computed goto */
	CALL_KIND_UNSUPPORTED,		/* an indirect branch form we cannot check */
	CALL_KIND_PREFIX,		/* prefix-only statement ("cs"): look at the next insn */
};

enum target_kind {
	TARGET_REG,			/* call *%rax */
	TARGET_MEM,			/* call *8(%rdi): loaded into a scratch first */
	TARGET_THUNK,			/* call __x86_indirect_thunk_rax,
					 * aarch64 bl __call_indirect_x2 */
};

struct call_target {
	enum target_kind kind;
	const char *reg;		/* register name without '%' (REG, THUNK) */
	const char *mem;		/* memory operand text without '*' (MEM) */
};

/* A checked call, as handed to emit_check(). */
struct call_site {
	const struct asm_stmt *insn;	/* the call/jmp statement */
	enum call_kind kind;
	struct call_target target;
	unsigned int prefix_nops;	/* .kcfi_prefix_nops */
	unsigned int label_no;		/* unique per file: names .Lkcfi_*N labels */
	/* label_no of the first check in the same section: its trap label
	 * names the section a .kcfi_traps entry links to, so all entries of one
	 * text section share one .kcfi_traps section, as with Clang */
	unsigned int anchor_no;
	bool has_prefix;		/* a prefix line ("cs") precedes insn */
	bool thunk_cs_prefix;		/* .kcfi_thunk_cs_prefix: rewritten thunk
					 * branches get a "cs" prefix line */
	/* the last of the arch's mode_directives before insn (arm ".thumb"),
	 * NULL if none came before it */
	const struct asm_stmt *mode;
	unsigned int form;		/* index into the arch's check_forms, 0: default */
};

/* A function that gets a preamble, as handed to emit_preamble(). */
struct asm_func {
	const char *name;
	enum sym_binding binding;
	struct func_layout layout;
	unsigned int prefix_nops;	/* .kcfi_prefix_nops */
	int arity;			/* .kcfi_func's arity, -1 if it has none */
};

/* Text produced by a backend: lines inserted before the statement, and an
 * optional replacement of the statement itself. */
struct asm_out {
	struct strbuf before;
	struct strbuf replace;
	bool has_replace;
	/* a check refused (emit_check returned non-zero): why, in a phrase
	 * that completes "cannot emit a check: ", or NULL for the errno's */
	const char *why;
};

/* --verify (verify.c) walks the emitted text and reads each check back
 * through its backend's struct kcfi_verify, one statement at a time. The
 * readers live in arch/<arch>/verify.c, written from the ABI apart
 * from the emitters, so that a bug in one is not repeated in the other. */

/* A check being read back. stage counts the statements matched so far,
 * 0: none; the backend moves it to VERIFY_READY when only the branch is
 * missing.  A check whose trap needs a .kcfi_traps entry ends the same way
 * on every arch: the backend stops at VERIFY_BRANCHED, its conditional
 * branch to the pass label read, and verify.c reads the rest (the trap's
 * label, kcfi_verify.trap_insn, the entry, the pass label). */
enum {
	VERIFY_BRANCHED = 96, VERIFY_TRAP_LABEL = 97, VERIFY_TRAPPED = 98, VERIFY_LISTED = 99,
	VERIFY_READY = 100,
};

struct verify_check {
	unsigned int stage, line;	/* line: where the check starts */
	uint32_t id;			/* the id compared with */
	long off;			/* read at reg - off */
	int r[3];			/* the backend's: registers of the compare
					 * (arm: and the one its trap names) */
	unsigned int saved;		/* the backend's: registers pushed around it */
	struct strbuf reg;		/* the register the id is read through */
	struct strbuf scratch;		/* x86_64: SRC of "movq SRC, %r11" before */
	struct strbuf pass, trap;	/* labels */
	int mode;			/* the backend's: what outlives one check
					 * (arm: ARM or Thumb state, as the
					 * directives so far say) */
};

struct kcfi_verify {
	/* Advance c by s, a statement of the output at line (no branch). */
	void (*check_step)(struct verify_check *c, const struct asm_stmt *s, unsigned int line);
	/* Optional. A READY check before a branch through reg of kind, marked
	 * with target in: false, with why (a whole message after "verify: "),
	 * if its registers do not fit the branch. */
	bool (*check_regs)(const struct verify_check *c, const char *reg, enum call_kind kind,
			   const struct call_target *in, unsigned int branch_line,
			   struct strbuf *why);
	/* Is s the preamble's id (".word ID"; x86_64 "movl $ID, %eax")? With
	 * a preamble_symbol_prefix it is looked for after that symbol's label,
	 * else s starts a preamble. *arity: the arity its register names
	 * (x86_64 -fsanitize-kcfi-arity: %eax 0 .. %edi 7), else 0. */
	bool (*preamble_id)(const struct asm_stmt *s, uint32_t *id, unsigned int *arity);
	/* Optional. A bl into an SLS-BLR stub (thunk_call): its statements
	 * after the stub's label, step counting from 1; returns the next step,
	 * 0 if s is not the stub's, VERIFY_STUB_BRANCH for its branch. */
	unsigned int (*stub_step)(unsigned int step, const struct asm_stmt *s, enum call_kind kind);
	/* The 4-byte data directive of a .kcfi_traps entry, NULL: no table,
	 * and the trap instruction the entries point at ("ud2"). */
	const char *traps_word, *trap_insn;
};

#define VERIFY_STUB_BRANCH 100u

struct kcfi_arch {
	const char *name;			/* "x86_64", "aarch64" */
	struct parse_syntax syntax;		/* comments, .align meaning, nop */
	unsigned int id_insn_bytes;		/* size of the preamble's id instruction */
	unsigned int nop_bytes;			/* size of one prefix nop */
	/* the preamble's own symbol is this + the function's name ("__cfi_"),
	 * or NULL if the preamble has none: the input must leave it alone */
	const char *preamble_symbol_prefix;
	uint32_t (*mask_type_id)(uint32_t id);	/* optional (arches.h) */
	enum call_kind (*classify)(struct arena *a, const struct asm_stmt *insn,
				   struct call_target *t);
	/* NULL-terminated: classify() says CALL_KIND_NONE or CALL_KIND_DIRECT
	 * for every other mnemonic, so the parser need not lex those lines
	 * while no marker waits for its branch (with thunk_call, or a runtime
	 * call directive, it lexes every line of these: direct calls matter
	 * then).
	 * NULL: not known, every instruction is lexed. */
	const char *const *branch_mnemonics;
	/* NULL-terminated directives that make the indirect call right after
	 * them an ABI runtime call, not a C call: never marked, never checked
	 * (aarch64 ".tlsdesccall": the TLS descriptor resolver) */
	const char *const *runtime_call_directives;
	/* NULL-terminated directives GCC prints around every inline asm
	 * statement, the plugin's markers included, where other arches print
	 * #APP/#NO_APP (arm's ASM_APP_ON/OFF: ".syntax unified", ".thumb"):
	 * they may stand between a marker and its branch */
	const char *const *app_directives;
	/* Optional. A direct call (CALL_KIND_DIRECT) into a branch-through-
	 * register thunk that u defines (aarch64 -mharden-sls=blr: "bl .L4"
	 * with ".L4: mov x16, x2; br x16"): fills t (TARGET_THUNK, the register
	 * the thunk branches to) and returns the thunk's own branch, which
	 * then needs no marker; NULL for any other call. */
	const struct asm_stmt *(*thunk_call)(const struct asm_unit *u, const struct asm_stmt *insn,
					     struct call_target *t);
	/* Optional. A conditional direct branch that a jump-table dispatch
	 * prints before its indirect jump (arm Thumb-2 "cmp; bhi .Ldefault;
	 * tbb [pc, r3]", one insn): a .kcfi_nocheck "jump" reaches past it */
	bool (*table_guard)(const struct asm_stmt *insn);
	/* Optional. NULL-terminated directives that switch the instruction
	 * set (arm ".arm", ".thumb", ".code"): kept by the parser, and the
	 * last one before a checked branch is handed to emit_check
	 * (call_site.mode) */
	const char *const *mode_directives;
	/* Optional. The check's forms, NULL-terminated, [0] the default, and
	 * the kcfi-as / kcfi-gcc option that picks one ("-fsanitize-kcfi-arm-
	 * trap", given as OPTION=FORM): call_site.form is its index */
	const char *check_form_option;
	const char *const *check_forms;
	/* x86_64 -fsanitize-kcfi-arity: the preamble's id register for each
	 * arity 0..max_arity (the first also without one); NULL: the arch's
	 * preambles carry no arity, and a .kcfi_func with one is an error */
	const char *const *arity_regs;
	unsigned int max_arity;
	int (*emit_preamble)(struct asm_out *out, const struct asm_func *fn, uint32_t id);
	int (*emit_check)(struct asm_out *out, const struct call_site *cs, uint32_t id);
	/* --verify's reader of this backend's output, NULL: none yet */
	const struct kcfi_verify *verify;
};

/* kcfi_arch_x86_64, ...: one per row of the arch table (arches.h). */
#define KCFI_AS_BACKEND_DECL(name, machine, triple) extern const struct kcfi_arch kcfi_arch_##name;
KCFI_ARCHES(KCFI_AS_BACKEND_DECL)

/* kcfi_verify_x86_64, ...: each backend's --verify reader. */
#define KCFI_VERIFY_DECL(name, machine, triple) extern const struct kcfi_verify kcfi_verify_##name;
KCFI_ARCHES(KCFI_VERIFY_DECL)

/* NULL-terminated table of every backend, in the order of arches.h. */
extern const struct kcfi_arch *const kcfi_arches[];

const struct kcfi_arch *kcfi_arch_find(const char *name);
/* Is NAME (N bytes) one of arch's runtime_call_directives? */
bool kcfi_arch_runtime_call_directive(const struct kcfi_arch *arch, const char *name, size_t n);
/* Is NAME (N bytes) one of arch's mode_directives? */
bool kcfi_arch_mode_directive(const struct kcfi_arch *arch, const char *name, size_t n);
/* The largest function alignment a preamble is padded to: its nops are
 * lines of text, and 64 kB already means up to 16k-65k of them. */
#define KCFI_MAX_FUNC_ALIGN 65536u

/* Alignment nops before the preamble's id instruction (all arches). */
unsigned int kcfi_preamble_pad_nops(const struct kcfi_arch *arch, const struct asm_func *fn);
/* End the line that starts at sb->buf[line_start] with comment, padded as
 * LLVM pads its operand comments (column 48, tabs to multiples of 8), so a
 * reviewer sees clang-19's "# imm = 0x..." in the same place. */
void kcfi_line_comment(struct strbuf *sb, size_t line_start, const char *comment);
/* Shared by the --verify readers (struct kcfi_verify) and verify.c. */
bool verify_is_insn(const struct asm_stmt *s, const char *name, unsigned int nops);
bool verify_is_label(const struct asm_stmt *s, const struct strbuf *name);
/* "N" as a number of at most max; false if it is not exactly that. */
bool verify_num(const char *s, uint64_t max, uint64_t *v);
void verify_set(struct strbuf *sb, const char *s, size_t n);
bool verify_sb_is(const struct strbuf *sb, const char *s);

/* The arch kcfi-as was built for, used when --arch is not given. */
const char *kcfi_arch_host(void);

#endif
