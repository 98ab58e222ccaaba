//! The viewer's entry point for a ko endgame position (`view.html?ko=…` loads `view-ko.js`,
//! which carries this wasm: see `hoshitori::web::view`).

#[cfg(target_arch = "wasm32")]
fn main() {
    hoshitori::web::view::start_ko();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("hoshitori-view-ko is the web app's viewer: serve the app with ./scripts/serve.sh");
    std::process::exit(2);
}
