//! The app's one reducer: the [`Editor`] plus what the page says about the last edit.
//!
//! Every gesture is a [`Msg`]; [`AppState::reduce`] is the only place where state changes.
//! A hypothetical outcome from the what-if panel is shown over the document without entering
//! it: [`AppState::hypothetical`] is neither stored nor in the undo history until
//! [`Msg::Confirm`] applies it as one edit; [`Msg::Discard`] or any real edit drops it.
//! Storage, file reading and the language live in effects and callbacks of
//! [`crate::web::league::app::App`], never here.

use std::rc::Rc;

use yew::Reducible;

use crate::document::league::League;
use crate::editor::Refusal;
use crate::editor::league::{Action, CellResult, Editor};
use crate::editor::storage::{self, Startup};

use crate::web::shell::browser;

/// The document shown when the browser has nothing stored: the Fukui 43rd-term season, the
/// league the rules were written for (`../shared/spec/fukui43-season.json`).
pub const DEFAULT_LEAGUE: &str = include_str!("../../../tests/fixtures/spec/fukui43-season.json");

pub fn default_league() -> League {
    crate::format::json::from_text(DEFAULT_LEAGUE).expect("the embedded league parses (tested)")
}

#[derive(Clone, Debug, PartialEq)]
pub struct AppState {
    pub editor: Editor,
    /// The last refused edit, shown until the next edit or dismissal.
    pub refusal: Option<Refusal>,
    /// Counts the edits applied, so that effects (storage) run once per edit without comparing
    /// documents.
    pub revision: u64,
    /// A what-if outcome shown over the document, not in it.
    pub hypothetical: Option<Rc<Hypothetical>>,
}

/// Results shown in the pending cells as a clearly marked hypothesis, with what they are (in
/// both languages, so that the language switch changes the banner too).
#[derive(Clone, Debug, PartialEq)]
pub struct Hypothetical {
    pub cells: Vec<CellResult>,
    pub en: String,
    pub ja: String,
}

impl Hypothetical {
    pub fn label(&self, lang: crate::lang::Lang) -> &str {
        match lang {
            crate::lang::Lang::En => &self.en,
            crate::lang::Lang::Ja => &self.ja,
        }
    }
}

pub enum Msg {
    Edit(Action),
    Dismiss,
    /// Another tab of the page stored this editor: show it here too, so that the tabs do not
    /// overwrite each other's work with older documents. Not an edit: nothing is stored again.
    Adopt(Box<Editor>),
    /// Shows a hypothetical outcome over the document (replacing any other).
    Show(Hypothetical),
    Discard,
    /// Enters the hypothetical outcome into the document, as one undoable edit.
    Confirm,
}

impl Reducible for AppState {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        let mut next = (*self).clone();
        match msg {
            // The end of a run of keystrokes changes no document: the hypothetical stays.
            Msg::Edit(Action::EndTyping) => {
                next.editor.end_typing();
            }
            Msg::Edit(action) => {
                next.hypothetical = None;
                next.refusal = next.editor.apply(action).err();
                if next.refusal.is_none() {
                    next.revision += 1;
                }
            }
            Msg::Dismiss => next.refusal = None,
            Msg::Adopt(editor) => {
                next.editor = *editor;
                next.refusal = None;
                next.hypothetical = None;
            }
            Msg::Show(h) => next.hypothetical = Some(Rc::new(h)),
            Msg::Discard => next.hypothetical = None,
            Msg::Confirm => {
                let Some(h) = next.hypothetical.take() else {
                    return self;
                };
                next.refusal = next.editor.apply(Action::SetResults(h.cells.clone())).err();
                if next.refusal.is_none() {
                    next.revision += 1;
                }
            }
        }
        Rc::new(next)
    }
}

/// The editor the page starts with: the stored one, or the default league; stored work that
/// cannot be read is set aside and said so ([`storage::restore`], the one start-up every page
/// shares).
pub fn restore() -> (Editor, Startup) {
    storage::restore(
        storage::LEAGUE,
        browser::load,
        browser::store,
        default_league,
    )
}
