use super::storage::{self, Refused, Restored};
use super::*;
use crate::engine::Side::{self, *};

fn league(names: &[&str]) -> League {
    new_league(names.iter().map(|s| s.to_string()).collect())
}

/// Applies `actions` to a league of `names` and returns the crosstable as rows of marks
/// (`o` win, `x` loss, `d` draw, `f`/`F` forfeit win/loss, `.` not played, `-` diagonal).
fn marks(editor: &Editor) -> Vec<String> {
    let g = grid(&editor.doc);
    g.iter()
        .enumerate()
        .map(|(i, row)| {
            row.iter()
                .enumerate()
                .map(|(j, s)| match (i == j, s) {
                    (true, _) => '-',
                    (_, Win) => 'o',
                    (_, Loss) => 'x',
                    (_, Draw) => 'd',
                    (_, ForfeitWin) => 'f',
                    (_, ForfeitLoss) => 'F',
                    (_, Void) => 'v',
                    (_, Pending) => '.',
                })
                .collect()
        })
        .collect()
}

fn set(row: usize, col: usize, side: Side) -> Action {
    Action::SetResult { row, col, side }
}

fn check(names: &[&str], actions: Vec<Action>, expect: &[&str]) -> Editor {
    let mut e = Editor::new(league(names));
    for a in actions {
        e.apply(a).unwrap();
    }
    assert_eq!(marks(&e), expect);
    e
}

#[test]
fn clicking_cycles_through_every_mark_and_the_mirror_follows() {
    let click = || Action::CycleResult { row: 0, col: 1 };
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
    e.apply(Action::CycleResult { row: 1, col: 0 }).unwrap();
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
        e.doc.games.len(),
        3,
        "one entry per pair: {:?}",
        e.doc.games
    );
    // The entry keeps the orientation it was first written in.
    assert_eq!(
        (e.doc.games[0].a.as_str(), e.doc.games[0].result),
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
    });
    let mut e = Editor::new(doc);
    e.apply(set(0, 2, Win)).unwrap();
    e.apply(set(0, 1, Pending)).unwrap();
    e.apply(set(0, 2, Pending)).unwrap();
    assert_eq!(e.doc.games.len(), 1);
    assert_eq!(
        (e.doc.games[0].round, e.doc.games[0].result),
        (Some(9), Outcome::Pending)
    );
}

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
    assert_eq!(e.doc.players[0].name, "Ann");
    assert_eq!(e.doc.games[0].a, "Ann");
    assert_eq!(e.doc.playoffs[0].players, ["Ann", "B"]);
    assert_eq!(e.doc.playoffs[0].order, ["B", "Ann"]);
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
    assert_eq!(e.doc.games.len(), 1);
    assert_eq!(
        e.apply(Action::RemovePlayer { index: 5 }),
        Err(Refusal::NoSuchPlayer { index: 5 })
    );
    assert_eq!(
        e.apply(Action::CycleResult { row: 1, col: 1 }),
        Err(Refusal::SelfGame { index: 1 })
    );
}

#[test]
fn undo_and_redo_walk_the_history_and_no_ops_are_not_recorded() {
    let mut e = Editor::new(league(&["A", "B"]));
    let empty = e.doc.clone();
    e.apply(set(0, 1, Win)).unwrap();
    let won = e.doc.clone();
    e.apply(set(0, 1, Win)).unwrap();
    e.apply(Action::SetSeats(Some(1))).unwrap();
    assert_eq!(e.undo.len(), 2, "the repeated result is not a step");
    e.apply(Action::Undo).unwrap();
    assert_eq!(e.doc, won);
    e.apply(Action::Undo).unwrap();
    assert_eq!(e.doc, empty);
    assert_eq!(e.apply(Action::Undo), Err(Refusal::NothingToUndo));
    e.apply(Action::Redo).unwrap();
    assert_eq!(e.doc, won);
    e.apply(Action::SetRules("PTS,SB".into())).unwrap();
    assert_eq!(
        e.apply(Action::Redo),
        Err(Refusal::NothingToRedo),
        "a new edit clears redo"
    );
    for k in 0..(HISTORY + 10) {
        e.apply(Action::SetSeats(Some(k as u32 + 2))).unwrap();
    }
    assert_eq!(e.undo.len(), HISTORY);
}

