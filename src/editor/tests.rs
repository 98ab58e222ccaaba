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
                .flat_map(|(j, cell)| {
                    let cell = if i == j { &cell[..1] } else { &cell[..] };
                    cell.iter().map(move |s| (j, s))
                })
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
    Action::SetResult {
        row,
        col,
        meeting: 0,
        side,
    }
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
        first: None,
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
        e.apply(Action::CycleResult {
            row: 1,
            col: 1,
            meeting: 0,
        }),
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
    assert_eq!(e.doc.rules_base(), Some("PTS,XYZ"));
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
        e.doc.games[1].result,
        Outcome::B,
        "the second game is untouched"
    );
}

fn meet(row: usize, col: usize, meeting: usize, side: Side) -> Action {
    Action::SetResult {
        row,
        col,
        meeting,
        side,
    }
}

fn double(names: &[&str]) -> Editor {
    let mut e = Editor::new(league(names));
    e.apply(Action::SetCycles(2)).unwrap();
    e
}

/// A double round robin: every cell has two meetings, each set on its own, and the mirror
/// cell follows meeting by meeting. The k-th meeting is the pair's k-th game in the file.
#[test]
fn double_round_robin_cells_hold_each_meeting_and_the_mirror_follows() {
    let mut e = double(&["A", "B", "C"]);
    assert_eq!(e.doc.cycles, Some(2));
    assert_eq!(marks(&e), ["-....", "..-..", "....-"]);
    e.apply(meet(0, 1, 0, Win)).unwrap();
    e.apply(meet(1, 0, 1, Win)).unwrap();
    assert_eq!(marks(&e), ["-ox..", "xo-..", "....-"]);
    // The second meeting first: the first stays a pending entry, so meetings keep their places.
    e.apply(meet(2, 0, 1, Draw)).unwrap();
    assert_eq!(marks(&e), ["-ox.d", "xo-..", ".d..-"]);
    assert_eq!(e.doc.games.len(), 4);
    assert_eq!(e.doc.games[2].result, Outcome::Pending);
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
    assert_eq!(e.doc.games.len(), 2);
    // The engine counts both games of a pair.
    let r = super::analysis::analyse(&e.doc).ranked.unwrap();
    assert_eq!(r.table.score(0).to_string(), "1");
    assert_eq!(r.table.score(1).to_string(), "1");
}

/// Cycles cannot go below what the recorded games need; the refusal names the pair.
#[test]
fn set_cycles_is_refused_below_the_recorded_meetings() {
    let mut e = double(&["A", "B", "C"]);
    e.apply(meet(1, 2, 0, Win)).unwrap();
    e.apply(meet(1, 2, 1, Loss)).unwrap();
    let before = e.doc.clone();
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
    assert_eq!(e.doc, before);
    e.apply(meet(1, 2, 1, Pending)).unwrap();
    e.apply(Action::SetCycles(1)).unwrap();
    assert_eq!(e.doc.cycles, None, "1 is the default and is not written");
    assert_eq!(marks(&e), ["-..", ".-o", ".x-"]);
    e.apply(Action::Undo).unwrap();
    assert_eq!(e.doc.cycles, Some(2));
}

#[test]
fn scoring_is_stored_unless_it_is_the_default_and_bad_values_are_refused() {
    let mut e = Editor::new(league(&["A", "B"]));
    let three = ScoringEntry {
        win: 3.0,
        draw: 1.0,
        loss: 0.0,
        forfeit_win: 3.0,
        forfeit_loss: 0.0,
        extra: Default::default(),
    };
    e.apply(Action::SetScoring(Some(three.clone()))).unwrap();
    assert_eq!(e.doc.scoring, Some(three.clone()));
    e.apply(set(0, 1, Win)).unwrap();
    assert_eq!(super::analysis::analyse(&e.doc).scores[0].to_string(), "3");
    let bad = ScoringEntry {
        draw: 0.3,
        ..three.clone()
    };
    assert_eq!(
        e.apply(Action::SetScoring(Some(bad))),
        Err(Refusal::InvalidScoring {
            field: "draw".into()
        })
    );
    let default = ScoringEntry {
        win: 1.0,
        draw: 0.5,
        forfeit_win: 1.0,
        ..three
    };
    e.apply(Action::SetScoring(Some(default))).unwrap();
    assert_eq!(e.doc.scoring, None);
}

