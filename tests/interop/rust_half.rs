// SPDX-License-Identifier: GPL-2.0
//! The Rust half of the C <-> Rust KCFI interop test: built by rustc with
//! -Zsanitizer=kcfi -Zsanitizer-cfi-normalize-integers, so its preambles and
//! checks use the normalized Itanium names that kcfi-gcc must reproduce.
#![no_std]

#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    loop {}
}

/// `int (int, int)` in C.
#[no_mangle]
pub extern "C" fn rust_add(a: i32, b: i32) -> i32 {
    a.wrapping_add(b)
}

/// `unsigned long (unsigned long)` in C: what a confused C caller gets.
#[no_mangle]
pub extern "C" fn rust_scale(x: u64) -> u64 {
    x.wrapping_mul(3)
}

/// Calls C through an `extern "C" fn` pointer: rustc checks this call.
#[no_mangle]
pub extern "C" fn rust_call_c(f: extern "C" fn(i32, i32) -> i32, x: i32) -> i32 {
    f(x, 2)
}
