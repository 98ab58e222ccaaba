//! The Swiss page's entry point (`swiss.html`): Trunk builds it to its own wasm, so the league
//! page does not download it (see index.html and `hoshitori::web::swiss`).

#[cfg(target_arch = "wasm32")]
fn main() {
    hoshitori::web::swiss::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("hoshitori-swiss is the web app's Swiss page: serve the app with ./scripts/serve.sh");
    std::process::exit(2);
}
