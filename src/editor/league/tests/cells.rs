//! Setting results in the crosstable: the click cycle, either side, meetings of a double round robin, batches.

use super::*;
use crate::engine::Side::*;

#[test]
fn clicking_cycles_through_every_mark_and_the_mirror_follows() {
    let click = || Action::CycleResult {
        row: 0,
        col: 1,
        meeting: 0,
    };
    let mut expected = vec![
        ["-o", "x-"],
        ["-x", "o-"],
        ["-d", "d-"],
        ["-f", "F-"],
        ["-F", "f-"],
        ["-.", ".-"],
        ["-o", "x-"],
    ];
    let mut e = Editor::new(league(&["A", "B"]));
    for want in expected.drain(..) {
        e.apply(click()).unwrap();
        assert_eq!(marks(&e), want);
    }
    // Clicking the mirror cell cycles from the other player's view.
    e.apply(Action::CycleResult {
        row: 1,
        col: 0,
        meeting: 0,
    })
    .unwrap();
    // B has ● here, so the next mark is △ for B.
    assert_eq!(marks(&e), ["-d", "d-"]);
}

#[test]
fn set_result_from_either_side_updates_one_game() {
    let e = check(
        &["A", "B", "C"],
        vec![
            set(0, 1, Win),
            set(1, 0, Win),
            set(2, 0, Draw),
            set(1, 2, ForfeitLoss),
        ],
        &["-xd", "o-F", "df-"],
    );
    assert_eq!(
        e.doc().games.len(),
        3,
        "one entry per pair: {:?}",
        e.doc().games
    );
    // The entry keeps the orientation it was first written in.
    assert_eq!(
        (e.doc().games[0].a.as_str(), e.doc().games[0].result),
        ("A", Outcome::B)
    );
}

#[test]
fn unplaying_a_game_keeps_an_entry_that_carries_a_round() {
    let mut doc = league(&["A", "B", "C"]);
    doc.games.push(GameEntry {
        round: Some(9),
        a: "A".into(),
        b: "B".into(),
        result: Outcome::A,
        extra: Default::default(),
        first: None,
    });
    let mut e = Editor::new(doc);
    e.apply(set(0, 2, Win)).unwrap();
    e.apply(set(0, 1, Pending)).unwrap();
    e.apply(set(0, 2, Pending)).unwrap();
    assert_eq!(e.doc().games.len(), 1);
    assert_eq!(
        (e.doc().games[0].round, e.doc().games[0].result),
        (Some(9), Outcome::Pending)
    );
}

/// A pair with more games than the schedule's meetings shows them all (the ranking names the
/// pair in its error); an edit changes the meeting it is given.
#[test]
fn a_pair_with_more_games_than_meetings_shows_every_game() {
    let mut doc = league(&["A", "B"]);
    for result in [Outcome::A, Outcome::B] {
        doc.games.push(GameEntry::new("A", "B", result));
    }
    let mut e = Editor::new(doc);
    assert_eq!(marks(&e), ["-ox", "xo-"]);
    e.apply(Action::CycleResult {
        row: 0,
        col: 1,
        meeting: 0,
    })
    .unwrap();
    assert_eq!(marks(&e), ["-xx", "oo-"]);
    assert_eq!(
        e.doc().games[1].result,
        Outcome::B,
        "the second game is untouched"
    );
}

/// A double round robin: every cell has two meetings, each set on its own, and the mirror
/// cell follows meeting by meeting. The k-th meeting is the pair's k-th game in the file.
#[test]
fn double_round_robin_cells_hold_each_meeting_and_the_mirror_follows() {
    let mut e = double(&["A", "B", "C"]);
    assert_eq!(e.doc().cycles, Some(2));
    assert_eq!(marks(&e), ["-....", "..-..", "....-"]);
    e.apply(meet(0, 1, 0, Win)).unwrap();
    e.apply(meet(1, 0, 1, Win)).unwrap();
    assert_eq!(marks(&e), ["-ox..", "xo-..", "....-"]);
    // The second meeting first: the first stays a pending entry, so meetings keep their places.
    e.apply(meet(2, 0, 1, Draw)).unwrap();
    assert_eq!(marks(&e), ["-ox.d", "xo-..", ".d..-"]);
    assert_eq!(e.doc().games.len(), 4);
    assert_eq!(e.doc().games[2].result, Outcome::Pending);
    // Clicking cycles one meeting; clearing the last meeting drops the pending one before it.
    e.apply(Action::CycleResult {
        row: 0,
        col: 2,
        meeting: 0,
    })
    .unwrap();
    assert_eq!(marks(&e), ["-oxod", "xo-..", "xd..-"]);
    e.apply(meet(0, 2, 0, Pending)).unwrap();
    e.apply(meet(0, 2, 1, Pending)).unwrap();
    assert_eq!(marks(&e), ["-ox..", "xo-..", "....-"]);
    assert_eq!(e.doc().games.len(), 2);
    // The engine counts both games of a pair.
    let r = super::analysis::analyse(e.doc()).ranked.unwrap();
    assert_eq!(r.table.score(0).to_string(), "1");
    assert_eq!(r.table.score(1).to_string(), "1");
}