/// Policies that differ from the preset's make `rules` the object form; set back to the
/// preset's own, it is the plain id again.
/// Source: `docs/rules/chains.md` (the policies, spelled as on the command line).
#[test]
fn policies_use_the_object_form_only_when_they_differ_from_the_preset() {
    let mut e = Editor::new(league(&["A", "B"]));
    let policies = |playoff: &str, format: &str| Policies {
        playoff: Some(playoff.into()),
        title_rules: None,
        playoff_format: Some(format.into()),
        reapply: None,
    };
    e.apply(Action::SetPolicies(policies("title", "knockout")))
        .unwrap();
    // fukui's format is knockout already: only the scope is stored.
    assert_eq!(
        e.doc.rules,
        Some(Rules::Spec(RulesSpec {
            criteria: "fukui".into(),
            playoff: Some("title".into()),
            ..Default::default()
        }))
    );
    assert_eq!(
        e.doc.chain().unwrap().unwrap().playoff,
        crate::engine::league::chain::PlayoffScope::Title
    );
    // A new preset keeps the policies.
    e.apply(Action::SetRules("rif-round-robin".into())).unwrap();
    assert_eq!(e.doc.rules_base(), Some("rif-round-robin"));
    e.apply(Action::SetPolicies(policies("title,seats", "round-robin")))
        .unwrap();
    assert_eq!(e.doc.rules, Some(Rules::Id("rif-round-robin".into())));
    e.apply(Action::SetPolicies(Policies {
        title_rules: Some("none".into()),
        ..Policies::default()
    }))
    .unwrap();
    assert!(
        matches!(&e.doc.rules, Some(Rules::Spec(s)) if s.title_rules.as_deref() == Some("none"))
    );
    e.apply(Action::Undo).unwrap();
    assert_eq!(e.doc.rules, Some(Rules::Id("rif-round-robin".into())));
}

/// Shogi 順位戦: three tied for first play a stepladder seeded by 順位; the page records it
/// game by game, and undo takes back one game.
/// Source: spec section 6 (the 順位戦 playoff, パラマス式).
fn junisen() -> Editor {
    let mut doc = league(&["A", "B", "C", "D"]);
    doc.rules = Some(Rules::Id("shogi-junisen".into()));
    for (k, p) in doc.players.iter_mut().enumerate() {
        p.previous_rank = Some(k as u32 + 1);
    }
    let mut e = Editor::new(doc);
    // A, B and C beat each other round a circle and all beat D.
    for (row, col) in [(0, 1), (1, 2), (2, 0), (0, 3), (1, 3), (2, 3)] {
        e.apply(set(row, col, Win)).unwrap();
    }
    e
}

fn ladder(e: &Editor) -> crate::engine::Playoff {
    let r = super::analysis::analyse(&e.doc).ranked.unwrap();
    assert_eq!(r.ranking.playoffs.len(), 1, "{:?}", r.ranking.playoffs);
    r.ranking.playoffs[0].clone()
}

