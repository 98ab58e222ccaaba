//! The entry point of the viewer of Swiss events' share links (`view.html` loads `view-swiss.js`,
//! which carries this wasm: see `hoshitori::web::view`), and of the Swiss page's example.

#[cfg(target_arch = "wasm32")]
fn main() {
    hoshitori::web::view::start::<hoshitori::web::view::swiss::SwissView>();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "hoshitori-view-swiss is the web app's viewer: serve the app with ./scripts/serve.sh"
    );
    std::process::exit(2);
}
