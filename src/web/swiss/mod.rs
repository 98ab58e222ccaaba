//! The Swiss page (`swiss.html`): a Swiss event's standings with every value explained, its wall
//! chart, and result entry for the paired round, in Yew like the league page, with its own wasm
//! (binary `hoshitori-swiss`) so that the league page's download does not carry it.
//!
//! One reducer over [`crate::editor::swiss::SwissEditor`], the analysis in `use_memo`, storage
//! in an effect, one component per file. An event from a share link (`#e=...`) or an address
//! (`?src=URL`) is shown read-only over the user's own ([`opened`]); the [`share`] panel makes
//! the link.

pub mod app;
pub mod director;
pub mod entry;
pub mod opened;
pub mod prospects_panel;
pub mod rules;
pub mod share;
pub mod standings;
pub mod state;
pub mod toolbar;
pub mod wallchart;
pub mod words;

use std::rc::Rc;

use yew::prelude::*;

use crate::document::event::SwissEvent;
use crate::editor::swiss::{SwissAction, SwissAnalysis};
use crate::error::Error;
use crate::lang::Lang;

/// What every Swiss component gets.
#[derive(Clone, PartialEq, Properties)]
pub struct SwissProps {
    pub doc: Rc<SwissEvent>,
    pub analysis: Rc<Result<SwissAnalysis, Error>>,
    pub lang: Lang,
    pub edit: Callback<SwissAction>,
}

/// Renders the Swiss page into `#app`.
pub fn start() {
    // A league's share link belongs to the league page.
    let launch = crate::web::shell::browser::launch();
    if launch.share.is_some() && launch.event.is_none() {
        crate::web::shell::browser::open_instead("./");
        return;
    }
    let root = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("app"));
    match root {
        Some(root) => {
            root.set_inner_html("");
            yew::Renderer::<app::SwissApp>::with_root(root).render();
        }
        None => {
            yew::Renderer::<app::SwissApp>::new().render();
        }
    }
}
