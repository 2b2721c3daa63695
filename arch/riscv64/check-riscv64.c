// SPDX-License-Identifier: GPL-2.0
/*
 * kcfi-check for riscv64: not yet. Its code scan decodes with capstone, and
 * Debian 12's capstone 4 has no RISC-V decoder (capstone 5 has one); until
 * it is there, kcfi-check refuses riscv64 objects by name instead of
 * auditing them by halves. kcfi-as --explain and the riscv64 test tier's
 * objdump reading cover riscv64 code meanwhile.
 */
#include "check-arch.h"

const struct kcfi_check_arch kcfi_check_riscv64 = {
	.name = "riscv64",
	.unsupported = "Debian 12's capstone 4 has no RISC-V decoder",
};
