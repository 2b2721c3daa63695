// SPDX-License-Identifier: GPL-2.0
/* Driver-model, net, block, irq, timer and misc kernel callbacks. */
#include "kernel-types.h"

int plat_probe(struct platform_device *pdev) DEF
void plat_remove(struct platform_device *pdev) DEF
void plat_shutdown(struct platform_device *pdev) DEF
int plat_suspend(struct device *dev) DEF
int pci_probe(struct pci_dev *dev, const struct pci_device_id *id) DEF
void pci_remove(struct pci_dev *dev) DEF
int pci_sriov_configure(struct pci_dev *dev, int num_vfs) DEF
ssize_t attr_show(struct device *dev, struct device_attribute *attr, char *buf) DEF
ssize_t attr_store(struct device *dev, struct device_attribute *attr, const char *buf,
		   size_t count) DEF
umode_t attr_is_visible(struct kobject *kobj, struct attribute *attr, int n) DEF
umode_t attr_is_bin_visible(struct kobject *kobj, struct bin_attribute *attr, int n) DEF
ssize_t bin_read(struct file *filp, struct kobject *kobj, struct bin_attribute *attr,
		 char *buf, loff_t off, size_t count) DEF
void kobj_release(struct kobject *kobj) DEF
int bus_match(struct device *dev, const void *drv) DEF
int bus_uevent(const struct device *dev, struct kobj_uevent_env *env) DEF
char *class_devnode(const struct device *dev, umode_t *mode) DEF
const void *dev_get_match_data(const struct device *dev) DEF

irqreturn_t irq_handler(int irq, void *dev_id) DEF
irqreturn_t irq_thread_fn(int irq, void *dev_id) DEF
int request_irq_like(unsigned int irq, irq_handler_t handler, unsigned long flags,
		     const char *name, void *dev) DEF
void irq_mask(struct irq_data *data) DEF
int irq_set_type(struct irq_data *data, unsigned int flow_type) DEF
int irq_set_affinity(struct irq_data *data, const cpumask_t *dest, bool force) DEF
void irq_flow_handler(struct irq_desc *desc) DEF
int notifier_call(struct notifier_block *nb, unsigned long action, void *data) DEF
int register_notifier_like(notifier_fn_t fn, int priority) DEF

void work_fn(struct work_struct *work) DEF
bool queue_work_like(int cpu, void *wq, struct work_struct *work) DEF
void init_work_like(struct work_struct *work, work_func_t func) DEF
void timer_fn(struct timer_list *t) DEF
enum hrtimer_restart hrtimer_fn(struct hrtimer *timer) DEF
void tasklet_fn(unsigned long data) DEF
void tasklet_cb(struct tasklet_struct *t) DEF
void rcu_cb(struct rcu_head *head) DEF
void call_rcu_like(struct rcu_head *head, rcu_callback_t func) DEF
int kthread_fn(void *data) DEF
long kthread_create_like(int (*threadfn)(void *data), void *data, const char *namefmt, ...) DEF
void smp_call_fn(void *info) DEF
int cpuhp_startup(unsigned int cpu) DEF
int proc_handler_fn(const struct ctl_table *ctl, int write, void *buffer, size_t *lenp,
		    loff_t *ppos) DEF
int param_set(const char *val, const struct kernel_param *kp) DEF
int param_get(char *buffer, const struct kernel_param *kp) DEF

