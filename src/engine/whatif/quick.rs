//! The places-only ranker that what-if and the rule lab call once per outcome.
//!
//! [`crate::engine::rank`] explains: it records every block, step, mini-league and cycle, and
//! allocates as it goes; a few microseconds per ranking. What-if ranks a million outcomes, so it
//! needs only the places and costs tens of nanoseconds. [`Quick`] keeps the league's statistics
//! in flat integer arrays that the caller changes one game at a time ([`Quick::play`],
//! [`Quick::unplay`]) and ranks with the same algorithm as `rank` (resolve blocks recursively in
//! place, then place undecided groups under the chain's playoff policy), writing only a
//! [`Place`] per player into a buffer it reuses.
//!
//! Invariant: for every crosstable and chain, [`Quick::rank`] gives every player exactly the
//! `place`, `place_to` and playoff status of `rank` without recorded playoffs. `tests/whatif.rs`
//! checks it on random tables for every preset and custom chains.

use serde::{Deserialize, Serialize};

use crate::engine::chain::{PlayoffPolicy, Reapply, RuleChain};
use crate::engine::criteria::Criterion;
use crate::engine::table::Crosstable;

/// One player's place in one outcome: `place..=place_to`, with `playoff` when a playoff among
/// the players sharing that range is required.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Place {
    pub place: u32,
    pub place_to: u32,
    pub playoff: bool,
}

/// A pending game's result, seen from its player `a`; serialized as the league file's result
/// values (`a`, `draw`, `b`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Result3 {
    A,
    Draw,
    B,
}

impl Result3 {
    /// The league file's outcome for this result.
    pub fn outcome(self) -> crate::engine::table::Outcome {
        use crate::engine::table::Outcome;
        match self {
            Result3::A => Outcome::A,
            Result3::Draw => Outcome::Draw,
            Result3::B => Outcome::B,
        }
    }

    /// The quarters `a` and `b` score.
    fn quarters(self) -> (i64, i64) {
        match self {
            Result3::A => (4, 0),
            Result3::Draw => (2, 2),
            Result3::B => (0, 4),
        }
    }
}

/// See the module documentation.
#[derive(Clone, Debug)]
pub struct Quick {
    n: usize,
    criteria: Vec<Criterion>,
    reapply: Reapply,
    policy: PlayoffPolicy,
    seats: Option<u32>,
    /// `PREV` keys, fixed.
    prev: Vec<i64>,
    /// Points in quarters.
    pts: Vec<i64>,
    wins: Vec<i64>,
    /// `pp[i * n + j]`: quarters `i` scored against `j`.
    pp: Vec<i64>,
    /// `met[i * n + j]`: counted games between `i` and `j`.
    met: Vec<i64>,
    /// Counted games of `i`.
    games: Vec<i64>,
    /// Whether `met` and `games` are kept up to date (the chain uses `BH` or `KS`).
    counts_games: bool,
    // Scratch, reused by every ranking.
    order: Vec<usize>,
    /// `key * 256 + player` of `order`'s players under the criterion being applied.
    packed: Vec<i64>,
    places: Vec<Place>,
    /// Players tied on `criteria[0]` at the top (for [`PlayoffPolicy::TopTwoOfTitleTie`]).
    top: usize,
}

impl Quick {
    /// The league's counted games as they stand; pending games count for nothing until played.
    /// At most 256 players (what-if takes 64).
    pub fn new(table: &Crosstable, chain: &RuleChain, seats: Option<u32>) -> Quick {
        let n = table.len();
        let mut q = Quick {
            n,
            criteria: chain.criteria.clone(),
            reapply: chain.reapply,
            policy: chain.playoff,
            seats,
            prev: (0..n)
                .map(|i| match table.player(i).previous_rank {
                    Some(r) => -i64::from(r),
                    // Below every rank (ranks are u32), and far from overflowing the packing.
                    None => -(1 << 33),
                })
                .collect(),
            pts: vec![0; n],
            wins: vec![0; n],
            pp: vec![0; n * n],
            met: vec![0; n * n],
            games: vec![0; n],
            counts_games: chain
                .criteria
                .iter()
                .any(|c| matches!(c, Criterion::Buchholz | Criterion::Koya)),
            order: (0..n).collect(),
            packed: vec![0; n],
            places: vec![Place::default(); n],
            top: 0,
        };
        for i in 0..n {
            let t = table.total(i);
            q.pts[i] = t.points.quarters();
            q.wins[i] = i64::from(t.wins);
            q.games[i] = i64::from(t.counted());
            for j in 0..n {
                let p = table.pair(i, j);
                q.pp[i * n + j] = p.points.quarters();
                q.met[i * n + j] = i64::from(p.counted());
            }
        }
        q
    }

