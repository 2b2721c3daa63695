# .kcfi_ only in a comment
