.kcfi_version 1
.kcfi_call "_ZTSF"
bl	.L63
.kcfi_nocheck "jump"
.L63:mov	x16,x2
br	x16