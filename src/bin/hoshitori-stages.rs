//! The stages page's entry point (`stages.html`): Trunk builds it to its own wasm, so the other
//! pages do not download it (see index.html and `hoshitori::web::stages`).

#[cfg(target_arch = "wasm32")]
fn main() {
    hoshitori::web::stages::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "hoshitori-stages is the web app's stages page: serve the app with ./scripts/serve.sh"
    );
    std::process::exit(2);
}
