//! One undo history for every kind of document: the promises of [`History`] hold for the
//! league page and the Swiss page alike.
//!
//! - An edit is applied to a copy of the document ([`History::edit`]): when it is refused
//!   (`Err`, a [`Refusal`] that says why) nothing changes; when it changes nothing, the history
//!   is left alone; otherwise the document before goes onto the undo stack (at most [`DEPTH`]
//!   entries, the oldest dropped first) and the redo stack is cleared.
//! - Keystrokes in one text field are one step: an edit that says it belongs to a typing run
//!   ([`Typing`]) changes the document at each keystroke but pushes one undo entry, the document
//!   before the first; any other edit, undo, redo or [`History::end_typing`] (the field lost
//!   focus) ends the run. A refused keystroke neither ends the run nor starts one.
//! - Undo and redo with nothing to take back are refusals too ([`Refusal::NothingToUndo`]).
//!
//! The document is read through [`History::doc`]; it changes only through these methods, so the
//! history always holds what came before it. Storage keeps a tail of each stack
//! ([`History::tail`]) and rebuilds a history from it ([`History::restored`]).

use std::rc::Rc;

use super::refusal::Refusal;

/// How many documents undo remembers, on every page.
pub const DEPTH: usize = 100;

/// A text field whose keystrokes make one undo step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Typing {
    /// The document's title.
    Title,
    /// Player `k`'s name.
    Name(usize),
}

/// A document and its history (see the module documentation). Every document is shared by
/// `Rc`: a copy of the history (a page's reducer makes one per message) copies no document, and
/// the page renders the document it holds ([`History::shared`]) without copying it either.
#[derive(Clone, Debug)]
pub struct History<D> {
    doc: Rc<D>,
    undo: Vec<Rc<D>>,
    redo: Vec<Rc<D>>,
    typing: Option<Typing>,
}

/// Two histories are equal when they hold equal documents; a document shared by both is equal
/// without being read.
impl<D: PartialEq> PartialEq for History<D> {
    fn eq(&self, other: &Self) -> bool {
        let same = |a: &Rc<D>, b: &Rc<D>| Rc::ptr_eq(a, b) || a == b;
        let stack = |a: &[Rc<D>], b: &[Rc<D>]| {
            a.len() == b.len() && a.iter().zip(b).all(|(a, b)| same(a, b))
        };
        self.typing == other.typing
            && same(&self.doc, &other.doc)
            && stack(&self.undo, &other.undo)
            && stack(&self.redo, &other.redo)
    }
}

impl<D: Clone + PartialEq> History<D> {
    /// `doc` with no history.
    pub fn new(doc: D) -> History<D> {
        History {
            doc: Rc::new(doc),
            undo: Vec::new(),
            redo: Vec::new(),
            typing: None,
        }
    }

    /// A history as storage kept it: the document and the tails of its stacks, oldest first.
    pub fn restored(doc: D, undo: Vec<D>, redo: Vec<D>) -> History<D> {
        History {
            doc: Rc::new(doc),
            undo: undo.into_iter().map(Rc::new).collect(),
            redo: redo.into_iter().map(Rc::new).collect(),
            typing: None,
        }
    }

    /// The document as it is now.
    pub fn doc(&self) -> &D {
        &self.doc
    }

    /// The document as it is now, shared: the same `Rc` until the next change.
    pub fn shared(&self) -> Rc<D> {
        self.doc.clone()
    }

    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// How many steps undo and redo can take.
    pub fn steps(&self) -> (usize, usize) {
        (self.undo.len(), self.redo.len())
    }

    /// The text field being typed into, while its keystrokes make one step.
    pub fn typing(&self) -> Option<Typing> {
        self.typing
    }

    /// The last `n` documents of each stack, oldest first: what storage keeps.
    pub fn tail(&self, n: usize) -> (&[Rc<D>], &[Rc<D>]) {
        let tail = |v: &[Rc<D>]| -> std::ops::Range<usize> { v.len().saturating_sub(n)..v.len() };
        (&self.undo[tail(&self.undo)], &self.redo[tail(&self.redo)])
    }

    /// Every document of the history passed through `f` (a migration of what storage kept).
    pub fn map(self, f: impl Fn(D) -> D) -> History<D> {
        let f = |d: Rc<D>| Rc::new(f(Rc::unwrap_or_clone(d)));
        History {
            doc: f(self.doc),
            undo: self.undo.into_iter().map(f).collect(),
            redo: self.redo.into_iter().map(f).collect(),
            typing: None,
        }
    }