netdev_tx_t ndo_start_xmit(struct sk_buff *skb, struct net_device *dev) DEF
int ndo_open(struct net_device *dev) DEF
int ndo_stop(struct net_device *dev) DEF
void ndo_set_rx_mode(struct net_device *dev) DEF
int ndo_set_mac_address(struct net_device *dev, void *addr) DEF
int ndo_eth_ioctl(struct net_device *dev, struct ifreq *ifr, int cmd) DEF
int ndo_change_mtu(struct net_device *dev, int new_mtu) DEF
void ndo_tx_timeout(struct net_device *dev, unsigned int txqueue) DEF
void ndo_get_stats64(struct net_device *dev, struct rtnl_link_stats64 *storage) DEF
int ndo_vlan_rx_add_vid(struct net_device *dev, __be32 proto, u16 vid) DEF
u16 ndo_select_queue(struct net_device *dev, struct sk_buff *skb, struct net_device *sb_dev) DEF
void eth_get_drvinfo(struct net_device *dev, struct ethtool_drvinfo *info) DEF
u32 eth_get_link(struct net_device *dev) DEF
void eth_get_ringparam(struct net_device *dev, struct ethtool_ringparam *ring, void *kring,
		       struct netlink_ext_ack *extack) DEF
void eth_get_strings(struct net_device *dev, u32 stringset, u8 *data) DEF
void eth_get_ethtool_stats(struct net_device *dev, void *stats, u64 *data) DEF
int proto_bind(struct socket *sock, struct sockaddr *addr, int addr_len) DEF
int proto_sendmsg(struct socket *sock, struct msghdr *m, size_t total_len) DEF
int proto_recvmsg(struct socket *sock, struct msghdr *m, size_t total_len, int flags) DEF
__poll_t proto_poll(struct file *file, struct socket *sock, struct poll_table_struct *wait) DEF
int proto_setsockopt(struct socket *sock, int level, int optname, void *optval,
		     unsigned int optlen) DEF
void sk_data_ready(struct sock *sk) DEF
void sk_destruct(struct sock *sk) DEF
int netif_rx_like(struct sk_buff *skb) DEF
int napi_poll(void *napi, int budget) DEF

int bdev_open(struct gendisk *disk, fmode_t mode) DEF
void bdev_release(struct gendisk *disk) DEF
int bdev_ioctl(struct block_device *bdev, fmode_t mode, unsigned cmd, unsigned long arg) DEF
int bdev_getgeo(struct block_device *bdev, struct hd_geometry *geo) DEF
void submit_bio_fn(struct bio *bio) DEF
blk_status_t mq_queue_rq(struct blk_mq_hw_ctx *hctx, const struct blk_mq_queue_data *bd) DEF
void mq_complete(struct request *rq) DEF
int mq_init_hctx(struct blk_mq_hw_ctx *hctx, void *data, unsigned int hctx_idx) DEF
void bio_end_io(struct bio *bio) DEF

int clk_enable_fn(struct clk_hw *hw) DEF
unsigned long clk_recalc_rate(struct clk_hw *hw, unsigned long parent_rate) DEF
long clk_round_rate(struct clk_hw *hw, unsigned long rate, unsigned long *parent_rate) DEF
int clk_determine_rate(struct clk_hw *hw, struct clk_rate_request *req) DEF
int clk_set_rate(struct clk_hw *hw, unsigned long rate, unsigned long parent_rate) DEF
u8 clk_get_parent(struct clk_hw *hw) DEF
int gpio_get(struct gpio_chip *gc, unsigned int offset) DEF
void gpio_set(struct gpio_chip *gc, unsigned int offset, int value) DEF
int gpio_direction_output(struct gpio_chip *gc, unsigned int offset, int value) DEF
void gpio_set_multiple(struct gpio_chip *gc, unsigned long *mask, unsigned long *bits) DEF
int i2c_master_xfer(struct i2c_adapter *adap, struct i2c_msg *msgs, int num) DEF
int i2c_smbus_xfer(struct i2c_adapter *adap, u16 addr, unsigned short flags, char read_write,
		   u8 command, int size, union i2c_smbus_data *data) DEF
u32 i2c_functionality(struct i2c_adapter *adap) DEF

void *dma_alloc(struct device *dev, size_t size, dma_addr_t *dma_handle, gfp_t gfp,
		unsigned long attrs) DEF
void dma_free(struct device *dev, size_t size, void *vaddr, dma_addr_t dma_handle,
	      unsigned long attrs) DEF
