.kcfi_version 1
.section	1
.text
.LPFE:.previous
#APP
f
#NO_APP
.kcfi_func ler,"_ZTSF"
.text
ler: