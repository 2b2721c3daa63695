/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Every GCC header the plugin needs, in the order GCC requires; nothing else
 * in the project includes GCC headers (the gcc-common.h idea from the
 * kernel's scripts/gcc-plugins). Built against GCC 11's and GCC 12's plugin
 * headers, one plugin per major (docs/kcfi-gcc.md).
 */
#ifndef KCFI_GCC_COMPAT_H
#define KCFI_GCC_COMPAT_H

#include "gcc-plugin.h"
#include "config.h"
#include "system.h"
#include "coretypes.h"
#include "backend.h"
#include "target.h"
#include "tree.h"
/* c-common.h must precede diagnostic-core.h (its format checking). */
#include "c-family/c-common.h"
#include "c-family/c-pretty-print.h"
#include "diagnostic-core.h"
#include "varasm.h"
#include "intl.h"
#include <sys/mman.h>
#include "rtl.h"
#include "memmodel.h"
#include "tm_p.h"
#include "emit-rtl.h"
#include "tree-pass.h"
#include "context.h"
#include "function.h"
#include "basic-block.h"
#include "cgraph.h"
#include "stringpool.h"
#include "attribs.h"
#include "output.h"
#include "langhooks.h"
#include "print-tree.h"

/*
 * ---- GCC version compatibility: the one place for it --------------------
 * Every API the plugin uses (pass names, hooks, tree and RTL accessors,
 * attribute_spec's layout, the no_sanitize handler it wraps) has the same
 * name and meaning in GCC 11 and 12. What differs is listed here and in
 * docs/typeinfo.md ("GCC 11").
 */
#if BUILDING_GCC_VERSION < 11000
#error "kcfi-plugin needs GCC 11 or newer"
#endif

/*
 * The target is x86 when its option header is in: not when the
 * -mindirect-branch-cs-prefix variable exists, which GCC 12 and 11.3 have
 * but 11.1 and 11.2 do not (GCC there emits no cs prefix, and the plugin
 * asks for none).
 */
#ifdef I386_OPTS_H
#define KCFI_TARGET_X86 1
#ifdef ix86_indirect_branch_cs_prefix
#define KCFI_X86_CS_PREFIX ix86_indirect_branch_cs_prefix
#else
#define KCFI_X86_CS_PREFIX 0
#endif
#endif
/* ---- end of GCC version compatibility ---------------------------------- */

#endif
