// SPDX-License-Identifier: GPL-2.0
/* The prototypes of kcfi-abi.md 1.9 (x86_64), queried by check.sh. */
typedef unsigned long size_t;
typedef long ssize_t;
typedef long long loff_t;
typedef _Bool bool;
struct S;
struct inode;
struct file;
typedef enum irqreturn { IRQ_NONE, IRQ_HANDLED } irqreturn_t;
typedef struct { int x; } foo_t;
typedef int v4si __attribute__((vector_size(16)));

void abi_void(void);
int abi_int_void(void);
int abi_unprototyped();
void abi_int(int);
void abi_printf(const char *, ...);
void *__memcpy(void *, const void *, size_t);
void abi_structs(struct S *, struct S *, const struct S *);
int abi_open(struct inode *, struct file *);
ssize_t abi_rd(struct file *, char *, size_t, loff_t *);
irqreturn_t abi_irq(int, void *);
bool abi_bool(const void *);
void abi_foo(foo_t *);
void abi_vla(int n, int a[n][n]);
void abi_int128(__int128);
void abi_v4si(v4si);
void abi_fnptrs(void (*)(int), void (*)(int));
int abi_knr(c, f) char c; float f; { return c + f; }
