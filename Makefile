# kcfi-gcc: one non-recursive Makefile.
#   make deps            install build/test dependencies (Debian 12, as root)
#   make                 build build/bin/{kcfi-gcc,kcfi-as} and build/lib/kcfi-gcc/gcc-<major>/kcfi.so
#   make check           run the test suite (tests/run)
#   make realcode        real code bases' own test suites under KCFI (~5 min)
#   make demo            compile and run examples/demo.c with kcfi-gcc
#   make install PREFIX=/usr/local
#   make fuzz-as FUZZ_ARCH=x86_64 FUZZ_TIME=600, make fuzz-check  (fuzz/fuzz.mk)
# V=1 shows full commands.

REAL_CC   ?= gcc
REAL_CXX  ?= g++
CC        := $(REAL_CC)
CXX       := $(REAL_CXX)
PREFIX    ?= /usr/local
B         := build

ifeq ($(V),1)
Q :=
else
Q := @
endif

# Everything the build and every test tier need on a fresh Debian 12 root.
# (make itself is not in a minimal root: the README's first command installs it.)
DEBS := gcc g++ make pkg-config binutils gcc-12-plugin-dev libelf-dev libdw-dev time e2fsprogs \
	libcapstone-dev libxxhash-dev clang-19 llvm-19 llvm-19-dev llvm-19-tools lld-19 \
	libclang-rt-19-dev clang-22 rustc-web python3 ccache xxhash distcc \
	binutils-aarch64-linux-gnu qemu-user \
	linux-source-6.12 linux-source-6.1 qemu-system-x86 qemu-system-arm qemu-system-misc opensbi \
	flex bison bc cpio libssl-dev libc6-dev \
	python3-pytest xz-utils git valgrind cmake ninja-build dpkg-dev help2man man-db lintian

CFLAGS    ?= -O2 -g
WARN      := -Wall -Wextra -Werror
# One folder per tool (docs/architecture.md): src/gcc is kcfi-gcc, src/plugin
# the GCC plugin, src/as kcfi-as, src/check kcfi-check, src/typeinfo
# kcfi-typeinfo; src/lib and src/types are shared. arch/ is never on the
# path, so no core can include a backend (each backend includes its own
# arch's facts header).
BASEFLAGS := -std=gnu11 $(WARN) -I. -Isrc/lib -Isrc/as -Isrc/types -D_GNU_SOURCE
# Toolchain probes are evaluated once, on first use, never while the Makefile
# is parsed: in 'make deps demo' they must see what 'deps' has just installed.
# pkg probe PKGS: the flags, or an error naming the missing package.
pkg = $(or $(shell pkg-config $1 $2 2>/dev/null),$(error pkg-config $1 $2 failed: run 'make deps' (packages pkg-config, $3)))
LIBS_AS = $(eval LIBS_AS := $(call pkg,--libs,libxxhash,libxxhash-dev))$(LIBS_AS)

PLUGIN_CXXFLAGS = -std=gnu++14 -O2 -g -fPIC -fno-rtti -fno-exceptions -Wall -Wextra \
	-Wno-unused-parameter -I. -Isrc/lib -Isrc/types

