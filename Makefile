# kcfi-gcc: one non-recursive Makefile.
#   make deps            install build/test dependencies (Debian 12, as root)
#   make                 build build/bin/{kcfi-gcc,kcfi-as} and build/lib/kcfi-gcc/kcfi.so
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
	libcapstone-dev libxxhash-dev clang-19 llvm-19 llvm-19-tools lld-19 \
	libclang-rt-19-dev clang-22 rustc-web python3 ccache xxhash distcc \
	binutils-aarch64-linux-gnu qemu-user \
	linux-source-6.12 qemu-system-x86 qemu-system-arm qemu-system-misc opensbi \
	flex bison bc cpio libssl-dev libc6-dev \
	python3-pytest xz-utils git valgrind cmake ninja-build dpkg-dev help2man man-db lintian

CFLAGS    ?= -O2 -g
WARN      := -Wall -Wextra -Werror
# One folder per tool (docs/architecture.md): src/lib is shared, src/as is
# kcfi-as, src/check is kcfi-check; arch/ is never on the path, so no core
# can include a backend (each backend includes its own arch's facts header).
BASEFLAGS := -std=gnu11 $(WARN) -I. -Isrc/lib -Isrc/as -Itypeinfo -D_GNU_SOURCE
# Toolchain probes are evaluated once, on first use, never while the Makefile
# is parsed: in 'make deps demo' they must see what 'deps' has just installed.
# pkg probe PKGS: the flags, or an error naming the missing package.
pkg = $(or $(shell pkg-config $1 $2 2>/dev/null),$(error pkg-config $1 $2 failed: run 'make deps' (packages pkg-config, $3)))
LIBS_AS = $(eval LIBS_AS := $(call pkg,--libs,libxxhash,libxxhash-dev))$(LIBS_AS)

PLUGIN_DIR = $(eval PLUGIN_DIR := $(shell $(REAL_CC) -print-file-name=plugin))$(PLUGIN_DIR)
PLUGIN_CXXFLAGS = -std=gnu++14 -O2 -g -fPIC -fno-rtti -fno-exceptions -Wall -Wextra \
	-Wno-unused-parameter -I$(PLUGIN_DIR)/include -I. -Isrc/lib -Itypeinfo

# kcfi-check: its main, its modules, its recognition backends and the DWARF
# front end of the mangler; the only code that needs libelf, libdw, capstone.
CHECK_SRCS := $(wildcard src/check/*.c) $(wildcard arch/*/check-*.c) $(wildcard typeinfo/dwarf*.c)
CHECK_OBJS := $(CHECK_SRCS:%.c=$(B)/obj/%.o)
CHECK_PKGS := libelf libdw capstone
CHECK_DEBS := libelf-dev, libdw-dev, libcapstone-dev
CHECK_CFLAGS = $(eval CHECK_CFLAGS := $(call pkg,--cflags,$(CHECK_PKGS),$(CHECK_DEBS)))$(CHECK_CFLAGS)
CHECK_LIBS = $(eval CHECK_LIBS := $(call pkg,--libs,$(CHECK_PKGS),$(CHECK_DEBS)))$(CHECK_LIBS)

# Arch-neutral library shared by kcfi-as, kcfi-gcc and the unit tests.
LIB_SRCS := $(wildcard src/lib/*.c) $(filter-out src/as/kcfi-as.c,$(wildcard src/as/*.c)) \
	$(filter-out $(CHECK_SRCS),$(wildcard arch/*/*.c)) typeinfo/hash.c
LIB_OBJS := $(LIB_SRCS:%.c=$(B)/obj/%.o)

