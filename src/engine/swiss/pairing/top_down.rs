//! The top-down pairing of a list, the Tagajo way (`swiss.md` §5), which Tagajo and SwigPro
//! share: take the highest player left, pair them with the next player below whom they have not
//! met, and, when the players left can then not all be paired, go back one pair at a time. This
//! gives that answer without the going back (see [`crate::engine::swiss::matching`]): a candidate is
//! taken exactly when the players left after the pair can still all be paired, which is when
//! the literal search would keep it. The bye, with an odd number present, goes to the lowest
//! player who has not had a pairing-allocated bye and after whose bye the rest can be paired.

use super::{Bye, Impossible, Pair, Pairing, Passed, Placed, Request, Skip};
use crate::engine::swiss::matching::Matcher;
use crate::engine::swiss::{Event, Kind};

/// Whether `a` and `b` met in any of `event`'s rounds.
fn met(event: &Event, a: usize, b: usize) -> bool {
    event.records(a).iter().any(|r| r.opponent == Some(b))
}

/// Pairs the players of `order` (the players present, highest first) in the round after
/// `event`'s rounds, from the top down (see the module documentation).
pub(super) fn pair(
    event: &Event,
    order: Vec<Placed>,
    request: &Request,
) -> Result<Pairing, Impossible> {
    let round = event.rounds();
    let n = event.players();
    let absent: Vec<usize> = (0..n)
        .filter(|&p| !request.present.get(p).copied().unwrap_or(false))
        .collect();
    let list: Vec<usize> = order.iter().map(|p| p.player).collect();
    // Position in the list, for the matcher's vertices.
    let m = list.len();
    let allowed = |i: usize, j: usize| request.rematches || !met(event, list[i], list[j]);
    let mut matcher = Matcher::new(m, allowed);
    let impossible = |matcher: &Matcher| Impossible {
        round,
        order: order.clone(),
        involved: involved(matcher).into_iter().map(|i| list[i]).collect(),
        absent: absent.clone(),
    };
    // A largest matching first: then taking one player out needs at most two path searches.
    matcher.maximise();
    let perfect_without = |matcher: &Matcher, v: usize| {
        let mut t = matcher.clone();
        t.remove(v);
        t.maximise()
    };

    // The bye, with an odd number present: the lowest who has not had one and after whose bye
    // the rest pairs; else the lowest after whose bye the rest pairs.
    let mut bye = None;
    if m % 2 == 1 {
        let had = |p: usize| event.records(p).iter().any(|r| r.kind == Kind::PairingBye);
        let mut skipped = Vec::new();
        let mut chosen = None;
        for i in (0..m).rev() {
            if had(list[i]) {
                skipped.push(Skip {
                    player: list[i],
                    why: Passed::HadBye,
                });
                continue;
            }
            if perfect_without(&matcher, i) {
                chosen = Some(i);
                break;
            }
            skipped.push(Skip {
                player: list[i],
                why: Passed::RestUnpairable,
            });
        }
        if chosen.is_none() {
            skipped.clear();
            chosen = (0..m).rev().find(|&i| perfect_without(&matcher, i));
            for i in (0..m).rev() {
                if Some(i) == chosen {
                    break;
                }
                skipped.push(Skip {
                    player: list[i],
                    why: Passed::RestUnpairable,
                });
            }
        }
        let Some(i) = chosen else {
            // No bye lets the rest pair: everyone in the largest pairings' gaps is involved.
            matcher.maximise();
            return Err(impossible(&matcher));
        };
        matcher.remove(i);
        bye = Some(Bye {
            player: list[i],
            skipped,
        });
    }
    if !matcher.maximise() {
        return Err(impossible(&matcher));
    }

    let same_club = |i: usize, j: usize| {
        request.keep_apart
            && matches!(
                (request.clubs.get(list[i]), request.clubs.get(list[j])),
                (Some(Some(x)), Some(Some(y))) if x == y
            )
    };
    let mut left: Vec<usize> = matcher.alive().collect();
    let mut pairs = Vec::new();
    while let Some(&a) = left.first() {
        let below = &left[1..];
        let fits = |b: usize| matcher.edge(a, b) && matcher.rest_pairs(a, b);
        let is_met = |b: usize| met(event, list[a], list[b]);
        // The first candidate not met (not of the same club, when kept apart) whose pair lets
        // the rest be paired; then the same club; then (rematches allowed) one met.
        let first = below
            .iter()
            .copied()
            .find(|&b| !is_met(b) && !same_club(a, b) && fits(b))
            .or_else(|| {
                below
                    .iter()
                    .copied()
                    .find(|&b| !is_met(b) && same_club(a, b) && fits(b))
            })
            .or_else(|| below.iter().copied().find(|&b| fits(b)));
        let Some(b) = first else {
            // Cannot happen: the matching is perfect, so `a`'s partner in it fits.
            return Err(impossible(&matcher));
        };
        let skipped = below
            .iter()
            .copied()
            .take_while(|&c| c != b)
            .map(|c| {
                let why = if !matcher.edge(a, c) {
                    Passed::Met
                } else if is_met(c) {
                    // Rematches allowed: passed for one not met, or (a rematch chosen) the rest
                    // could not be paired after it.
                    if is_met(b) {
                        Passed::RestUnpairable
                    } else {
                        Passed::Met
                    }
                } else if !is_met(b) && same_club(a, c) && !same_club(a, b) {
                    Passed::SameClub
                } else {
                    Passed::RestUnpairable
                };
                Skip {
                    player: list[c],
                    why,
                }
            })
            .collect();
        pairs.push(Pair {
            high: list[a],
            low: list[b],
            skipped,
            rematch: is_met(b),
            same_club: same_club(a, b),
            white: None,
            colour_rule: None,
            handicap: 0,
            mcmahon: None,
            bracket: None,
        });
        matcher.take(a, b);
        left.retain(|&v| v != a && v != b);
    }
    Ok(Pairing {
        round,
        system: request.system,
        keys: request.system.keys(round),
        sufficient_condition_holds: round <= m / 2,
        order,
        pairs,
        bye,
        absent,
        keep_apart: request.keep_apart,
        rematches: request.rematches,
    })
}

/// The vertices some maximum matching leaves unmatched (the Gallai–Edmonds set `D`): those
/// unmatched now, and each matched one whose removal keeps the matching's size.
fn involved(matcher: &Matcher) -> Vec<usize> {
    let mut full = matcher.clone();
    full.maximise();
    let size = |m: &Matcher| m.alive().filter(|&v| m.mate(v).is_some()).count() / 2;
    let best = size(&full);
    full.alive()
        .filter(|&v| {
            full.mate(v).is_none() || {
                let mut t = full.clone();
                t.remove(v);
                t.maximise();
                size(&t) == best
            }
        })
        .collect()
}
