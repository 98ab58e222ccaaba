//! The schedule: players pasted as a list, the Berger tables, results entered round by round.

use super::*;
use crate::document::schedule::{next_round, rounds};
use crate::engine::Side::Win;

#[test]
fn players_pasted_then_scheduled_then_entered_by_round() {
    let mut e = Editor::new(league(&["A"]));
    e.apply(Action::AddPlayers(
        "name\trating\nB\t1500\nC\nD\nE\n".into(),
    ))
    .unwrap();
    assert_eq!(e.doc().players.len(), 5);
    assert_eq!(e.doc().players[1].rating, Some(1500));
    // A name the league has, or a list that cannot be read, changes nothing.
    let before = e.doc().clone();
    assert_eq!(
        e.apply(Action::AddPlayers("F\nC\n".into())),
        Err(Refusal::TakenName {
            index: 2,
            name: "C".into()
        })
    );
    let refused = e.apply(Action::AddPlayers("F\nF\n".into())).unwrap_err();
    assert!(
        matches!(&refused, Refusal::PlayerList { error } if error.location().line == Some(2)),
        "{refused:?}"
    );
    assert_eq!(e.doc(), &before);

    // A result recorded before the schedule keeps its meeting.
    e.apply(set(0, 4, Win)).unwrap();
    e.apply(Action::Schedule {
        swap_last_two: false,
    })
    .unwrap();
    let r = rounds(e.doc());
    assert_eq!(r.len(), 5);
    assert!(r.iter().all(|r| r.games.len() == 2 && r.rests.len() == 1));
    assert_eq!(e.doc().games.len(), 10);
    // The result stands in the round where A meets E.
    let ae = e
        .doc()
        .games
        .iter()
        .find(|g| (g.a == "A" && g.b == "E") || (g.a == "E" && g.b == "A"))
        .unwrap();
    assert_eq!(ae.result, if ae.a == "A" { Outcome::A } else { Outcome::B });
    // Scheduling twice is refused with the document's error.
    assert!(matches!(
        e.apply(Action::Schedule {
            swap_last_two: false
        }),
        Err(Refusal::CannotSchedule { .. })
    ));

    // Round 1's results, one tap each; a game of another round is refused.
    let first = next_round(e.doc(), &r).unwrap();
    assert_eq!(first, 1);
    let g = r[0].games[0];
    assert_eq!(
        e.apply(Action::SetGameResult {
            round: 2,
            game: g,
            result: Outcome::A
        }),
        Err(Refusal::NoSuchGame { round: 1, game: g })
    );
    for &g in &r[0].games {
        e.apply(Action::SetGameResult {
            round: 1,
            game: g,
            result: Outcome::Draw,
        })
        .unwrap();
    }
    assert_eq!(next_round(e.doc(), &rounds(e.doc())), Some(2));
    // The crosstable shows them: two draws in round 1.
    let draws: usize = marks(&e).iter().map(|row| row.matches('d').count()).sum();
    assert_eq!(draws, 4);
    e.apply(Action::Undo).unwrap();
    let draws: usize = marks(&e).iter().map(|row| row.matches('d').count()).sum();
    assert_eq!(draws, 2);

    // A sixth player: the schedule is cleared (results stay) and made again.
    e.apply(Action::ClearSchedule).unwrap();
    assert!(e.doc().games.iter().all(|g| g.round.is_none()));
    assert_eq!(e.doc().games.len(), 2);
    e.apply(Action::AddPlayer { name: "F".into() }).unwrap();
    e.apply(Action::Schedule {
        swap_last_two: false,
    })
    .unwrap();
    let r = rounds(e.doc());
    assert_eq!(r.len(), 5);
    assert!(r.iter().all(|r| r.games.len() == 3 && r.rests.is_empty()));
    assert_eq!(
        e.doc()
            .games
            .iter()
            .filter(|g| g.result != Outcome::Pending)
            .count(),
        2
    );
}
