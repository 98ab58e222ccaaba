//! The two ranking engines agree on round robins.
//!
//! Eleven FIDE criteria (`PTS WIN WON BPG BWG ARO TPR DE SB BH KS`, one catalogue:
//! `engine::fide`) are computed by both engines, each on its own data: the league's chain over a
//! crosstable, and the Swiss engine's lists over rounds with colours, for an event of system
//! `round_robin`. Random complete round robins (single and double, odd and even numbers of
//! players, draws, forfeits and double forfeits, colours, ratings) are written both ways, as a
//! league document and as an event document, read through each document's `input()`, and
//! ranked: every player's value under each criterion, and every place under random chains of
//! these codes, must be the same.
//!
//! Source: FIDE C.07 (2024): Art. 6 (DE), 7.1-7.4 (WIN, WON, BPG, BWG), 8.1 (BH), 9.1 (SB), 9.2
//! (KS), 10.1-10.2 (ARO, TPR); 15.2: in a round robin forfeits count as games. A player without a
//! game in a round of an odd round robin sits out; the event's edition is `plain` (no
//! adjustment of unplayed rounds), which is how a crosstable counts them.

use proptest::prelude::*;

use hoshitori::document::event::{self, GameResult, RoundEntry, SwissEvent, SystemKind};
use hoshitori::document::league::{GameEntry, League, PlayerEntry};
use hoshitori::engine::swiss::criteria::{Code, Edition};
use hoshitori::engine::swiss::order;
use hoshitori::engine::{Criterion, First, Outcome, RankOptions, RuleChain, Value, rank};

/// The codes both engines implement.
const CODES: [&str; 11] = [
    "PTS", "WIN", "WON", "BPG", "BWG", "ARO", "TPR", "DE", "SB", "BH", "KS",
];

/// One game of the round robin: its round, who has White (moves first), and the result from
/// White's side.
#[derive(Clone, Debug)]
struct Game {
    round: usize,
    white: usize,
    black: usize,
    result: GameResult,
}

/// A random complete round robin.
#[derive(Clone, Debug)]
struct RoundRobin {
    players: usize,
    /// `None`: unrated.
    ratings: Vec<Option<u32>>,
    games: Vec<Game>,
}

/// The pairs of each round of a round robin of `n` players (the circle method; with an odd
/// `n`, a dummy whose opponent sits out), `cycles` times, the second cycle with colours
/// reversed.
fn schedule(n: usize, cycles: usize) -> Vec<Vec<(usize, usize)>> {
    let m = n + n % 2;
    let mut ring: Vec<usize> = (0..m).collect();
    let mut rounds = Vec::new();
    for _ in 0..m - 1 {
        let mut pairs = Vec::new();
        for k in 0..m / 2 {
            let (a, b) = (ring[k], ring[m - 1 - k]);
            if a < n && b < n {
                pairs.push((a, b));
            }
        }
        rounds.push(pairs);
        let last = ring.pop().unwrap();
        ring.insert(1, last);
    }
    let first: Vec<Vec<(usize, usize)>> = rounds.clone();
    for c in 1..cycles {
        for r in &first {
            rounds.push(
                r.iter()
                    .map(|&(a, b)| if c % 2 == 1 { (b, a) } else { (a, b) })
                    .collect(),
            );
        }
    }
    rounds
}

fn result() -> impl Strategy<Value = GameResult> {
    prop_oneof![
        6 => Just(GameResult::WhiteWins),
        6 => Just(GameResult::BlackWins),
        5 => Just(GameResult::Draw),
        1 => Just(GameResult::WhiteByForfeit),
        1 => Just(GameResult::BlackByForfeit),
        1 => Just(GameResult::DoubleForfeit),
    ]
}

fn round_robin() -> impl Strategy<Value = RoundRobin> {
    (3usize..=10, 1usize..=2).prop_flat_map(|(n, cycles)| {
        let rounds = schedule(n, cycles);
        let games: usize = rounds.iter().map(Vec::len).sum();
        (
            proptest::collection::vec(result(), games),
            proptest::collection::vec(any::<bool>(), games),
            proptest::collection::vec(
                prop_oneof![9 => (1400u32..2400).prop_map(Some), 1 => Just(None)],
                n,
            ),
        )
            .prop_map(move |(results, swap, ratings)| {
                let mut games = Vec::new();
                for (r, pairs) in rounds.iter().enumerate() {
                    for &(a, b) in pairs {
                        let k = games.len();
                        let (white, black) = if swap[k] { (b, a) } else { (a, b) };
                        games.push(Game {
                            round: r,
                            white,
                            black,
                            result: results[k],
                        });
                    }
                }
                RoundRobin {
                    players: n,
                    ratings,
                    games,
                }
            })
    })
}

fn name(p: usize) -> String {
    format!("P{}", p + 1)
}