# arch/<arch>/ holds one file per role, and the role says the tool:
# as.c (kcfi-as's backend) and verify.c (its --verify reader) go to kcfi-as,
# check.c (the recognition backend) to kcfi-check; facts.h is both's.
AS_ARCH_SRCS    := $(sort $(wildcard arch/*/as.c arch/*/verify.c))
CHECK_ARCH_SRCS := $(wildcard arch/*/check.c)
$(if $(filter-out $(AS_ARCH_SRCS) $(CHECK_ARCH_SRCS),$(wildcard arch/*/*.c)),$(error \
	$(filter-out $(AS_ARCH_SRCS) $(CHECK_ARCH_SRCS),$(wildcard arch/*/*.c)): not a role in arch/<arch>/ (as.c, verify.c, check.c)))

# kcfi-check: its main, its modules, its recognition backends and the DWARF
# front end of the mangler; the only code that needs libelf, libdw, capstone, LLVM.
CHECK_SRCS := $(wildcard src/check/*.c) $(CHECK_ARCH_SRCS) $(wildcard src/types/dwarf*.c)
CHECK_OBJS := $(CHECK_SRCS:%.c=$(B)/obj/%.o)
CHECK_PKGS := libelf libdw capstone
CHECK_DEBS := libelf-dev, libdw-dev, libcapstone-dev
# LLVM's MC disassembler (riscv64, arm: src/check/decode.c) has no
# pkg-config file: llvm-config-19 says where it is.
LLVM_CONFIG ?= llvm-config-19
llvm = $(or $(shell $(LLVM_CONFIG) $1 2>/dev/null),$(error $(LLVM_CONFIG) $1 failed: run 'make deps' (package llvm-19-dev)))
CHECK_CFLAGS = $(eval CHECK_CFLAGS := $(call pkg,--cflags,$(CHECK_PKGS),$(CHECK_DEBS)) \
	-isystem $(call llvm,--includedir))$(CHECK_CFLAGS)
CHECK_LIBS = $(eval CHECK_LIBS := $(call pkg,--libs,$(CHECK_PKGS),$(CHECK_DEBS)) \
	-L$(call llvm,--libdir) $(call llvm,--libs))$(CHECK_LIBS)

# Arch-neutral library shared by kcfi-as, kcfi-gcc and the unit tests.
LIB_SRCS := $(wildcard src/lib/*.c) $(filter-out src/as/kcfi-as.c,$(wildcard src/as/*.c)) \
	$(AS_ARCH_SRCS) src/types/hash.c
LIB_OBJS := $(LIB_SRCS:%.c=$(B)/obj/%.o)

# Mangler: plain C, linked into the plugin (PIC) and the unit tests.
TI_SRCS  := $(filter-out src/types/hash.c $(CHECK_SRCS),$(wildcard src/types/*.c))
TI_OBJS  := $(TI_SRCS:%.c=$(B)/obj/%.o)
TI_PIC   := $(TI_SRCS:%.c=$(B)/pic/%.o) $(B)/pic/src/types/hash.o

PLUGIN_SRCS := $(wildcard src/plugin/*.cc)

WRAP_SRCS := $(wildcard src/gcc/*.c)
WRAP_OBJS := $(WRAP_SRCS:%.c=$(B)/obj/%.o)

UNIT_SRCS := $(wildcard tests/unit/*.c)
UNIT_BINS := $(UNIT_SRCS:tests/unit/%.c=$(B)/tests/unit/%)

# Cross targets: a plugin is target-specific (machine modes, insn codes), so
# each cross compiler's cc1 gets the same sources built by the host C++
# compiler against <triple>-gcc's plugin headers (one per GCC major, below);
# kcfi-gcc looks for it in lib/kcfi-gcc/<gcc -dumpmachine>/gcc-<major>/ and
# <triple>-kcfi-gcc is a symlink to kcfi-gcc. The mangler objects are
# target-neutral. A cross part is optional
# for a plain 'make' (one line says it was skipped); 'make deps' installs it,
# and under CI=true 'make check' needs it. A new arch adds its triple here.
CROSS := aarch64-linux-gnu riscv64-linux-gnu arm-linux-gnueabihf
# The libc's package is named after the Debian arch, not the triple's first
# word: aarch64 is arm64, and arm is armhf (hard float) or armel.
cross_debarch = $(or $(if $(filter arm-%hf,$1),armhf),$(if $(filter arm-%,$1),armel),$(patsubst aarch64,arm64,$(firstword $(subst -, ,$1))))
cross_debs = gcc-$1 gcc-12-plugin-dev-$1 libc6-dev-$(call cross_debarch,$1)-cross
DEBS += $(foreach t,$(CROSS),$(call cross_debs,$t))

# GCC majors (docs/kcfi-gcc.md): cc1 loads only a plugin built against its
# own major's headers, so each target gets one plugin per installed major,
# lib/kcfi-gcc/[<triple>/]gcc-<major>/kcfi.so, and kcfi-gcc loads the one
# of the gcc it wraps. 'make deps' adds GCC_EXTRA to Debian 12's 12, for
# the host and the GCC_EXTRA_CROSS triples (Ubuntu 22.04's and EL 9's gcc).
GCC_EXTRA := 11
GCC_EXTRA_CROSS := aarch64-linux-gnu
DEBS += $(foreach n,$(GCC_EXTRA),gcc-$n gcc-$n-plugin-dev \
	$(foreach t,$(GCC_EXTRA_CROSS),gcc-$n-$t gcc-$n-plugin-dev-$t))
# gcc_list PREFIX [CC]: "major:gcc" words, one per major, for CC,
# PREFIXgcc and each PREFIXgcc-N on PATH whose plugin headers are there.
# Decided at parse time (it shapes the target list); when 'deps' is a
# goal, what it installs will be there by the time it is built.
gcc_list = $(if $(filter deps,$(MAKECMDGOALS)),$(foreach n,12 $(if $(or $(if $1,,host),$(filter $1,$(GCC_EXTRA_CROSS:%=%-))),$(GCC_EXTRA)),$n:$1gcc-$n),$(shell \
	{ echo $2; (IFS=:; for d in $$PATH; do ls "$$d" 2>/dev/null; done) | \
	  grep -E '^$1gcc(-[0-9]+)?$$' | sort -u; } | while read -r c; do \
	  p=$$($$c -print-file-name=plugin 2>/dev/null) && test -d "$$p/include" && \
	  echo "$$($$c -dumpversion | cut -d. -f1):$$c"; done | sort -s -u -t: -k1,1n))
# plugin_so DIR MAJOR: a plugin's path in the build ('' or <triple>/ DIR)
plugin_so = $(B)/lib/kcfi-gcc/$1gcc-$2/kcfi.so
GCC_HOST := $(call gcc_list,,$(REAL_CC))
$(foreach t,$(CROSS),$(eval GCC_$t := $(call gcc_list,$t-)))
CROSS_HAVE := $(foreach t,$(CROSS),$(if $(GCC_$t),$t))
PLUGINS := $(foreach g,$(GCC_HOST),$(call plugin_so,,$(firstword $(subst :, ,$g)))) \
	$(foreach t,$(CROSS_HAVE),$(foreach g,$(GCC_$t),$(call plugin_so,$t/,$(firstword $(subst :, ,$g)))))
CROSS_BINS := $(foreach t,$(CROSS_HAVE),$(B)/bin/$t-kcfi-gcc)
ifeq ($(filter-out all check demo install,$(or $(MAKECMDGOALS),all)),)
$(foreach t,$(filter-out $(CROSS_HAVE),$(CROSS)),$(info make: skipping $t-kcfi-gcc and its plugin: no $t-gcc plugin headers (apt-get install $(call cross_debs,$t), or make deps)))
$(if $(GCC_HOST),,$(info make: no gcc with plugin headers: apt-get install gcc-12-plugin-dev (or make deps)))
endif

BINS := $(B)/bin/kcfi-as $(B)/bin/kcfi-gcc $(PLUGINS) $(CROSS_BINS) \
	$(B)/bin/kcfi-typeinfo $(B)/bin/kcfi-check

# Man pages: help2man on each tool's own --help (kcfi-gcc's --kcfi-help) plus
# docs/man/TOOL.h2m, so a page cannot say what --help does not.
MAN1 := kcfi-gcc kcfi-as kcfi-check kcfi-typeinfo
MAN_DIR := $(B)/share/man/man1
MANS := $(MAN1:%=$(MAN_DIR)/%.1) $(CROSS_HAVE:%=$(MAN_DIR)/%-kcfi-gcc.1)

# 'make -j deps demo': nothing is built before deps has installed the tools.
DEPS_FIRST := $(filter deps,$(MAKECMDGOALS))

.PHONY: all deps check demo install clean unit deb check-deb realcode
all: $(BINS) $(UNIT_BINS) $(MANS)

# deb-src: the realcode tier builds Debian source packages (apt-get source).
DEB_SRC_LIST := /etc/apt/sources.list.d/kcfi-deb-src.sources
deps:
	test -f $(DEB_SRC_LIST) || printf '%s\n' 'Types: deb-src' \
		'URIs: http://deb.debian.org/debian' 'Suites: bookworm bookworm-updates' \
		'Components: main' 'Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg' \
		>$(DEB_SRC_LIST)
	apt-get update
	DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $(DEBS)
	# a distcc node runs only compilers linked here (docs/kcfi-gcc.md)
	for c in kcfi-gcc $(CROSS:%=%-kcfi-gcc); do ln -sfn ../../bin/distcc /usr/lib/distcc/$$c; done

$(B)/obj/%.o: %.c | $(DEPS_FIRST)
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CC      $<")
	$(Q)$(CC) $(CFLAGS) $(BASEFLAGS) $(EXTRA_CFLAGS) -MMD -MP -c $< -o $@

$(B)/pic/%.o: %.c | $(DEPS_FIRST)
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CC [M]  $<")
	$(Q)$(CC) $(CFLAGS) $(BASEFLAGS) -fPIC -MMD -MP -c $< -o $@

# rm first: members are named by their file names, and arch/*/as.o (as
# src/as/verify.o and arch/*/verify.o) share one; ar r into an existing
# archive would replace one with the other.
$(B)/libkcfi.a: $(LIB_OBJS) $(TI_OBJS)
	$(Q)rm -f $@ && ar rcs $@ $^

$(B)/bin/kcfi-as: $(B)/obj/src/as/kcfi-as.o $(B)/libkcfi.a
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(CFLAGS) -o $@ $^ $(LIBS_AS)

# src/types/dwarf.h would shadow libdw's <dwarf.h> on an -I path: quote-only.
# src/check is on no path: its files find their own headers beside them, and
# a kcfi-check backend names its interface, "src/check/arch.h" (src/as/arch.h
# is the one on the path).
$(CHECK_OBJS): BASEFLAGS := $(filter-out -Isrc/types,$(BASEFLAGS)) -iquote src/types
$(CHECK_OBJS): EXTRA_CFLAGS = $(CHECK_CFLAGS)

$(B)/bin/kcfi-check: $(CHECK_OBJS) $(B)/libkcfi.a
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(CFLAGS) -o $@ $^ $(CHECK_LIBS) $(LIBS_AS)

$(B)/bin/kcfi-gcc: $(WRAP_OBJS) $(B)/libkcfi.a
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(CFLAGS) -o $@ $^ $(LIBS_AS)

# One plugin: $1 = its folder under lib/kcfi-gcc/ ('' for the host's,
# <triple>/ for a cross target's), $2 = the GCC major, $3 = that gcc. The
# host C++ compiler builds every one (as the kernel builds GCC plugins with
# HOSTCXX): only the plugin headers are the target gcc's.
define gcc_plugin
PLUGIN_DIR_$3 = $$(eval PLUGIN_DIR_$3 := $$(shell $3 -print-file-name=plugin 2>/dev/null))$$(PLUGIN_DIR_$3)

$(B)/pic-$(subst /,-,$1)gcc-$2/%.o: %.cc | $$(DEPS_FIRST)
	@test -d $$(PLUGIN_DIR_$3)/include || { echo "error: $3 plugin headers missing ($$(PLUGIN_DIR_$3)/include): apt-get install gcc-$2-plugin-dev$(if $1,-$(1:/=)) (or run 'make deps')" >&2; exit 1; }
	@mkdir -p $$(dir $$@)
	@$$(if $$(Q),echo "  CXX [M] $$< ($1gcc-$2)")
	$$(Q)$$(CXX) $$(PLUGIN_CXXFLAGS) -I$$(PLUGIN_DIR_$3)/include -MMD -MP -c $$< -o $$@

$(call plugin_so,$1,$2): $(PLUGIN_SRCS:%.cc=$(B)/pic-$(subst /,-,$1)gcc-$2/%.o) $$(TI_PIC)
	@mkdir -p $$(dir $$@)
	@$$(if $$(Q),echo "  LD [M]  $$@")
	$$(Q)$$(CXX) -shared -o $$@ $$^ $$(LIBS_AS)
endef
gcc_plugin_of = $(call gcc_plugin,$1,$(firstword $(subst :, ,$2)),$(lastword $(subst :, ,$2)))
$(foreach g,$(GCC_HOST),$(eval $(call gcc_plugin_of,,$g)))
$(foreach t,$(CROSS_HAVE),$(foreach g,$(GCC_$t),$(eval $(call gcc_plugin_of,$t/,$g))))

# The cross parts besides its plugins: $1 is the triple.
define cross_plugin
# the cross name is kcfi-gcc itself: its page is kcfi-gcc(1)
$(MAN_DIR)/$1-kcfi-gcc.1: $(MAN_DIR)/kcfi-gcc.1
	$$(Q)ln -sf kcfi-gcc.1 $$@

# <triple>-kcfi-gcc wraps <triple>-gcc (src/gcc/kcfi-gcc.c kg_real_cc).
$(B)/bin/$1-kcfi-gcc: $(B)/bin/kcfi-gcc
	$$(Q)ln -sf kcfi-gcc $$@
endef
$(foreach t,$(CROSS),$(eval $(call cross_plugin,$t)))

# Reviewers' query tool: a script around the plugin's query mode.
$(B)/bin/kcfi-typeinfo: src/typeinfo/kcfi-typeinfo.sh | $(DEPS_FIRST)
	@mkdir -p $(dir $@)
	$(Q)install -m 755 $< $@

$(MAN_DIR)/%.1: $(B)/bin/% docs/man/%.h2m docs/man/help2man.sh | $(DEPS_FIRST)
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  MAN     $@")
	$(Q)docs/man/help2man.sh $< $(VERSION) docs/man/$*.h2m $@

$(B)/tests/unit/%: tests/unit/%.c tests/unit/harness.h $(B)/libkcfi.a
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CC      $<")
	$(Q)$(CC) $(CFLAGS) $(BASEFLAGS) -Itests/unit -o $@ $< $(B)/libkcfi.a $(LIBS_AS)

# tests/unit/args.c builds the wrapper's argument modules in.
$(B)/tests/unit/args: src/gcc/args.c src/gcc/rsp.c src/gcc/args.h

check: all
	$(if $(filter true,$(CI)),$(foreach t,$(filter-out $(CROSS_HAVE),$(CROSS)),$(error CI=true: the $t part is required: apt-get install $(call cross_debs,$t), or make deps)))
	tests/run

realcode: all
	tests/run realcode

demo: all
	examples/demo.sh

# install: the layout kcfi-gcc expects (plugins in <prefix>/lib/kcfi-gcc,
# relative to its own bindir), so any PREFIX works; DESTDIR stages it.
install: all
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/lib/kcfi-gcc \
		$(DESTDIR)$(PREFIX)/share/man/man1
	install -m 755 $(B)/bin/kcfi-gcc $(B)/bin/kcfi-as $(B)/bin/kcfi-typeinfo \
		$(B)/bin/kcfi-check $(DESTDIR)$(PREFIX)/bin/
	for p in $(PLUGINS:$(B)/lib/kcfi-gcc/%=%); do \
		install -D -m 644 $(B)/lib/kcfi-gcc/$$p $(DESTDIR)$(PREFIX)/lib/kcfi-gcc/$$p || exit 1; \
	done
	install -m 644 $(MAN1:%=$(MAN_DIR)/%.1) $(DESTDIR)$(PREFIX)/share/man/man1/
	for t in $(CROSS_HAVE); do \
		ln -sf kcfi-gcc $(DESTDIR)$(PREFIX)/bin/$$t-kcfi-gcc && \
		ln -sf kcfi-gcc.1 $(DESTDIR)$(PREFIX)/share/man/man1/$$t-kcfi-gcc.1 || exit 1; \
	done

# make deb: a binary package of 'make install PREFIX=/usr' (packaging/deb.sh);
# make check-deb: lintian (no error or warning tag), then the suite's tool
# tiers run against the package's files (those marked deb in tests/tiers;
# an empty list would make tests/run run every tier).
VERSION := 0.2.0
deb: all
	$(Q)packaging/deb.sh $(VERSION) $(B)/deb

check-deb: deb
	lintian --fail-on error,warning $(B)/deb/kcfi-gcc_$(VERSION)_amd64.deb
	rm -rf $(B)/deb/root-x && dpkg-deb -x $(B)/deb/kcfi-gcc_$(VERSION)_amd64.deb $(B)/deb/root-x
	tiers=$$(tests/run --list deb) && [ -n "$$tiers" ] && \
		KCFI_BUILD=$(CURDIR)/$(B)/deb/root-x/usr tests/run $$tiers

clean:
	rm -rf $(B)

include fuzz/fuzz.mk

-include $(shell find $(B) -name '*.d' 2>/dev/null)
