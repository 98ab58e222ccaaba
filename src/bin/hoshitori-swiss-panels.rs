//! The Swiss page's panels loaded on demand (its publishing tools, what-if and director's
//! panel), loaded by the page when one is first opened: Trunk builds this to its own wasm (see index.html and
//! `hoshitori::web::helpers`).

#[cfg(target_arch = "wasm32")]
fn main() {
    hoshitori::web::helpers::start_swiss();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("hoshitori-swiss-panels is part of the web app: serve it with ./scripts/serve.sh");
    std::process::exit(2);
}
