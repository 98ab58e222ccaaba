//! The league editor's tests, by topic: the crosstable's cells (`cells`), players
//! (`players`), the history (`history`), rules and playoffs (`rules`), storage (`storage`),
//! and what-if through the worker's messages (`worker`). The helpers they share are here.

mod cells;
mod history;
mod outcomes;
mod players;
mod rules;
mod schedule;
mod storage;

use super::*;
use crate::engine::Side::{self, *};

pub(crate) fn league(names: &[&str]) -> League {
    new_league(names.iter().map(|s| s.to_string()).collect())
}

/// Applies `actions` to a league of `names` and returns the crosstable as rows of marks
/// (`o` win, `x` loss, `d` draw, `f`/`F` forfeit win/loss, `.` not played, `-` diagonal).
pub(super) fn marks(editor: &Editor) -> Vec<String> {
    let g = grid(editor.doc());
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

pub(super) fn set(row: usize, col: usize, side: Side) -> Action {
    Action::SetResult {
        row,
        col,
        meeting: 0,
        side,
    }
}

pub(super) fn check(names: &[&str], actions: Vec<Action>, expect: &[&str]) -> Editor {
    let mut e = Editor::new(league(names));
    for a in actions {
        e.apply(a).unwrap();
    }
    assert_eq!(marks(&e), expect);
    e
}

pub(super) fn meet(row: usize, col: usize, meeting: usize, side: Side) -> Action {
    Action::SetResult {
        row,
        col,
        meeting,
        side,
    }
}

pub(super) fn double(names: &[&str]) -> Editor {
    let mut e = Editor::new(league(names));
    e.apply(Action::SetCycles(2)).unwrap();
    e
}

/// Shogi 順位戦: three tied for first play a stepladder seeded by 順位; the page records it
/// game by game, and undo takes back one game.
/// Source: spec section 6 (the 順位戦 playoff, パラマス式).
pub(super) fn junisen() -> Editor {
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

pub(super) fn ladder(e: &Editor) -> crate::engine::Playoff {
    let r = super::analysis::analyse(e.doc()).ranked.unwrap();
    assert_eq!(r.ranking.playoffs.len(), 1, "{:?}", r.ranking.playoffs);
    r.ranking.playoffs[0].clone()
}

/// The Fukui 43rd-term season with the paper's three round-9 games made pending again (the
/// cells cleared in the page: those games carry a round, so they stay as `pending` entries).
pub(crate) fn papers_last_round() -> Editor {
    let text = std::fs::read_to_string(format!(
        "{}/tests/fixtures/spec/fukui43-season.json",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap();
    let mut e = Editor::new(serde_json::from_str(&text).unwrap());
    for (a, b) in [("丸吉", "高橋"), ("三村", "廣田"), ("安田", "大和")] {
        let row = e.doc().players.iter().position(|p| p.name == a).unwrap();
        let col = e.doc().players.iter().position(|p| p.name == b).unwrap();
        e.apply(set(row, col, Pending)).unwrap();
    }
    e
}