dma_addr_t dma_map_page(struct device *dev, struct page *page, unsigned long offset,
			size_t size, enum dma_data_direction dir, unsigned long attrs) DEF
int dma_map_sg(struct device *dev, struct scatterlist *sg, int nents,
	       enum dma_data_direction dir, unsigned long attrs) DEF
void dma_sync_single(struct device *dev, dma_addr_t addr, size_t size,
		     enum dma_data_direction dir) DEF
unsigned long shrink_count(struct shrinker *s, struct shrink_control *sc) DEF
int crypto_init_tfm(struct crypto_tfm *tfm) DEF
int shash_update(struct shash_desc *desc, const u8 *data, unsigned int len) DEF
int shash_final(struct shash_desc *desc, u8 *out) DEF
int shash_setkey(void *tfm, const u8 *key, unsigned int keylen) DEF
unsigned int bpf_prog_run(const void *ctx, const struct bpf_insn *insn) DEF
u64 bpf_helper(u64 r1, u64 r2, u64 r3, u64 r4, u64 r5) DEF
int perf_event_init(struct perf_event *event) DEF
void perf_event_read(struct perf_event *event) DEF
int lsm_bprm_check(struct linux_binprm *bprm) DEF
int lsm_task_kill(struct task_struct *p, void *info, int sig, const struct cred *cred) DEF
int lsm_inode_permission(struct inode *inode, int mask) DEF
void *kmalloc_like(size_t size, gfp_t flags) DEF
void kfree_like(const void *objp) DEF
int printk_like(const char *fmt, ...) DEF
int vprintk_like(const char *fmt, va_list args) DEF
int snprintf_like(char *buf, size_t size, const char *fmt, ...) DEF
void *memcpy_like(void *dest, const void *src, size_t count) DEF
int memcmp_like(const void *cs, const void *ct, size_t count) DEF
char *strncpy_like(char *dest, const char *src, size_t count) DEF
size_t strlen_like(const char *s) DEF
int kstrtoul_like(const char *s, unsigned int base, unsigned long *res) DEF
void list_sort_like(void *priv, struct list_head *head,
		    int (*cmp)(void *, const struct list_head *, const struct list_head *)) DEF
void sort_like(void *base, size_t num, size_t size, int (*cmp)(const void *, const void *),
	       void (*swap)(void *, void *, int)) DEF
void *bsearch_like(const void *key, const void *base, size_t num, size_t size,
		   int (*cmp)(const void *key, const void *elt)) DEF
bool atomic_dec_and_test_like(atomic_t *v) DEF
s64 atomic64_read_like(const atomic64_t *v) DEF
bool refcount_dec_and_lock_like(refcount_t *r, spinlock_t *lock) DEF
kuid_t make_kuid_like(struct user_namespace *from, uid_t uid) DEF
bool uid_eq_like(kuid_t left, kuid_t right) DEF
void cpumask_copy_like(cpumask_t *dstp, const cpumask_t *srcp) DEF
time64_t ktime_get_seconds_like(void) DEF
unsigned long copy_from_user_like(void *to, const void *from, unsigned long n) DEF
long strncpy_from_user_like(char *dst, const char *src, long count) DEF
__le16 cpu_to_le16_like(u16 v) DEF
__le64 cpu_to_le64_like(u64 v) DEF
resource_size_t resource_size_like(const void *res) DEF
phys_addr_t virt_to_phys_like(volatile void *address) DEF
int module_init_fn(void) DEF
void module_exit_fn(void) DEF
pid_t task_pid_like(struct task_struct *task) DEF
void mmput_like(struct mm_struct *mm) DEF
s32 i2c_smbus_read_byte_like(const void *client) DEF
s8 s8_fn(s8 a, s16 b, s32 c, s64 d) DEF
u8 u8_fn(u8 a, u16 b, u32 c, u64 d, u8 e, u16 f, u32 g, u64 h) DEF
