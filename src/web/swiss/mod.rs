//! The Swiss page (`swiss.html`): a Swiss event's standings with every value explained, its wall
//! chart, result entry, the director's steps and what-if, in Yew like the league page, with its
//! own wasm (binary `hoshitori-swiss`) so that the league page's download does not carry it.
//!
//! One reducer over [`crate::editor::swiss::SwissEditor`] ([`state`]), the analysis in
//! `use_memo`, storage in an effect (the one codec every page uses), one component per file.
//! Every component reads the language and the way to edit from the page's [`SwissUi`] context
//! and renders the data it is given ([`SwissProps`]). `?embed` goes to the viewer
//! ([`crate::web::view`]), which draws its own read-only view; an event from a share link (`#e=...`) or an address
//! (`?src=URL`) is shown read-only over the user's own ([`opened`]); the [`publish`] panel makes
//! the link, the `<iframe>` and the exports.

pub mod app;
pub mod director;
pub mod entry;
pub mod legend;
pub mod match_entry;
pub mod notation;
pub mod opened;
pub mod prospects_panel;
pub mod publish;
pub mod rules;
pub mod schedule;
pub mod standings;
pub mod state;
pub mod toolbar;
pub mod wallchart;

use std::rc::Rc;

use yew::prelude::*;

use crate::document::event::SwissEvent;
use crate::editor::swiss::{SwissAction, SwissAnalysis};
use crate::error::Error;
use crate::web::shell::browser;

/// The Swiss page's [`crate::web::shell::ui::Ui`]: its edits are [`SwissAction`]s.
pub type SwissUi = crate::web::shell::ui::Ui<SwissAction>;

/// What a Swiss component is given: the event and its analysis.
#[derive(Clone, Properties)]
pub struct SwissProps {
    pub doc: Rc<SwissEvent>,
    pub analysis: Rc<Result<SwissAnalysis, Error>>,
}

/// The same event and analysis: the same `Rc`s. The page hands every component the history's
/// document and the analysis memoised on it, both new exactly when the event changed, so that
/// a component is not drawn again for an edit elsewhere without comparing a 500-player event
/// field by field, once per component.
impl PartialEq for SwissProps {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.doc, &other.doc) && Rc::ptr_eq(&self.analysis, &other.analysis)
    }
}

/// What each of the Swiss page's panels loaded on demand is given ([`crate::web::helpers`]):
/// the event in its slot. Its language and its way to edit come from the [`SwissUi`] context.
#[derive(Clone, Properties)]
pub struct EventProps {
    pub doc: Rc<SwissEvent>,
}

/// The same event: the same `Rc` (a panel reads a new one exactly when its slot's JSON
/// changed).
impl PartialEq for EventProps {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.doc, &other.doc)
    }
}

/// Renders the Swiss page into `#app` (`?embed` goes to the viewer).
pub fn start() {
    // A league's share link belongs to the league page.
    let launch = browser::launch();
    if launch.embed {
        browser::open_viewer("event");
        return;
    }
    if launch.share.is_some() && launch.event.is_none() {
        browser::open_instead("./");
        return;
    }
    // An event in stages' link belongs to the stages page.
    if launch.staged.is_some() && launch.event.is_none() {
        browser::open_instead("stages.html");
        return;
    }
    crate::web::shell::mount::<app::SwissApp>(app::Props {
        launch: Rc::new(launch),
    });
}
