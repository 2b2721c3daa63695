// SPDX-License-Identifier: GPL-2.0
/*
 * kcfi-check for 32-bit Arm: not yet. capstone 4 decodes both ARM and
 * Thumb-2, but an arm object interleaves the two (and literal pools) per
 * function, as its $a/$t/$d mapping symbols say, and the code scan decodes
 * each executable section in one mode; until it follows mapping symbols,
 * kcfi-check refuses arm objects by name instead of misreading half of them.
 * kcfi-as --explain and the arm test tier's objdump reading cover arm code
 * meanwhile.
 */
#include "check-arch.h"

const struct kcfi_check_arch kcfi_check_arm = {
	.name = "arm",
	.unsupported = "ARM and Thumb-2 code interleave per function ($a/$t mapping symbols), "
		       "which the code scan does not follow yet",
};
