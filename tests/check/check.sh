#!/usr/bin/env bash
# check tier: kcfi-check, the independent auditor.
#  1. hand-made objects (plain as): exact check shape, .kcfi_traps, retpoline
#     thunks through relocations, unchecked calls and jumps;
#  2. a plain-gcc object: every indirect call objdump sees is reported;
#  3. clang-19 (the reference) and kcfi-gcc objects of tests/codegen and the
#     typeid corpus, x86_64 and aarch64, -O2 -g: no unchecked call, every check's trap
#     listed, and --dwarf re-derives every preamble id from DWARF, except
#     the documented gaps in known-dwarf-gaps.txt;
#     and every function whose address an object takes has a preamble;
#  4. --dwarf negatives and options: a patched preamble id, the ENDBR rule,
#     FNV-1a, normalized integers, no DWARF, usage and arch errors;
#  5. aarch64 (3 also runs for aarch64): hand-made objects, a patched id;
#  6. --classes: classes.c's type-id classes counted by hand, from clang-19
#     and kcfi-gcc, x86_64 and aarch64; two builds side by side; errors;
#  7, 8. riscv64 and arm hand-made objects; 9. kcfi-diff.py's self-test;
# 10-14. the kernel shards' scripts: object kinds, coverage, the runner,
#     the compile-time ratio, instructions per compile.
set -u
here=$(cd "$(dirname "$0")" && pwd)
kc=$KCFI_BUILD/bin/kcfi-check
kg=$KCFI_BUILD/bin/kcfi-gcc
corpus=$KCFI_TOP/tests/typeid/corpus
everyday=$KCFI_TOP/tests/codegen/everyday.c
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if [ ! -x "$kc" ] || [ ! -x "$kg" ]; then
	echo "FAIL check/build: $kc or $kg not built (run make)"
	exit 0
fi

# kcfi NAME ARGS...: run kcfi-check, output in $tmp/NAME.out, status in $rc.
kcfi() {
	local name=$1
	shift
	"$kc" "$@" >"$tmp/$name.out" 2>&1
	rc=$?
}

# result NAME WANT_RC LINE...: PASS if the status is WANT_RC and every LINE
# occurs in the output (as a fixed string).
result() {
	local name=$1 want=$2 line
	shift 2
	if [ "$rc" != "$want" ]; then
		echo "FAIL check/$name: exit $rc, want $want: $(grep -v ' preamble ' "$tmp/$name.out" | head -2 | tr '\n' ' ')"
		return
	fi
	for line in "$@"; do
		if ! grep -qF -- "$line" "$tmp/$name.out"; then
			echo "FAIL check/$name: no line '$line' in: $(tail -2 "$tmp/$name.out" | tr '\n' ' ')"
			return
		fi
	done
	echo "PASS check/$name"
}

# 1. hand-made objects: offsets and counts computed by hand from the .s files.
asm() {	# NAME: assemble tests/check/NAME.s with plain gcc/as
	gcc -c "$here/$1.s" -o "$tmp/$1.o"
}
asm checked-call && kcfi checked-call "$tmp/checked-call.o"
result checked-call 0 " 1 checks, 0 unchecked calls, 0 unchecked jumps, 1 trap entries (0 not a check's)"
asm trap-not-listed && kcfi trap-not-listed "$tmp/trap-not-listed.o"
result trap-not-listed 1 ".text+0xc (caller+0xc): error: trap of a check is not in .kcfi_traps"
asm unchecked-call && kcfi unchecked-call "$tmp/unchecked-call.o"
# the whole line: tool, file, location, kind (docs/diagnostics.md)
result unchecked-call 1 "kcfi-check: $tmp/unchecked-call.o: .text+0x3 (caller+0x3): error: unchecked indirect call" " 1 unchecked calls,"
asm unchecked-call-in-long-named-function &&
	kcfi unchecked-call-in-long-named-function "$tmp/unchecked-call-in-long-named-function.o"
result unchecked-call-in-long-named-function 1 \
	".text+0x0 ($(printf 'f%.0s' $(seq 400))+0x0): error: unchecked indirect call"
asm call-after-prefixed-local-label && kcfi call-after-prefixed-local-label "$tmp/call-after-prefixed-local-label.o"
result call-after-prefixed-local-label 1 ".text+0x1 (__efistub_efi_load_initrd+0x1): error: unchecked indirect call"
asm call-under-two-labels && kcfi call-under-two-labels "$tmp/call-under-two-labels.o"
result call-under-two-labels 1 ".text+0x1 (ret_from_fork+0x1): error: unchecked indirect call"
asm check-of-other-register && kcfi check-of-other-register "$tmp/check-of-other-register.o"
result check-of-other-register 1 ".text+0xe (caller+0xe): error: unchecked indirect call" " 0 checks,"
asm insn-between-ud2-and-call && kcfi insn-between-ud2-and-call "$tmp/insn-between-ud2-and-call.o"
result insn-between-ud2-and-call 1 ".text+0xf (caller+0xf): error: unchecked indirect call"
asm retpoline-thunks && kcfi retpoline-thunks "$tmp/retpoline-thunks.o"
result retpoline-thunks 1 " 1 checks, 1 unchecked calls, 1 unchecked jumps," \
	".text+0x14 (caller+0x14): error: unchecked indirect call" \
	".text+0x19 (caller+0x19): warning: unchecked indirect jump"
asm unchecked-jump && kcfi unchecked-jump-is-a-warning "$tmp/unchecked-jump.o"
result unchecked-jump-is-a-warning 0 ".text+0x0 (dispatcher+0x0): warning: unchecked indirect jump"
asm syscall-table-entry-without-preamble &&
	kcfi syscall-table-entry-without-preamble "$tmp/syscall-table-entry-without-preamble.o"
result syscall-table-entry-without-preamble 1 \
	".data.rel.ro+0x0: error: sys_call_table[0] = " " has no preamble: a call through the table traps" \
	".text+0x0 (__x64_sys_getpid+0x0): warning: __x64_sys_getpid, alias of __do_sys_getpid, has no preamble" \
	": 1 global aliases without a preamble, 2 syscall table entries (0 defined elsewhere)"
if gcc -nostdlib -no-pie -Wl,-e,sys_ok "$tmp/syscall-table-entry-without-preamble.o" \
	-o "$tmp/syscall-table.exe"; then
	kcfi syscall-table-entry-without-preamble-linked "$tmp/syscall-table.exe"
	result syscall-table-entry-without-preamble-linked 1 \
		".data.rel.ro+0x0: error: sys_call_table[0] = " " has no preamble: a call through the table traps" \
		": 1 global aliases without a preamble, 2 syscall table entries (0 defined elsewhere)"
else
	echo "FAIL check/syscall-table-entry-without-preamble-linked: link failed"
fi
# kcfi-gcc: the static body of a SYSCALL_DEFINE alias gets its preamble
# (issue #9), so the table linked with it (ld -r) has none missing.
if "$kg" -fsanitize=kcfi -O2 -c "$here/syscall-define.c" -o "$tmp/sd.o" &&
	"$kg" -fsanitize=kcfi -O2 -c "$here/syscall-table.c" -o "$tmp/st.o" &&
	ld -r "$tmp/sd.o" "$tmp/st.o" -o "$tmp/syscalls.o"; then
	kcfi syscall-alias-body-gets-preamble "$tmp/syscalls.o"
	result syscall-alias-body-gets-preamble 0 \
		": 0 global aliases without a preamble, 3 syscall table entries (0 defined elsewhere)"
else
	echo "FAIL check/syscall-alias-body-gets-preamble: build failed"
fi

# A function whose address an object takes needs a preamble: a warning
# (assembly functions have none), counted, at the relocation that takes it.
asm address-taken-without-preamble &&
	kcfi address-taken-without-preamble "$tmp/address-taken-without-preamble.o"
result address-taken-without-preamble 0 \
	".text+0x19 (caller+0x8): warning: address of bare taken, but it has no preamble: a checked call to it traps" \
	".data.rel.ro+0x0: warning: address of bare_in_table taken, but it has no preamble" \
	".initcall6.init+0x0: warning: address of initcall_fn taken, but it has no preamble" \
	": 4 functions whose address is taken, 3 without a preamble"
if [ "$(grep -c ': warning: address of ' "$tmp/address-taken-without-preamble.out")" != 3 ]; then
	echo "FAIL check/address-taken-without-preamble/once-each: $(grep -c ': warning: address of ' "$tmp/address-taken-without-preamble.out") warnings, want 3"
fi
# the same C: clang-19 (the reference) and kcfi-gcc give each a preamble,
# plain gcc (a user who forgot -fsanitize=kcfi, an out-of-tree module built
# without kcfi-gcc) none
if command -v clang-19 >/dev/null; then
	clang-19 -fsanitize=kcfi -O2 -ffunction-sections -c "$here/address-taken.c" -o "$tmp/at-clang.o"
	kcfi clang-address-taken-functions-get-preambles -q "$tmp/at-clang.o"
	result clang-address-taken-functions-get-preambles 0 ": 3 functions whose address is taken, 0 without a preamble"
else
	echo "SKIP check/clang-address-taken-functions-get-preambles: clang-19 not installed (make deps)"
