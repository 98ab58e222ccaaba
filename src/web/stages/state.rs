//! The stages page's one reducer: the editor (the event and its history), the last refused edit,
//! and a revision counted per edit (storage is written once per edit).

use std::rc::Rc;

use yew::Reducible;

use crate::editor::Refusal;
use crate::editor::staged::{StagedAction, StagedEditor};

#[derive(Clone, Debug, PartialEq)]
pub struct State {
    pub editor: StagedEditor,
    pub refusal: Option<Refusal>,
    pub revision: u64,
}

pub enum Msg {
    Edit(StagedAction),
    Dismiss,
    /// Another tab stored its editor: follow it (not an edit; nothing is stored again).
    Adopt(Box<StagedEditor>),
}

impl Reducible for State {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        let mut next = (*self).clone();
        match msg {
            Msg::Edit(StagedAction::EndTyping) => next.editor.end_typing(),
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
