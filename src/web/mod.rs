//! The web app, in Yew: one page per kind of event, on one shell.
//!
//! - [`shell`]: what every page shares: the browser's services ([`shell::browser`]: storage,
//!   files, the address, fetch), the what-if workers ([`shell::pool`]: a run's parts on every
//!   core, through the one worker protocol; [`shell::worker`]: the worker's side), and opening a
//!   published document ([`shell::open`]).
//! - [`league`]: the league page (the editable crosstable, its read-only view).
//! - [`swiss`]: the Swiss page (standings with every value explained, the wall chart, result
//!   entry, the director's steps, its read-only view).
//! - [`stages`]: the stages page (events in stages).
//! - [`view`]: the viewer (`view.html`): every document read-only, for the embed on another site
//!   and for share links; its own wasm, carried by a classic script.
//! - [`i18n`]: every word the pages say, in Japanese and English (explanations and errors come
//!   from `crate::report`).
//!
//! Each page follows yew's `function_todomvc`: one reducer over the pure [`crate::editor`]
//! (whose history, storage and refusals every page shares), derived data in `use_memo`, storage
//! in effects, thin components one per file. Components only render the engine's plain data.
//!
//! Built only with the `web` feature; `src/main.rs` and `src/bin/hoshitori-swiss.rs` start the
//! pages, Trunk compiles them to wasm.

pub mod helpers;
pub mod i18n;
pub mod league;
pub mod shell;
pub mod stages;
pub mod swiss;
pub mod view;

pub use league::app::App;
pub use league::root::Root;

/// The league page's [`shell::ui::Ui`]: its edits are [`crate::editor::league::Action`]s.
pub type Ui = shell::ui::Ui<crate::editor::league::Action>;

/// Renders the app into the page's `#app` element (the whole body if there is none).
pub fn start() {
    // A Swiss event's share link belongs to the Swiss page, as event files do; an event in
    // stages' to the stages page.
    let launch = shell::browser::launch();
    if launch.embed {
        shell::browser::open_viewer("league");
        return;
    }
    if launch.event.is_some() {
        shell::browser::open_instead("swiss.html");
        return;
    }
    if launch.staged.is_some() {
        shell::browser::open_instead("stages.html");
        return;
    }
    shell::mount::<Root>(());
}