fi
"$kg" -fsanitize=kcfi -O2 -ffunction-sections -c "$here/address-taken.c" -o "$tmp/at-kcfi.o"
kcfi address-taken-functions-get-preambles -q "$tmp/at-kcfi.o"
result address-taken-functions-get-preambles 0 ": 3 functions whose address is taken, 0 without a preamble"
gcc -O2 -ffunction-sections -c "$here/address-taken.c" -o "$tmp/at-plain.o"
kcfi plain-gcc-address-taken-functions-are-bare -q "$tmp/at-plain.o"
result plain-gcc-address-taken-functions-are-bare 0 ": 3 functions whose address is taken, 3 without a preamble" \
	"warning: address of my_open taken, but it has no preamble" \
	"warning: address of my_close taken, but it has no preamble" \
	"warning: address of helper taken, but it has no preamble"

# 2. plain gcc: as many unchecked calls as objdump shows indirect calls.
gcc -O2 -c "$everyday" -o "$tmp/plain.o"
want=$(objdump -d "$tmp/plain.o" | grep -cE '[[:space:]]call[[:space:]]+\*')
kcfi plain-gcc-calls-are-unchecked "$tmp/plain.o"
if [ "$want" -gt 0 ] &&
	[ "$(grep -c ': unchecked indirect call$' "$tmp/plain-gcc-calls-are-unchecked.out")" = "$want" ]; then
	result plain-gcc-calls-are-unchecked 1 " 0 checks, $want unchecked calls,"
else
	echo "FAIL check/plain-gcc-calls-are-unchecked: objdump sees $want indirect calls: $(tail -1 "$tmp/plain-gcc-calls-are-unchecked.out")"
fi

# A missing clang-19 skips only the cases that compare with it.
have_clang=false
command -v clang-19 >/dev/null && have_clang=true
# needs_clang NAME: true if clang-19 is there, else print NAME's SKIP line.
needs_clang() {
	$have_clang && return 0
	echo "SKIP check/$1: clang-19 not installed (make deps)"
	return 1
}

# 3. clang-19 and kcfi-gcc objects. The corpus bodies are
# __builtin_unreachable(), which leaves clang-19 functions without code and
# their DWARF without parameters; a copy with empty bodies keeps the types.
cp -r "$corpus" "$tmp/corpus"
sed -i 's/__builtin_unreachable();//' "$tmp/corpus/kernel-types.h"
flags_of() {	# like tests/typeid/compare.py: typeid-std and typeid-flags
	local std flags
	std=$(sed -n 's/.*typeid-std: \([^ ]*\).*/\1/p' "$1" | head -1)
	flags=$(sed -n 's/.*typeid-flags: \(.*\) --.*/\1/p' "$1" | head -1)
	echo "-std=${std:-gnu11} $flags"
}

# audit ARCH COMPILER NAME SRC: build with -O2 -g -fsanitize=kcfi, kcfi-check --dwarf.
audit() {
	local arch=$1 cc=$2 name=$3 src=$4 summary gaps
	local obj=$tmp/$1-$2-$3.o out=$tmp/$1-$2-$3.out compiler
	[ "$cc" = clang ] && ! needs_clang "$arch/$cc/$name" && return
	case $arch-$cc in
	x86_64-clang) compiler=(clang-19) ;;
	x86_64-gcc) compiler=("$kg") ;;
	aarch64-clang) compiler=(clang-19 --target=$a64 -ffreestanding) ;;
	aarch64-gcc) compiler=("$KCFI_BUILD/bin/$a64-kcfi-gcc" -ffreestanding) ;;
	riscv64-clang) compiler=(clang-19 --target=$rv -ffreestanding) ;;
	riscv64-gcc) compiler=("$KCFI_BUILD/bin/$rv-kcfi-gcc" -ffreestanding) ;;
	arm.*-clang) compiler=(clang-19 --target=armv7a-linux-gnueabihf -m"${arch#arm.}" -ffreestanding) ;;
	arm.*-gcc) compiler=("$KCFI_BUILD/bin/$armt-kcfi-gcc" -m"${arch#arm.}" -ffreestanding) ;;
	esac
	# shellcheck disable=SC2046
	if ! "${compiler[@]}" $(flags_of "$src") -w -O2 -g -fsanitize=kcfi -I"$tmp/corpus" -c "$src" \
		-o "$obj" 2>"$out.err"; then
		echo "FAIL check/$arch/$cc/$name: ${compiler[0]} failed: $(head -1 "$out.err")"
		return
	fi
	"$kc" -q --dwarf "$obj" >"$out" 2>&1
	summary=$(grep ' preambles (' "$out")
	case $summary in
	*" 0 unchecked calls,"*"(0 not a check's)"*) ;;
	*) echo "FAIL check/$arch/$cc/$name/calls-checked: $summary"; return ;;
	esac
	# every function whose address the object takes has a preamble
	case $(grep ' functions whose address is taken, ' "$out") in
	*" functions whose address is taken, 0 without a preamble") ;;
	*) echo "FAIL check/$arch/$cc/$name/address-taken: $(grep -m1 -e 'address of' -e 'address is taken' "$out")"; return ;;
	esac
	# x86_64, riscv64: every check's trap listed, as many checks as trap entries
	if { [ "$arch" = x86_64 ] || [ "$arch" = riscv64 ]; } && ! echo "$summary" | grep -qE ' ([0-9]+) checks, .* \1 trap entries'; then
		echo "FAIL check/$arch/$cc/$name/traps: $summary"
		return
	fi
	# "COMPILER@ARCH ...": a gap of that arch only (arm: both states)
	gaps=$(sed -n "s/^$cc\(@${arch%%.*}\)\? $name \([^ ]*\) \([a-z]*\).*/\2 \3/p" "$here/known-dwarf-gaps.txt" | sort)
	got=$( (sed -n 's/^kcfi-check: [^:]*: \([^:]*\): error: preamble id .* but DWARF type .*/\1 mismatch/p' "$out"
		sed -n 's/^[^:]*: \([^:]*\): not verified: .*/\1 unverified/p' "$out") | sort)
	if [ "$got" != "$gaps" ]; then
		echo "FAIL check/$arch/$cc/$name/dwarf-ids: not verified or wrong: $(echo "$got" | paste -sd,) (known gaps: $(echo "$gaps" | paste -sd,))"
	elif ! grep -qE 'dwarf: [1-9][0-9]* verified' "$out"; then
		echo "FAIL check/$arch/$cc/$name/dwarf-ids: nothing verified: $(tail -1 "$out")"
	else
		echo "PASS check/$arch/$cc/$name/dwarf-ids ($(sed -n 's/.*dwarf: //p' "$out"))"
	fi
}

a64=aarch64-linux-gnu rv=riscv64-linux-gnu
arches=(x86_64)
if command -v $a64-gcc >/dev/null && [ -x "$KCFI_BUILD/bin/$a64-kcfi-gcc" ]; then
	arches+=(aarch64)
else
	echo "SKIP check/aarch64: $a64-gcc or $a64-kcfi-gcc missing (make deps; make)"
fi
have_rv=false
if command -v $rv-gcc >/dev/null && [ -x "$KCFI_BUILD/bin/$rv-kcfi-gcc" ]; then
	have_rv=true
else
	echo "SKIP check/riscv64: $rv-gcc or $rv-kcfi-gcc missing (make deps; make)"
fi
armt=arm-linux-gnueabihf have_arm=false
if command -v $armt-gcc >/dev/null && [ -x "$KCFI_BUILD/bin/$armt-kcfi-gcc" ]; then
	have_arm=true
else
	echo "SKIP check/arm: $armt-gcc or $armt-kcfi-gcc missing (make deps; make)"
