/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Every GCC header the plugin needs, in the order GCC requires; nothing else
 * in the project includes GCC headers (the gcc-common.h idea from the
 * kernel's scripts/gcc-plugins). Built against GCC 12's plugin headers.
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

#if BUILDING_GCC_VERSION < 12000
#error "kcfi-plugin needs GCC 12 or newer"
#endif

#endif
