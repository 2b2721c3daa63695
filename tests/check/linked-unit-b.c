// SPDX-License-Identifier: GPL-2.0
/* The other half: a static of linked-unit-a.c's twin's name and another
 * type, inlined, so its DWARF definition has no code (EFI's libstub and
 * fs/nls both have a utf8_to_utf32 in arm64's vmlinux). */
static unsigned int twin(const unsigned char **s) { return **s + 1; }

unsigned int use(const unsigned char **s) { return twin(s) * 3; }
unsigned int (*use_ptr)(const unsigned char **) = use;
