/* BPF programs the soak workload (kcfi-guest, job soak) loads with bpftool
 * and attaches where traffic passes: the kernel calls each through its JIT'd
 * image, a KCFI-checked indirect call, for every packet.  Built on the host
 * by clang-19 -target bpf; no libbpf headers needed for programs this small. */
#define SEC(name) __attribute__((section(name), used))

SEC("xdp") int kcfi_xdp(void *ctx) { return 2; }			/* XDP_PASS */
SEC("tc") int kcfi_tc(void *skb) { return 0; }				/* TC_ACT_OK */
SEC("cgroup_skb/egress") int kcfi_cg(void *skb) { return 1; }	/* allow */
SEC("socket") int kcfi_sock(void *skb) { return -1; }			/* keep all */

char LICENSE[] SEC("license") = "GPL";
