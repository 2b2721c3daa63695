# kcfi-gcc -S vs gcc -S on tests/asm/review-diff.c: only KCFI lines differ
# (tests/asm/review-diff.sh has the rules).
. "$KCFI_TOP/tests/asm/review-diff.sh"
