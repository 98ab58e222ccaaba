//! Pairing the next round of a Swiss event: the Tagajo method and SwigPro's simpler order.
//!
//! A pairing system is two things: the order the players present are listed in before a round
//! ([`System::keys`]), and the rule that pairs that list. Both systems here pair the list the
//! Tagajo way (`swiss.md` §5): take the highest player left, pair them with the next player below
//! whom they have not met, and, when the players left can then not all be paired, go back one
//! pair at a time. [`pair`] gives that answer without the going back (see [`super::matching`]):
//! a candidate is taken exactly when the players left after the pair can still all be paired,
//! which is when the literal search would keep it. Each pair carries the candidates passed over
//! and why (already met, same club, or the rest could not have been paired: where the literal
//! search goes back), so "why am I paired with this opponent?" has its answer in the data.
//!
//! - [`System::Tagajo`] (`swiss.md` §4.2): round 1 by lot; round 2 by wins, then lot; later
//!   rounds by wins, SOSW, SOSOSW, SODOSW, SODOSODOSW, dan/kyu, then lot, every one "more is
//!   higher", computed on the rounds played so far.
//! - [`System::SwigPro`]: wins, then dan/kyu, then the pairing number (the lower first), in
//!   every round (the Tagajo branch's page, first section; the round 1 order by rank is our
//!   reading, the page shows no draw for it).
//!
//! The lots are the round's random numbers, one per player, higher first; [`lots`] draws them
//! from a seed, so that anyone can replay a draw, and an event file may give them instead.
//!
//! Extensions the Tagajo page does not state (`swiss.md` §5 item 5, and the worked event): the
//! players not present are left out before pairing; with an odd number present the bye goes to
//! the lowest player in the order who has not had a pairing-allocated bye and after whose bye the
//! rest can be paired (the next one up otherwise); keeping players of the same club apart is a
//! setting ([`Request::keep_apart`]) that passes over a same-club candidate unless only a
//! same-club pair lets the rest be paired. When no pairing exists at all (the page's "3-person
//! toggle"), [`pair`] says so with the players involved, and pairs nothing: allowing rematches
//! ([`Request::rematches`]), a bye or a pairing by hand is the director's decision.
//!
//! Cost: building the list ranks every player (the criteria, O(n·r) each); pairing asks "can
//! the rest be paired?" once per candidate considered, at most n²/2 times in all, each one
//! augmenting path search O(n²): O(n⁴) in the worst case, and about n/2 searches when the first
//! candidate not met can be taken, as in nearly every round (`benches/pairing.rs`).

use serde::{Deserialize, Serialize};

use super::criteria::{self, Code, Edition, Measure};
use super::matching::Matcher;
use super::{Base, Event, Kind};
use crate::engine::criteria::Value;
use crate::engine::whatif::rng::Rng;

/// A pairing system.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum System {
    /// The Tagajo method (`swiss.md` §4.2, §5).
    #[default]
    Tagajo,
    /// SwigPro's simpler order: wins, dan/kyu, number.
    SwigPro,
}

impl System {
    pub const ALL: [System; 2] = [System::Tagajo, System::SwigPro];

    /// The id used in files and on the command line.
    pub fn id(self) -> &'static str {
        match self {
            System::Tagajo => "tagajo",
            System::SwigPro => "swigpro",
        }
    }

    pub fn parse(text: &str) -> Option<System> {
        System::ALL
            .into_iter()
            .find(|s| s.id().eq_ignore_ascii_case(text.trim()))
    }

    /// The keys of the pairing order for `round` (0-based), most significant first.
    pub fn keys(self, round: usize) -> Vec<Key> {
        let c = |base| Key::Criterion(Code::new(base));
        match (self, round) {
            (System::Tagajo, 0) => vec![Key::Lot],
            (System::Tagajo, 1) => vec![c(Base::Nbw), Key::Lot],
            (System::Tagajo, _) => vec![
                c(Base::Nbw),
                c(Base::Sos(Measure::Nbw)),
                c(Base::Sosos(Measure::Nbw)),
                c(Base::Sodos(Measure::Nbw)),
                c(Base::Sodosodos(Measure::Nbw)),
                Key::Rank,
                Key::Lot,
            ],
            (System::SwigPro, _) => vec![c(Base::Nbw), Key::Rank, Key::Number],
        }
    }
}

/// One key of a pairing order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Key {
    /// A criterion's value over the rounds played, more is higher.
    Criterion(Code),
    /// Dan/kyu, higher is higher; no rank is below every rank.
    Rank,
    /// The round's lot, higher is higher.
    Lot,
    /// The pairing number, lower is higher.
    Number,
}

/// A player's value under a [`Key`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum KeyValue {
    Criterion(Value),
    Rank(Option<i32>),
    Lot(u32),
    Number(usize),
}

impl KeyValue {
    /// Higher ranks higher.
    fn sort_key(self) -> i64 {
        match self {
            KeyValue::Criterion(v) => v.key(),
            KeyValue::Rank(r) => r.map_or(i64::MIN, i64::from),
            KeyValue::Lot(l) => i64::from(l),
            KeyValue::Number(n) => -(n as i64),
        }
    }
}

