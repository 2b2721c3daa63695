// SPDX-License-Identifier: GPL-2.0
/*
 * __kcfi_typeid_ symbols for functions whose address is taken only by code
 * the optimizer deletes (Linux's sysctl tables when CONFIG_SYSCTL=n: the
 * register_sysctl_init stub ignores its table). clang-19 decides before it
 * optimizes, so it still emits __kcfi_typeid_proc_dointvec; so must we.
 */
struct ctl_table {
	const char *procname;
	int (*proc_handler)(const struct ctl_table *, int, void *, unsigned long *, long *);
};

int proc_dointvec(const struct ctl_table *, int, void *, unsigned long *, long *);
int proc_dobool(const struct ctl_table *, int, void *, unsigned long *, long *);

static struct ctl_table kern_table[] = {
	{ "a", proc_dointvec },
	{ "b", proc_dobool },
};

static inline void register_sysctl_init(const char *path, struct ctl_table *table)
{
	(void)path;
	(void)table;
}

static int sysctl_init(void)
{
	register_sysctl_init("kernel", kern_table);
	return 0;
}

int (*const initcall)(void) __attribute__((used)) = sysctl_init;

/* a call site and a preamble, so that every kind of id is compared */
int run_handler(const struct ctl_table *t)
{
	return t->proc_handler(t, 0, 0, 0, 0);
}
