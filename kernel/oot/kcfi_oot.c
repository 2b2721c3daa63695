// SPDX-License-Identifier: GPL-2.0
/*
 * An out-of-tree module as DKMS users add them (issue #25): every entry
 * point is called by the kernel through a function pointer, so on a KCFI
 * kernel each call is checked against this module's preambles.  Built by
 * a compiler without KCFI, the first of these calls is a CFI failure.
 *
 *   open/read/write/release   misc device file operations (VFS)
 *   kcfi_oot_tick             timer callback (softirq)
 *   kcfi_oot_work             work item (workqueue kthread)
 *
 * Reading /dev/kcfi_oot waits for the timer and the work item to have run
 * and answers "ticks N work M opens K\n".
 */
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/module.h>
#include <linux/timer.h>
#include <linux/uaccess.h>
#include <linux/wait.h>
#include <linux/workqueue.h>

static struct timer_list kcfi_oot_timer;
static struct work_struct kcfi_oot_work_item;
static DECLARE_WAIT_QUEUE_HEAD(kcfi_oot_wait);
static atomic_t ticks, works, opens;

static void kcfi_oot_work(struct work_struct *work)
{
	atomic_inc(&works);
	wake_up(&kcfi_oot_wait);
}

static void kcfi_oot_tick(struct timer_list *t)
{
	if (atomic_inc_return(&ticks) < 5)
		mod_timer(&kcfi_oot_timer, jiffies + HZ / 50);
	schedule_work(&kcfi_oot_work_item);
}

static int kcfi_oot_open(struct inode *inode, struct file *file)
{
	atomic_inc(&opens);
	mod_timer(&kcfi_oot_timer, jiffies + 1);
	return 0;
}

static ssize_t kcfi_oot_read(struct file *file, char __user *buf, size_t len, loff_t *pos)
{
	char msg[64];
	int n;

	if (wait_event_interruptible_timeout(kcfi_oot_wait,
			atomic_read(&ticks) >= 5 && atomic_read(&works) >= 1, 10 * HZ) <= 0)
		return -ETIMEDOUT;
	n = scnprintf(msg, sizeof(msg), "ticks %d work %d opens %d\n",
		      atomic_read(&ticks), atomic_read(&works), atomic_read(&opens));
	return simple_read_from_buffer(buf, len, pos, msg, n);
}

static ssize_t kcfi_oot_write(struct file *file, const char __user *buf, size_t len, loff_t *pos)
{
	return len;
}

static int kcfi_oot_release(struct inode *inode, struct file *file)
{
	return 0;
}

static const struct file_operations kcfi_oot_fops = {
	.owner   = THIS_MODULE,
	.open    = kcfi_oot_open,
	.read    = kcfi_oot_read,
	.write   = kcfi_oot_write,
	.release = kcfi_oot_release,
	.llseek  = noop_llseek,
};

static struct miscdevice kcfi_oot_dev = {
	.minor = MISC_DYNAMIC_MINOR,
	.name  = "kcfi_oot",
	.fops  = &kcfi_oot_fops,
};

static int __init kcfi_oot_init(void)
{
	timer_setup(&kcfi_oot_timer, kcfi_oot_tick, 0);
	INIT_WORK(&kcfi_oot_work_item, kcfi_oot_work);
	return misc_register(&kcfi_oot_dev);
}

static void __exit kcfi_oot_exit(void)
{
	misc_deregister(&kcfi_oot_dev);
	timer_shutdown_sync(&kcfi_oot_timer);
	cancel_work_sync(&kcfi_oot_work_item);
}

module_init(kcfi_oot_init);
module_exit(kcfi_oot_exit);
MODULE_DESCRIPTION("kcfi-gcc: an out-of-tree module whose callbacks the kernel calls");
MODULE_LICENSE("GPL");