    pub fn len(&self) -> usize {
        self.n
    }

    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    /// Adds a result of `a` against `b`.
    #[inline]
    pub fn play(&mut self, a: usize, b: usize, r: Result3) {
        self.change(a, b, r, 1);
    }

    /// Takes back a result [`Quick::play`] added.
    #[inline]
    pub fn unplay(&mut self, a: usize, b: usize, r: Result3) {
        self.change(a, b, r, -1);
    }

    #[inline]
    fn change(&mut self, a: usize, b: usize, r: Result3, sign: i64) {
        let n = self.n;
        let (qa, qb) = r.quarters();
        self.pts[a] += sign * qa;
        self.pts[b] += sign * qb;
        self.pp[a * n + b] += sign * qa;
        self.pp[b * n + a] += sign * qb;
        match r {
            Result3::A => self.wins[a] += sign,
            Result3::B => self.wins[b] += sign,
            Result3::Draw => {}
        }
        // Games met and played only matter to Buchholz and Koya.
        if self.counts_games {
            self.met[a * n + b] += sign;
            self.met[b * n + a] += sign;
            self.games[a] += sign;
            self.games[b] += sign;
        }
    }

    /// Points of `i`, in quarters.
    pub fn points(&self, i: usize) -> i64 {
        self.pts[i]
    }

    /// `i`'s value under the chain's first criterion when it is points or wins (`DE` over the
    /// whole league is points), which only grows as games are added; `None` for other chains.
    pub fn first_key(&self, i: usize) -> Option<i64> {
        match self.criteria.first()? {
            Criterion::Points | Criterion::DirectEncounter => Some(self.pts[i]),
            Criterion::Wins => Some(self.wins[i]),
            _ => None,
        }
    }

    /// Whether the first criterion counts wins (a draw then adds nothing to it).
    pub fn first_is_wins(&self) -> bool {
        self.criteria.first() == Some(&Criterion::Wins)
    }

    /// Ranks the current results. See the module documentation.
    pub fn rank(&mut self) -> &[Place] {
        let n = self.n;
        // `order` still holds the last ranking: after a game or two changed it is nearly sorted,
        // which insertion sort handles in about `n` steps.
        self.top = 0;
        if n > 0 {
            self.resolve(0, n, 0, true);
        }
        if self.policy == PlayoffPolicy::TopTwoOfTitleTie && self.top >= 2 {
            let mut count = 0;
            for k in 0..self.top {
                let p = self.order[k];
                if self.places[p].place <= 2 {
                    count += 1;
                }
            }
            for k in 0..self.top {
                let p = self.order[k];
                if self.places[p].place <= 2 {
                    self.places[p] = Place {
                        place: 1,
                        place_to: count,
                        playoff: true,
                    };
                }
            }
        }
        &self.places
    }

    /// Fills `packed[lo..hi]` with `key * 256 + player` for the group `order[lo..hi]` under
    /// `criterion`. Keys are far inside ±2⁵⁴, so the packing keeps their order.
    fn pack(&mut self, criterion: Criterion, lo: usize, hi: usize) {
        let n = self.n;
        let group = &self.order[lo..hi];
        let packed = &mut self.packed[lo..hi];
        let pack = |key: i64, p: usize| key * 256 + p as i64;
        match criterion {
            Criterion::Points => {
                for (slot, &p) in packed.iter_mut().zip(group) {
                    *slot = pack(self.pts[p], p);
                }
            }
            Criterion::Wins => {
                for (slot, &p) in packed.iter_mut().zip(group) {
                    *slot = pack(self.wins[p], p);
                }
            }
            Criterion::DirectEncounter => {
                for (slot, &p) in packed.iter_mut().zip(group) {
                    let row = &self.pp[p * n..p * n + n];
                    let key: i64 = group.iter().map(|&j| row[j]).sum();
                    *slot = pack(key, p);
                }
            }
            Criterion::SonnebornBerger => {
                for (slot, &p) in packed.iter_mut().zip(group) {
                    let row = &self.pp[p * n..p * n + n];
                    let key: i64 = row.iter().zip(&self.pts).map(|(a, b)| a * b).sum();
                    *slot = pack(key, p);
                }
            }
            Criterion::Buchholz => {
                for (slot, &p) in packed.iter_mut().zip(group) {
                    let row = &self.met[p * n..p * n + n];
                    let key: i64 = row.iter().zip(&self.pts).map(|(a, b)| a * b).sum();
                    *slot = pack(key, p);
                }
            }
            Criterion::Koya => {
                for (slot, &p) in packed.iter_mut().zip(group) {
                    let row = &self.pp[p * n..p * n + n];
                    let key: i64 = (0..n)
                        .filter(|&j| j != p && 2 * self.pts[j] >= 4 * self.games[j])
                        .map(|j| row[j])
                        .sum();
                    *slot = pack(key, p);
                }
            }
            Criterion::PreviousRank => {
                for (slot, &p) in packed.iter_mut().zip(group) {
                    *slot = pack(self.prev[p], p);
                }
            }
        }
    }

