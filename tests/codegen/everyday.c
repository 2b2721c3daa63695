// SPDX-License-Identifier: GPL-2.0
/*
 * Everyday kernel-style C for the clang-19 differential test: every public
 * function, address-taken static, address-taken external declaration and
 * indirect call here must get the same KCFI ids from kcfi-gcc as from
 * clang-19 -fsanitize=kcfi. noipa/noinline keep both compilers from
 * devirtualising or cloning, so the call sites exist in both objects.
 */
#include <stdarg.h>
#include <stddef.h>

#ifdef __clang__
#define __noipa __attribute__((noinline))
#else
#define __noipa __attribute__((noipa))
#endif

typedef unsigned char u8;
typedef unsigned short u16;
typedef unsigned int u32;
typedef unsigned long long u64;
typedef long long loff_t;
typedef long ssize_t;
typedef unsigned int gfp_t;
typedef struct { int counter; } atomic_t;
enum irqreturn { IRQ_NONE, IRQ_HANDLED };
typedef enum irqreturn irqreturn_t;
typedef _Bool bool;

struct inode;
struct file;
struct page;
struct device { const char *name; };

struct file_operations {
	loff_t (*llseek)(struct file *, loff_t, int);
	ssize_t (*read)(struct file *, char *, size_t, loff_t *);
	ssize_t (*write)(struct file *, const char *, size_t, loff_t *);
	int (*open)(struct inode *, struct file *);
	int (*release)(struct inode *, struct file *);
	long (*unlocked_ioctl)(struct file *, unsigned int, unsigned long);
};

struct dev_ops {
	irqreturn_t (*handler)(int, void *);
	void *(*alloc)(size_t, gfp_t);
	void (*free)(const void *);
	bool (*match)(struct device *, const void *);
	u64 (*read_counter)(atomic_t *);
	void (*log)(const char *, ...);
	int (*vlog)(const char *, va_list);
	void (*fill)(u8 *buf, u16 len, u32 pattern);
};

extern int printk(const char *fmt, ...);
extern void *kmalloc(size_t size, gfp_t flags);
extern void kfree(const void *);
extern int never_address_taken(int);

static irqreturn_t my_irq(int irq, void *data) { return data && irq ? IRQ_HANDLED : IRQ_NONE; }
static void my_log(const char *fmt, ...) { (void)fmt; }
static int my_vlog(const char *fmt, va_list ap) { (void)ap; return fmt[0]; }
static bool my_match(struct device *d, const void *p) { return d->name == p; }
static u64 my_counter(atomic_t *a) { return a->counter; }
static void my_fill(u8 *buf, u16 len, u32 pattern) { while (len--) *buf++ = (u8)pattern; }
static int only_called_directly(int x) { return x + never_address_taken(x); }

struct dev_ops dev_ops = {
	.handler = my_irq,
	.alloc = kmalloc,
	.free = kfree,
	.match = my_match,
	.read_counter = my_counter,
	.log = my_log,
	.vlog = my_vlog,
	.fill = my_fill,
};

int (*printer)(const char *, ...) = printk;

__noipa loff_t do_llseek(const struct file_operations *fops, struct file *f, loff_t off)
{
	return fops->llseek(f, off, 0);
}

__noipa ssize_t do_read(const struct file_operations *fops, struct file *f,
				       char *buf, size_t n, loff_t *pos)
{
	return fops->read(f, buf, n, pos) + 1;
}

__noipa ssize_t do_write(const struct file_operations *fops, struct file *f,
					const char *buf, size_t n, loff_t *pos)
{
	return fops->write(f, buf, n, pos);
}

__noipa int do_open_release(const struct file_operations *fops, struct inode *i,
					   struct file *f)
{
	int ret = fops->open(i, f);

	if (ret)
		return ret;
	return fops->release(i, f);
}

__noipa long do_ioctl(const struct file_operations *fops, struct file *f,
				     unsigned int cmd, unsigned long arg)
{
	return fops->unlocked_ioctl(f, cmd, arg);
}

__noipa int dispatch_all(struct dev_ops *ops, struct device *dev, atomic_t *a)
{
	void *p = ops->alloc(64, 0);
	int n = 0;

	if (ops->handler(3, p) == IRQ_HANDLED)
		n++;
	if (ops->match(dev, p))
		n++;
	n += (int)ops->read_counter(a);
	ops->fill(p, 64, 0xaa);
	ops->log("%d", n);
	ops->free(p);
	return n + only_called_directly(n);
}

__noipa int do_vlog(struct dev_ops *ops, const char *fmt, ...)
{
	va_list ap;
	int r;

	va_start(ap, fmt);
	r = ops->vlog(fmt, ap);
	va_end(ap);
	return r;
}

__noipa int call_printer(int x)
{
	return printer("%d\n", x);
}

typedef void (*visit_fn)(int *, unsigned long);
__noipa void walk(int arr[], unsigned long n, visit_fn visit)
{
	for (unsigned long i = 0; i < n; i++)
		visit(&arr[i], i);
}

struct pair { long a, b; };
union value { long l; double d; };
__noipa struct pair by_value(struct pair (*f)(struct pair, union value), struct pair p)
{
	union value v = { .l = 1 };

	return f(p, v);
}

__noipa double floats(double (*f)(float, double, long double), float x)
{
	return f(x, 2.0, 3.0L);
}

__noipa void *(*returns_fn(int sel))(size_t, gfp_t)
{
	return sel ? kmalloc : 0;
}
