//! The web app: an editable crosstable that ranks, highlights and explains, in Yew.
//!
//! The shape follows yew's `function_todomvc`: one reducer ([`state::AppState`], over the pure
//! [`crate::editor`]), derived data in `use_memo` ([`crate::editor::analysis`]), storage in
//! effects ([`app`]), and thin components, one per file ([`components`]). Components only render
//! the engine's plain data; the words come from [`i18n`] and [`crate::report::text`].
//!
//! Built only with the `web` feature; `src/main.rs` starts it, Trunk compiles it to wasm.

pub mod app;
pub mod browser;
pub mod components;
pub mod embed;
pub mod i18n;
pub mod root;
pub mod state;
pub mod swiss;
pub mod whatif;
pub mod worker;

use yew::prelude::*;

pub use app::App;
pub use root::Root;

/// What every component needs: the interface language, a way to edit the document, and whether
/// the page is a read-only view (an embed or a shared league): then no component offers an edit.
#[derive(Clone, PartialEq)]
pub struct Ui {
    pub lang: i18n::Lang,
    pub edit: Callback<crate::editor::Action>,
    pub read_only: bool,
}

/// Renders the app into the page's `#app` element (the whole body if there is none).
pub fn start() {
    // A Swiss event's share link belongs to the Swiss page, as event files do.
    if browser::launch().event.is_some() {
        browser::open_instead("swiss.html");
        return;
    }
    let root = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("app"));
    match root {
        Some(root) => {
            root.set_inner_html("");
            yew::Renderer::<Root>::with_root(root).render();
        }
        None => {
            yew::Renderer::<Root>::new().render();
        }
    }
}
