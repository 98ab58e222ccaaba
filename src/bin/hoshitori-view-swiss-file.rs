//! The entry point of the viewer of a Swiss event's JSON file at `src=` (`view.html` loads
//! `view-swiss-file.js`, which carries this wasm: see `hoshitori::web::view`).

#[cfg(target_arch = "wasm32")]
fn main() {
    hoshitori::web::view::start_files::<hoshitori::web::view::swiss::SwissView>();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "hoshitori-view-swiss-file is the web app's viewer: serve the app with ./scripts/serve.sh"
    );
    std::process::exit(2);
}
