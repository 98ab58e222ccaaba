//! The viewer's entry point (`view.html`): Trunk builds it to its own wasm, which
//! `scripts/inline-wasm.mjs` puts inside the classic script `view.js` (see index.html and
//! `hoshitori::web::view`).

#[cfg(target_arch = "wasm32")]
fn main() {
    hoshitori::web::view::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("hoshitori-view is the web app's viewer: serve the app with ./scripts/serve.sh");
    std::process::exit(2);
}