#[test]
fn a_stepladder_is_recorded_game_by_game_and_undone_one_game_at_a_time() {
    let mut e = junisen();
    let p = ladder(&e);
    assert_eq!(
        p.format,
        crate::engine::league::chain::PlayoffFormat::Stepladder
    );
    assert!(p.seeded);
    assert_eq!(p.players, [0, 1, 2], "seeded by 順位");
    // The two lowest seeds play first.
    assert_eq!(p.next, Some((2, 1)));
    let names =
        |v: &[usize]| -> Vec<String> { v.iter().map(|&i| e.doc.players[i].name.clone()).collect() };
    let players = names(&p.players);
    let game = |a: &str, b: &str, w: &str| Action::RecordPlayoffGame {
        players: players.clone(),
        a: a.into(),
        b: b.into(),
        winner: w.into(),
    };
    assert_eq!(
        e.apply(game("C", "B", "A")),
        Err(Refusal::WinnerNotPlaying { winner: "A".into() })
    );
    e.apply(game("C", "B", "C")).unwrap();
    let p = ladder(&e);
    assert_eq!(p.games.len(), 1);
    assert_eq!(p.next, Some((2, 0)), "the winner meets the top seed");
    assert_eq!(p.result, None);
    e.apply(game("C", "A", "C")).unwrap();
    let p = ladder(&e);
    assert_eq!(p.next, None);
    assert_eq!(
        p.result.as_ref().map(|r| r[0]),
        Some(2),
        "C wins the ladder"
    );
    assert_eq!(e.doc.playoffs[0].games.len(), 2);
    e.apply(Action::Undo).unwrap();
    assert_eq!(ladder(&e).next, Some((2, 0)));
}

