//! The league page's arbiters' helpers (the ko endgame helper, the impasse dialog), loaded by
//! the page when one is first opened: Trunk builds this to its own wasm (see index.html and
//! `hoshitori::web::helpers`).

#[cfg(target_arch = "wasm32")]
fn main() {
    hoshitori::web::helpers::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("hoshitori-helpers is part of the web app: serve it with ./scripts/serve.sh");
    std::process::exit(2);
}
