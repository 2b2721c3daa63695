/* Functions whose address C takes: two static ones in an ops table, one
 * returned by pick().  A KCFI compiler gives all three a preamble; plain
 * gcc gives none.  (check.sh builds it with -ffunction-sections, so every
 * reference is a relocation: an assembler resolves a rip-relative lea of
 * its own section without one.) */
struct ops {
	int (*open)(int);
	void (*close)(void);
};

static int my_open(int x)
{
	return x + 1;
}

static void my_close(void)
{
}

const struct ops my_ops = { my_open, my_close };

static int helper(int x)
{
	return x * 3;
}

int (*pick(int which))(int)
{
	return which ? helper : my_open;
}