/// A recorded playoff that no longer applies (a game was corrected) is set aside, not lost;
/// ClearPlayoff removes it.
#[test]
fn clear_playoff_removes_a_set_aside_record() {
    let mut e = junisen();
    e.apply(Action::RecordPlayoffGame {
        players: vec!["A".into(), "B".into(), "C".into()],
        a: "C".into(),
        b: "B".into(),
        winner: "B".into(),
    })
    .unwrap();
    // A corrected result: A beat C, so A wins outright and no playoff is required.
    e.apply(set(0, 2, Win)).unwrap();
    let r = super::analysis::analyse(&e.doc).ranked.unwrap();
    assert!(r.ranking.playoffs.is_empty());
    assert_eq!(r.ranking.set_aside.len(), 1);
    assert!(matches!(
        r.ranking.set_aside[0].reason,
        crate::engine::SetAsideReason::NotRequired { .. }
    ));
    assert_eq!(r.ranking.standings.len(), 4, "the standings are all there");
    e.apply(Action::ClearPlayoff {
        players: vec!["C".into(), "A".into(), "B".into()],
    })
    .unwrap();
    assert!(e.doc.playoffs.is_empty());
    let r = super::analysis::analyse(&e.doc).ranked.unwrap();
    assert!(r.ranking.set_aside.is_empty());
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
            "{\"format\": \"hoshitori-league/3\", \"players\": []}",
            Refused::LeagueFormat {
                format: "hoshitori-league/3".into(),
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

/// The Fukui 43rd-term season with the paper's three round-9 games made pending again (the
/// cells cleared in the page: those games carry a round, so they stay as `pending` entries).
fn papers_last_round() -> Editor {
    let text = std::fs::read_to_string(format!(
        "{}/tests/fixtures/spec/fukui43-season.json",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap();
    let mut e = Editor::new(serde_json::from_str(&text).unwrap());
    for (a, b) in [("丸吉", "高橋"), ("三村", "廣田"), ("安田", "大和")] {
        let row = e.doc.players.iter().position(|p| p.name == a).unwrap();
        let col = e.doc.players.iter().position(|p| p.name == b).unwrap();
        e.apply(set(row, col, Pending)).unwrap();
    }
    e
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
        with_results(&e.doc, &batch).unwrap(),
        {
            let mut x = e.clone();
            for c in &batch {
                x.apply(set(c.row, c.col, c.side)).unwrap();
            }
            x.doc
        },
        "the overlay is what the edits one by one would give"
    );
    assert_eq!(e, before, "computing the overlay changes nothing");
    e.apply(Action::SetResults(batch)).unwrap();
    assert_eq!(marks(&e), ["-xd", "o-o", "dx-"]);
    assert_eq!(e.undo.len(), before.undo.len() + 1, "one step of history");
    e.apply(Action::Undo).unwrap();
    assert_eq!(e.doc, before.doc);
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
    assert!(e.undo.is_empty());
}

#[test]
fn what_if_counts_blank_cells_as_pending_games() {
    let mut e = Editor::new(league(&["A", "B", "C", "D"]));
    e.apply(set(0, 1, Win)).unwrap();
    e.apply(set(2, 3, Void)).unwrap();
    let input = whatif::input(&e.doc).unwrap();
    // A-B is played and C-D void; the other four pairs have no game: all pending.
    let pairs: Vec<(usize, usize)> = input.pending.iter().map(|g| (g.a, g.b)).collect();
    assert_eq!(pairs, [(0, 2), (0, 3), (1, 2), (1, 3)]);
    let plan = whatif::plan(
        &input,
        &whatif::options(&input, &whatif::Settings::default()),
    );
    assert_eq!((plan.pending, plan.outcomes, plan.exact), (4, 16.0, true));
    let plan = whatif::plan(
        &input,
        &whatif::options(
            &input,
            &whatif::Settings {
                draws: true,
                ..whatif::Settings::default()
            },
        ),
    );
    assert_eq!(plan.outcomes, 81.0);
    // The paper's last round: three games recorded as pending, every other pair played.
    let e = papers_last_round();
    let input = whatif::input(&e.doc).unwrap();
    assert_eq!(input.pending.len(), 3);
    assert!(input.pending.iter().all(|g| g.round == Some(9)));
}

/// The worker's whole exchange on the paper's case: progress is throttled, the answer is the
/// paper's (岡崎 keeps his seat in 2 of 8 outcomes; 高橋, 三村 and 岡崎 cannot win the title), and
/// the outcome it names fills exactly the pending cells.
#[test]
fn the_worker_answers_the_papers_last_round() {
    let e = papers_last_round();
    let request = whatif::Request::new(7, e.doc.clone(), whatif::Settings::default(), "en");
    let mut t = 0.0;
    let mut clock = || {
        t += 1.0;
        t
    };
    let mut posted = Vec::new();
    whatif::serve(
        &serde_json::to_string(&request).unwrap(),
        &mut clock,
        &mut |m| posted.push(m),
    );
    let replies: Vec<whatif::Reply> = posted
        .iter()
        .map(|m| serde_json::from_str(m).unwrap())
        .collect();
    let Some(whatif::Reply::Done { id: 7, result, ms }) = replies.last() else {
        panic!("{posted:?}");
    };
    assert!(*ms > 0.0);
    for r in &replies[..replies.len() - 1] {
        assert!(matches!(r, whatif::Reply::Progress { id: 7, .. }), "{r:?}");
    }
    let index = |name: &str| e.doc.players.iter().position(|p| p.name == name).unwrap();
    let okazaki = &result.players[index("岡崎")];
    let seat = okazaki.seat.as_ref().unwrap();
    assert_eq!((seat.holds, seat.probability), (2, 0.25));
    assert!(
        (okazaki.places[5] - 0.75).abs() < 1e-12,
        "{:?}",
        okazaki.places
    );
    for name in ["高橋", "三村", "岡崎"] {
        assert!(result.players[index(name)].title.eliminated, "{name}");
    }
    // 岡崎's best outcome as cells: three results, and the overlay ranks him fifth.
    let cells = whatif::outcome_cells(&result.pending, &okazaki.best.outcome);
    assert_eq!(cells.len(), 3);
    let shown = with_results(&e.doc, &cells).unwrap();
    let ranked = analysis::analyse(&shown).ranked.unwrap();
    let standing = |r: &analysis::Ranked| {
        let mut s = r.ranking.standings.iter();
        s.find(|s| s.player == index("岡崎")).unwrap().clone()
    };
    assert_eq!(standing(&ranked).place, 5);
    assert!(whatif::input(&shown).unwrap().pending.is_empty());
    // The case of his seat condition fills the two games that matter as it says.
    let term = match &seat.condition.as_ref().unwrap().cover {
        crate::engine::league::whatif::cover::Cover::Terms { terms, .. } => terms[0].clone(),
        other => panic!("{other:?}"),
    };
    let cells = whatif::term_cells(result, &term, &okazaki.best.outcome);
    let shown = with_results(&e.doc, &cells).unwrap();
    let ranked = analysis::analyse(&shown).ranked.unwrap();
    assert!(standing(&ranked).place_to <= 5);
}

/// The page's workers each answer one part: every part of the paper's last round sent through
/// the worker's text exchange, absorbed by the page's own analysis, gives the one-worker answer.
#[test]
fn the_workers_answer_parts_and_their_merge_is_the_whole_answer() {
    let e = papers_last_round();
    let request = whatif::Request::new(8, e.doc.clone(), whatif::Settings::default(), "ja");
    let input = whatif::input(&e.doc).unwrap();
    let options = request.options(&input);
    let whole =
        crate::engine::league::whatif::analyse(&input.table, &input.chain, &options, &mut |_| true)
            .unwrap();
    let mut page =
        crate::engine::league::whatif::Analysis::new(&input.table, &input.chain, &options).unwrap();
    let mut parts = 0;
    loop {
        let next = page.parts(usize::MAX);
        if next.is_empty() {
            break;
        }
        for part in next {
            parts += 1;
            let sent = whatif::Request {
                part: Some(part),
                ..request.clone()
            };
            let mut posted = Vec::new();
            whatif::serve(
                &serde_json::to_string(&sent).unwrap(),
                &mut || 0.0,
                &mut |m| posted.push(m),
            );
            let [reply] = &posted[..] else {
                panic!("{posted:?}")
            };
            match serde_json::from_str(reply).unwrap() {
                whatif::Reply::Part { id: 8, done } => page.absorb(*done),
                other => panic!("{other:?}"),
            }
        }
    }
    // One run of outcomes, and a condition per title and seat.
    assert_eq!(parts, 1 + 2 * e.doc.players.len());
    assert!(page.ready());
    assert_eq!(page.finish().unwrap(), whole);
}

/// The Swiss page's what-if, part by part through the worker's messages (texts both ways, the
/// parts of each round answered in reverse order), gives the command line's answer on the same
/// event (`parallel::analyse_swiss`), counted and sampled; a league's request is not taken for a
/// Swiss part, and an event that cannot be ranked is answered with why, in the run's language.
#[test]
fn a_swiss_whatif_through_the_workers_is_the_command_lines() {
    use crate::engine::swiss::prospects::Options;
    let small = include_str!("../../tests/fixtures/swiss/fide-chess-last-round.json");
    let large = include_str!("../../tests/fixtures/swiss/last-round-40.json");
    let sampled = Options {
        limit: 1,
        samples: 2 * crate::engine::swiss::prospects::SAMPLE_BATCH,
        precision: Some(0.03),
        seats: Some(3),
        search_budget: 100,
        ..Options::default()
    };
    // A run's id names it: the worker builds its analysis once per id.
    for (id, text, options) in [(5, small, Options::default()), (6, large, sampled)] {
        let event: crate::document::event::SwissEvent = serde_json::from_str(text).unwrap();
        let run = whatif::SwissRun {
            id,
            lang: "en".into(),
            event: event.clone(),
            options,
        };
        let mut page = whatif::swiss_analysis(&run).unwrap();
        let run_text = serde_json::to_string(&run).unwrap();
        let mut rounds = 0;
        loop {
            let parts = page.parts(usize::MAX);
            if parts.is_empty() {
                break;
            }
            rounds += 1;
            let mut replies: Vec<whatif::Reply> = parts
                .into_iter()
                .map(|part| {
                    let text = whatif::SwissRequest::text(&run_text, part);
                    let request = whatif::parse_swiss(&text).unwrap();
                    assert_eq!(request.part, part);
                    let reply = whatif::text(&whatif::swiss_part_reply(&request));
                    serde_json::from_str(&reply).unwrap()
                })
                .collect();
            replies.reverse();
            for reply in replies {
                let whatif::Reply::SwissPart { id: at, done } = reply else {
                    panic!("{reply:?}")
                };
                assert_eq!(at, id);
                page.absorb(*done);
            }
        }
        assert!(page.ready());
        assert!(rounds >= 1);
        let progress = page.progress();
        let answer = page.finish();
        assert_eq!(progress.outcomes, answer.outcomes);
        let input = event.input(None, None).unwrap();
        let upcoming = event.upcoming().unwrap();
        let cli = crate::parallel::analyse_swiss(
            &input.event,
            &upcoming,
            &input.codes,
            input.edition,
            &options,
            2,
        )
        .unwrap();
        assert!(answer.games > 0);
        assert_eq!(answer.exact, options.limit > 1);
        assert_eq!(answer, cli, "{options:?}");
    }
    let event: crate::document::event::SwissEvent = serde_json::from_str(small).unwrap();
    let league = whatif::Request::new(1, league(&["A", "B"]), whatif::Settings::default(), "en");
    assert_eq!(
        whatif::parse_swiss(&serde_json::to_string(&league).unwrap()),
        None
    );
    let mut unknown = event.clone();
    unknown.rules = Some("PTS,XYZ".into());
    let request = whatif::SwissRequest {
        run: whatif::SwissRun {
            id: 9,
            lang: "ja".into(),
            event: unknown,
            options: Options::default(),
        },
        part: crate::engine::swiss::prospects::Part::Batch(0),
    };
    let whatif::Reply::Failed { id: 9, error } = whatif::swiss_part_reply(&request) else {
        panic!("an unknown criterion is an error")
    };
    assert!(error.contains("XYZ"), "{error}");
}

#[test]
fn the_worker_reports_a_bad_request_and_a_bad_league() {
    let mut posted = Vec::new();
    whatif::serve("{", &mut || 0.0, &mut |m| posted.push(m));
    assert!(posted[0].contains("\"failed\""), "{posted:?}");
    let mut doc = league(&["A", "B"]);
    doc.rules = Some("PTS,XYZ".into());
    let settings = whatif::Settings {
        draws: true,
        ..whatif::Settings::default()
    };
    let request = whatif::Request::new(3, doc, settings, "ja");
    posted.clear();
    whatif::serve(
        &serde_json::to_string(&request).unwrap(),
        &mut || 0.0,
        &mut |m| posted.push(m),
    );
    let reply: whatif::Reply = serde_json::from_str(&posted[0]).unwrap();
    let whatif::Reply::Failed { id: 3, error } = reply else {
        panic!("{reply:?}")
    };
    assert!(error.contains("XYZ"), "{error}");
}

/// Issue 10 item 1: a page document stored by the previous version (`hoshitori-app/1` holding
/// `hoshitori-league/1` documents, history included) restores as version 2 with nothing lost.
#[test]
fn storage_migrates_a_stored_version_1_page_document() {
    let v1 = include_str!("../../tests/fixtures/spec/fukui-table2.json");
    let doc: serde_json::Value = serde_json::from_str(v1).unwrap();
    let stored = serde_json::json!({
        "format": "hoshitori-app/1",
        "doc": doc,
        "undo": [doc],
        "redo": [],
    })
    .to_string();
    let Ok(Restored::Current(editor)) = storage::decode(&stored) else {
        panic!("not restored");
    };
    let (league, _) = crate::format::read_league(v1, "v1.json").unwrap();
    assert_eq!(editor.doc.format, crate::document::league::FORMAT);
    assert_eq!(editor.undo[0].format, crate::document::league::FORMAT);
    // Everything else as the file had it, unknown fields (`expected_places`) included.
    assert_eq!(editor.doc, league);
    assert!(editor.doc.extra.contains_key("expected_places"));
    assert_eq!(editor.doc.games.len(), 45);
}

/// The Publish panel's exports are drawn in the worker: a request with `export` is answered
/// with the export (the same text the CLI's `rank --format svg|html` writes), not a what-if.
#[test]
fn the_worker_draws_an_export() {
    let text = include_str!("../../tests/fixtures/spec/fukui43-season.json");
    let doc: League = serde_json::from_str(text).unwrap();
    for (what, starts, plain) in [
        (whatif::Export::Svg, "<?xml", false),
        (whatif::Export::Html, "<", true),
    ] {
        let request = whatif::Request {
            export: Some(what),
            ..whatif::Request::new(3, doc.clone(), whatif::Settings::default(), "ja")
        };
        let mut posted = Vec::new();
        whatif::serve(
            &serde_json::to_string(&request).unwrap(),
            &mut || 0.0,
            &mut |m| posted.push(m),
        );
        let [reply] = &posted[..] else {
            panic!("one reply: {posted:?}")
        };
        match serde_json::from_str::<whatif::Reply>(reply).unwrap() {
            whatif::Reply::Exported {
                id,
                export,
                text,
                plain: p,
            } => {
                assert_eq!((id, export), (3, what));
                assert!(text.starts_with(starts), "{text}");
                assert!(text.contains("大和"));
                assert_eq!(!p.is_empty(), plain);
                let (expected, _) = whatif::export(&doc, crate::lang::Lang::Ja, what).unwrap();
                assert_eq!(text, expected);
            }
            other => panic!("{other:?}"),
        }
    }
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
    assert_eq!(e.undo.len(), 2);
    assert_eq!(e.doc.players[0].name, "Cat");
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
    assert_eq!(e.undo.len(), 4);
    e.apply(Action::Undo).unwrap();
    assert_eq!(e.doc.players[1].name, "D");
    e.apply(Action::Undo).unwrap();
    assert_eq!(e.doc.players[1].name, "B");
    e.apply(Action::Undo).unwrap();
    assert_eq!(e.doc.players[0].name, "A");
    assert_eq!(e.doc.title.as_deref(), Some("Fuk"));
    e.apply(Action::Undo).unwrap();
    assert_eq!(e.doc.title, None);
    // After an undo, typing starts a new step (redo is cleared, as by any edit).
    e.apply(Action::SetTitle(Some("X".into()))).unwrap();
    e.apply(Action::SetTitle(Some("XY".into()))).unwrap();
    assert_eq!(e.undo.len(), 1);
    assert!(e.redo.is_empty());
    // A result in between ends the run.
    e.apply(set(0, 1, Win)).unwrap();
    e.apply(Action::SetTitle(Some("XYZ".into()))).unwrap();
    assert_eq!(e.undo.len(), 3);
}

#[test]
fn a_keystroke_that_changes_nothing_does_not_start_a_run() {
    let mut e = Editor::new(league(&["A", "B"]));
    e.apply(Action::RenamePlayer {
        index: 0,
        name: "A ".into(),
    })
    .unwrap();
    assert!(e.undo.is_empty());
    e.apply(Action::RenamePlayer {
        index: 0,
        name: "Ab".into(),
    })
    .unwrap();
    e.apply(Action::Undo).unwrap();
    assert_eq!(e.doc.players[0].name, "A");
}

#[test]
fn a_new_league_has_no_results_until_the_first_game() {
    let mut e = Editor::new(league(&["A", "B", "C"]));
    let a = analysis::analyse(&e.doc);
    assert!(!a.any_result());
    // Ranked all the same (everyone shares first place): the page says "no results yet".
    assert!(a.ranked.is_ok());
    e.apply(set(0, 1, Draw)).unwrap();
    assert!(analysis::analyse(&e.doc).any_result());
    e.apply(set(0, 1, Pending)).unwrap();
    assert!(!analysis::analyse(&e.doc).any_result());
}
