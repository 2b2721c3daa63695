/*
 * Rule: a jump-table jump and a computed goto are branches, not calls:
 * marked .kcfi_nocheck "jump" and never checked (also as retpoline thunk
 * jumps, which keep their register); -fno-jump-tables leaves no indirect
 * jump at all. A computed goto through a static label table (the BPF
 * interpreter's shape) compiles at -O0 too.
 */
// RUN: -O2
// RUN-O0: -O0
// RUN-THUNK: -O2 -mindirect-branch=thunk-extern -mindirect-branch-register
// RUN-NOJT: -O2 -fno-jump-tables
int sw(int x)
{
	switch (x) {
	case 0: return 10; case 1: return 21; case 2: return 32; case 3: return 43;
	case 4: return 54; case 5: return 65; case 6: return 76; default: return 0;
	}
}

int interp(const unsigned char *insn)
{
	static const void *const table[] = { &&op_add, &&op_ret };
	int acc = 0;

	goto *table[*insn];
op_add:
	acc++;
	goto *table[*++insn];
op_ret:
	return acc;
}

// CHECK-NOT: ud2
// CHECK-NOT: kcfi: check
// CHECK-LABEL: sw:
// NOJT-NOT: jmp *%
// NOJT-NOT: __x86_indirect_thunk
// O0: kcfi: nocheck jump
// CHECK-LABEL: interp:
// CHECK: kcfi: nocheck jump
// CHECK: {{jmp \*|jmp __x86_indirect_thunk_r[a-z0-9]+$}}
// THUNK-NOT: __x86_indirect_thunk_r11