    /// Applies `edit` to a copy of the document, as one step or as a keystroke of the typing
    /// run `run` (see the module documentation). On `Err` nothing changed.
    pub fn edit<E>(
        &mut self,
        run: Option<Typing>,
        edit: impl FnOnce(&mut D) -> Result<(), E>,
    ) -> Result<(), E> {
        let mut doc = D::clone(&self.doc);
        edit(&mut doc)?;
        let same_run = run.is_some() && run == self.typing;
        if doc != *self.doc {
            let old = std::mem::replace(&mut self.doc, Rc::new(doc));
            if !same_run {
                push_capped(&mut self.undo, old);
            }
            self.redo.clear();
            self.typing = run;
        } else if !same_run {
            // A run starts only with an edit that pushed its undo entry.
            self.typing = None;
        }
        Ok(())
    }

    /// Replaces the document as one step (a file opened, a new document): undo brings the old
    /// one back.
    pub fn replace(&mut self, doc: D) {
        let _ = self.edit(None, |d| -> Result<(), ()> {
            *d = doc;
            Ok(())
        });
    }

    /// Takes back the last step.
    pub fn undo(&mut self) -> Result<(), Refusal> {
        self.typing = None;
        let prev = self.undo.pop().ok_or(Refusal::NothingToUndo)?;
        let cur = std::mem::replace(&mut self.doc, prev);
        self.redo.push(cur);
        Ok(())
    }

    /// Makes again the last step taken back.
    pub fn redo(&mut self) -> Result<(), Refusal> {
        self.typing = None;
        let next = self.redo.pop().ok_or(Refusal::NothingToRedo)?;
        let cur = std::mem::replace(&mut self.doc, next);
        push_capped(&mut self.undo, cur);
        Ok(())
    }

    /// The text field lost focus: the next keystroke starts a new step.
    pub fn end_typing(&mut self) {
        self.typing = None;
    }
}

fn push_capped<D>(stack: &mut Vec<Rc<D>>, doc: Rc<D>) {
    if stack.len() >= DEPTH {
        stack.remove(0);
    }
    stack.push(doc);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A document of one number; an edit adds to it, and refuses a negative result.
    fn add(n: i32) -> impl FnOnce(&mut i32) -> Result<(), Refusal> {
        move |d| {
            if *d + n < 0 {
                return Err(Refusal::NothingToUndo);
            }
            *d += n;
            Ok(())
        }
    }

    #[test]
    fn steps_refusals_and_runs() {
        let mut h = History::new(0);
        h.edit(None, add(1)).unwrap();
        h.edit(None, add(0)).unwrap();
        assert_eq!((*h.doc(), h.steps()), (1, (1, 0)), "no change, no step");
        assert!(h.edit(None, add(-5)).is_err());
        assert_eq!(
            (*h.doc(), h.steps()),
            (1, (1, 0)),
            "a refusal changes nothing"
        );
        // Three keystrokes in the title: one step.
        for _ in 0..3 {
            h.edit(Some(Typing::Title), add(1)).unwrap();
        }
        assert_eq!((*h.doc(), h.steps()), (4, (2, 0)));
        h.end_typing();
        h.edit(Some(Typing::Title), add(1)).unwrap();
        assert_eq!(h.steps(), (3, 0), "a new run after the field lost focus");
        h.undo().unwrap();
        h.undo().unwrap();
        assert_eq!((*h.doc(), h.steps()), (1, (1, 2)));
        h.redo().unwrap();
        assert_eq!(*h.doc(), 4);
        h.edit(None, add(10)).unwrap();
        assert_eq!(h.steps(), (3, 0), "an edit clears redo");
        assert_eq!(h.redo(), Err(Refusal::NothingToRedo));
        let mut fresh = History::new(0);
        assert_eq!(fresh.undo(), Err(Refusal::NothingToUndo));
    }

    #[test]
    fn undo_keeps_at_most_depth_steps() {
        let mut h = History::new(0);
        for _ in 0..DEPTH + 5 {
            h.edit(None, add(1)).unwrap();
        }
        assert_eq!(h.steps(), (DEPTH, 0));
        let (undo, _) = h.tail(3);
        assert_eq!(
            undo.iter().map(|d| **d).collect::<Vec<_>>(),
            [DEPTH as i32 + 2, DEPTH as i32 + 3, DEPTH as i32 + 4]
        );
    }

    #[test]
    fn a_copy_shares_its_documents_and_an_edit_makes_a_new_one() {
        let mut h = History::new(0);
        h.edit(None, add(1)).unwrap();
        let copy = h.clone();
        assert!(Rc::ptr_eq(&h.shared(), &copy.shared()));
        assert!(Rc::ptr_eq(&h.tail(1).0[0], &copy.tail(1).0[0]));
        assert_eq!(h, copy);
        h.edit(None, add(0)).unwrap();
        assert!(
            Rc::ptr_eq(&h.shared(), &copy.shared()),
            "no change, the same document"
        );
        h.edit(None, add(1)).unwrap();
        assert!(!Rc::ptr_eq(&h.shared(), &copy.shared()));
        assert_eq!(*copy.doc(), 1, "the copy keeps its own document");
        assert_ne!(h, copy);
    }
}
