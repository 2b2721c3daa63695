.kcfi_version 1
.tlsdesccall
.:
blr	x1