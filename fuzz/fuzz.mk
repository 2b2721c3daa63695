# Fuzzing (included by the top-level Makefile). libFuzzer targets built with
# clang-19, ASan and UBSan (every UBSan finding aborts):
#   make fuzz-as   FUZZ_ARCH=x86_64|aarch64 FUZZ_TIME=SECONDS
#   make fuzz-check FUZZ_TIME=SECONDS
#   make fuzz-plugin FUZZ_TIME=SECONDS   (odd identifiers vs clang-19, fuzz/plugin.sh)
# fuzz/run.sh keeps the corpus in build/fuzz/corpus-*/ between runs, puts
# crashes in build/fuzz/crashes-*/ and prints execs, coverage and corpus.
FUZZ_CC    ?= clang-19
FUZZ_TIME  ?= 600
FUZZ_ARCH  ?= x86_64
FUZZ_SAN   := -fsanitize=address,undefined -fno-sanitize-recover=all
FUZZ_FLAGS := -g -O1 -fno-omit-frame-pointer $(FUZZ_SAN) -fsanitize=fuzzer-no-link
FUZZ_AS_OBJS    := $(LIB_OBJS:$(B)/obj/%=$(B)/fuzz/obj/%) $(TI_OBJS:$(B)/obj/%=$(B)/fuzz/obj/%)
FUZZ_CHECK_OBJS := $(filter-out $(B)/fuzz/obj/src/check/kcfi-check.o,$(CHECK_OBJS:$(B)/obj/%=$(B)/fuzz/obj/%))

$(B)/fuzz/obj/%.o: %.c
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CC [F]  $<")
	$(Q)$(FUZZ_CC) $(FUZZ_FLAGS) $(BASEFLAGS) $(EXTRA_CFLAGS) -MMD -MP -c $< -o $@

# CHECK_CFLAGS is probed on first use (after 'make deps'), never at parse time
$(FUZZ_CHECK_OBJS): BASEFLAGS := $(filter-out -Isrc/types,$(BASEFLAGS)) -iquote src/types
$(FUZZ_CHECK_OBJS): EXTRA_CFLAGS = $(CHECK_CFLAGS)

$(B)/fuzz/kcfi-as-%: fuzz/fuzz-kcfi-as.c $(FUZZ_AS_OBJS)
	@$(if $(Q),echo "  LD [F]  $@")
	$(Q)$(FUZZ_CC) $(FUZZ_FLAGS) -fsanitize=fuzzer $(BASEFLAGS) -DFUZZ_ARCH=kcfi_arch_$* \
		-o $@ $^ $(LIBS_AS)

$(B)/fuzz/kcfi-check: fuzz/fuzz-kcfi-check.c src/check/kcfi-check.c $(FUZZ_CHECK_OBJS) $(FUZZ_AS_OBJS)
	@$(if $(Q),echo "  LD [F]  $@")
	$(Q)$(FUZZ_CC) $(FUZZ_FLAGS) -fsanitize=fuzzer $(filter-out -Isrc/types,$(BASEFLAGS)) \
		-iquote src/types $(CHECK_CFLAGS) -o $@ fuzz/fuzz-kcfi-check.c \
		$(FUZZ_CHECK_OBJS) $(FUZZ_AS_OBJS) $(CHECK_LIBS) $(LIBS_AS)

.PHONY: fuzz-build fuzz-as fuzz-check fuzz-plugin
fuzz-build: $(B)/fuzz/kcfi-as-x86_64 $(B)/fuzz/kcfi-as-aarch64 $(B)/fuzz/kcfi-check

fuzz-as: all $(B)/fuzz/kcfi-as-$(FUZZ_ARCH)
	fuzz/run.sh kcfi-as-$(FUZZ_ARCH) $(FUZZ_TIME)

fuzz-check: all $(B)/fuzz/kcfi-check
	fuzz/run.sh kcfi-check $(FUZZ_TIME)

fuzz-plugin: all
	fuzz/plugin.sh $(FUZZ_TIME)
