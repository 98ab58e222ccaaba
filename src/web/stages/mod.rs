//! The stages page (`stages.html`): an event in stages (`docs/stages.md`) run at the venue: a new
//! event from a list of players with the system the RIF rules name for their number, the stages
//! as tabs with one tap per result, "Next games", and the final places. Its own wasm (binary
//! `hoshitori-stages`), like the Swiss page, so the other pages' downloads do not carry it.
//!
//! One reducer over [`crate::editor::staged::StagedEditor`] ([`state`]), the progress in
//! `use_memo`, storage in an effect (the codec every page uses), one component per file. The
//! event is published as the other pages publish theirs ([`publish`]: print, the share link
//! `stages.html#t=…` with its QR code, the `<iframe>`); a link or `src=` opens it read-only over
//! the user's own ([`opened`]) as the [`overview`]: the final places, then every stage. The
//! viewer ([`crate::web::view`]: `?embed`, share links) draws its own read-only view, in the
//! same words.

pub mod app;
pub mod finals;
pub mod new_event;
pub mod opened;
pub mod overview;
pub mod publish;
pub mod stage_rules;
pub mod stage_table;
pub mod stage_view;
pub mod state;
pub mod toolbar;

use std::rc::Rc;

use crate::document::staged::{Progress, StagedEvent, StagedInput};
use crate::editor::staged::StagedAction;
use crate::error::Error;

/// The stages page's [`crate::web::shell::ui::Ui`]: its edits are [`StagedAction`]s.
pub type StagesUi = crate::web::shell::ui::Ui<StagedAction>;

/// The event read: its checked input and progress, or why it cannot be read.
pub type Reading = Result<(StagedInput, Progress), Error>;

/// What the event's stages have come to (see [`Reading`]).
pub fn read(doc: &StagedEvent) -> Reading {
    let input = doc.input()?;
    let progress = input.progress(doc)?;
    Ok((input, progress))
}

/// Renders the page into `#app` (`?embed` goes to the viewer). A league's or a Swiss event's
/// share link goes to its page.
pub fn start() {
    use crate::web::shell::browser;
    let launch = browser::launch();
    if launch.embed {
        browser::open_viewer("staged");
        return;
    }
    if launch.staged.is_none() {
        if launch.event.is_some() {
            browser::open_instead("swiss.html");
            return;
        }
        if launch.share.is_some() {
            browser::open_instead("./");
            return;
        }
    }
    crate::web::shell::mount::<app::StagesApp>(app::Props {
        launch: Rc::new(launch),
    });
}
