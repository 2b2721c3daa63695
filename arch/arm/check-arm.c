// SPDX-License-Identifier: GPL-2.0
/*
 * kcfi-check for 32-bit Arm: not yet, although capstone 4 decodes both ARM
 * and Thumb-2. Two things stand in the way of an audit that means what it
 * says: an arm object interleaves ARM code, Thumb-2 code and data (literal
 * pools, preambles) per function, as its $a/$t/$d mapping symbols tell,
 * while the code scan decodes each executable section in one mode; and
 * clang-19's arm checks have no fixed shape (its generic IR lowering lets
 * the register allocator pick and interleave them, puts the bkpt out of
 * line and loads the id from a literal pool at -O0), while the audit
 * matches one exact sequence before each branch, so every clang-built
 * check would read as missing. Until both are modelled, kcfi-check refuses
 * arm objects by name; kcfi-as --explain and the arm tier's reader
 * (tests/arm/arm_ids.py) cover arm code meanwhile.
 */
#include "check-arch.h"

const struct kcfi_check_arch kcfi_check_arm = {
	.name = "arm",
	.unsupported = "the code scan decodes a section in one mode, not ARM and Thumb-2 "
		       "by $a/$t mapping symbols, and clang-19's arm checks have no fixed shape",
};
