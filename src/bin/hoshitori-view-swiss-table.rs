//! The entry point of the viewer of a Swiss event's table (a TRF, an h9 table, a wall chart) at `src=` (`view.html` loads
//! `view-swiss-table.js`, which carries this wasm: see `hoshitori::web::view`).

#[cfg(target_arch = "wasm32")]
fn main() {
    hoshitori::web::view::start_tables::<hoshitori::web::view::swiss::SwissView>();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "hoshitori-view-swiss-table is the web app's viewer: serve the app with ./scripts/serve.sh"
    );
    std::process::exit(2);
}