#[test]
fn an_unparsable_rule_chain_is_kept_as_typed() {
    let mut e = Editor::new(league(&["A", "B"]));
    e.apply(Action::SetRules("PTS,XYZ".into())).unwrap();
    assert_eq!(e.doc.rules.as_deref(), Some("PTS,XYZ"));
    assert!(e.doc.chain().is_err());
}

#[test]
fn fresh_names_skip_taken_ones() {
    let doc = league(&["Player 1", "Player 3"]);
    assert_eq!(fresh_name(&doc.players, "Player ", 1), "Player 2");
    assert_eq!(fresh_name(&doc.players, "Player ", 3), "Player 4");
}

#[test]
fn storage_round_trips_the_document_and_its_history() {
    let mut e = Editor::new(league(&["丸吉", "高橋"]));
    e.doc
        .extra
        .insert("venue".into(), serde_json::json!("福井"));
    e.apply(set(0, 1, Draw)).unwrap();
    e.apply(Action::SetSeats(Some(1))).unwrap();
    e.apply(Action::Undo).unwrap();
    let text = storage::encode(&e, storage::STORED_HISTORY);
    assert_eq!(storage::decode(&text), Ok(Restored::Current(e.clone())));
    // With no history, the document alone.
    let bare = storage::decode(&storage::encode(&e, 0))
        .unwrap()
        .into_editor();
    assert_eq!((bare.doc, bare.undo.len(), bare.redo.len()), (e.doc, 0, 0));
}

#[test]
fn of_two_games_of_one_pair_the_grid_shows_the_one_an_edit_changes() {
    let mut doc = league(&["A", "B"]);
    for result in [Outcome::A, Outcome::B] {
        doc.games.push(GameEntry {
            round: None,
            a: "A".into(),
            b: "B".into(),
            result,
            extra: Default::default(),
        });
    }
    let mut e = Editor::new(doc);
    assert_eq!(marks(&e), ["-o", "x-"]);
    e.apply(Action::CycleResult { row: 0, col: 1 }).unwrap();
    assert_eq!(marks(&e), ["-x", "o-"]);
    assert_eq!(
        e.doc.games[1].result,
        Outcome::B,
        "the second game is untouched"
    );
}

#[test]
fn storage_migrates_a_bare_league_and_refuses_the_rest_with_a_reason() {
    let bare = include_str!("../../tests/fixtures/spec/fukui-table2.json");
    match storage::decode(bare) {
        Ok(Restored::Migrated { editor, from }) => {
            assert_eq!(from, "hoshitori-league/1");
            assert_eq!(editor.doc.players.len(), 10);
            assert!(editor.undo.is_empty());
        }
        other => panic!("{other:?}"),
    }
    let cases: &[(&str, Refused)] = &[
        (
            "{\"format\": \"hoshitori-app/1\",",
            Refused::Unreadable {
                detail: "EOF while parsing a value at line 1 column 29".into(),
            },
        ),
        (
            "{\"format\": \"hoshitori-app/2\", \"doc\": 1}",
            Refused::NewerApp {
                format: "hoshitori-app/2".into(),
            },
        ),
        (
            "{\"format\": \"hoshitori-league/2\", \"players\": []}",
            Refused::LeagueFormat {
                format: "hoshitori-league/2".into(),
            },
        ),
        (
            "[1, 2]",
            Refused::Unreadable {
                detail: "no \"format\" field".into(),
            },
        ),
        (
            "{\"format\": \"elo\"}",
            Refused::Unreadable {
                detail: "unknown format \"elo\"".into(),
            },
        ),
    ];
    for (text, want) in cases {
        assert_eq!(storage::decode(text).as_ref(), Err(want), "{text}");
    }
}
