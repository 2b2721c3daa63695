/*
 * Rule: -mindirect-branch=thunk-inline prints each indirect call and jump as
 * an inline retpoline (call/pause/lfence/mov %reg,(%rsp)/ret), which has no
 * branch instruction a check could guard; Clang has no such mode. The plugin
 * refuses it at the first indirect branch instead of kcfi-as failing later
 * on a direct "jmp .LIND1" after the marker. Functions without indirect
 * branches still build.
 */
// ERR-REFUSED: -O2 -mindirect-branch=thunk-inline
// RUN-NONE: -O2 -mindirect-branch=thunk-inline -DNO_INDIRECT
// NONE: .globl{{.*}}plain
int plain(int x) { return x + 1; }
#ifndef NO_INDIRECT
int call(int (*f)(int), int x)
{
	// REFUSED: thunk-inline-is-refused.c:[[#@LINE+1]]:{{[0-9]+}}: error: kcfi: {{.+}}-mindirect-branch=thunk-inline{{.+}} leaves no indirect branch to check; use {{.+}}thunk-extern{{.+}} or {{.+}}thunk{{.+$}}
	return f(x) + 1;
}
#endif
