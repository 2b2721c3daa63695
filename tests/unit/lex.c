// SPDX-License-Identifier: GPL-2.0
/*
 * The GNU as statement lexer: separators, comments, strings, labels and
 * operand splitting, each against hand-written input and hand-derived
 * expectations.
 */
#include <stdlib.h>

#include "harness.h"
#include "lex.h"

static const struct lex_syntax x86 = { .comment = "#" };

struct lexed {
	struct arena a;
	struct diag d;
	char *err;
	size_t errlen;
	FILE *ef;
	struct asm_lexed lx;
};

static void lex_str(struct lexed *l, const struct lex_syntax *syn, const char *src)
{
	memset(l, 0, sizeof(*l));
	l->ef = open_memstream(&l->err, &l->errlen);
	diag_init(&l->d, l->ef, "t.s");
	lex_buffer(&l->a, &l->d, syn, src, strlen(src), &l->lx);
	fflush(l->ef);
}

static void lexed_free(struct lexed *l)
{
	fclose(l->ef);
	free(l->err);
	arena_free(&l->a);
}

static void statements_split_at_newline_and_semicolon(void)
{
	struct lexed l;

	lex_str(&l, &x86, "\tmovq %rdi, %rax ; call *%rax\n\tret\n");
	CHECK(l.lx.nstmts == 3);
	CHECK(l.lx.nlines == 2);
	CHECK_STR(l.lx.stmts[0].name, "movq");
	CHECK(l.lx.stmts[0].nops == 2);
	CHECK_STR(l.lx.stmts[0].ops[1], "%rax");
	CHECK_STR(l.lx.stmts[1].name, "call");
	CHECK_STR(l.lx.stmts[1].ops[0], "*%rax");
	CHECK(l.lx.stmts[1].line == 1 && l.lx.stmts[2].line == 2);
	CHECK(l.lx.stmts[2].kind == STMT_INSN);
	lexed_free(&l);
}

static void labels_are_peeled_off(void)
{
	struct lexed l;

	lex_str(&l, &x86, "a: .L1: 1: call *8(%rdi)\n");
	CHECK(l.lx.nstmts == 4);
	CHECK(l.lx.stmts[0].kind == STMT_LABEL);
	CHECK_STR(l.lx.stmts[0].name, "a");
	CHECK_STR(l.lx.stmts[1].name, ".L1");
	CHECK_STR(l.lx.stmts[2].name, "1");
	CHECK(l.lx.stmts[3].kind == STMT_INSN);
	CHECK(l.lx.stmts[3].nops == 1);
	CHECK_STR(l.lx.stmts[3].ops[0], "*8(%rdi)");
	lexed_free(&l);
}

static void strings_hide_comments_and_separators(void)
{
	struct lexed l;

	lex_str(&l, &x86, "\t.string \"a#b;c\\\"d\", \"e,f\" # real comment\n");
	CHECK(l.lx.nstmts == 1);
	CHECK(l.lx.stmts[0].kind == STMT_DIRECTIVE);
	CHECK(l.lx.stmts[0].nops == 2);
	CHECK_STR(l.lx.stmts[0].ops[0], "\"a#b;c\\\"d\"");
	CHECK_STR(l.lx.stmts[0].ops[1], "\"e,f\"");
	CHECK(l.d.errors == 0);
	lexed_free(&l);
}

static void operands_split_at_top_level_commas(void)
{
	struct lexed l;

	lex_str(&l, &x86, "\tmovq 8(%rdi,%rsi,4), %r11\n\t.section .text.a,\"ax\",@progbits\n");
	CHECK(l.lx.stmts[0].nops == 2);
	CHECK_STR(l.lx.stmts[0].ops[0], "8(%rdi,%rsi,4)");
	CHECK(l.lx.stmts[1].nops == 3);
	CHECK_STR(l.lx.stmts[1].ops[2], "@progbits");
	lexed_free(&l);
}

static void comments_hash_block_and_app_lines(void)
{
	struct lexed l;

	lex_str(&l, &x86, "# 1 \"t.c\"\n#APP\n\tnop /* x ; y */ ; ret\n/* a\n call *%rax\n*/ nop\n#NO_APP\n");
	CHECK(l.lx.nstmts == 5);
	CHECK(l.lx.stmts[0].kind == STMT_APP);
	CHECK_STR(l.lx.stmts[1].name, "nop");
	CHECK_STR(l.lx.stmts[2].name, "ret");
	CHECK_STR(l.lx.stmts[3].name, "nop");
	CHECK(l.lx.stmts[3].line == 6);
	CHECK(l.lx.stmts[4].kind == STMT_NO_APP);
	lexed_free(&l);
}

static void aarch64_hash_is_not_a_comment_mid_line(void)
{
	static const struct lex_syntax a64 = { .comment = "//" };
	struct lexed l;

	lex_str(&l, &a64, "\tmov x0, #1 // one\n\tret\n");
	CHECK(l.lx.nstmts == 2);
	CHECK(l.lx.stmts[0].nops == 2);
	CHECK_STR(l.lx.stmts[0].ops[1], "#1");
	lexed_free(&l);
}

static void unterminated_string_is_an_error(void)
{
	struct lexed l;

	lex_str(&l, &x86, "\tnop\n\t.kcfi_call \"_ZTSFvvE\n");
	CHECK(l.d.errors == 1);
	CHECK(l.err && strstr(l.err, "t.s:2: error: unterminated string"));
	lexed_free(&l);
}

static void char_constants_do_not_open_strings(void)
{
	struct lexed l;

	lex_str(&l, &x86, "\tmovb $'\", %al # c\n\tmovb $'#, %bl\n");
	CHECK(l.d.errors == 0);
	CHECK(l.lx.nstmts == 2);
	CHECK_STR(l.lx.stmts[0].ops[1], "%al");
	CHECK_STR(l.lx.stmts[1].ops[0], "$'#");
	lexed_free(&l);
}

/* The lexer once kept only the first 64 operands of a statement. */
static void operands_are_not_capped(void)
{
	struct strbuf src = { 0 };
	struct lexed l;

	sb_puts(&src, "\t.byte 0");
	for (int i = 1; i < 100; i++)
		sb_printf(&src, ", %d", i);
	sb_puts(&src, "\n");
	lex_str(&l, &x86, src.buf);
	CHECK(l.lx.nstmts == 1);
	CHECK(l.lx.stmts[0].nops == 100);
	CHECK_STR(l.lx.stmts[0].ops[64], "64");
	CHECK_STR(l.lx.stmts[0].ops[99], "99");
	lexed_free(&l);
	sb_release(&src);
}

static void unquote_decodes_escapes(void)
{
	struct arena a = { 0 };

	CHECK_STR(lex_unquote(&a, "\"_ZTSFvvE\""), "_ZTSFvvE");
	CHECK_STR(lex_unquote(&a, "\"a\\\"b\\\\\""), "a\"b\\");
	CHECK(lex_unquote(&a, "_ZTSFvvE") == NULL);
	CHECK(lex_unquote(&a, "\"a\" \"b\"") == NULL);
	arena_free(&a);
}

int main(void)
{
	RUN(statements_split_at_newline_and_semicolon);
	RUN(labels_are_peeled_off);
	RUN(strings_hide_comments_and_separators);
	RUN(operands_split_at_top_level_commas);
	RUN(comments_hash_block_and_app_lines);
	RUN(aarch64_hash_is_not_a_comment_mid_line);
	RUN(unterminated_string_is_an_error);
	RUN(char_constants_do_not_open_strings);
	RUN(operands_are_not_capped);
	RUN(unquote_decodes_escapes);
	return harness_failures != 0;
}
