// SPDX-License-Identifier: GPL-2.0
/* Filesystem callbacks: file, inode, super, address_space, dentry, seq ops. */
#include "kernel-types.h"

loff_t fop_llseek(struct file *file, loff_t offset, int whence) DEF
ssize_t fop_read(struct file *file, char *buf, size_t count, loff_t *pos) DEF
ssize_t fop_write(struct file *file, const char *buf, size_t count, loff_t *pos) DEF
ssize_t fop_read_iter(struct kiocb *iocb, struct iov_iter *to) DEF
ssize_t fop_write_iter(struct kiocb *iocb, struct iov_iter *from) DEF
int fop_iopoll(struct kiocb *kiocb, void *iob, unsigned int flags) DEF
int fop_iterate_shared(struct file *file, struct dir_context *ctx) DEF
__poll_t fop_poll(struct file *file, struct poll_table_struct *wait) DEF
long fop_unlocked_ioctl(struct file *file, unsigned int cmd, unsigned long arg) DEF
long fop_compat_ioctl(struct file *file, unsigned int cmd, unsigned long arg) DEF
int fop_mmap(struct file *file, struct vm_area_struct *vma) DEF
int fop_open(struct inode *inode, struct file *file) DEF
int fop_flush(struct file *file, void *id) DEF
int fop_release(struct inode *inode, struct file *file) DEF
int fop_fsync(struct file *file, loff_t start, loff_t end, int datasync) DEF
int fop_fasync(int fd, struct file *file, int on) DEF
int fop_lock(struct file *file, int cmd, struct file_lock *fl) DEF
unsigned long fop_get_unmapped_area(struct file *file, unsigned long addr, unsigned long len,
				    unsigned long pgoff, unsigned long flags) DEF
int fop_check_flags(int flags) DEF
int fop_flock(struct file *file, int cmd, struct file_lock *fl) DEF
ssize_t fop_splice_write(struct pipe_inode_info *pipe, struct file *out, loff_t *ppos,
			 size_t len, unsigned int flags) DEF
ssize_t fop_splice_read(struct file *in, loff_t *ppos, struct pipe_inode_info *pipe,
			size_t len, unsigned int flags) DEF
int fop_setlease(struct file *file, int arg, struct file_lock **lease, void **priv) DEF
long fop_fallocate(struct file *file, int mode, loff_t offset, loff_t len) DEF
void fop_show_fdinfo(struct seq_file *m, struct file *f) DEF
ssize_t fop_copy_file_range(struct file *in, loff_t pos_in, struct file *out, loff_t pos_out,
			    size_t len, unsigned int flags) DEF
loff_t fop_remap_file_range(struct file *in, loff_t pos_in, struct file *out, loff_t pos_out,
			    loff_t len, unsigned int remap_flags) DEF
int fop_fadvise(struct file *file, loff_t offset, loff_t len, int advice) DEF

struct dentry *iop_lookup(struct inode *dir, struct dentry *dentry, unsigned int flags) DEF
const char *iop_get_link(struct dentry *dentry, struct inode *inode, void *done) DEF
int iop_permission(struct mnt_idmap *idmap, struct inode *inode, int mask) DEF
int iop_readlink(struct dentry *dentry, char *buf, int len) DEF
int iop_create(struct mnt_idmap *idmap, struct inode *dir, struct dentry *dentry,
	       umode_t mode, bool excl) DEF
int iop_link(struct dentry *old, struct inode *dir, struct dentry *new) DEF
int iop_unlink(struct inode *dir, struct dentry *dentry) DEF
int iop_symlink(struct mnt_idmap *idmap, struct inode *dir, struct dentry *dentry,
		const char *symname) DEF
int iop_mknod(struct mnt_idmap *idmap, struct inode *dir, struct dentry *dentry,
	      umode_t mode, dev_t dev) DEF
int iop_rename(struct mnt_idmap *idmap, struct inode *old_dir, struct dentry *old_dentry,
	       struct inode *new_dir, struct dentry *new_dentry, unsigned int flags) DEF
