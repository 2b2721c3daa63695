/*
 * Rule: a cfi_salt travels from the plugin to kcfi-as inside a quoted
 * marker and is echoed in "# kcfi:" comment lines of the .s, so a salt
 * with a control character is refused at its declaration (clang-22 takes
 * "\n"; no kernel salt has one). A quote, a backslash, blanks, ';' and '#'
 * are carried escaped and give clang-22's id (the clang22 tier).
 */
// ERR-CTRL: -O2
// RUN-OK: -O2 -DPRINTABLE
// OK: kcfi: preamble _ZTSFiiE.a"b\c d;#
#ifndef PRINTABLE
// CTRL: cfi-salt-control-character-is-refused.c:[[#@LINE+1]]:{{[0-9]+}}: error: kcfi: {{.+}}cfi_salt{{.+}}: control character 0x9 in the salt is not supported
int tabbed(int) __attribute__((cfi_salt("a\tb")));
#endif
__attribute__((cfi_salt("a\"b\\c d;#"))) int printable(int x) { return x; }
