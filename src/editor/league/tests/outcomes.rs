//! What-if on the league page: the pending games, the plan said before a run.

use super::*;
use crate::editor::league::outcomes;
use crate::engine::Side::*;

#[test]
fn what_if_counts_blank_cells_as_pending_games() {
    let mut e = Editor::new(league(&["A", "B", "C", "D"]));
    e.apply(set(0, 1, Win)).unwrap();
    e.apply(set(2, 3, Void)).unwrap();
    let input = outcomes::input(e.doc()).unwrap();
    // A-B is played and C-D void; the other four pairs have no game: all pending.
    let pairs: Vec<(usize, usize)> = input.pending.iter().map(|g| (g.a, g.b)).collect();
    assert_eq!(pairs, [(0, 2), (0, 3), (1, 2), (1, 3)]);
    let plan = outcomes::plan(
        &input,
        &outcomes::options(&input, &outcomes::Settings::default()),
    );
    assert_eq!((plan.pending, plan.outcomes, plan.exact), (4, 16.0, true));
    assert_eq!(plan.rounds, None, "no schedule: no rounds to name");
    let plan = outcomes::plan(
        &input,
        &outcomes::options(
            &input,
            &outcomes::Settings {
                draws: true,
                ..outcomes::Settings::default()
            },
        ),
    );
    assert_eq!(plan.outcomes, 81.0);
    // The paper's last round: three games recorded as pending, every other pair played.
    let e = papers_last_round();
    let input = outcomes::input(e.doc()).unwrap();
    assert_eq!(input.pending.len(), 3);
    assert!(input.pending.iter().all(|g| g.round == Some(9)));
    let plan = outcomes::plan(
        &input,
        &outcomes::options(&input, &outcomes::Settings::default()),
    );
    assert_eq!(plan.rounds, Some((9, 9)), "the last round, by number");
    // A scheduled league with two rounds to go: both named.
    let mut e = Editor::new(league(&["A", "B", "C", "D"]));
    e.apply(Action::Schedule {
        swap_last_two: false,
    })
    .unwrap();
    let r = crate::document::schedule::rounds(e.doc());
    for &k in &r[0].games {
        e.apply(Action::SetGameResult {
            round: 1,
            game: k,
            result: crate::engine::Outcome::A,
        })
        .unwrap();
    }
    let input = outcomes::input(e.doc()).unwrap();
    let plan = outcomes::plan(
        &input,
        &outcomes::options(&input, &outcomes::Settings::default()),
    );
    assert_eq!((plan.pending, plan.rounds), (4, Some((2, 3))));
}
