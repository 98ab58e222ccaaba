//! Round-robin schedules: who meets whom in which round, and who moves first.
//!
//! A round robin of `n` players is played from the Berger tables FIDE publishes (Handbook C.05,
//! Annex 1, pinned in `tests/fixtures/schedule/berger.txt`). Players are numbered by the draw,
//! here their index (`0` is draw number 1). With an odd number the table of `n + 1` players is
//! used and whoever meets the missing player rests that round ([`Round::rest`]).
//!
//! The table is the "circle" arrangement: the last number stays on board 1 and meets, in round
//! `r`, the player numbered `(r - 1)·(n/2) mod (n - 1) + 1`, who has the first move in the odd
//! rounds and the second in the even ones; on the other boards the player `k` places after him in
//! the circle moves first against the player `k` places before. [`berger`] builds it for any
//! size, so a league of 20 or 40 players is scheduled the same way the table would be extended.
//!
//! Several cycles ([`Options::cycles`]): each pair meets once per cycle, the same rounds in the
//! same order with the colours reversed in every second cycle. FIDE recommends, for a double round
//! robin, exchanging the last two rounds of the first cycle so that nobody has the same colour
//! three rounds running ([`Options::swap_last_two`], applied to every cycle that another follows).
//!
//! A later stage between players who have met already can give every pair the colours reversed
//! against their earlier game ([`reverse_against`]): the RIF's "last three rounds with colours
//! reversed" for the second stage of 7 or 8 players.

use serde::{Deserialize, Serialize};

/// A game of a schedule: `first` moves first (White in chess, Black in Go and renju, 先手 in
/// shogi) against `second`. Both are indices into the scheduled players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Pairing {
    pub first: usize,
    pub second: usize,
}

/// One round of a schedule: its games in board order and who rests, if the number is odd.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    /// 1 for the first round.
    pub number: u32,
    pub pairings: Vec<Pairing>,
    pub rest: Option<usize>,
}

/// How a round robin is scheduled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Options {
    /// How many times each pair meets: 1 a single round robin, 2 a double one.
    pub cycles: u32,
    /// Exchange the last two rounds of every cycle that another cycle follows.
    pub swap_last_two: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            cycles: 1,
            swap_last_two: false,
        }
    }
}

/// How many rounds one cycle of `n` players takes: `n - 1` for an even number, `n` for an odd one
/// (everybody rests once), none for fewer than two players.
pub fn rounds_per_cycle(n: usize) -> usize {
    match n {
        0 | 1 => 0,
        n => n - 1 + n % 2,
    }
}

/// One cycle of the Berger table for `n` players (none for fewer than two).
pub fn berger(n: usize) -> Vec<Round> {
    if n < 2 {
        return Vec::new();
    }
    let size = n + n % 2; // an odd number plays the next even table
    let half = size / 2;
    let circle = size - 1; // numbers 1..=circle turn; `size` stays on board 1
    let fixed = size - 1; // the index of number `size`
    let exists = |index: usize| index < n;
    let mut rounds = Vec::with_capacity(circle);
    for r in 0..circle {
        // Number x meets `size` on board 1; index = number - 1.
        let x = (r * half) % circle;
        let mut pairings = Vec::with_capacity(half);
        let mut rest = None;
        let mut add = |first: usize, second: usize| {
            if !exists(second) {
                rest = Some(first);
            } else if !exists(first) {
                rest = Some(second);
            } else {
                pairings.push(Pairing { first, second });
            }
        };
        if r % 2 == 0 {
            add(x, fixed);
        } else {
            add(fixed, x);
        }
        for k in 1..half {
            add((x + k) % circle, (x + circle - k) % circle);
        }
        rounds.push(Round {
            number: r as u32 + 1,
            pairings,
            rest,
        });
    }
    rounds
}

/// The whole schedule of a round robin of `n` players: [`berger`]'s cycle played
/// `options.cycles` times (at least once), colours reversed in every second cycle, rounds
/// numbered on from one cycle to the next.
pub fn round_robin(n: usize, options: Options) -> Vec<Round> {
    let cycle = berger(n);
    let per = cycle.len();
    let cycles = options.cycles.max(1) as usize;
    let mut rounds = Vec::with_capacity(per * cycles);
    for c in 0..cycles {
        let mut this: Vec<Round> = cycle.clone();
        if c % 2 == 1 {
            for round in &mut this {
                for p in &mut round.pairings {
                    *p = Pairing {
                        first: p.second,
                        second: p.first,
                    };
                }
            }
        }
        if options.swap_last_two && c + 1 < cycles && per >= 2 {
            this.swap(per - 2, per - 1);
        }
        for (k, mut round) in this.into_iter().enumerate() {
            round.number = (c * per + k + 1) as u32;
            rounds.push(round);
        }
    }
    rounds
}

/// Gives every pair whose earlier game's first mover is known the other colour: `earlier(a, b)`
/// says whether `a` moved first against `b` in their earlier game (`None`: unknown or never met,
/// and the schedule's colour stands).
pub fn reverse_against(rounds: &mut [Round], earlier: impl Fn(usize, usize) -> Option<bool>) {
    for round in rounds {
        for p in &mut round.pairings {
            if earlier(p.first, p.second) == Some(true) {
                *p = Pairing {
                    first: p.second,
                    second: p.first,
                };
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every pair meets exactly once per cycle and nobody plays twice in a round or rests
    /// beside a game.
    #[test]
    fn each_pair_once_per_cycle() {
        for n in 2..=41 {
            let rounds = berger(n);
            assert_eq!(rounds.len(), rounds_per_cycle(n), "n = {n}");
            let mut met = vec![0u32; n * n];
            for round in &rounds {
                let mut seen = vec![false; n];
                for p in &round.pairings {
                    for i in [p.first, p.second] {
                        assert!(!seen[i], "n = {n}, round {}", round.number);
                        seen[i] = true;
                    }
                    met[p.first.min(p.second) * n + p.first.max(p.second)] += 1;
                }
                if let Some(r) = round.rest {
                    assert!(!seen[r]);
                    seen[r] = true;
                }
                assert!(seen.iter().all(|&s| s), "n = {n}: everybody plays or rests");
            }
            for a in 0..n {
                for b in a + 1..n {
                    assert_eq!(met[a * n + b], 1, "n = {n}: {a} v {b}");
                }
            }
        }
    }
}