    /// Resolves the group `order[lo..hi]`, tied on every criterion before `start`.
    fn resolve(&mut self, lo: usize, hi: usize, start: usize, whole: bool) {
        if hi - lo == 2 && !whole {
            return self.resolve_two(lo, start);
        }
        for ci in start..self.criteria.len() {
            let criterion = self.criteria[ci];
            self.pack(criterion, lo, hi);
            // Insertion sort, best first: groups are small.
            let packed = &mut self.packed[lo..hi];
            for k in 1..packed.len() {
                let x = packed[k];
                let mut m = k;
                while m > 0 && packed[m - 1] < x {
                    packed[m] = packed[m - 1];
                    m -= 1;
                }
                packed[m] = x;
            }
            for (o, &x) in self.order[lo..hi].iter_mut().zip(packed.iter()) {
                *o = (x & 255) as usize;
            }
            let key = |x: i64| x >> 8;
            let first = key(packed[0]);
            let run = packed.iter().take_while(|&&x| key(x) == first).count();
            if whole && ci == start {
                self.top = run;
            }
            if hi - lo == 1 {
                self.decide(lo);
                return;
            }
            if run == hi - lo {
                continue;
            }
            let next = match self.reapply {
                Reapply::Restart => 1,
                Reapply::Continue if criterion.among_tied() => ci,
                Reapply::Continue => ci + 1,
            };
            let mut a = lo;
            while a < hi {
                let k = key(self.packed[a]);
                let mut b = a + 1;
                while b < hi && key(self.packed[b]) == k {
                    b += 1;
                }
                if b - a == 1 {
                    self.decide(a);
                } else {
                    self.resolve(a, b, next, false);
                }
                a = b;
            }
            return;
        }
        self.undecided(lo, hi);
    }

    /// [`Quick::resolve`] for a group of two, without sorting: the first criterion from `start`
    /// that tells them apart orders them; the rest of the chain is the same for both (a part of
    /// one is decided, so nothing restarts).
    fn resolve_two(&mut self, lo: usize, start: usize) {
        let n = self.n;
        let (x, y) = (self.order[lo], self.order[lo + 1]);
        for ci in start..self.criteria.len() {
            let (kx, ky) = match self.criteria[ci] {
                Criterion::Points => (self.pts[x], self.pts[y]),
                Criterion::Wins => (self.wins[x], self.wins[y]),
                Criterion::DirectEncounter => (self.pp[x * n + y], self.pp[y * n + x]),
                Criterion::PreviousRank => (self.prev[x], self.prev[y]),
                other => {
                    self.pack(other, lo, lo + 2);
                    (self.packed[lo] >> 8, self.packed[lo + 1] >> 8)
                }
            };
            if kx != ky {
                if kx < ky {
                    self.order.swap(lo, lo + 1);
                }
                self.decide(lo);
                self.decide(lo + 1);
                return;
            }
        }
        self.undecided(lo, lo + 2);
    }

    fn decide(&mut self, k: usize) {
        let place = k as u32 + 1;
        self.places[self.order[k]] = Place {
            place,
            place_to: place,
            playoff: false,
        };
    }

    fn undecided(&mut self, lo: usize, hi: usize) {
        let place = lo as u32 + 1;
        let place_to = hi as u32;
        let at_stake = place_to > place
            && (place == 1 || self.seats.is_some_and(|s| s >= place && s < place_to));
        let playoff = at_stake && self.policy == PlayoffPolicy::WhenAtStake;
        for k in lo..hi {
            self.places[self.order[k]] = Place {
                place,
                place_to,
                playoff,
            };
        }
    }
}
