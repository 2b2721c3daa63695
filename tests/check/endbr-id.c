/* kcfi-abi.md 1.8: _ZTSFvP9s_tpwmfbbE hashes to 0xfa1e0ff3, an ENDBR64
 * lookalike, so the x86 preamble stores 0xfa1e0ff4; --dwarf must apply the
 * same rule when it re-derives the id. */
struct s_tpwmfbb;
void endbr_f(struct s_tpwmfbb *p) { (void)p; }
