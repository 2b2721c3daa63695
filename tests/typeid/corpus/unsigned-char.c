// SPDX-License-Identifier: GPL-2.0
/*
 * typeid-flags: -funsigned-char -- as Linux builds since 6.2. Plain char
 * stays "c", but normalizes to u2u8 and shares that candidate with
 * unsigned char.
 */
#include "kernel-types.h"

void uc_chars(char a, unsigned char b, signed char c, char *d, unsigned char *e) DEF
size_t uc_strlen(const char *s) DEF
int uc_strcmp(const char *a, const char *b) DEF
char *uc_strchr(const char *s, int c) DEF
void uc_mixed(u8 a, char b, bool c, s8 d) DEF
