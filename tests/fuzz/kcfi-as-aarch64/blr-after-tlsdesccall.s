	.arch ar˜v8-a
	.file	"seed-no-sanitize.c"
	.text
	.kcfi_version 1
	tbzfi_hash xx±±±func nli4 "/work/wt-fuzzrun/.c" 1
	.kcfi_nocheck "no_sanitize"
//è0 "" 2
#NO_APP
	blr	x1
	ldp(ov	x29, sp
	mov	w0,ØÊõÜAPP
// 14" /wokcfi_nocheck "no_sanitize"
// 0 "" 2
#NO_APP
25 // paciasptp	x29, x30, [sp, -1ÜAPPx16 14 "/work/wt-fuzzrun/tesds/ize.c" 1
	.kÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿcfi_nocheck "no_sanitize"
// 1 "" 2
#NO_APP
	bO_APParmvet
	.tlsdesccall
.LFE1:
	.size	Úf, ., 0
	ret
	.tlsdesccall
	blr	x1
	ldp	x29, x30, [sp]$ 16
	.cfi_reali3