/// The round robin as a league document: one game per meeting, `a` White, `first` recorded.
fn league(rr: &RoundRobin) -> League {
    let players = (0..rr.players)
        .map(|p| {
            let mut e = PlayerEntry::named(name(p));
            e.rating = rr.ratings[p];
            e
        })
        .collect();
    let games = rr
        .games
        .iter()
        .map(|g| {
            let result = match g.result {
                GameResult::WhiteWins => Outcome::A,
                GameResult::BlackWins => Outcome::B,
                GameResult::Draw => Outcome::Draw,
                GameResult::WhiteByForfeit => Outcome::AByForfeit,
                GameResult::BlackByForfeit => Outcome::BByForfeit,
                GameResult::DoubleForfeit => Outcome::DoubleForfeit,
            };
            let mut e = GameEntry::new(name(g.white), name(g.black), result);
            e.round = Some(g.round as u32 + 1);
            e.first = Some(First::A);
            e
        })
        .collect();
    let mut l = League::new(players, games);
    let cycles = rr.games.len() / (rr.players * (rr.players - 1) / 2);
    l.cycles = (cycles > 1).then_some(cycles as u32);
    l
}

/// The round robin as an event document of system `round_robin`.
fn event(rr: &RoundRobin) -> SwissEvent {
    let mut e = SwissEvent::new(event::GameKind::Chess);
    e.system = SystemKind::RoundRobin;
    e.edition = Some("plain".into());
    e.players = (0..rr.players)
        .map(|p| event::PlayerEntry {
            name: name(p),
            rating: rr.ratings[p],
            rank: None,
            smms: None,
            club: None,
            country: None,
            withdrawn: None,
            extra: Default::default(),
        })
        .collect();
    let rounds = rr.games.iter().map(|g| g.round).max().map_or(0, |r| r + 1);
    e.rounds = vec![RoundEntry::default(); rounds];
    for g in &rr.games {
        e.rounds[g.round].games.push(event::GameEntry {
            white: name(g.white),
            black: name(g.black),
            result: Some(g.result),
            handicap: 0,
            colours: true,
            extra: Default::default(),
        });
    }
    e
}

/// Every player's value under each code: the league's and the event's.
fn values(rr: &RoundRobin) -> (Vec<Vec<Value>>, Vec<Vec<Option<Value>>>) {
    let input = league(rr).input().expect("the league reads");
    let group: Vec<usize> = (0..rr.players).collect();
    let global: Vec<&str> = CODES.iter().copied().filter(|c| *c != "DE").collect();
    let league_values = global
        .iter()
        .map(|c| {
            let criterion = Criterion::from_code(c).unwrap();
            hoshitori::engine::league::criteria::evaluate(criterion, &input.table, &group)
        })
        .collect();
    let ev = event(rr).input(None, None).expect("the event reads");
    let event_values = global
        .iter()
        .map(|c| {
            let code = Code::parse(c).unwrap();
            (0..rr.players)
                .map(|p| {
                    hoshitori::engine::swiss::criteria::value(&ev.event, code, Edition::Plain, p)
                })
                .collect()
        })
        .collect();
    (league_values, event_values)
}

/// Every player's place under `codes`: the league's chain and the event's list.
fn places(rr: &RoundRobin, codes: &[&str]) -> (Vec<usize>, Vec<usize>) {
    let input = league(rr).input().expect("the league reads");
    let chain = RuleChain::parse(&codes.join(",")).unwrap();
    let ranking = rank(&input.table, &chain, &RankOptions::default()).unwrap();
    let mut league_places = vec![0; rr.players];
    for s in &ranking.standings {
        league_places[s.player] = s.place as usize;
    }
    let list = codes.join(",");
    let ev = event(rr).input(Some(&list), Some("plain")).unwrap();
    let st = order(&ev.event, &ev.codes, ev.edition);
    let mut event_places = vec![0; rr.players];
    for row in &st.rows {
        event_places[row.player] = row.place;
    }
    (league_places, event_places)
}

/// A chain of the codes: `PTS` first, then a selection in a random order.
fn chain() -> impl Strategy<Value = Vec<&'static str>> {
    Just(CODES[1..].to_vec())
        .prop_shuffle()
        .prop_flat_map(|codes| (Just(codes), 1usize..=10))
        .prop_map(|(codes, k)| {
            std::iter::once("PTS")
                .chain(codes.into_iter().take(k))
                .collect()
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn both_engines_give_the_same_values(rr in round_robin()) {
        let (league, event) = values(&rr);
        for (k, (l, e)) in league.iter().zip(&event).enumerate() {
            for p in 0..rr.players {
                prop_assert_eq!(
                    Some(l[p]),
                    e[p],
                    "{} of {}",
                    CODES.iter().filter(|c| **c != "DE").nth(k).unwrap(),
                    name(p)
                );
            }
        }
    }

    #[test]
    fn both_engines_give_the_same_places(rr in round_robin(), codes in chain()) {
        let (league, event) = places(&rr, &codes);
        prop_assert_eq!(league, event, "under {}", codes.join(","));
    }
}

/// The schedule is a round robin: every pair meets once a cycle, nobody twice in a round.
#[test]
fn the_schedule_is_a_round_robin() {
    for n in 3..=10 {
        for cycles in 1..=2 {
            let rounds = schedule(n, cycles);
            let mut met = vec![vec![0; n]; n];
            for r in &rounds {
                let mut seen = vec![false; n];
                for &(a, b) in r {
                    assert!(!seen[a] && !seen[b]);
                    seen[a] = true;
                    seen[b] = true;
                    met[a][b] += 1;
                    met[b][a] += 1;
                }
            }
            for (a, row) in met.iter().enumerate() {
                for (b, &m) in row.iter().enumerate() {
                    assert_eq!(m, if a == b { 0 } else { cycles }, "{n} {cycles}");
                }
            }
        }
    }
}