# Mangler: plain C, linked into the plugin (PIC) and the unit tests.
TI_SRCS  := $(filter-out typeinfo/hash.c $(CHECK_SRCS),$(wildcard typeinfo/*.c))
TI_OBJS  := $(TI_SRCS:%.c=$(B)/obj/%.o)
TI_PIC   := $(TI_SRCS:%.c=$(B)/pic/%.o) $(B)/pic/typeinfo/hash.o

PLUGIN_SRCS := $(wildcard typeinfo/plugin/*.cc)
PLUGIN_OBJS := $(PLUGIN_SRCS:%.cc=$(B)/pic/%.o)

WRAP_SRCS := $(wildcard gcc-wrapper/*.c)
WRAP_OBJS := $(WRAP_SRCS:%.c=$(B)/obj/%.o)

UNIT_SRCS := $(wildcard tests/unit/*.c)
UNIT_BINS := $(UNIT_SRCS:tests/unit/%.c=$(B)/tests/unit/%)

# Cross targets: a plugin is target-specific (machine modes, insn codes), so
# each cross compiler's cc1 gets the same sources built by the host C++
# compiler against <triple>-gcc's plugin headers; kcfi-gcc looks for it in
# lib/kcfi-gcc/<gcc -dumpmachine>/ and <triple>-kcfi-gcc is a symlink to
# kcfi-gcc. The mangler objects are target-neutral. A cross part is optional
# for a plain 'make' (one line says it was skipped); 'make deps' installs it,
# and under CI=true 'make check' needs it. A new arch adds its triple here.
CROSS := aarch64-linux-gnu riscv64-linux-gnu arm-linux-gnueabihf
# The libc's package is named after the Debian arch, not the triple's first
# word: aarch64 is arm64, and arm is armhf (hard float) or armel.
cross_debarch = $(or $(if $(filter arm-%hf,$1),armhf),$(if $(filter arm-%,$1),armel),$(patsubst aarch64,arm64,$(firstword $(subst -, ,$1))))
cross_debs = gcc-$1 gcc-12-plugin-dev-$1 libc6-dev-$(call cross_debarch,$1)-cross
# Whether to build one is decided at parse time (it shapes the target list):
# when 'deps' is a goal, it will be there by the time it is built.
cross_have = $(if $(filter deps,$(MAKECMDGOALS)),yes,$(shell \
	d=$$($1-gcc -print-file-name=plugin 2>/dev/null) && test -d "$$d/include" && echo yes))
DEBS += $(foreach t,$(CROSS),$(call cross_debs,$t))
CROSS_HAVE := $(foreach t,$(CROSS),$(if $(call cross_have,$t),$t))
CROSS_BINS := $(foreach t,$(CROSS_HAVE),$(B)/lib/kcfi-gcc/$t/kcfi.so $(B)/bin/$t-kcfi-gcc)
ifeq ($(filter-out all check demo install,$(or $(MAKECMDGOALS),all)),)
$(foreach t,$(filter-out $(CROSS_HAVE),$(CROSS)),$(info make: skipping $t-kcfi-gcc and its plugin: no $t-gcc plugin headers (apt-get install $(call cross_debs,$t), or make deps)))
endif

BINS := $(B)/bin/kcfi-as $(B)/bin/kcfi-gcc $(B)/lib/kcfi-gcc/kcfi.so $(CROSS_BINS) \
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

$(B)/pic/%.o: %.cc | $(DEPS_FIRST)
	@test -d $(PLUGIN_DIR)/include || { echo "error: GCC plugin headers missing ($(PLUGIN_DIR)/include): apt-get install gcc-12-plugin-dev (or run 'make deps')" >&2; exit 1; }
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  CXX [M] $<")
	$(Q)$(CXX) $(PLUGIN_CXXFLAGS) -MMD -MP -c $< -o $@

$(B)/libkcfi.a: $(LIB_OBJS) $(TI_OBJS)
	$(Q)rm -f $@ && ar rcs $@ $^

$(B)/bin/kcfi-as: $(B)/obj/src/as/kcfi-as.o $(B)/libkcfi.a
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(CFLAGS) -o $@ $^ $(LIBS_AS)

# typeinfo/dwarf.h would shadow libdw's <dwarf.h> on an -I path: quote-only.
$(CHECK_OBJS): BASEFLAGS := $(filter-out -Itypeinfo,$(BASEFLAGS)) -Isrc/check -iquote typeinfo
$(CHECK_OBJS): EXTRA_CFLAGS = $(CHECK_CFLAGS)

$(B)/bin/kcfi-check: $(CHECK_OBJS) $(B)/libkcfi.a
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(CFLAGS) -o $@ $^ $(CHECK_LIBS) $(LIBS_AS)

$(B)/bin/kcfi-gcc: $(WRAP_OBJS) $(B)/libkcfi.a
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  LD      $@")
	$(Q)$(CC) $(CFLAGS) -o $@ $^ $(LIBS_AS)

$(B)/lib/kcfi-gcc/kcfi.so: $(PLUGIN_OBJS) $(TI_PIC)
	@mkdir -p $(dir $@)
	@$(if $(Q),echo "  LD [M]  $@")
	$(Q)$(CXX) -shared -o $@ $^ $(LIBS_AS)

# One cross plugin: $1 is the triple.
define cross_plugin
$1_PLUGIN_DIR = $$(eval $1_PLUGIN_DIR := $$(shell $1-gcc -print-file-name=plugin 2>/dev/null))$$($1_PLUGIN_DIR)

$(B)/pic-$1/%.o: %.cc | $$(DEPS_FIRST)
	@test -d $$($1_PLUGIN_DIR)/include || { echo "error: $1 GCC plugin headers missing ($$($1_PLUGIN_DIR)/include): apt-get install gcc-12-plugin-dev-$1 (or run 'make deps')" >&2; exit 1; }
	@mkdir -p $$(dir $$@)
	@$$(if $$(Q),echo "  CXX [M] $$< ($1)")
	$$(Q)$$(CXX) $$(subst -I$$(PLUGIN_DIR)/include,-I$$($1_PLUGIN_DIR)/include,$$(PLUGIN_CXXFLAGS)) -MMD -MP -c $$< -o $$@

$(B)/lib/kcfi-gcc/$1/kcfi.so: $(PLUGIN_SRCS:%.cc=$(B)/pic-$1/%.o) $$(TI_PIC)
	@mkdir -p $$(dir $$@)
	@$$(if $$(Q),echo "  LD [M]  $$@")
	$$(Q)$$(CXX) -shared -o $$@ $$^ $$(LIBS_AS)

# the cross name is kcfi-gcc itself: its page is kcfi-gcc(1)
$(MAN_DIR)/$1-kcfi-gcc.1: $(MAN_DIR)/kcfi-gcc.1
	$$(Q)ln -sf kcfi-gcc.1 $$@

# <triple>-kcfi-gcc wraps <triple>-gcc (gcc-wrapper/kcfi-gcc.c kg_real_cc).
$(B)/bin/$1-kcfi-gcc: $(B)/bin/kcfi-gcc
	$$(Q)ln -sf kcfi-gcc $$@
endef
$(foreach t,$(CROSS),$(eval $(call cross_plugin,$t)))

# Reviewers' query tool: a script around the plugin's query mode.
$(B)/bin/kcfi-typeinfo: typeinfo/kcfi-typeinfo.sh | $(DEPS_FIRST)
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
$(B)/tests/unit/args: gcc-wrapper/args.c gcc-wrapper/rsp.c gcc-wrapper/args.h

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
	install -m 644 $(B)/lib/kcfi-gcc/kcfi.so $(DESTDIR)$(PREFIX)/lib/kcfi-gcc/
	install -m 644 $(MAN1:%=$(MAN_DIR)/%.1) $(DESTDIR)$(PREFIX)/share/man/man1/
	for t in $(CROSS_HAVE); do \
		install -d $(DESTDIR)$(PREFIX)/lib/kcfi-gcc/$$t && \
		install -m 644 $(B)/lib/kcfi-gcc/$$t/kcfi.so $(DESTDIR)$(PREFIX)/lib/kcfi-gcc/$$t/ && \
		ln -sf kcfi-gcc $(DESTDIR)$(PREFIX)/bin/$$t-kcfi-gcc && \
		ln -sf kcfi-gcc.1 $(DESTDIR)$(PREFIX)/share/man/man1/$$t-kcfi-gcc.1 || exit 1; \
	done

# make deb: a binary package of 'make install PREFIX=/usr' (packaging/deb.sh);
# make check-deb: lintian (no error or warning tag), then the suite's tool
# tiers run against the package's files.
VERSION := 0.2.0
deb: all
	$(Q)packaging/deb.sh $(VERSION) $(B)/deb

DEB_TIERS := asm diag typeid runtime wrapper codegen aarch64 corner check
check-deb: deb
	lintian --fail-on error,warning $(B)/deb/kcfi-gcc_$(VERSION)_amd64.deb
	rm -rf $(B)/deb/root-x && dpkg-deb -x $(B)/deb/kcfi-gcc_$(VERSION)_amd64.deb $(B)/deb/root-x
	KCFI_BUILD=$(CURDIR)/$(B)/deb/root-x/usr tests/run $(DEB_TIERS)

clean:
	rm -rf $(B)

include fuzz/fuzz.mk

-include $(shell find $(B) -name '*.d' 2>/dev/null)
