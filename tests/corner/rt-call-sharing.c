/*
 * Rule: two indirect calls of different types that GCC's cross-jumping
 * would merge into one `jmp *%rax` (plain gcc -Os does) keep one check per
 * type. If they were shared, one of the two correctly typed calls would
 * false-trap; a callee of the wrong type in either slot traps.
 */
// BUILD: -Os
// BUILD: -O2
// OK: visible
// OK: bin-visible
// TRAP: bin-in-visible-slot
// TRAP: visible-in-bin-slot
#include "rt.h"

struct kobject { int id; };
struct attribute { int mode; };
struct bin_attribute { int size; };

struct attribute_group {
	int (*is_visible)(struct kobject *, struct attribute *, int);
	int (*is_bin_visible)(struct kobject *, struct bin_attribute *, int);
	struct attribute **attrs;
	struct bin_attribute **bin_attrs;
};

__attribute__((noipa)) int group_visible(struct kobject *kobj,
					 const struct attribute_group *grp, int i)
{
	if (grp->attrs)
		return grp->is_visible(kobj, grp->attrs[i], i);
	return grp->is_bin_visible(kobj, grp->bin_attrs[i], i);
}

int attr_visible(struct kobject *k, struct attribute *a, int i)
{
	return k->id + a->mode + i;
}

int bin_visible(struct kobject *k, struct bin_attribute *b, int i)
{
	return k->id * b->size + i;
}

static struct kobject kobj = { 3 };
static struct attribute attr = { 40 }, *attrs[] = { &attr };
static struct bin_attribute battr = { 100 }, *battrs[] = { &battr };

static int visible(void)
{
	struct attribute_group g = { attr_visible, bin_visible, attrs, NULL };

	return group_visible(&kobj, &g, 0);
}

static int bin_visible_case(void)
{
	struct attribute_group g = { attr_visible, bin_visible, NULL, battrs };

	return group_visible(&kobj, &g, 0);
}

static int bin_in_visible_slot(void)
{
	struct attribute_group g = { (void *)bin_visible, bin_visible, attrs, NULL };

	return group_visible(&kobj, &g, 0);
}

static int visible_in_bin_slot(void)
{
	struct attribute_group g = { attr_visible, (void *)attr_visible, NULL, battrs };

	return group_visible(&kobj, &g, 0);
}

int main(int argc, char **argv)
{
	static const struct rt_case cases[] = {
		{ "visible", visible, 43 },
		{ "bin-visible", bin_visible_case, 300 },
		{ "bin-in-visible-slot", bin_in_visible_slot, -1 },
		{ "visible-in-bin-slot", visible_in_bin_slot, -1 },
		{ NULL, NULL, 0 },
	};

	return rt_main(argc, argv, cases);
}
