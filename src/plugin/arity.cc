// SPDX-License-Identifier: GPL-2.0
/*
 * -fsanitize-kcfi-arity (x86_64, LLVM 21+): the preamble's "movl $id, %reg"
 * names the function's arity in its register, %eax..%edi for 0..7, which
 * Linux 6.15+'s FineIBT-BHI reads to poison that many argument registers
 * (rdi, rsi, rdx, rcx, r8, r9) on a mispredicted call.
 *
 * Clang counts the general registers live at entry (machine live-ins: an
 * unused argument is not one; %al of a variadic function is), and says 7
 * when any argument is on the stack. A count can be lower than the position
 * of the last register read (f(a, b) reading only b: clang says 1, so %rsi
 * goes unpoisoned); FineIBT-BHI poisons a prefix, so here the arity is the
 * larger of clang's count and that position. It equals clang's whenever the
 * live argument registers are a prefix (every function at -O0, and every
 * one whose arguments are all used). docs/corner-cases.md, "Arity".
 */
#include "gcc-compat.h"
#include "df.h"
#include "arity.h"

#ifdef R9_REG
/* SysV x86_64 integer argument registers, in order (psABI 3.2.3). */
static const unsigned int kcfi_arg_regs[] = { DI_REG, SI_REG, DX_REG, CX_REG, R8_REG, R9_REG };
#define KCFI_ARITY_STACK 7

static int kcfi_arity_compute(void)
{
	unsigned int count = 0, last = 0;
	bitmap live;

	/* an argument on the stack: the most there is, whatever is read */
	if (maybe_gt(crtl->args.size, 0))
		return KCFI_ARITY_STACK;
	df_analyze();
	/* what the entry block passes on: every register read before written */
	live = df_get_live_out(ENTRY_BLOCK_PTR_FOR_FN(cfun));
	for (unsigned int i = 0; i < ARRAY_SIZE(kcfi_arg_regs); i++) {
		if (bitmap_bit_p(live, kcfi_arg_regs[i])) {
			count++;
			last = i + 1;
		}
	}
	/* %al, the vector-register count a variadic function reads: clang
	 * counts it as a live-in like any general register */
	if (bitmap_bit_p(live, AX_REG))
		count++;
	return MIN(MAX(count, last), KCFI_ARITY_STACK);
}

bool kcfi_arity_supported(void)
{
	return true;
}
#else
static int kcfi_arity_compute(void)
{
	return -1;
}

bool kcfi_arity_supported(void)
{
	return false;
}
#endif

namespace {

const pass_data kcfi_arity_data = {
	RTL_PASS, "kcfi_arity", OPTGROUP_NONE, TV_NONE, PROP_rtl, 0, 0, 0, 0,
};

class kcfi_arity_pass : public rtl_opt_pass {
	int *slot;

public:
	kcfi_arity_pass(gcc::context *ctxt, int *s) : rtl_opt_pass(kcfi_arity_data, ctxt), slot(s) {}
	unsigned int execute(function *) final override
	{
#ifdef R9_REG
		/* the register table is the 64-bit SysV ABI's, as clang's is */
		if (!TARGET_64BIT) {
			error("kcfi: %<-fsanitize-kcfi-arity%> needs 64-bit x86 (%<-m64%>)");
			return 0;
		}
#endif
		*slot = kcfi_arity_compute();
		return 0;
	}
};

} // namespace

opt_pass *kcfi_arity_pass_new(gcc::context *ctxt, int *slot)
{
	return new kcfi_arity_pass(ctxt, slot);
}
