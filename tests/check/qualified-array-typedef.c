// SPDX-License-Identifier: GPL-2.0
/*
 * A qualifier on an array typedef qualifies the elements (C 6.7.3), but
 * GCC's DWARF leaves it out (PR debug/8354): kcfi-check --dwarf must find
 * the reading with the qualifiers restored. clang-19 -fsanitize=kcfi gives
 * f 0xfa586f0d (_ZTSFvPA1_VlE) and g 0x9710e9d6 (_ZTSFvPA1_KlPPA1_VlE).
 */
typedef long arr[1];

void f(volatile arr *p) { (void)p; }
void g(const arr *p, volatile arr **q) { (void)p; (void)q; }
