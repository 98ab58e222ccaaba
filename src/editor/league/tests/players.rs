//! Players: names, renames, removal and order.

use super::*;
use crate::engine::Side::*;

#[test]
fn rename_follows_every_reference_and_refuses_empty_or_taken_names() {
    let mut e = check(
        &["A", "B", "C"],
        vec![
            set(0, 1, Win),
            Action::RecordPlayoff {
                players: vec!["A".into(), "B".into()],
                order: vec!["B".into(), "A".into()],
            },
            Action::RenamePlayer {
                index: 0,
                name: "  Ann ".into(),
            },
        ],
        &["-o.", "x-.", "..-"],
    );
    assert_eq!(e.doc().players[0].name, "Ann");
    assert_eq!(e.doc().games[0].a, "Ann");
    assert_eq!(e.doc().playoffs[0].players, ["Ann", "B"]);
    assert_eq!(e.doc().playoffs[0].order, ["B", "Ann"]);
    let before = e.clone();
    assert_eq!(
        e.apply(Action::RenamePlayer {
            index: 1,
            name: "Ann".into()
        }),
        Err(Refusal::TakenName {
            index: 1,
            name: "Ann".into()
        })
    );
    assert_eq!(
        e.apply(Action::RenamePlayer {
            index: 1,
            name: " ".into()
        }),
        Err(Refusal::EmptyName { index: 1 })
    );
    assert_eq!(e, before, "a refused edit changes nothing");
}

#[test]
fn removing_and_moving_players() {
    let mut e = check(
        &["A", "B", "C"],
        vec![
            set(0, 1, Win),
            set(1, 2, Win),
            set(0, 2, Draw),
            Action::MovePlayer { from: 2, to: 0 },
        ],
        &["-dx", "d-o", "ox-"],
    );
    e.apply(Action::RemovePlayer { index: 1 }).unwrap();
    assert_eq!(marks(&e), ["-x", "o-"]);
    assert_eq!(e.doc().games.len(), 1);
    assert_eq!(
        e.apply(Action::RemovePlayer { index: 5 }),
        Err(Refusal::NoSuchPlayer { index: 5 })
    );
    assert_eq!(
        e.apply(Action::CycleResult {
            row: 1,
            col: 1,
            meeting: 0,
        }),
        Err(Refusal::SelfGame { index: 1 })
    );
}

#[test]
fn fresh_names_skip_taken_ones() {
    let doc = league(&["Player 1", "Player 3"]);
    assert_eq!(fresh_name(&doc.players, "Player ", 1), "Player 2");
    assert_eq!(fresh_name(&doc.players, "Player ", 3), "Player 4");
}
