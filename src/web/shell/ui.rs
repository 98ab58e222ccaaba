//! What every component of a page needs, provided once by the page's root as a context: the
//! interface language, a way to edit the document (the page's action type `A`), and whether the
//! page is a read-only view (an embed, a document opened from a link): then no component offers
//! an edit, and none draws a form control but a search. [`use_ui`] reads it in a component's first line.

use yew::prelude::*;

use crate::lang::Lang;

/// See the module documentation.
pub struct Ui<A: 'static> {
    pub lang: Lang,
    pub edit: Callback<A>,
    pub read_only: bool,
}

// By hand: a derive would ask `A` to be `Clone` and `PartialEq`, which a callback of it is anyway.
impl<A: 'static> Clone for Ui<A> {
    fn clone(&self) -> Self {
        Ui {
            lang: self.lang,
            edit: self.edit.clone(),
            read_only: self.read_only,
        }
    }
}

impl<A: 'static> PartialEq for Ui<A> {
    fn eq(&self, other: &Self) -> bool {
        (self.lang, &self.edit, self.read_only) == (other.lang, &other.edit, other.read_only)
    }
}

impl<A: 'static> Ui<A> {
    /// A read-only view in `lang`: edits go nowhere.
    pub fn read_only(lang: Lang) -> Ui<A> {
        Ui {
            lang,
            edit: Callback::noop(),
            read_only: true,
        }
    }
}

/// The page's [`Ui`], which its root provides.
#[hook]
pub fn use_ui<A: 'static>() -> Ui<A> {
    use_context::<Ui<A>>().expect("the page's root provides its Ui")
}

/// A shared value compared by its `Rc`, not field by field: a memo's dependency on a document
/// that the history hands out anew exactly when it changed. Comparing a 500-player event's
/// fields took some milliseconds per memo on every render.
pub struct Same<T>(pub std::rc::Rc<T>);

impl<T> Clone for Same<T> {
    fn clone(&self) -> Self {
        Same(self.0.clone())
    }
}

impl<T> PartialEq for Same<T> {
    fn eq(&self, other: &Self) -> bool {
        std::rc::Rc::ptr_eq(&self.0, &other.0)
    }
}
