//! The history as the league page uses it: steps, typing runs.

use super::*;
use crate::engine::Side::*;

#[test]
fn undo_and_redo_walk_the_history_and_no_ops_are_not_recorded() {
    let mut e = Editor::new(league(&["A", "B"]));
    let empty = e.doc().clone();
    e.apply(set(0, 1, Win)).unwrap();
    let won = e.doc().clone();
    e.apply(set(0, 1, Win)).unwrap();
    e.apply(Action::SetSeats(Some(1))).unwrap();
    assert_eq!(e.steps().0, 2, "the repeated result is not a step");
    e.apply(Action::Undo).unwrap();
    assert_eq!(*e.doc(), won);
    e.apply(Action::Undo).unwrap();
    assert_eq!(*e.doc(), empty);
    assert_eq!(e.apply(Action::Undo), Err(Refusal::NothingToUndo));
    e.apply(Action::Redo).unwrap();
    assert_eq!(*e.doc(), won);
    e.apply(Action::SetRules("PTS,SB".into())).unwrap();
    assert_eq!(
        e.apply(Action::Redo),
        Err(Refusal::NothingToRedo),
        "a new edit clears redo"
    );
    for k in 0..(crate::editor::history::DEPTH + 10) {
        e.apply(Action::SetSeats(Some(k as u32 + 2))).unwrap();
    }
    assert_eq!(e.steps().0, crate::editor::history::DEPTH);
}

#[test]
fn keystrokes_in_one_field_are_one_undo_step() {
    let mut e = Editor::new(league(&["A", "B"]));
    // The title typed letter by letter, then a name typed, a refused (empty) keystroke kept
    // inside its run.
    for t in ["F", "Fu", "Fuk"] {
        e.apply(Action::SetTitle(Some(t.to_string()))).unwrap();
    }
    for name in ["C", "Ca", ""] {
        let _ = e.apply(Action::RenamePlayer {
            index: 0,
            name: name.to_string(),
        });
    }
    e.apply(Action::RenamePlayer {
        index: 0,
        name: "Cat".into(),
    })
    .unwrap();
    assert_eq!(e.steps().0, 2);
    assert_eq!(e.doc().players[0].name, "Cat");
    // Another player's name is another run; so is the same field after it lost focus.
    e.apply(Action::RenamePlayer {
        index: 1,
        name: "D".into(),
    })
    .unwrap();
    e.apply(Action::EndTyping).unwrap();
    e.apply(Action::RenamePlayer {
        index: 1,
        name: "Do".into(),
    })
    .unwrap();
    assert_eq!(e.steps().0, 4);
    e.apply(Action::Undo).unwrap();
    assert_eq!(e.doc().players[1].name, "D");
    e.apply(Action::Undo).unwrap();
    assert_eq!(e.doc().players[1].name, "B");
    e.apply(Action::Undo).unwrap();
    assert_eq!(e.doc().players[0].name, "A");
    assert_eq!(e.doc().title.as_deref(), Some("Fuk"));
    e.apply(Action::Undo).unwrap();
    assert_eq!(e.doc().title, None);
    // After an undo, typing starts a new step (redo is cleared, as by any edit).
    e.apply(Action::SetTitle(Some("X".into()))).unwrap();
    e.apply(Action::SetTitle(Some("XY".into()))).unwrap();
    assert_eq!(e.steps().0, 1);
    assert!(!e.can_redo());
    // A result in between ends the run.
    e.apply(set(0, 1, Win)).unwrap();
    e.apply(Action::SetTitle(Some("XYZ".into()))).unwrap();
    assert_eq!(e.steps().0, 3);
}

#[test]
fn a_keystroke_that_changes_nothing_does_not_start_a_run() {
    let mut e = Editor::new(league(&["A", "B"]));
    e.apply(Action::RenamePlayer {
        index: 0,
        name: "A ".into(),
    })
    .unwrap();
    assert!(!e.can_undo());
    e.apply(Action::RenamePlayer {
        index: 0,
        name: "Ab".into(),
    })
    .unwrap();
    e.apply(Action::Undo).unwrap();
    assert_eq!(e.doc().players[0].name, "A");
}
