/*
 * Rule (seed kcfi-call-sharing): two indirect tail calls of different types
 * that plain gcc -Os/-O2 cross-jumps into one `jmp *%rax` stay two checks,
 * two traps and two jumps, each against its own type (the type names are
 * the hand-mangled callee types).
 */
// RUN: -Os
// RUN-O2: -O2
// RUN-O3: -O3
struct kobject;
struct attribute;
struct bin_attribute;

struct attribute_group {
	int (*is_visible)(struct kobject *, struct attribute *, int);
	int (*is_bin_visible)(struct kobject *, struct bin_attribute *, int);
	struct attribute **attrs;
	struct bin_attribute **bin_attrs;
};

int check(struct kobject *kobj, const struct attribute_group *grp, int i)
{
	if (grp->attrs)
		return grp->is_visible(kobj, grp->attrs[i], i);
	return grp->is_bin_visible(kobj, grp->bin_attrs[i], i);
}

// CHECK-LABEL: check:
// CHECK: # kcfi: check _ZTSFiP7kobjectP9attributeiE
// CHECK: ud2
// CHECK: jmp *%
// CHECK: # kcfi: check _ZTSFiP7kobjectP13bin_attributeiE
// CHECK: ud2
// CHECK: jmp *%
// CHECK-NOT: {{ud2|jmp \*%}}
// CHECK: .size check,