/// Cycles cannot go below what the recorded games need; the refusal names the pair.
#[test]
fn set_cycles_is_refused_below_the_recorded_meetings() {
    let mut e = double(&["A", "B", "C"]);
    e.apply(meet(1, 2, 0, Win)).unwrap();
    e.apply(meet(1, 2, 1, Loss)).unwrap();
    let before = e.doc().clone();
    assert_eq!(
        e.apply(Action::SetCycles(1)),
        Err(Refusal::TooFewCycles {
            cycles: 1,
            needed: 2,
            pair: Some((1, 2))
        })
    );
    assert_eq!(
        e.apply(Action::SetCycles(0)),
        Err(Refusal::TooFewCycles {
            cycles: 0,
            needed: 2,
            pair: Some((1, 2))
        })
    );
    assert_eq!(*e.doc(), before);
    e.apply(meet(1, 2, 1, Pending)).unwrap();
    e.apply(Action::SetCycles(1)).unwrap();
    assert_eq!(e.doc().cycles, None, "1 is the default and is not written");
    assert_eq!(marks(&e), ["-..", ".-o", ".x-"]);
    e.apply(Action::Undo).unwrap();
    assert_eq!(e.doc().cycles, Some(2));
}

#[test]
fn a_batch_of_results_is_one_undoable_edit() {
    let mut e = Editor::new(league(&["A", "B", "C"]));
    e.apply(set(0, 1, Win)).unwrap();
    let before = e.clone();
    let batch = vec![
        CellResult {
            row: 0,
            col: 2,
            meeting: 0,
            side: Draw,
        },
        CellResult {
            row: 2,
            col: 1,
            meeting: 0,
            side: Loss,
        },
        CellResult {
            row: 1,
            col: 0,
            meeting: 0,
            side: Win, // overwrites the earlier result, from the other side
        },
    ];
    assert_eq!(
        with_results(e.doc(), &batch).unwrap(),
        {
            let mut x = e.clone();
            for c in &batch {
                x.apply(set(c.row, c.col, c.side)).unwrap();
            }
            x.doc().clone()
        },
        "the overlay is what the edits one by one would give"
    );
    assert_eq!(e, before, "computing the overlay changes nothing");
    e.apply(Action::SetResults(batch)).unwrap();
    assert_eq!(marks(&e), ["-xd", "o-o", "dx-"]);
    assert_eq!(e.steps().0, before.steps().0 + 1, "one step of history");
    e.apply(Action::Undo).unwrap();
    assert_eq!(e.doc(), before.doc());
    e.apply(Action::Redo).unwrap();
    assert_eq!(marks(&e), ["-xd", "o-o", "dx-"]);
}

#[test]
fn a_batch_with_one_bad_cell_is_refused_as_a_whole() {
    let mut e = Editor::new(league(&["A", "B"]));
    let before = e.clone();
    let batch = vec![
        CellResult {
            row: 0,
            col: 1,
            meeting: 0,
            side: Win,
        },
        CellResult {
            row: 1,
            col: 1,
            meeting: 0,
            side: Win,
        },
    ];
    assert_eq!(
        e.apply(Action::SetResults(batch)),
        Err(Refusal::SelfGame { index: 1 })
    );
    assert_eq!(e, before);
    // An empty batch changes nothing and is not recorded.
    e.apply(Action::SetResults(Vec::new())).unwrap();
    assert!(!e.can_undo());
}

#[test]
fn a_new_league_has_no_results_until_the_first_game() {
    let mut e = Editor::new(league(&["A", "B", "C"]));
    let a = analysis::analyse(e.doc());
    assert!(!a.any_result());
    // Ranked all the same (everyone shares first place): the page says "no results yet".
    assert!(a.ranked.is_ok());
    e.apply(set(0, 1, Draw)).unwrap();
    assert!(analysis::analyse(e.doc()).any_result());
    e.apply(set(0, 1, Pending)).unwrap();
    assert!(!analysis::analyse(e.doc()).any_result());
}