fi
# arm in both states: arm.arm is -marm, arm.thumb -mthumb
for arch in "${arches[@]}" $($have_rv && echo riscv64) $($have_arm && echo arm.arm arm.thumb); do
	for cc in clang gcc; do
		audit "$arch" $cc everyday "$everyday"
		for src in "$tmp"/corpus/*.c; do
			# the corpus files of one arch's types only
			grep -q "typeid-arch:" "$src" && ! grep -q "typeid-arch: $arch" "$src" && continue
			# c-types.c without what a target lacks: GCC 12 has no
			# _Float16 on riscv64 and arm (GCC 13 has it on riscv64),
			# 32-bit arm no 128-bit integers (__int128, mode(TI))
			case $arch-$cc-$(basename "$src") in
			riscv64-gcc-c-types.c) drop=(-e '/_Float16/d') ;;
			arm.*-gcc-c-types.c) drop=(-e '/__int128/d' -e '/mode(TI)/d' -e 's/, ti_mode e//' -e '/_Float16/d') ;;
			arm.*-c-types.c) drop=(-e '/__int128/d' -e '/mode(TI)/d' -e 's/, ti_mode e//') ;;
			*) drop=() ;;
			esac
			if [ ${#drop[@]} -gt 0 ]; then
				mkdir -p "$tmp/corpus-$arch-$cc"
				sed "${drop[@]}" "$src" >"$tmp/corpus-$arch-$cc/c-types.c"
				src=$tmp/corpus-$arch-$cc/c-types.c
			fi
			audit "$arch" $cc "$(basename "$src" .c)" "$src"
		done
	done
done

# kcfi-check reads the same preambles as binutils (tests/lib/kcfi_ids.py).
if needs_clang preambles-as-binutils-reads-them; then
kcfi preambles-as-binutils-reads-them "$tmp/x86_64-clang-everyday.o"
want=$(python3 "$KCFI_TOP/tests/lib/kcfi_ids.py" "$tmp/x86_64-clang-everyday.o" | sed -n 's/^preamble //p' | sort)
got=$(sed -n 's/^[^:]*: preamble //p' "$tmp/preambles-as-binutils-reads-them.out" | sort)
if [ -n "$want" ] && [ "$want" = "$got" ]; then
	echo "PASS check/preambles-as-binutils-reads-them"
else
	echo "FAIL check/preambles-as-binutils-reads-them: $(diff <(echo "$want") <(echo "$got") | head -4 | tr '\n' ' ')"
fi
fi

# The unmodified corpus: clang-19's unreachable bodies lack parameter DIEs;
# they must be listed as not verified, never reported as mismatches.
src=$corpus/c-types.c
if needs_clang codeless-functions-are-not-verified; then
clang-19 $(flags_of "$src") -w -O2 -g -fsanitize=kcfi -I"$corpus" -c "$src" -o "$tmp/empty.o"
kcfi codeless-functions-are-not-verified -q --dwarf "$tmp/empty.o"
if grep -q ': not verified: DWARF may omit the parameters' "$tmp/codeless-functions-are-not-verified.out"; then
	result codeless-functions-are-not-verified 0 " 0 mismatched,"
else
	echo "FAIL check/codeless-functions-are-not-verified: $(tail -1 "$tmp/codeless-functions-are-not-verified.out")"
fi
fi

# 4. --dwarf negatives and options.
# A preamble patched to another id: void wrong_id(int) is _ZTSFviE, 0x019c0cac
# in kcfi-abi.md 1.9 (27004076 as kcfi-as prints it); 0x12345678 = 305419896.
"$kg" -O2 -g -fsanitize=kcfi -S "$here/wrong-id.c" -o "$tmp/wrong-id.s"
# (the line ends in clang-19's "# imm = 0x19C0CAC" comment)
sed -i 's/^\tmovl\t\$27004076, %eax .*$/\tmovl\t$305419896, %eax/' "$tmp/wrong-id.s"
gcc -c "$tmp/wrong-id.s" -o "$tmp/wrong-id.o"
kcfi wrong-preamble-id -q --dwarf "$tmp/wrong-id.o"
result wrong-preamble-id 1 "wrong_id: error: preamble id 0x12345678 but DWARF type _ZTSFviE gives 0x019c0cac"

# A module object that 'ld -r' joined from several units (Kbuild's
# composite modules: usbcore.o has file.c's and usb.c's static usb_devnode,
# of two types) holds functions of one name: each preamble is checked
# against the DWARF of its own definition, found by place, in either order.
printf '%s\n' 'static char *node(const void *d, unsigned short *m) { return (char *)d + *m; }' \
	'char *(*pa)(const void *, unsigned short *) = node;' > "$tmp/twin-a.c"
printf '%s\n' 'static char *node(const void *d, unsigned short *m, int *u, int *g) { return (char *)d + *m + *u + *g; }' \
	'char *(*pb)(const void *, unsigned short *, int *, int *) = node;' > "$tmp/twin-b.c"
for cc in kcfi-gcc clang; do
	[ "$cc" = clang ] && ! needs_clang "dwarf-static-twins-in-ld-r-object-$cc" && continue
	compiler=("$kg"); [ "$cc" = clang ] && compiler=(clang-19)
	for u in a b; do
		"${compiler[@]}" -O2 -g -fsanitize=kcfi -c "$tmp/twin-$u.c" -o "$tmp/twin-$cc-$u.o"
	done
	for order in ab ba; do
		ld -r "$tmp/twin-$cc-${order:0:1}.o" "$tmp/twin-$cc-${order:1:1}.o" -o "$tmp/twin-$cc-$order.o"
		kcfi "dwarf-static-twins-in-ld-r-object-$cc-$order" -q --dwarf "$tmp/twin-$cc-$order.o"
		result "dwarf-static-twins-in-ld-r-object-$cc-$order" 0 "dwarf: 2 verified, 0 mismatched, 0 not verified"
	done
done

# A __nocfi always-inline function's call stays unchecked where it is
# inlined; kcfi-check names the function it was written in from DWARF's
# inlined subroutine (objects relocated by libdwfl, and after 'ld -r' in
# front of another unit), on both compilers and both arches with a decoder
# of capstone; without DWARF the line names only the caller.
for cc in kcfi-gcc clang; do
	[ "$cc" = clang ] && ! needs_clang "unchecked-call-names-its-inlined-nocfi-function-$cc" && continue
	for arch in x86_64 aarch64; do
		n=unchecked-call-names-its-inlined-nocfi-function-$cc-$arch
		case $arch-$cc in
		x86_64-kcfi-gcc) compiler=("$kg") ;;
		x86_64-clang) compiler=(clang-19) ;;
		aarch64-kcfi-gcc) compiler=("$KCFI_BUILD/bin/aarch64-linux-gnu-kcfi-gcc") ;;
		aarch64-clang) compiler=(clang-19 --target=aarch64-linux-gnu) ;;
		esac
		ld=ld; [ $arch = aarch64 ] && ld=aarch64-linux-gnu-ld
		"${compiler[@]}" -O2 -g -fsanitize=kcfi -c "$here/inlined-nocfi-call.c" -o "$tmp/$n.o" &&
		"${compiler[@]}" -O2 -g -fsanitize=kcfi -c "$here/wrong-id.c" -o "$tmp/$n-first.o" &&
		"${compiler[@]}" -O2 -fsanitize=kcfi -c "$here/inlined-nocfi-call.c" -o "$tmp/$n-nodwarf.o" &&
		$ld -r "$tmp/$n-first.o" "$tmp/$n.o" -o "$tmp/$n-ld-r.o" ||
			{ echo "FAIL check/$n: cannot compile the test objects"; continue; }
		kcfi "$n" -q "$tmp/$n.o"
		result "$n" 1 "(run_prog+0x" "): error: unchecked indirect call, inlined from nocfi_dispatch" \
			" 1 checks, 1 unchecked calls,"
		kcfi "$n-ld-r" -q "$tmp/$n-ld-r.o"
		result "$n-ld-r" 1 "): error: unchecked indirect call, inlined from nocfi_dispatch"
		# linked between two assembly units, whose .debug_aranges are
		# the file's only ones with clang-19: the call's unit is still
		# found (libdwfl gives the gap to the unit before it)
		for leaf in leaf_a leaf_b; do
			"${compiler[@]}" -g -c -DLEAF=$leaf "$here/linked-asm-leaf.S" -o "$tmp/$n-$leaf.o" || break
		done
		if $ld -e run_prog "$tmp/$n-leaf_a.o" "$tmp/$n.o" "$tmp/$n-leaf_b.o" -o "$tmp/$n-linked" 2>/dev/null; then
			kcfi "$n-linked-between-assembly-units" -q "$tmp/$n-linked"
			result "$n-linked-between-assembly-units" 1 \
				"(run_prog+0x" "): error: unchecked indirect call, inlined from nocfi_dispatch"
		else
			echo "FAIL check/$n-linked-between-assembly-units: link failed"
		fi
		kcfi "$n-without-dwarf" -q "$tmp/$n-nodwarf.o"
		result "$n-without-dwarf" 1 "): error: unchecked indirect call"
		if grep -q 'inlined from' "$tmp/$n-without-dwarf.out"; then
			echo "FAIL check/$n-without-dwarf-names-no-function: $(grep -m1 'inlined from' "$tmp/$n-without-dwarf.out")"
		else
			echo "PASS check/$n-without-dwarf-names-no-function"
		fi
	done
done

# GCC's DWARF drops the qualifiers of a qualified array typedef; the
# readings with them restored verify (ids: clang-19, in the source), and a
# wrong id still is a mismatch (0x12345678 again).
"$kg" -O2 -g -fsanitize=kcfi -c "$here/qualified-array-typedef.c" -o "$tmp/qarr.o"
kcfi array-qualifiers-dwarf-lost-are-restored -v --dwarf "$tmp/qarr.o"
if grep -q "f: preamble id 0xfa586f0d = DWARF type _ZTSFvPA1_VlE (with array" "$tmp/array-qualifiers-dwarf-lost-are-restored.out" &&
   grep -q "g: preamble id 0x9710e9d6 = DWARF type _ZTSFvPA1_KlPPA1_VlE (with array" "$tmp/array-qualifiers-dwarf-lost-are-restored.out"; then
	result array-qualifiers-dwarf-lost-are-restored 0 "dwarf: 2 verified, 0 mismatched, 0 not verified (2 with array qualifiers restored)"
else
	echo "FAIL check/array-qualifiers-dwarf-lost-are-restored: $(grep -m1 ': f: ' "$tmp/array-qualifiers-dwarf-lost-are-restored.out")"
fi
"$kg" -O2 -g -fsanitize=kcfi -S "$here/qualified-array-typedef.c" -o "$tmp/qarr.s"
sed -i 's/^\tmovl\t\$4200099597, %eax .*$/\tmovl\t$305419896, %eax/' "$tmp/qarr.s"
gcc -c "$tmp/qarr.s" -o "$tmp/qarr-wrong.o"
kcfi array-qualifier-readings-do-not-hide-a-wrong-id -q --dwarf "$tmp/qarr-wrong.o"
result array-qualifier-readings-do-not-hide-a-wrong-id 1 "f: error: preamble id 0x12345678 but DWARF type _ZTSFvPA1_lE gives 0x4e91ffbb"

# kcfi-abi.md 1.8: the x86 ENDBR rule, from both compilers.
for cc in clang gcc; do
	[ $cc = clang ] && ! needs_clang endbr-lookalike-id-clang && continue
	compiler=clang-19
	[ $cc = gcc ] && compiler=$kg
	$compiler -O2 -g -fsanitize=kcfi -c "$here/endbr-id.c" -o "$tmp/endbr-$cc.o"
	kcfi "endbr-lookalike-id-$cc" --dwarf "$tmp/endbr-$cc.o"
	result "endbr-lookalike-id-$cc" 0 "preamble endbr_f 0xfa1e0ff4" "dwarf: 1 verified, 0 mismatched"
done

# The hash is an option: FNV-1a ids verify with --hash=FNV-1a, none without.
"$kg" -O2 -g -fsanitize=kcfi -fsanitize-kcfi-hash=FNV-1a -c "$everyday" -o "$tmp/fnv.o"
kcfi fnv1a-hash -q --dwarf --hash=FNV-1a "$tmp/fnv.o"
result fnv1a-hash 0 "dwarf: 18 verified, 0 mismatched"
kcfi fnv1a-ids-are-not-xxhash-ids -q --dwarf "$tmp/fnv.o"
result fnv1a-ids-are-not-xxhash-ids 1 "dwarf: 0 verified, 18 mismatched"

# Normalized integers (clang-19 as the reference).
if needs_clang normalized-integers; then
	clang-19 -O2 -g -fsanitize=kcfi -fsanitize-cfi-icall-experimental-normalize-integers \
		-c "$everyday" -o "$tmp/norm.o"
	kcfi normalized-integers -q --dwarf --normalize-integers "$tmp/norm.o"
	result normalized-integers 0 "dwarf: 18 verified, 0 mismatched"
fi

# No DWARF: every preamble listed as not verified, nothing skipped.
"$kg" -O2 -fsanitize=kcfi -c "$everyday" -o "$tmp/nodwarf.o"
kcfi no-dwarf-is-listed -q --dwarf "$tmp/nodwarf.o"
if [ "$(grep -c ': not verified: no DWARF' "$tmp/no-dwarf-is-listed.out")" = 18 ]; then
	result no-dwarf-is-listed 0 "dwarf: 0 verified, 0 mismatched, 18 not verified"
else
	echo "FAIL check/no-dwarf-is-listed: $(tail -1 "$tmp/no-dwarf-is-listed.out")"
fi

# Usage and architecture errors.
kcfi usage-no-input
result usage-no-input 2 "kcfi-check: error: no input files"
kcfi usage-unknown-arch --arch=sparc "$tmp/plain.o"
result usage-unknown-arch 2 "kcfi-check: error: unsupported --arch=sparc"
if command -v aarch64-linux-gnu-gcc >/dev/null; then
	aarch64-linux-gnu-gcc -O2 -c "$everyday" -o "$tmp/a64.o"
	kcfi aarch64-object-is-not-x86_64 --arch=x86_64 "$tmp/a64.o"
	result aarch64-object-is-not-x86_64 1 "kcfi-check: $tmp/a64.o: error: machine 183 is not x86_64"
else
	echo "SKIP check/aarch64-object-is-not-x86_64: aarch64-linux-gnu-gcc missing (make deps)"
fi

# 5. aarch64: hand-made objects and a patched preamble word.
if [ "${#arches[@]}" -gt 1 ]; then
	a64asm() {
		$a64-as "$here/$1.s" -o "$tmp/$1.o"
	}
	a64asm a64-checked-call && kcfi a64-checked-call "$tmp/a64-checked-call.o"
	result a64-checked-call 0 " 2 checks, 0 unchecked calls, 0 unchecked jumps,"
	a64asm a64-unchecked-call && kcfi a64-unchecked-call "$tmp/a64-unchecked-call.o"
	result a64-unchecked-call 1 ".text+0x4 (caller+0x4): error: unchecked indirect call"
	a64asm a64-brk-names-other-register && kcfi a64-brk-names-other-register "$tmp/a64-brk-names-other-register.o"
	result a64-brk-names-other-register 1 ".text+0x18 (caller+0x18): error: unchecked indirect call"
	a64asm a64-table-before-function && kcfi a64-data-before-function-is-no-preamble -v "$tmp/a64-table-before-function.o"
	result a64-data-before-function-is-no-preamble 0 ": 1 preambles (0 orphaned weak)," ": preamble typed_fn 0x12345678"
	"$KCFI_BUILD/bin/$a64-kcfi-gcc" -O2 -g -fsanitize=kcfi -S "$here/wrong-id.c" -o "$tmp/a64-wrong-id.s"
	sed -i 's@^\t\.word\t27004076 .*$@\t.word\t305419896@' "$tmp/a64-wrong-id.s"
	$a64-gcc -c "$tmp/a64-wrong-id.s" -o "$tmp/a64-wrong-id.o"
	kcfi a64-wrong-preamble-id -q --dwarf "$tmp/a64-wrong-id.o"
	result a64-wrong-preamble-id 1 "wrong_id: error: preamble id 0x12345678 but DWARF type _ZTSFviE gives 0x019c0cac"
	$a64-gcc -O2 -c "$everyday" -o "$tmp/a64-plain.o"
	want=$($a64-objdump -d "$tmp/a64-plain.o" | grep -cE '[[:space:]]blr[[:space:]]')
	kcfi a64-plain-gcc-calls-are-unchecked "$tmp/a64-plain.o"
	result a64-plain-gcc-calls-are-unchecked 1 " 0 checks, $want unchecked calls,"
	a64asm a64-address-taken-without-preamble &&
		kcfi a64-address-taken-without-preamble "$tmp/a64-address-taken-without-preamble.o"
	result a64-address-taken-without-preamble 0 \
		".text+0xc (caller+0x4): warning: address of bare taken, but it has no preamble" \
		": 2 functions whose address is taken, 1 without a preamble"
fi

# 6. --classes on classes.c: the counts are its header comment's hand count;
# the ids of int (void), void (void), void (int), bool (const void *) and
# void (const char *, ...) are kcfi-abi.md's (clang-19); the other three
# classes are found by their DWARF type name (--dwarf), their ids by nobody.
# classes_run NAME ARGS...: stdout in $tmp/NAME.out, stderr in $tmp/NAME.err.
classes_run() {
	local name=$1
	shift
	"$kc" "$@" >"$tmp/$name.out" 2>"$tmp/$name.err"
	rc=$?
}
# classes_result NAME WANT_RC WANT_CLASSES LINE...: the status, the number of
# "class" lines on stdout (0: stdout is empty), and each LINE: "err:TEXT" a part of a stderr line,
# "~TEXT" a part of a stdout line, else a whole stdout line.
classes_result() {
	local name=$1 want=$2 nclass=$3 line got
	shift 3
	got=$(grep -c '^class ' "$tmp/$name.out")
	[ "$nclass" = 0 ] && [ -s "$tmp/$name.out" ] && got="a non-empty stdout, 0"
	if [ "$rc" != "$want" ] || [ "$got" != "$nclass" ]; then
		echo "FAIL check/$name: exit $rc (want $want), $got class lines (want $nclass): $(head -2 "$tmp/$name.err" | tr '\n' ' ')"
		return
	fi
	for line in "$@"; do
		case $line in
		err:*) grep -qF -- "${line#err:}" "$tmp/$name.err" ;;
		~*) grep -qF -- "${line#\~}" "$tmp/$name.out" ;;
		*) grep -qxF -- "$line" "$tmp/$name.out" ;;
		esac || { echo "FAIL check/$name: no line '$line'"; return; }
	done
	echo "PASS check/$name"
}
for arch in "${arches[@]}"; do
	ok=()
	for cc in clang gcc; do
		[ "$cc" = clang ] && ! needs_clang "classes-$arch-$cc" && continue
		case $arch-$cc in
		x86_64-clang) compiler=(clang-19) ;;
		x86_64-gcc) compiler=("$kg") ;;
		aarch64-clang) compiler=(clang-19 --target=$a64 -ffreestanding) ;;
		aarch64-gcc) compiler=("$KCFI_BUILD/bin/$a64-kcfi-gcc" -ffreestanding) ;;
		esac
		obj=$tmp/classes-$arch-$cc.o
		if ! "${compiler[@]}" -O2 -g -fsanitize=kcfi -c "$here/classes.c" -o "$obj" ||
		   ! "${compiler[@]}" -DVARIANT -O2 -g -fsanitize=kcfi -c "$here/classes.c" \
			-o "${obj%.o}-variant.o"; then
			echo "FAIL check/classes-$arch-$cc: ${compiler[0]} failed"
			continue
		fi
		ok+=("$cc")
		classes_run "classes-$arch-$cc" --classes --dwarf "$obj"
		classes_result "classes-$arch-$cc" 0 7 \
			"class 0x36b1c5a6 targets 3 sites 3 surface 9 type _ZTSFivE" \
			"class 0xa540670c targets 1 sites 1 surface 1 type _ZTSFvvE" \
			"class 0x019c0cac targets 0 sites 2 surface 0 type -" \
			"class 0x77e76b61 targets 1 sites 0 surface 0 type _ZTSFbPKvE" \
			"~ targets 2 sites 0 surface 0 type _ZTSFiPFivEE" \
			"~ targets 1 sites 0 surface 0 type _ZTSFvPFvvEE" \
			"~ targets 1 sites 0 surface 0 type _ZTSFvPFviEiE" \
			"total ids 7 targets 9 sites 6 surface 10 targets-only 4 sites-only 1 unknown-id 0 files 1" \
			"largest-targets 1 0x36b1c5a6 targets 3 sites 3 surface 9 type _ZTSFivE" \
			"largest-surface 1 0x36b1c5a6 targets 3 sites 3 surface 9 type _ZTSFivE" \
			"largest-surface 2 0xa540670c targets 1 sites 1 surface 1 type _ZTSFvvE" \
			"  target 0x36b1c5a6 three $obj" "~  site 0x36b1c5a6 call_int_twice+0x" \
			"~  site 0xa540670c call_void+0x"
	done
	[ "${#ok[@]}" = 2 ] || continue
	a=$tmp/classes-$arch-clang.o b=$tmp/classes-$arch-gcc.o
	# one build of two files: every count doubles, surface 6*6 + 2*2
	classes_run "classes-$arch-two-files" --classes "$a" "$b"
	classes_result "classes-$arch-two-files" 0 7 \
		"class 0x36b1c5a6 targets 6 sites 6 surface 36 type -" \
		"total ids 7 targets 18 sites 12 surface 40 targets-only 4 sites-only 1 unknown-id 0 files 2"
	classes_run "classes-$arch-clang-versus-gcc" --classes --dwarf "$a" --versus "$b"
	classes_result "classes-$arch-clang-versus-gcc" 0 7 \
		"class 0x36b1c5a6 both targets 3 3 sites 3 3 surface 9 9 type _ZTSFivE" \
		"class 0x019c0cac both targets 0 0 sites 2 2 surface 0 0 type -" \
		"total a ids 7 targets 9 sites 6 surface 10 targets-only 4 sites-only 1 unknown-id 0 files 1" \
		"total b ids 7 targets 9 sites 6 surface 10 targets-only 4 sites-only 1 unknown-id 0 files 1" \
		"ids both 7 a-only 0 b-only 0"
	# -DVARIANT: no is_set, a void (int) target sink, say with no site
	classes_run "classes-$arch-versus-variant" --classes --dwarf "$a" --versus "${b%.o}-variant.o"
	classes_result "classes-$arch-versus-variant" 0 8 \
		"class 0x019c0cac both targets 0 1 sites 2 2 surface 0 2 type _ZTSFviE" \
		"class 0x77e76b61 a-only targets 1 0 sites 0 0 surface 0 0 type _ZTSFbPKvE" \
		"class 0xce2ca9d7 b-only targets 0 1 sites 0 0 surface 0 0 type _ZTSFvPKczE" \
		"total b ids 7 targets 10 sites 6 surface 12 targets-only 4 sites-only 0 unknown-id 0 files 1" \
		"ids both 6 a-only 1 b-only 1" \
		"largest-surface b 2 0x019c0cac both targets 0 1 sites 2 2 surface 0 2 type _ZTSFviE" \
		"  target 0x019c0cac sink ${b%.o}-variant.o"
done

# Sites and no target (trap-not-listed.s: one check of 12345 = 0x3039, no
# preamble; exit 1 for its unlisted trap): a class, not "no KCFI".
classes_run classes-check-without-any-preamble --classes "$tmp/trap-not-listed.o"
classes_result classes-check-without-any-preamble 1 1 \
	"class 0x00003039 targets 0 sites 1 surface 0 type -" \
	"total ids 1 targets 0 sites 1 surface 0 targets-only 0 sites-only 1 unknown-id 0 files 1"

# A target and no site (a64-table-before-function.s: typed_fn's preamble
# 0x12345678, no check), listed with its example and no site line.
if [ "${#arches[@]}" -gt 1 ]; then
	classes_run classes-preamble-without-any-check --classes "$tmp/a64-table-before-function.o"
	classes_result classes-preamble-without-any-check 0 1 \
		"class 0x12345678 targets 1 sites 0 surface 0 type -" \
		"largest-targets 1 0x12345678 targets 1 sites 0 surface 0 type -" \
		"  target 0x12345678 typed_fn $tmp/a64-table-before-function.o" \
		"total ids 1 targets 1 sites 0 surface 0 targets-only 1 sites-only 0 unknown-id 0 files 1"
fi

# Errors: no report that could pass for one.
"$kg" -fsanitize=kcfi -O2 -c "$here/classes.c" -o "$tmp/classes-kcfi.o"
gcc -O2 -c "$here/classes.c" -o "$tmp/classes-plain.o"
classes_run classes-unreadable-file --classes "$tmp/classes-kcfi.o" "$tmp/no-such.o"
classes_result classes-unreadable-file 1 0 "err:$tmp/no-such.o: error: cannot open" \
	"err:kcfi-check: error: a file could not be audited: no report"
classes_run classes-nothing-before-versus --classes --versus "$here/classes.c"
classes_result classes-nothing-before-versus 2 0 "err:kcfi-check: error: no input files before --versus"
classes_run classes-not-elf --classes "$tmp/classes-kcfi.o" --versus "$here/classes.c"
classes_result classes-not-elf 1 0 "err:classes.c: error: not an ELF file"
classes_run classes-no-kcfi --classes "$tmp/classes-plain.o"
classes_result classes-no-kcfi 1 0 \
	"err:classes-plain.o: error: no KCFI preamble and no KCFI check: not built with -fsanitize=kcfi?" \
	"err:classes-plain.o: error: no KCFI type id: nothing to report"
classes_run classes-no-kcfi-in-one-file --classes "$tmp/classes-kcfi.o" "$tmp/classes-plain.o"
classes_result classes-no-kcfi-in-one-file 1 7 \
	"err:classes-plain.o: error: no KCFI preamble and no KCFI check" \
	"~total ids 7 targets 9 sites 6 surface 10 "
if [ "${#arches[@]}" -gt 1 ]; then
	classes_run classes-file-of-another-machine --classes --arch=x86_64 "$tmp/classes-kcfi.o" \
		"$tmp/classes-aarch64-gcc.o"
	classes_result classes-file-of-another-machine 1 0 "err:error: machine 183 is not x86_64" \
		"err:kcfi-check: error: a file could not be audited: no report"
fi
classes_run classes-versus-without-classes --versus "$tmp/classes-kcfi.o"
classes_result classes-versus-without-classes 2 0 "err:kcfi-check: error: --versus compares --classes reports"

# 7. riscv64 (3 also runs for riscv64): hand-made objects (offsets by hand
# in each .s, RVC on as the gcc driver assembles), a linked file, a patched
# preamble word, plain gcc.
if $have_rv; then
	rvasm() {
		$rv-gcc -c "$here/$1.s" -o "$tmp/$1.o"
	}
	rvasm rv-checked-call && kcfi rv-checked-call -v "$tmp/rv-checked-call.o"
	result rv-checked-call 0 " 2 checks, 0 unchecked calls, 0 unchecked jumps, 2 trap entries (0 not a check's)" \
		".text+0x12 (caller+0x12): check 0x019c0cac call through a1" \
		".text+0x20 (caller+0x20): check 0x00000005 jump through t1"
	# linked: the entries' ADD32/SUB32 pairs resolved, the beqs' offsets set
	if $rv-ld -e caller "$tmp/rv-checked-call.o" -o "$tmp/rv-checked-call.exe"; then
		kcfi rv-checked-call-linked "$tmp/rv-checked-call.exe"
		result rv-checked-call-linked 0 " 2 checks, 0 unchecked calls, 0 unchecked jumps, 2 trap entries (0 not a check's)"
	else
		echo "FAIL check/rv-checked-call-linked: link failed"
	fi
	rvasm rv-unchecked-call && kcfi rv-unchecked-call "$tmp/rv-unchecked-call.o"
	result rv-unchecked-call 1 ".text+0x2 (caller+0x2): error: unchecked indirect call" " 1 unchecked calls,"
	rvasm rv-check-of-other-register && kcfi rv-check-of-other-register "$tmp/rv-check-of-other-register.o"
	result rv-check-of-other-register 1 ".text+0x12 (caller+0x12): error: unchecked indirect call" \
		".text+0x10 (caller+0x10): warning: .kcfi_traps entry is not the trap of a check" " 0 checks,"
	rvasm rv-trap-not-listed && kcfi rv-trap-not-listed "$tmp/rv-trap-not-listed.o"
	result rv-trap-not-listed 1 ".text+0x10 (caller+0x10): error: trap of a check is not in .kcfi_traps"
	rvasm rv-address-taken-without-preamble &&
		kcfi rv-address-taken-without-preamble "$tmp/rv-address-taken-without-preamble.o"
	result rv-address-taken-without-preamble 0 \
		".text+0x10 (caller+0x8): warning: address of bare taken, but it has no preamble" \
		": 2 functions whose address is taken, 1 without a preamble"
	"$KCFI_BUILD/bin/$rv-kcfi-gcc" -O2 -g -fsanitize=kcfi -S "$here/wrong-id.c" -o "$tmp/rv-wrong-id.s"
	sed -i 's@^\t\.word\t27004076 .*$@\t.word\t305419896@' "$tmp/rv-wrong-id.s"
	$rv-gcc -c "$tmp/rv-wrong-id.s" -o "$tmp/rv-wrong-id.o"
	kcfi rv-wrong-preamble-id -q --dwarf "$tmp/rv-wrong-id.o"
	result rv-wrong-preamble-id 1 "wrong_id: error: preamble id 0x12345678 but DWARF type _ZTSFviE gives 0x019c0cac"
	# kcfi-check --explain of clang-19's object lists what kcfi-as --explain
	# lists for the marked .s of the same file (first fields, sorted)
	if needs_clang rv-explain-as-kcfi-as-explains; then
		$rv-gcc -O2 -ffreestanding -S -fplugin="$(KCFI_REAL_CC=$rv-gcc "$KCFI_BUILD/bin/kcfi-gcc" -print-kcfi-plugin)" "$everyday" \
			-o "$tmp/rv-marked.s"
		"$KCFI_BUILD/bin/kcfi-as" --arch=riscv64 --explain -o "$tmp/rv-as-explain" "$tmp/rv-marked.s"
		grep -v '^nocheck ' "$tmp/rv-as-explain" | cut -d' ' -f1-3 | sort >"$tmp/rv-as-explain.sorted"
		"$kc" --explain "$tmp/riscv64-clang-everyday.o" 2>/dev/null | sort >"$tmp/rv-check-explain"
		if [ "$(grep -c '^check ' "$tmp/rv-check-explain")" -gt 0 ] &&
		   cmp -s "$tmp/rv-check-explain" "$tmp/rv-as-explain.sorted"; then
			echo "PASS check/rv-explain-as-kcfi-as-explains"
		else
			echo "FAIL check/rv-explain-as-kcfi-as-explains: $(diff "$tmp/rv-check-explain" "$tmp/rv-as-explain.sorted" | grep '^[<>]' | head -3 | tr '\n' ' ')"
		fi
	fi
	$rv-gcc -O2 -c "$everyday" -o "$tmp/rv-plain.o"
	# c.jalr and jalr through a register; "jalr ra" after an auipc ra is a call of a symbol
	want=$($rv-objdump -d "$tmp/rv-plain.o" | grep -cE '[[:space:]]jalr[[:space:]]+(a[0-7]|t[0-6]|s[0-9]+)$')
	kcfi rv-plain-gcc-calls-are-unchecked "$tmp/rv-plain.o"
	if [ "$want" -gt 0 ]; then
		result rv-plain-gcc-calls-are-unchecked 1 " 0 checks, $want unchecked calls,"
	else
		echo "FAIL check/rv-plain-gcc-calls-are-unchecked: objdump sees no indirect call"
	fi
fi

# 8. arm, ARM and Thumb-2 state (3 also runs for both): hand-made objects
# (offsets by hand in each .s), kcfi-as's shape and clang-19's, a patched
# preamble word, plain gcc, --explain against kcfi-as --explain.
if $have_arm; then
	armasm() {
		$armt-gcc -c "$here/$1.s" -o "$tmp/$1.o"
	}
	armasm arm-checked-call && kcfi arm-checked-call -v "$tmp/arm-checked-call.o"
	result arm-checked-call 0 " 2 checks, 0 unchecked calls, 0 unchecked jumps," \
		".text+0x28 (caller+0x28): check 0x019c0cac jump through r2" \
		".text+0x44 (tcaller+0x18): check 0x019c0cac call through r3"
	armasm arm-clang-shape && kcfi arm-clang-shape -v "$tmp/arm-clang-shape.o"
	result arm-clang-shape 0 " 1 checks, 0 unchecked calls, 0 unchecked jumps," \
		".text+0x18 (caller+0x18): check 0x019c0cac jump through r1"
	armasm arm-bne-to-no-trap && kcfi arm-bne-to-no-trap "$tmp/arm-bne-to-no-trap.o"
	result arm-bne-to-no-trap 1 ".text+0x18 (caller+0x18): error: unchecked indirect call" " 0 checks,"
	armasm arm-check-of-other-register && kcfi arm-check-of-other-register "$tmp/arm-check-of-other-register.o"
	result arm-check-of-other-register 1 ".text+0x20 (caller+0x20): error: unchecked indirect call" " 0 checks,"
	armasm arm-unchecked-call && kcfi arm-unchecked-call "$tmp/arm-unchecked-call.o"
	result arm-unchecked-call 1 ".text+0x4 (caller+0x4): error: unchecked indirect call" " 1 unchecked calls,"
	# 4-byte entries, SHT_REL's implicit addends in the object, the Thumb
	# bit in the linked table; an entry without a preamble only warns
	armasm arm-syscall-table && kcfi arm-syscall-table "$tmp/arm-syscall-table.o"
	result arm-syscall-table 0 \
		".data.rel.ro+0x8: warning: sys_call_table[2] = sys_bare has no preamble (the kernel's assembly calls the table unchecked)" \
		": 0 global aliases without a preamble, 3 syscall table entries (0 defined elsewhere)"
	if $armt-gcc -nostdlib -no-pie -Wl,-e,sys_ok "$tmp/arm-syscall-table.o" -o "$tmp/arm-syscall-table.exe"; then
		kcfi arm-syscall-table-linked "$tmp/arm-syscall-table.exe"
		result arm-syscall-table-linked 0 \
			".data.rel.ro+0x8: warning: sys_call_table[2] = sys_bare has no preamble (the kernel's assembly calls the table unchecked)" \
			": 0 global aliases without a preamble, 3 syscall table entries (0 defined elsewhere)"
	else
		echo "FAIL check/arm-syscall-table-linked: link failed"
	fi
	armasm arm-preamble-after-literal-pool && kcfi arm-preamble-after-literal-pool "$tmp/arm-preamble-after-literal-pool.o"
	result arm-preamble-after-literal-pool 0 ": preamble g 0x12345678" ": 1 preambles (0 orphaned weak),"
	# movw/movt keep the addend in their imm16: Thumb-2's names bare_thumb
	armasm arm-address-taken-without-preamble &&
		kcfi arm-address-taken-without-preamble "$tmp/arm-address-taken-without-preamble.o"
	result arm-address-taken-without-preamble 0 \
		".text+0xc (caller+0x4): warning: address of bare_arm taken, but it has no preamble" \
		".text+0x18 (tcaller+0x0): warning: address of bare_thumb taken, but it has no preamble" \
		": 3 functions whose address is taken, 2 without a preamble"
	for state in arm thumb; do
		"$KCFI_BUILD/bin/$armt-kcfi-gcc" -m$state -O2 -g -fsanitize=kcfi -S "$here/wrong-id.c" \
			-o "$tmp/arm-wrong-id.s"
		sed -i 's@^\t\.long\t27004076 .*$@\t.long\t305419896@' "$tmp/arm-wrong-id.s"
		$armt-gcc -c "$tmp/arm-wrong-id.s" -o "$tmp/arm-wrong-id.o"
		kcfi arm-$state-wrong-preamble-id -q --dwarf "$tmp/arm-wrong-id.o"
		result arm-$state-wrong-preamble-id 1 "wrong_id: error: preamble id 0x12345678 but DWARF type _ZTSFviE gives 0x019c0cac"
		$armt-gcc -m$state -O2 -c "$everyday" -o "$tmp/arm-plain.o"
		want=$($armt-objdump -d "$tmp/arm-plain.o" | grep -cE '[[:space:]]blx[[:space:]]+(r[0-9]+|ip|lr|sl|fp|sb)$')
		kcfi arm-$state-plain-gcc-calls-are-unchecked "$tmp/arm-plain.o"
		if [ "$want" -gt 0 ]; then
			result arm-$state-plain-gcc-calls-are-unchecked 1 " 0 checks, $want unchecked calls,"
		else
			echo "FAIL check/arm-$state-plain-gcc-calls-are-unchecked: objdump sees no blx"
		fi
		# kcfi-check --explain of our object lists what kcfi-as --explain
		# lists for its marked .s (first fields, sorted)
		$armt-gcc -m$state -O2 -ffreestanding -S -fplugin="$(KCFI_REAL_CC=$armt-gcc "$KCFI_BUILD/bin/kcfi-gcc" -print-kcfi-plugin)" \
			"$everyday" -o "$tmp/arm-marked.s"
		"$KCFI_BUILD/bin/kcfi-as" --arch=arm --explain -o "$tmp/arm-as-explain" "$tmp/arm-marked.s"
		"$KCFI_BUILD/bin/kcfi-as" --arch=arm --as=$armt-as -o "$tmp/arm-marked.o" "$tmp/arm-marked.s"
		grep -v '^nocheck ' "$tmp/arm-as-explain" | cut -d' ' -f1-3 | sort >"$tmp/arm-as-explain.sorted"
		"$kc" --explain "$tmp/arm-marked.o" 2>/dev/null | sort >"$tmp/arm-check-explain"
		if [ "$(grep -c '^check ' "$tmp/arm-check-explain")" -gt 0 ] &&
		   cmp -s "$tmp/arm-check-explain" "$tmp/arm-as-explain.sorted"; then
			echo "PASS check/arm-$state-explain-as-kcfi-as-explains"
		else
			echo "FAIL check/arm-$state-explain-as-kcfi-as-explains: $(diff "$tmp/arm-check-explain" "$tmp/arm-as-explain.sorted" | grep '^[<>]' | head -3 | tr '\n' ' ')"
		fi
	done
fi

# --dwarf by place: a preamble named after an alias (module-alias.c's
# init_module) is verified against its body's DWARF, with GCC's low_pc
# after arm64 Linux's -fpatchable-function-entry=2 nops.
alias_case() {	# NAME WANT COMPILER ARGS...
	local name=$1 want=$2
	shift 2
	if "$@" -O2 -g -fsanitize=kcfi -c "$here/module-alias.c" -o "$tmp/$name.o"; then
		kcfi "$name" -q --dwarf "$tmp/$name.o"
		result "$name" 0 ": dwarf: $want verified, 0 mismatched, 0 not verified"
	else
		echo "FAIL check/$name: compiler failed"
	fi
}
if [ "${#arches[@]}" -gt 1 ]; then
	alias_case a64-alias-preamble-verified-by-place 2 "$KCFI_BUILD/bin/$a64-kcfi-gcc" -fpatchable-function-entry=2
	needs_clang a64-clang-alias-preamble-verified-by-place &&
		alias_case a64-clang-alias-preamble-verified-by-place 1 clang-19 --target=$a64 -ffreestanding -fpatchable-function-entry=2
fi
needs_clang clang-alias-preamble-verified-by-place && alias_case clang-alias-preamble-verified-by-place 1 clang-19

# A linked file as arm64 links vmlinux: GCC's low_pc 8 bytes past the symbol
# (Linux's -fpatchable-function-entry=4,2), another unit's inlined static of
# a function's name; and linked -shared --no-apply-dynamic-relocs (ET_DYN:
# libdwfl places the module at a bias, the syscall table's pointers are 0
# in the file, RELATIVE relocations fill them); twins ICF folded, whose
# DWARF has no code, beside the weak defaults they override.  Each
# function's DWARF is its own, every table entry is a function with a
# preamble, and an inlined __nocfi call is named in either link.  A name
# a linker script assigns (arm64 vmlinux's __kvm_nvhe_ aliases: FUNC, size
# 0) is verified by the body it names, whose low_pc lies past it.
if [ "${#arches[@]}" -gt 1 ]; then
	lk=$tmp/linked
	mkdir -p "$lk"
	for u in linked-unit-a linked-unit-b inlined-nocfi-call linked-weak-defaults linked-icf-twins; do
		"$KCFI_BUILD/bin/$a64-kcfi-gcc" -O2 -g -ffreestanding -fsanitize=kcfi \
			-fpatchable-function-entry=4,2 -c "$here/$u.c" -o "$lk/$u.o" || break
	done
	for link in exec pie; do
		n=a64-linked-$link-dwarf-and-syscall-table-read-as-loaded
		case $link in
		exec) flags=(-e use) ;;
		pie) flags=(-shared -Bsymbolic --no-apply-dynamic-relocs) ;;
		esac
		flags+=(--defsym __hyp_use=use)
		if $a64-ld "${flags[@]}" "$lk"/*.o -o "$lk/$link"; then
			kcfi "$n" -q --dwarf "$lk/$link"
			result "$n" 1 ": dwarf: 9 verified, 0 mismatched, 0 not verified" \
				": 0 global aliases without a preamble, 2 syscall table entries (0 defined elsewhere)" \
				"(run_prog+0x20): error: unchecked indirect call, inlined from nocfi_dispatch"
			if grep -q 'is not a function\|error: preamble id\|filled at load' "$tmp/$n.out"; then
				echo "FAIL check/$n-no-other-error: $(grep -m1 'is not a function\|error: preamble id\|filled at load' "$tmp/$n.out")"
			else
				echo "PASS check/$n-no-other-error"
			fi
		else
			echo "FAIL check/$n: link failed"
		fi
	done
	# without -Bsymbolic the table's entries are ABS64 against preemptible
	# symbols: said, not read as 0 ("not a function") nor passed
	n=a64-linked-pie-table-entry-by-symbol-relocation-is-an-error
	if $a64-ld -shared --no-apply-dynamic-relocs "$lk"/*.o -o "$lk/preemptible"; then
		kcfi "$n" -q "$lk/preemptible"
		result "$n" 1 "sys_call_table[0] is filled at load by a dynamic relocation kcfi-check does not resolve" \
			"sys_call_table[1] is filled at load by a dynamic relocation kcfi-check does not resolve"
	else
		echo "FAIL check/$n: link failed"
	fi
fi

# x86_64 folds the twins too: linked, each is verified by its own unit's
# codeless definition, not by the weak default's body of its name.
xl=$tmp/linked-x86
mkdir -p "$xl"
for u in linked-weak-defaults linked-icf-twins; do
	"$kg" -O2 -g -ffreestanding -fsanitize=kcfi -c "$here/$u.c" -o "$xl/$u.o" || break
done
n=linked-icf-twins-verified-by-their-unit-not-the-weak-default
if ld -e supports_a "$xl"/*.o -o "$xl/exec"; then
	kcfi "$n" -q --dwarf "$xl/exec"
	result "$n" 0 ": dwarf: 3 verified, 0 mismatched, 0 not verified"
else
	echo "FAIL check/$n: link failed"
fi

# 9. kcfi-diff.py, the whole-kernel differential (make -C kernel diff), must
# be able to fail: a planted id mismatch, a bare address-taken function.
if out=$("$KCFI_TOP/kernel/scripts/kcfi-diff-selftest.sh" "$kg" "$kc" 2>&1); then
	echo "PASS check/kcfi-diff-fails-on-planted-defects"
else
	echo "FAIL check/kcfi-diff-fails-on-planted-defects: $(tail -n 1 <<<"$out")"
fi

# 10. The shard audit's object kinds (kernel/scripts/object-kind.sh): a host
# program's object (HOSTCC's compile, no -D__KERNEL__ in Kbuild's command
# file; arch/x86/tools/relocs in Debian's arch/x86 shard) and an object of
# another machine are not kernel code; a kernel object, a module's
# composite (ld -r: no compile in its command, as aesni-intel.o and kvm.o
# have) and one without a command file are audited.
ok=$tmp/object-kind
mkdir -p "$ok"
printf 'int f(int (*g)(void)) { return g(); }\n' > "$ok/f.c"
for o in kernel host nocmd; do gcc -O2 -c -o "$ok/$o.o" "$ok/f.c"; done
ld -r -o "$ok/composite.o" "$ok/kernel.o"
echo "savedcmd_kernel.o := gcc -nostdinc -D__KERNEL__ -O2 -c -o kernel.o f.c" > "$ok/.kernel.o.cmd"
echo "savedcmd_host.o := gcc -Wp,-MMD,.host.o.d -Wall -O2 -c -o host.o f.c" > "$ok/.host.o.cmd"
printf 'savedcmd_composite.o := ld -m elf_x86_64 -r -o composite.o @composite.mod\n\ncomposite.o: $(wildcard ./tools/objtool/objtool)\n' > "$ok/.composite.o.cmd"
printf '\t.text\n\tret\n' | as --32 -o "$ok/i386.o"
echo "savedcmd_i386.o := gcc -D__KERNEL__ -m32 -c -o i386.o x.S" > "$ok/.i386.o.cmd"
got=$("$KCFI_TOP/kernel/scripts/object-kind.sh" "Advanced Micro Devices X86-64" \
	"$ok/kernel.o" "$ok/host.o" "$ok/composite.o" "$ok/nocmd.o" "$ok/i386.o" 2>&1 | sed "s|$ok/||")
want=$(printf 'kernel.o\tkernel\nhost.o\thost program\ncomposite.o\tkernel\nnocmd.o\tkernel\ni386.o\tIntel 80386')
if [ "$got" = "$want" ]; then
	echo "PASS check/shard-audit-object-kinds-host-program-and-other-machine"
else
	echo "FAIL check/shard-audit-object-kinds-host-program-and-other-machine: $(tr '\n\t' '; ' <<<"$got")"
fi

# 11. The shard coverage (kernel/scripts/debian-coverage.py): Debian's
# module list against the shard records.  A shard covers its directory's
# subdirectories but not a sibling of a longer name (fs/nfs is not
# fs/nfsd); a shard whose latest line failed covers nothing; an empty
# record or a package without modules is an error, never "0 left".
cv=$tmp/coverage
mkdir -p "$cv/pkg/DEBIAN"
for m in fs/nfs/nfs.ko.xz fs/nfsd/nfsd.ko.xz drivers/net/wireless/intel/iwlwifi/iwlwifi.ko.xz \
	drivers/net/dummy.ko.xz sound/soc/codecs/snd-soc-wm8904.ko.xz; do
	mkdir -p "$cv/pkg/lib/modules/6.12.0-1-amd64/kernel/$(dirname "$m")"
	: > "$cv/pkg/lib/modules/6.12.0-1-amd64/kernel/$m"
done
printf 'Package: linux-image-test\nVersion: 1\nArchitecture: all\nMaintainer: t <t@t>\nDescription: t\n' > "$cv/pkg/DEBIAN/control"
dpkg-deb -Zgzip -b "$cv/pkg" "$cv/image.deb" >/dev/null
printf '# date\ttools\tshard\tobjects\tfailed\n' > "$cv/a.tsv"
printf 'd\tt\tfs/nfs\t67\t0\nd\tt\tdrivers/net/wireless\t40\t0\nd\tt\tdrivers/net\t9\t0\nd\tt\tdrivers/net\t9\t1\n' >> "$cv/a.tsv"
printf '# date\ttools\tshard\tobjects\tfailed\nd\tt\tfs/nfs/\t67\t0\n' > "$cv/b.tsv"
got=$(python3 "$KCFI_TOP/kernel/scripts/debian-coverage.py" "$cv/image.deb" gcc="$cv/a.tsv" clang="$cv/b.tsv" 2>&1 |
	grep -E '^(TOTAL|LEFT)' | tr '\t' ' ')
want=$(printf 'TOTAL 5 2 1 1\nLEFT drivers/net 1\nLEFT fs/nfsd 1\nLEFT sound/soc/codecs 1')
if [ "$got" = "$want" ]; then
	echo "PASS check/shard-coverage-counts-subdirectories-not-siblings-nor-failed-shards"
else
	echo "FAIL check/shard-coverage-counts-subdirectories-not-siblings-nor-failed-shards: $(tr '\n' ';' <<<"$got")"
fi
head -n 1 "$cv/a.tsv" > "$cv/empty.tsv"
rm -rf "$cv/pkg/lib"; dpkg-deb -Zgzip -b "$cv/pkg" "$cv/none.deb" >/dev/null
python3 "$KCFI_TOP/kernel/scripts/debian-coverage.py" "$cv/image.deb" gcc="$cv/empty.tsv" >/dev/null 2>&1; r1=$?
python3 "$KCFI_TOP/kernel/scripts/debian-coverage.py" "$cv/none.deb" gcc="$cv/a.tsv" >/dev/null 2>&1; r2=$?
if [ "$r1" = 2 ] && [ "$r2" = 2 ]; then
	echo "PASS check/shard-coverage-refuses-an-empty-record-or-package"
else
	echo "FAIL check/shard-coverage-refuses-an-empty-record-or-package: exit $r1 and $r2, want 2 and 2"
fi

# 12. The shard runner (kernel/scripts/debian-shard.sh) with a stand-in
# make: a build after which .config differs from the configured one (Kbuild
# re-syncs it when a variable Kconfig reads, as arm64's
# CROSS_COMPILE_COMPAT, differs from the configure step's) fails the shard,
# ".config" in its failed list; the same build leaving .config alone passes.
sr=$tmp/shard-runner
mkdir -p "$sr/bin" "$sr/src/drivers/foo" "$sr/out"
cat > "$sr/bin/make" <<'EOF'
#!/bin/sh
for a; do case $a in O=*) o=${a#O=} ;; drivers/foo/) t=1 ;; esac; done
[ -n "$t" ] || exit 0
mkdir -p "$o/drivers/foo"
printf 'int foo(void) { return 1; }\n' | gcc -x c -c -o "$o/drivers/foo/foo.o" -
[ -z "$RESYNC" ] || echo '# CONFIG_COMPAT_VDSO is not set' >> "$o/.config"
EOF
chmod +x "$sr/bin/make"
touch "$sr/out/.kcfi-modules-prepared"
shard_run() {	# RESYNC: prints the exit status and the record's objects/failed
	printf 'CONFIG_COMPAT_VDSO=y\n' > "$sr/out/.config"
	rm -f "$sr/record.tsv"
	RESYNC=$1 PATH="$sr/bin:$PATH" "$KCFI_TOP/kernel/scripts/debian-shard.sh" "$sr/src" "$sr/out" \
		x86_64 "" gcc - /dev/null "$sr/record.tsv" drivers/foo >"$sr/log" 2>&1
	echo "$? $(awk -F'\t' 'NR == 2 { print $4, $5 }' "$sr/record.tsv") $(cat "$sr/out/shards/drivers/foo/failed")"
}
got=$(shard_run 1)
said=$(grep -c 're-synced' "$sr/log")
got="$got; $(shard_run '')"
if [ "$got" = "1 1 1 .config; 0 1 0 " ] && [ "$said" = 1 ]; then
	echo "PASS check/shard-fails-when-kbuild-re-syncs-the-configured-config"
else
	echo "FAIL check/shard-fails-when-kbuild-re-syncs-the-configured-config: $got"
fi

# 13. The shards' compile-time ratio (kernel/scripts/debian-ratio.py): the
# latest passed line of each shard in both records, the total the ratio of
# the sums; a shard that failed in the baseline, or has none, is listed as
# without one, never compared; no shard in both is an error, never a ratio.
rt=$tmp/ratio
mkdir -p "$rt"
printf '# date\ttools\tshard\tobjects\tfailed\tobjtool\tcpu_s\twall_s\n' | tee "$rt/base.tsv" > "$rt/kcfi.tsv"
printf '2026-12-07T10:00:00Z\tt\tmm\t110\t0\t0\t200.0\t1\n2026-12-07T10:00:00Z\tt\tkernel\t285\t0\t0\t330.0\t1\n' >> "$rt/kcfi.tsv"
printf '2026-12-07T11:00:00Z\tt\tcrypto\t144\t0\t0\t90.0\t1\n2026-12-07T12:00:00Z\tt\tmm\t110\t0\t0\t105.0\t1\n' >> "$rt/kcfi.tsv"
printf '2026-12-07T09:00:00Z\tt\tmm/\t110\t0\t0\t300.0\t1\n2026-12-07T10:30:00Z\tt\tkernel\t284\t0\t0\t300.0\t1\n' >> "$rt/base.tsv"
printf '2026-12-07T13:00:00Z\tt\tmm\t110\t0\t0\t100.0\t1\n2026-12-07T13:00:00Z\tt\tcrypto\t144\t2\t0\t80.0\t1\n' >> "$rt/base.tsv"
got=$(python3 "$KCFI_TOP/kernel/scripts/debian-ratio.py" "$rt/kcfi.tsv" "$rt/base.tsv" 2>&1 | grep -v '^shard' | tr '\t' ' ')
want=$(printf '%s\n' "# kcfi: $rt/kcfi.tsv; baseline: $rt/base.tsv" 'kernel 285 284 330.0 300.0 1.100 0.5' \
	'mm 110 110 105.0 100.0 1.050 1.0' 'TOTAL 395 394 435.0 400.0 1.087 2 shards' \
	'# no baseline yet: 1 of 3 passed shards: crypto')
if [ "$got" = "$want" ]; then
	echo "PASS check/shard-ratio-pairs-latest-passed-runs-and-sums-the-total"
else
	echo "FAIL check/shard-ratio-pairs-latest-passed-runs-and-sums-the-total: $(tr '\n' ';' <<<"$got")"
fi
{ head -n 1 "$rt/base.tsv"; printf '2026-12-07T13:00:00Z\tt\tfs\t53\t0\t0\t40.0\t1\n'; } > "$rt/other.tsv"
python3 "$KCFI_TOP/kernel/scripts/debian-ratio.py" "$rt/kcfi.tsv" "$rt/other.tsv" >/dev/null 2>&1; r1=$?
head -n 1 "$rt/base.tsv" > "$rt/empty.tsv"
python3 "$KCFI_TOP/kernel/scripts/debian-ratio.py" "$rt/kcfi.tsv" "$rt/empty.tsv" >/dev/null 2>&1; r2=$?
if [ "$r1" = 2 ] && [ "$r2" = 2 ]; then
	echo "PASS check/shard-ratio-refuses-records-without-a-common-shard"
else
	echo "FAIL check/shard-ratio-refuses-records-without-a-common-shard: exit $r1 and $r2, want 2 and 2"
fi

# 14. Instructions per compile (kernel/scripts/bench-insns.sh): Kbuild's own
# command of an object compiled by kcfi-gcc, under callgrind as recorded and
# with plain gcc (which refuses -fsanitize=kcfi: the run only passes when
# that flag is dropped); kcfi-gcc's pipeline runs more processes and more
# instructions.  An object another compiler made is refused, not compared.
# A stand-in valgrind reports counts past 2^32, as a driver's object has:
# they are added as integers (mawk prints such a sum as 3.75e+09).
bi=$tmp/bench-insns
mkdir -p "$bi/d"
printf 'void (*hook)(int);\nvoid f(int x) { if (hook) hook(x); }\n' > "$bi/d/f.c"
printf 'savedcmd_d/f.o := %s -Wp,-MMD,d/.f.o.d -O2 -fsanitize=kcfi -c -o d/f.o d/f.c\n' "$kg" > "$bi/d/.f.o.cmd"
printf 'savedcmd_d/g.o := gcc -O2 -c -o d/g.o d/f.c\n' > "$bi/d/.g.o.cmd"
got=$("$KCFI_TOP/kernel/scripts/bench-insns.sh" "$bi" "$kg" gcc d/f.o 2>&1); r1=$?
read -r _ kn pn procs _ < <(grep '^d/f.o ' <<<"$got")
"$KCFI_TOP/kernel/scripts/bench-insns.sh" "$bi" "$kg" gcc d/g.o >/dev/null 2>&1; r2=$?
if [ "$r1" = 0 ] && [ "${kn:-0}" -gt "${pn:-0}" ] && [ "${procs%/*}" -gt "${procs#*/}" ] &&
   grep -q '^kcfi-gcc / gcc instructions over 1 objects: 1\.' <<<"$got" && [ "$r2" = 1 ]; then
	echo "PASS check/bench-insns-counts-both-pipelines-and-refuses-another-compilers-object"
