/* SPDX-License-Identifier: GPL-2.0 */
/*
 * kcfi-check's view of one ELF file (libelf): sections with their bytes and
 * relocations, the symbol table, functions by address. Relocatable objects
 * and linked files look the same to the rest: an address is sh_addr + offset
 * (sh_addr is 0 in a .o), and a symbol's value is such an address.
 */
#ifndef KCFI_CHECK_ELF_H
#define KCFI_CHECK_ELF_H

#include <gelf.h>
#include <stdbool.h>
#include <stdint.h>

struct chk_rela {
	uint64_t offset;		/* in the patched section */
	size_t sym;			/* symbol table index */
	int64_t addend;			/* SHT_RELA's; see chk_elf_addend */
	bool implicit;			/* SHT_REL (arm): the addend is in the field */
	unsigned int type;		/* R_* */
	size_t seq;			/* its place in the file's relocation section */
};

struct chk_section {
	const char *name;
	GElf_Shdr shdr;
	const uint8_t *data;		/* NULL for SHT_NOBITS */
	size_t size;
	struct chk_rela *relas;		/* sorted by offset */
	size_t nrelas;
};

struct chk_sym {
	const char *name;
	uint64_t value;
	uint64_t size;
	size_t shndx;			/* SHN_ABS, SHN_UNDEF or a section */
	unsigned char type;		/* STT_* */
	unsigned char bind;		/* STB_* */
};

/* A mapping symbol: "$x" code (arm: "$a" ARM, "$t" Thumb-2) or "$d" data
 * starts here. */
struct chk_map {
	size_t shndx;
	uint64_t addr;
	char kind;			/* 'x' or 'd' */
};

struct chk_elf {
	const char *path;
	int fd;
	Elf *elf;
	bool relocatable;		/* ET_REL: values come from relocations */
	unsigned int machine;
	unsigned int ptr_size;		/* bytes in an address: 4 in ELFCLASS32 */
	struct chk_section *secs;
	size_t nsecs;
	struct chk_sym *syms;		/* symbol table order (relocations index it) */
	size_t nsyms;
	size_t *funcs;			/* code symbols by (section, value) */
	size_t nfuncs;
	size_t *datas;			/* linked files: named data symbols, the same way */
	size_t ndatas;
	struct chk_map *maps;		/* mapping symbols by (section, addr) */
	size_t nmaps;
};

int chk_elf_open(struct chk_elf *e, const char *path, char *err, size_t errlen);
void chk_elf_close(struct chk_elf *e);

/* The relocation patching OFF in section S, or NULL. */
const struct chk_rela *chk_elf_rela_at(const struct chk_section *s, uint64_t off);
/* Where the code of the function at address VALUE (a symbol's, a
 * pointer's) starts: arm's Thumb bit cleared. */
uint64_t chk_elf_code_address(const struct chk_elf *e, uint64_t value);
/* R's addend, for a data field of WIDTH bytes (4 or 8): SHT_RELA's, or
 * SHT_REL's implicit one, the field itself (little-endian, signed). */
int64_t chk_elf_addend(const struct chk_section *s, const struct chk_rela *r, unsigned int width);
/* The code symbol containing ADDR in section SHNDX (the last one
 * starting at or before it), or NULL. */
const struct chk_sym *chk_elf_func_at(const struct chk_elf *e, size_t shndx, uint64_t addr);
/* The named object (or untyped) symbol of a linked file closest at or
 * below ADDR in ADDR's section (.bss included), or NULL. */
const struct chk_sym *chk_elf_data_at(const struct chk_elf *e, uint64_t addr);
/* The function symbol NAME starting in (ADDR, ADDR + WINDOW] of section
 * SHNDX, or NULL: the function a preamble symbol belongs to. */
const struct chk_sym *chk_elf_func_near(const struct chk_elf *e, size_t shndx, uint64_t addr,
					uint64_t window, const char *name);
/* Function symbols at exactly ADDR: their count, *first = index in e->funcs. */
size_t chk_elf_funcs_at(const struct chk_elf *e, size_t shndx, uint64_t addr, size_t *first);
/* Function symbols of section SHNDX: their count, *first as above. */
size_t chk_elf_funcs_in(const struct chk_elf *e, size_t shndx, size_t *first);
/* The mapping symbol kind in force at ADDR ('x', 'a', 't', 'd'), or 0 if none. */
char chk_elf_mapping_at(const struct chk_elf *e, size_t shndx, uint64_t addr);
/* Does a mapping symbol of KIND ('x', 'a', 't' or 'd') start exactly at ADDR? */
bool chk_elf_mapping_starts(const struct chk_elf *e, size_t shndx, uint64_t addr, char kind);
/* The first mapping symbol after ADDR in section SHNDX, or NULL. */
const struct chk_map *chk_elf_next_mapping(const struct chk_elf *e, size_t shndx, uint64_t addr);
/* The section of a linked file that holds ADDR, or 0. */
size_t chk_elf_section_of(const struct chk_elf *e, uint64_t addr);
/* Bytes at ADDR in section SHNDX, with *avail bytes until its end; NULL if outside. */
const uint8_t *chk_elf_bytes(const struct chk_elf *e, size_t shndx, uint64_t addr,
			     size_t *avail);
/* The pointer-sized field at ADDR of a linked file as it holds at the link
 * address: the field itself, or the addend of the dynamic relocation of
 * type RELATIVE (the arch's B + A) that fills it at load: arm64's vmlinux
 * is linked -shared --no-apply-dynamic-relocs, its pointers are 0 in the
 * file.  (A dynamic relocation section patches no one section: its entries
 * are section 0's, by address.)  false if ADDR is outside the file's bytes
 * or another dynamic relocation patches it. */
bool chk_elf_linked_word(const struct chk_elf *e, unsigned int relative, uint64_t addr,
			 uint64_t *value);
/* Is section SHNDX executable code? */
bool chk_elf_is_text(const struct chk_elf *e, size_t shndx);

#endif
