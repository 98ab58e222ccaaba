//! The web app's entry point. Trunk builds it to wasm (see index.html); `./scripts/serve.sh`
//! serves it.

#[cfg(target_arch = "wasm32")]
fn main() {
    hoshitori::web::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("hoshitori-web is the web app: serve it with ./scripts/serve.sh");
    std::process::exit(2);
}