else
	echo "FAIL check/bench-insns-counts-both-pipelines-and-refuses-another-compilers-object: exit $r1/$r2: $(tr '\n' ';' <<<"$got")"
fi
mkdir -p "$bi/bin"
cat > "$bi/bin/valgrind" <<'VG'
#!/bin/sh
for a; do case $a in --callgrind-out-file=*) out=${a#*=} ;; esac; done
case $* in *-fsanitize=kcfi*) n=3100000000 ;; *) n=2900000000 ;; esac
echo "totals: $n" > "$(echo "$out" | sed "s/%p/$$/")"
echo "totals: $n" > "$(echo "$out" | sed "s/%p/$$1/")"
VG
chmod +x "$bi/bin/valgrind"
got=$(PATH="$bi/bin:$PATH" "$KCFI_TOP/kernel/scripts/bench-insns.sh" "$bi" "$kg" gcc d/f.o d/f.o 2>&1 | tail -n 2 | tr -s ' ')
want=$(printf 'd/f.o 6200000000 5800000000 2/2 1.0690\nkcfi-gcc / gcc instructions over 2 objects: 1.0690')
if [ "$got" = "$want" ]; then
	echo "PASS check/bench-insns-adds-counts-past-2-to-the-32"
else
	echo "FAIL check/bench-insns-adds-counts-past-2-to-the-32: $(tr '\n' ';' <<<"$got")"
fi
