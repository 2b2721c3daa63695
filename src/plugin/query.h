/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Query mode of the plugin (-fplugin-arg-kcfi-plugin-query=NAMES): print the
 * KCFI type names of the named declarations instead of instrumenting.
 * Include after gcc-compat.h and gcc-types.h.
 */
#ifndef KCFI_QUERY_H
#define KCFI_QUERY_H

/*
 * Register the query callbacks for NAMES (comma-separated identifiers),
 * naming types with NAMES_CTX (which carries -normalize-integers).
 * Returns 0, or non-zero after reporting an error.
 */
int kcfi_query_init(const char *plugin_name, const char *names, struct kcfi_names *names_ctx);

#endif