int iop_setattr(struct mnt_idmap *idmap, struct dentry *dentry, struct iattr *attr) DEF
int iop_getattr(struct mnt_idmap *idmap, const struct path *path, struct kstat *stat,
		u32 request_mask, unsigned int query_flags) DEF
ssize_t iop_listxattr(struct dentry *dentry, char *list, size_t size) DEF
int iop_update_time(struct inode *inode, int flags) DEF
int iop_tmpfile(struct mnt_idmap *idmap, struct inode *dir, struct file *file, umode_t mode) DEF

struct inode *sop_alloc_inode(struct super_block *sb) DEF
void sop_destroy_inode(struct inode *inode) DEF
void sop_free_inode(struct inode *inode) DEF
void sop_dirty_inode(struct inode *inode, int flags) DEF
int sop_write_inode(struct inode *inode, struct writeback_control *wbc) DEF
int sop_drop_inode(struct inode *inode) DEF
void sop_evict_inode(struct inode *inode) DEF
void sop_put_super(struct super_block *sb) DEF
int sop_sync_fs(struct super_block *sb, int wait) DEF
int sop_freeze_fs(struct super_block *sb) DEF
int sop_statfs(struct dentry *dentry, void *buf) DEF
int sop_remount_fs(struct super_block *sb, int *flags, char *data) DEF
void sop_umount_begin(struct super_block *sb) DEF
int sop_show_options(struct seq_file *m, struct dentry *root) DEF
long sop_nr_cached_objects(struct super_block *sb, struct shrink_control *sc) DEF

int aop_writepage(struct page *page, struct writeback_control *wbc) DEF
int aop_read_folio(struct file *file, struct folio *folio) DEF
int aop_writepages(struct address_space *mapping, struct writeback_control *wbc) DEF
bool aop_dirty_folio(struct address_space *mapping, struct folio *folio) DEF
int aop_write_begin(struct file *file, struct address_space *mapping, loff_t pos,
		    unsigned len, struct page **pagep, void **fsdata) DEF
int aop_write_end(struct file *file, struct address_space *mapping, loff_t pos, unsigned len,
		  unsigned copied, struct page *page, void *fsdata) DEF
sector_t aop_bmap(struct address_space *mapping, sector_t block) DEF
void aop_invalidate_folio(struct folio *folio, size_t offset, size_t len) DEF
bool aop_release_folio(struct folio *folio, gfp_t gfp) DEF
ssize_t aop_direct_IO(struct kiocb *iocb, struct iov_iter *iter) DEF
int aop_migrate_folio(struct address_space *mapping, struct folio *dst, struct folio *src,
		      int mode) DEF
int aop_swap_activate(void *sis, struct file *file, sector_t *span) DEF

int dop_revalidate(struct dentry *dentry, unsigned int flags) DEF
int dop_hash(const struct dentry *dentry, struct qstr *name) DEF
int dop_compare(const struct dentry *dentry, unsigned int len, const char *str,
		const struct qstr *name) DEF
int dop_delete(const struct dentry *dentry) DEF
void dop_release(struct dentry *dentry) DEF
char *dop_dname(struct dentry *dentry, char *buffer, int buflen) DEF

void *seq_start(struct seq_file *m, loff_t *pos) DEF
void seq_stop(struct seq_file *m, void *v) DEF
void *seq_next(struct seq_file *m, void *v, loff_t *pos) DEF
int seq_show(struct seq_file *m, void *v) DEF
int fs_init_fs_context(struct fs_context *fc) DEF
int fs_parse_param(struct fs_context *fc, struct fs_parameter *param) DEF
void fs_kill_sb(struct super_block *sb) DEF
int fs_fill_super(struct super_block *sb, struct fs_context *fc) DEF
int actor_filldir(struct dir_context *ctx, const char *name, int namlen, loff_t offset,
		  u64 ino, unsigned int d_type) DEF
int iterate_with(struct file *file, filldir_t actor, struct dir_context *ctx) DEF
int vm_fault_handler(struct vm_fault *vmf) DEF
void vm_open(struct vm_area_struct *area) DEF
int vm_access(struct vm_area_struct *vma, unsigned long addr, void *buf, int len, int write) DEF
const char *vm_name(struct vm_area_struct *vma) DEF
