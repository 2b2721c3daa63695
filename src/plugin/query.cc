// SPDX-License-Identifier: GPL-2.0
/*
 * Query mode (-fplugin-arg-kcfi-query=NAME[,NAME...]): instead of
 * instrumenting, print what the plugin would name each declaration, one
 * tab-separated line per NAME, in the order given:
 *
 *   NAME  KCFI-NAME  MANGLING  XXHASH64  FNV-1A  C-TYPE
 *   ops_open  _ZTSFiP5inodeP4fileE  PFiP5inodeP4fileE  0x8f07ca55  0xb3655edf  int (*)(struct inode *, struct file *)
 *
 * KCFI-NAME is the hashed "_ZTS..." name of the function type behind NAME: a
 * function (K&R definitions get their promoted prototype), a typedef of a
 * function or function-pointer type, or a variable of function-pointer
 * type. For anything else it and both ids are "-". MANGLING is the bare
 * Itanium mangling of NAME's own declared type. Ids are the raw hashes
 * (x86's ENDBR adjustment is kcfi-as's business).
 *
 * Declarations are seen as GCC parses them, so the last declaration of a
 * name wins (a definition overrides an earlier prototype); a NAME never
 * declared is an error.
 */
#include "gcc-compat.h"
#include "gcc-types.h"
#include "query.h"
#include "hash.h"

struct kcfi_query_entry {
	tree id;			/* IDENTIFIER_NODE: never collected */
	char *line;			/* everything after NAME, or NULL */
};

struct kcfi_query {
	struct kcfi_names *names;
	auto_vec<kcfi_query_entry> entries;
};

/* The function type a declaration stands for, or NULL_TREE. */
static tree query_fntype(tree decl)
{
	tree type = TREE_TYPE(decl);

	if (TREE_CODE(decl) == FUNCTION_DECL)
		return type;
	if (TREE_CODE(type) == FUNCTION_TYPE)
		return type;
	if (TREE_CODE(type) == POINTER_TYPE && TREE_CODE(TREE_TYPE(type)) == FUNCTION_TYPE)
		return TREE_TYPE(type);
	return NULL_TREE;
}

static char *query_c_spelling(tree type)
{
	c_pretty_printer pp;

	pp.type_id(type);
	return xstrdup(pp_formatted_text(&pp));
}

static void query_describe(struct kcfi_query *q, struct kcfi_query_entry *e, tree decl)
{
	location_t loc = DECL_SOURCE_LOCATION(decl);
	tree fntype = query_fntype(decl);
	const char *kcfi = NULL, *bare;
	char ids[32] = "-\t-";
	char *c_type;

	if (fntype) {
		kcfi = TREE_CODE(decl) == FUNCTION_DECL ?
		       kcfi_decl_type_name(q->names, decl) :
		       kcfi_type_name(q->names, fntype, loc);
		if (!kcfi)
			return;
		snprintf(ids, sizeof(ids), "0x%08x\t0x%08x", ti_hash(TI_HASH_XXHASH64, kcfi),
			 ti_hash(TI_HASH_FNV1A, kcfi));
	}
	bare = kcfi_type_mangling(q->names, TREE_TYPE(decl), loc);
	if (!bare)
		return;
	/* A typedef is shown by what it stands for. */
	c_type = query_c_spelling(TREE_CODE(decl) == TYPE_DECL && DECL_ORIGINAL_TYPE(decl) ?
				  DECL_ORIGINAL_TYPE(decl) : TREE_TYPE(decl));
	free(e->line);
	e->line = xasprintf("%s\t%s\t%s\t%s", kcfi ? kcfi : "-", bare, ids, c_type);
	free(c_type);
}

static void query_match(struct kcfi_query *q, tree decl)
{
	unsigned int i;
	kcfi_query_entry *e;

	if (!decl || !DECL_P(decl) || !DECL_NAME(decl) || TREE_TYPE(decl) == error_mark_node)
		return;
	FOR_EACH_VEC_ELT(q->entries, i, e)
		if (e->id == DECL_NAME(decl))
			query_describe(q, e, decl);
}

/* Every declaration (prototype, typedef, variable), at any scope. */
static void query_finish_decl(void *gcc_data, void *user_data)
{
	struct kcfi_query *q = (struct kcfi_query *)user_data;

	/* GCC runs callbacks newest first: let a typedef name its type first */
	kcfi_names_finish_decl(q->names, (tree)gcc_data);
	query_match(q, (tree)gcc_data);
}

/* Function definitions: only now are K&R parameters known. */
static void query_finish_function(void *gcc_data, void *user_data)
{
	query_match((struct kcfi_query *)user_data, (tree)gcc_data);
}

static void query_print(void *, void *user_data)
{
	struct kcfi_query *q = (struct kcfi_query *)user_data;
	unsigned int i;
	kcfi_query_entry *e;

	if (seen_error())
		return;
	FOR_EACH_VEC_ELT(q->entries, i, e) {
		if (!e->line)
			error_at(UNKNOWN_LOCATION, "kcfi: query: %qs is not declared", IDENTIFIER_POINTER(e->id));
	}
	if (seen_error())
		return;
	FOR_EACH_VEC_ELT(q->entries, i, e)
		printf("%s\t%s\n", IDENTIFIER_POINTER(e->id), e->line);
	fflush(stdout);
}

int kcfi_query_init(const char *plugin_name, const char *names, struct kcfi_names *names_ctx)
{
	struct kcfi_query *q = new kcfi_query;
	const char *p = names;

	q->names = names_ctx;
	while (*p) {
		const char *end = strchrnul(p, ',');
		struct kcfi_query_entry e = { get_identifier_with_length(p, end - p), NULL };

		if (end == p) {
			error("kcfi: %<-fplugin-arg-%s-query=%> has an empty name", plugin_name);
			return 1;
		}
		q->entries.safe_push(e);
		p = *end ? end + 1 : end;
	}
	if (q->entries.is_empty()) {
		error("kcfi: %<-fplugin-arg-%s-query=%> needs at least one name", plugin_name);
		return 1;
	}
	register_callback(plugin_name, PLUGIN_FINISH_DECL, query_finish_decl, q);
	register_callback(plugin_name, PLUGIN_FINISH_PARSE_FUNCTION, query_finish_function, q);
	register_callback(plugin_name, PLUGIN_FINISH, query_print, q);
	return 0;
}
