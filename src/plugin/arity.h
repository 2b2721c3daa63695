/* SPDX-License-Identifier: GPL-2.0 */
/* -fsanitize-kcfi-arity: the argument-register count of each function (arity.cc). */
#ifndef KCFI_ARITY_H
#define KCFI_ARITY_H

/* Does this target's preamble carry an arity (x86_64)? */
bool kcfi_arity_supported(void);
/* The pass that stores the function being compiled's arity in *slot (0..7),
 * to be read by the marker pass; run it where the CFG still exists. */
opt_pass *kcfi_arity_pass_new(gcc::context *ctxt, int *slot);
/* The pass it runs before: the last one with a CFG (dataflow needs one). */
#define KCFI_ARITY_BEFORE "*free_cfg"

#endif
