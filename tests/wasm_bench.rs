//! The what-if and Swiss benchmarks in WebAssembly, in headless Chromium: the workloads of
//! `benches/whatif_speed.rs` and `benches/swiss.rs` (`benches/support/{workloads,swiss}.rs`), timed with `performance.now()`.
//! Not a test: `scripts/bench-wasm.sh` runs it (with the native figures beside it, built for
//! `x86-64-v2`), and nothing else builds it with the `HOSHITORI_BENCH` variable it needs.
#![cfg(all(target_arch = "wasm32", feature = "web"))]

#[path = "../benches/support/ko.rs"]
mod ko;
#[path = "../benches/support/swiss.rs"]
mod swiss;
#[path = "../benches/support/timing.rs"]
mod timing;
#[path = "../benches/support/workloads.rs"]
mod workloads;

use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn what_if_workloads_in_the_browser() {
    // Which workloads: `HOSHITORI_BENCH` at build time ("all" for every one). Unset (as in a
    // plain `cargo test`), a quick pass that only shows the driver works.
    let (quick, only) = match option_env!("HOSHITORI_BENCH") {
        None => (true, "last round"),
        Some("all") => (false, ""),
        Some(only) => (false, only),
    };
    let performance = web_sys::window()
        .and_then(|w| w.performance())
        .expect("a page with performance.now()");
    let now = move || performance.now();
    let mut lines = 0;
    workloads::run_all(&now, quick, only, &mut |line| {
        console_log!("wasm {line}");
        lines += 1;
    });
    swiss::run_all(&now, quick, only, &mut |line| {
        console_log!("wasm {line}");
        lines += 1;
    });
    swiss::run_pairing(&now, quick, only, &mut |line| {
        console_log!("wasm {line}");
        lines += 1;
    });
    swiss::run_dutch(&now, quick, only, &mut |line| {
        console_log!("wasm {line}");
        lines += 1;
    });
    ko::run_ko(&now, quick, only, &mut |line| {
        console_log!("wasm {line}");
        lines += 1;
    });
    ko::run_search(&now, quick, only, &mut |line| {
        console_log!("wasm {line}");
        lines += 1;
    });
    swiss::run_whatif(&now, quick, only, &mut |line| {
        console_log!("wasm {line}");
        lines += 1;
    });
    assert!(lines > 0, "no workload matched {only:?}");
}
