// SPDX-License-Identifier: GPL-2.0
/*
 * cfi_salt: registered so that GCC 12 accepts Clang 22's attribute (and
 * __has_attribute(cfi_salt) says yes), kept on the function type, read by
 * the mangler's front end (gcc-types.cc) when it names a type.
 *
 * Where it may be written is GCC's business once the attribute says it
 * needs a function type: on a function or its declaration it salts the
 * declared type; on a typedef, variable or member of pointer-to-function
 * type (or inside the declarator, after the '*') it salts the pointed-to
 * type; on anything else GCC warns that it only applies to function types
 * and drops it, as Clang does. Clang takes the salt of the outermost type
 * only (a salted parameter type changes nothing) and the last of several
 * salts on one declarator.
 */
#include "gcc-compat.h"
#include "cfi-salt.h"

static tree kcfi_cfi_salt_handler(tree *, tree, tree, int, bool *);

static const struct attribute_spec kcfi_cfi_salt_attr = {
	/* name, min and max args, decl_required, type_required,
	 * function_type_required, affects_type_identity */
	"cfi_salt", 1, 1, false, true, true, true, kcfi_cfi_salt_handler, NULL,
};

/* ATTRS without any cfi_salt, as a new list (attribute lists are shared
 * between types, so never edited in place). */
static tree kcfi_without_salt(tree attrs)
{
	tree res = NULL_TREE, *tail = &res;

	for (tree a = attrs; a; a = TREE_CHAIN(a)) {
		if (is_attribute_p(kcfi_cfi_salt_attr.name, get_attribute_name(a)))
			continue;
		*tail = tree_cons(TREE_PURPOSE(a), TREE_VALUE(a), NULL_TREE);
		tail = &TREE_CHAIN(*tail);
	}
	return res;
}

/*
 * *NODE is a FUNCTION_TYPE (GCC moved through any decl or pointer). The
 * salt replaces an earlier one, as Clang's does, so a type never carries
 * two; the handler makes the variant itself.
 */
static tree kcfi_cfi_salt_handler(tree *node, tree name, tree args, int, bool *no_add)
{
	tree arg = TREE_VALUE(args);

	*no_add = true;
	/* Clang's messages */
	if (TREE_CODE(arg) != STRING_CST ||
	    TYPE_MAIN_VARIANT(TREE_TYPE(TREE_TYPE(arg))) != char_type_node) {
		error("expected string literal as argument of %qE attribute", name);
		return NULL_TREE;
	}
	if (!prototype_p(*node)) {
		error("%qE attribute only applies to non-K&R-style functions", name);
		return NULL_TREE;
	}
	/* The salt is printed inside a quoted marker and a comment line of
	 * the .s: no control characters (Clang would take "\n"). */
	for (int i = 0; i < TREE_STRING_LENGTH(arg) - 1; i++) {
		unsigned char c = TREE_STRING_POINTER(arg)[i];

		if (c < 0x20 || c == 0x7f) {
			error("kcfi: %qE: control character 0x%x in the salt is not supported",
			      name, c);
			return NULL_TREE;
		}
	}
	*node = build_type_attribute_variant(
		*node, tree_cons(name, args, kcfi_without_salt(TYPE_ATTRIBUTES(*node))));
	return NULL_TREE;
}

/* The target's comp_type_attributes, which we wrap (set once per cc1). */
static int (*kcfi_target_comp_type_attributes)(const_tree, const_tree);

/*
 * Clang 22 makes function types of different salts incompatible: a
 * redeclaration with another salt (or none) is "conflicting types", a
 * pointer of one salt initialized from another an incompatible pointer.
 * GCC's comp_type_attributes leaves an identity-affecting attribute that
 * differs to this target hook, which calls them compatible; say no first.
 * (The hook sees only types whose identity-affecting attributes differ;
 * GIMPLE asks it for function types only, never for the pointers calls go
 * through, so no call loses its type.)
 */
static int kcfi_comp_type_attributes(const_tree t1, const_tree t2)
{
	if (FUNC_OR_METHOD_TYPE_P(t1) && FUNC_OR_METHOD_TYPE_P(t2)) {
		const char *s1 = kcfi_cfi_salt(CONST_CAST_TREE(t1));
		const char *s2 = kcfi_cfi_salt(CONST_CAST_TREE(t2));

		if ((s1 || s2) && (!s1 || !s2 || strcmp(s1, s2)))
			return 0;
	}
	return kcfi_target_comp_type_attributes(t1, t2);
}

void kcfi_register_cfi_salt(void)
{
	register_attribute(&kcfi_cfi_salt_attr);
	kcfi_target_comp_type_attributes = targetm.comp_type_attributes;
	targetm.comp_type_attributes = kcfi_comp_type_attributes;
}

const char *kcfi_cfi_salt(tree fntype)
{
	tree a = lookup_attribute(kcfi_cfi_salt_attr.name, TYPE_ATTRIBUTES(fntype));
	const char *s;

	if (!a)
		return NULL;
	s = TREE_STRING_POINTER(TREE_VALUE(TREE_VALUE(a)));
	return *s ? s : NULL;
}

const char *kcfi_marker_quote(const char *name)
{
	size_t extra = 0, n = 0;
	char *res;

	for (const char *p = name; *p; p++)
		extra += *p == '"' || *p == '\\';
	if (!extra)
		return name;
	res = ggc_vec_alloc<char>(strlen(name) + extra + 1);
	for (const char *p = name; *p; p++) {
		if (*p == '"' || *p == '\\')
			res[n++] = '\\';
		res[n++] = *p;
	}
	res[n] = '\0';
	return res;
}