/// What the director asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    pub system: System,
    /// Who is paired: `false` for a player absent, withdrawn or with a requested bye.
    pub present: Vec<bool>,
    /// The round's lots, one per player (see [`lots`]).
    pub lots: Vec<u32>,
    /// A club (or family) per player; with [`Request::keep_apart`], players of the same one are
    /// not paired unless the rest could not be paired otherwise.
    pub clubs: Vec<Option<u32>>,
    pub keep_apart: bool,
    /// The director allows rematches (after [`Impossible`]): a player then takes the first
    /// candidate not met if any, else the first one met.
    pub rematches: bool,
}

impl Request {
    /// Everyone present, no clubs, no rematches.
    pub fn new(system: System, players: usize, lots: Vec<u32>) -> Request {
        Request {
            system,
            present: vec![true; players],
            lots,
            clubs: vec![None; players],
            keep_apart: false,
            rematches: false,
        }
    }
}

/// A player in the pairing order, with the values that placed them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placed {
    pub player: usize,
    pub values: Vec<KeyValue>,
}

/// Why a candidate below was passed over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Passed {
    /// They have met (a game or a by-default result in an earlier round).
    Met,
    /// Same club, and another candidate lets the rest be paired.
    SameClub,
    /// With this pair the players left could not all be paired: where the literal procedure
    /// goes back one pair and tries the next candidate.
    RestUnpairable,
    /// Passed over for the bye: had a pairing-allocated bye already.
    HadBye,
}

/// A candidate passed over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Skip {
    pub player: usize,
    pub why: Passed,
}

/// One pair: the higher player in the order, their opponent, and the candidates passed over.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pair {
    pub high: usize,
    pub low: usize,
    pub skipped: Vec<Skip>,
    /// They had met (only when rematches are allowed).
    pub rematch: bool,
    /// Same club, kept apart but no other candidate let the rest be paired.
    pub same_club: bool,
}

/// The bye: who, and the players below them passed over for it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bye {
    pub player: usize,
    /// Lower in the order than the bye, passed over: they had a bye already, or the rest could
    /// not have been paired after their bye.
    pub skipped: Vec<Skip>,
}

/// A round paired.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pairing {
    /// The round paired (0-based).
    pub round: usize,
    pub system: System,
    pub keys: Vec<Key>,
    /// The players present, in the pairing order.
    pub order: Vec<Placed>,
    /// From the top of the order down.
    pub pairs: Vec<Pair>,
    pub bye: Option<Bye>,
    /// Not present: not paired.
    pub absent: Vec<usize>,
    /// The club setting applied this round.
    pub keep_apart: bool,
    pub rematches: bool,
    /// `swiss.md` §5 item 4: no more rounds so far than half the players present, so a
    /// pairing without rematches was bound to exist.
    pub sufficient_condition_holds: bool,
}

/// No pairing exists without a rematch: the order, and the players who cannot all be paired
/// (those some largest pairing must leave out; the "3-person toggle" is three players at the
/// bottom who have all met).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Impossible {
    pub round: usize,
    pub order: Vec<Placed>,
    pub involved: Vec<usize>,
    pub absent: Vec<usize>,
}

/// The round's lots drawn from `seed`: one number from 0 to 999,999 per player, the same for the
/// same seed, round and number of players.
pub fn lots(seed: u64, round: usize, players: usize) -> Vec<u32> {
    let mut rng = Rng::new(seed ^ (round as u64 + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15));
    (0..players)
        .map(|_| (rng.next_u64() % 1_000_000) as u32)
        .collect()
}

/// The pairing order of the players present in the round after `event`'s rounds: every key's
/// value, sorted (ties left in number order, which a last key of every system breaks).
pub fn order(event: &Event, request: &Request) -> Vec<Placed> {
    let round = event.rounds();
    let keys = request.system.keys(round);
    let mut placed: Vec<Placed> = (0..event.players())
        .filter(|&p| request.present.get(p).copied().unwrap_or(false))
        .map(|p| Placed {
            player: p,
            values: keys
                .iter()
                .map(|k| match *k {
                    Key::Criterion(code) => KeyValue::Criterion(
                        criteria::value(event, code, Edition::Plain, p).unwrap_or(Value::Count(0)),
                    ),
                    Key::Rank => KeyValue::Rank(event.entrants()[p].go_rank),
                    Key::Lot => KeyValue::Lot(request.lots.get(p).copied().unwrap_or(0)),
                    Key::Number => KeyValue::Number(p + 1),
                })
                .collect(),
        })
        .collect();
    placed.sort_by(|a, b| {
        let ka = a.values.iter().map(|v| v.sort_key());
        let kb = b.values.iter().map(|v| v.sort_key());
        kb.cmp(ka).then(a.player.cmp(&b.player))
    });
    placed
}

/// Whether `a` and `b` met in any of `event`'s rounds.
fn met(event: &Event, a: usize, b: usize) -> bool {
    event.records(a).iter().any(|r| r.opponent == Some(b))
}

/// Pairs the round after `event`'s rounds: [`order`], then [`pair_order`].
pub fn pair(event: &Event, request: &Request) -> Result<Pairing, Impossible> {
    pair_order(event, order(event, request), request)
}

/// Pairs the players of `order` (the players present, highest first) in the round after
/// `event`'s rounds, from the top down.
pub fn pair_order(
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
