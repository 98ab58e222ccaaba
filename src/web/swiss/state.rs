//! The Swiss page's one reducer: the editor (the event and its history, the league page's
//! [`crate::editor::history::History`] with its promises), the last refused edit and why, and a
//! revision counted per edit (so that storage is written once per edit). Storage, the language
//! and files live in effects and callbacks of [`super::app::SwissApp`], never here.

use std::rc::Rc;

use yew::Reducible;

use crate::editor::Refusal;
use crate::editor::storage::{self, Startup};
use crate::editor::swiss::{self, SwissAction, SwissEditor};
use crate::lang::Lang;
use crate::web::i18n::swiss::words;
use crate::web::shell::browser;

#[derive(Clone, Debug, PartialEq)]
pub struct State {
    pub editor: SwissEditor,
    /// The last refused edit, shown until the next edit or dismissal.
    pub refusal: Option<Refusal>,
    pub revision: u64,
}

pub enum Msg {
    Edit(SwissAction),
    Dismiss,
    /// Another tab of the page stored its editor: show it here too, so that the tabs do not
    /// overwrite each other's work with older events. Not an edit: nothing is stored again.
    Adopt(Box<SwissEditor>),
}

impl Reducible for State {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        let mut next = (*self).clone();
        match msg {
            Msg::Edit(SwissAction::EndTyping) => next.editor.end_typing(),
            Msg::Edit(action) => {
                next.refusal = next.editor.apply(action).err();
                if next.refusal.is_none() {
                    next.revision += 1;
                }
            }
            Msg::Dismiss => next.refusal = None,
            Msg::Adopt(editor) => {
                next.editor = *editor;
                next.refusal = None;
            }
        }
        Rc::new(next)
    }
}

/// The editor the page starts with: the stored one, or the example (titled in `lang`); stored
/// work that cannot be read is set aside and said so ([`storage::restore`], as on the league
/// page).
pub fn restore(lang: Lang) -> (SwissEditor, Startup) {
    storage::restore(storage::SWISS, browser::load, browser::store, || {
        swiss::example(words(lang).example_title)
    })
}
