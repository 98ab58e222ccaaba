//! Exhaustive search over the model of spec §1.3: every legal move, no pruning from the paper,
//! memoised minimax (Black maximises the score from the position on, White minimises it).
//!
//! A state is the mover, the ko (connected, or its holder and whether the mover is barred from
//! retaking), which yose are open and each threat's stage (unplayed, played, gone); equal values
//! are interchangeable, so a state keeps them in one canonical order and moves are generated once
//! per distinct value. The state graph has no cycles (every move but a take or a pass uses
//! something up, a take bars the immediate retake, and a player passes only with no legal move),
//! so the recursion ends. States are at most 2^yose · 3^threats · 6; [`MAX_ITEMS`] keeps that
//! to about a million.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use serde::{Deserialize, Serialize};

use super::{Move, Position, Side};
use crate::engine::score::Score;

/// The most yose and threats (the pending one included) the search takes.
pub const MAX_ITEMS: usize = 12;

/// The search's answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Found {
    /// Every optimal first move (each distinct move once).
    pub best: Vec<Move>,
    /// Black's score from the position on under best play.
    pub score: Score,
    /// The states visited.
    pub states: usize,
}

const UNPLAYED: u8 = 0;
const PLAYED: u8 = 1;
const GONE: u8 = 2;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Ko {
    Connected,
    Held { holder: Side, banned: bool },
}

#[derive(Clone, Copy, PartialEq, Eq)]
struct Node {
    mover: Side,
    ko: Ko,
    open: u64,
    /// Each threat's stage, two bits each (threat `i` at bits `2i`); `owners[i]`, `values[i]`
    /// in [`Search`].
    stage: u64,
}

fn stage_of(stage: u64, i: usize) -> u8 {
    ((stage >> (2 * i)) & 3) as u8
}

fn with_stage(stage: u64, i: usize, s: u8) -> u64 {
    (stage & !(3 << (2 * i))) | (u64::from(s) << (2 * i))
}

struct Search {
    k: i64,
    yose: Vec<i64>,
    values: Vec<i64>,
    owners: Vec<Side>,
    memo: HashMap<u64, i64, BuildHasherDefault<KeyHasher>>,
}

/// The memo's keys are already well-spread integers: one multiplication mixes them (SipHash,
/// the default, is several times slower here and guards against nothing the search needs).
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(b)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        }
    }

    fn write_u64(&mut self, v: u64) {
        self.0 = (v ^ (v >> 29)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
}

fn black(side: Side) -> bool {
    side == Side::Black
}

impl Search {
    fn key(&self, n: &Node) -> u64 {
        let mut key = u64::from(black(n.mover));
        key = key << 2
            | match n.ko {
                Ko::Connected => 0,
                Ko::Held {
                    holder: Side::Black,
                    ..
                } => 1,
                Ko::Held { .. } => 2,
            };
        key = key << 1 | u64::from(matches!(n.ko, Ko::Held { banned: true, .. }));
        key = key << self.yose.len() | n.open;
        key << (2 * self.values.len()) | n.stage
    }

    /// Equal threats of one owner keep their stages in one order.
    fn canonical(&self, stage: u64) -> u64 {
        let n = self.values.len();
        let mut out = stage;
        let mut i = 0;
        while i < n {
            let mut j = i + 1;
            while j < n && self.values[j] == self.values[i] && self.owners[j] == self.owners[i] {
                j += 1;
            }
            if j - i > 1 {
                let mut group: Vec<u8> = (i..j).map(|x| stage_of(stage, x)).collect();
                group.sort_unstable();
                for (x, s) in (i..j).zip(group) {
                    out = with_stage(out, x, s);
                }
            }
            i = j;
        }
        out
    }

    /// The moves from `n`, each with its gain and the next node.
    fn moves(&self, n: &Node) -> Vec<(Move, i64, Node)> {
        let m = n.mover;
        let mut out = Vec::new();
        let next = |ko: Ko, open: u64, stage: u64| Node {
            mover: m.other(),
            ko,
            open,
            stage,
        };
        let lift = match n.ko {
            Ko::Held { holder, .. } => Ko::Held {
                holder,
                banned: false,
            },
            Ko::Connected => Ko::Connected,
        };
        if let Ko::Held { holder, banned } = n.ko {
            if holder == m {
                let gain = if black(m) { self.k } else { 0 };
                out.push((Move::Connect, gain, next(Ko::Connected, n.open, n.stage)));
            } else if !banned {
                let ko = Ko::Held {
                    holder: m,
                    banned: true,
                };
                out.push((Move::Take, 0, next(ko, n.open, n.stage)));
            }
        }
        let mut seen = None;
        for (i, &a) in self.yose.iter().enumerate() {
            if n.open & (1 << i) == 0 || seen == Some(a) {
                continue;
            }
            seen = Some(a);
            let gain = if black(m) { a } else { 0 };
            out.push((
                Move::Yose(Score::from_quarters(a)),
                gain,
                next(lift, n.open & !(1 << i), n.stage),
            ));
        }
        let mut done: Vec<(Side, i64, u8)> = Vec::new();
        for i in 0..self.values.len() {
            let s = stage_of(n.stage, i);
            if s == GONE {
                continue;
            }
            let (owner, v) = (self.owners[i], self.values[i]);
            if done.contains(&(owner, v, s)) {
                continue;
            }
            done.push((owner, v, s));
            let value = Score::from_quarters(v);
            let mut push = |play: Move, gain: i64, to: u8| {
                let stage = self.canonical(with_stage(n.stage, i, to));
                out.push((play, gain, next(lift, n.open, stage)));
            };
            match (owner == m, s) {
                (true, UNPLAYED) => push(Move::Threat(value), 0, PLAYED),
                (true, _) => push(Move::FollowUp(value), if black(m) { v } else { -v }, GONE),
                (false, UNPLAYED) => push(Move::Erase(value), 0, GONE),
                (false, _) => push(Move::Answer(value), 0, GONE),
            }
        }
        out
    }

    fn over(&self, n: &Node) -> bool {
        n.ko == Ko::Connected
            && n.open == 0
            && (0..self.values.len()).all(|i| stage_of(n.stage, i) != PLAYED)
    }

    fn value(&mut self, n: &Node) -> i64 {
        if self.over(n) {
            return 0;
        }
        let key = self.key(n);
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        let moves = self.moves(n);
        let v = if moves.is_empty() {
            // No legal move: pass (the ban lifts).
            let ko = match n.ko {
                Ko::Held { holder, .. } => Ko::Held {
                    holder,
                    banned: false,
                },
                Ko::Connected => Ko::Connected,
            };
            let pass = Node {
                mover: n.mover.other(),
                ko,
                open: n.open,
                stage: n.stage,
            };
            self.value(&pass)
        } else {
            let scores = moves.iter().map(|(_, gain, to)| gain + self.value(to));
            let scores: Vec<i64> = scores.collect();
            if black(n.mover) {
                scores.into_iter().max().unwrap_or(0)
            } else {
                scores.into_iter().min().unwrap_or(0)
            }
        };
        self.memo.insert(key, v);
        v
    }
}

/// Every optimal first move of `position` and the optimal score. The position should have at
/// most [`MAX_ITEMS`] items (more takes exponentially longer; the callers check).
pub fn best(position: &Position) -> Found {
    let m = position.to_move;
    let mut values = Vec::new();
    let mut owners = Vec::new();
    for side in [Side::Black, Side::White] {
        for v in position.threats(side) {
            values.push(v.quarters());
            owners.push(side);
        }
    }
    let mut stage = 0;
    if let Some(v) = position.pending {
        stage = with_stage(0, values.len(), PLAYED);
        values.push(v.quarters());
        owners.push(m.other());
    }
    let (holder, banned) = position.holder();
    let ko = Ko::Held { holder, banned };
    let yose: Vec<i64> = position.yose.iter().map(|a| a.quarters()).collect();
    let mut search = Search {
        k: position.ko.quarters(),
        yose,
        values,
        owners,
        memo: HashMap::default(),
    };
    let root = Node {
        mover: m,
        ko,
        open: (1u64 << search.yose.len()) - 1,
        stage,
    };
    let root = Node {
        stage: search.canonical(root.stage),
        ..root
    };
    let moves = search.moves(&root);
    let scored: Vec<(Move, i64)> = moves
        .iter()
        .map(|(play, gain, to)| (*play, gain + search.value(to)))
        .collect();
    let score = if scored.is_empty() {
        search.value(&root)
    } else if black(m) {
        scored.iter().map(|x| x.1).max().unwrap_or(0)
    } else {
        scored.iter().map(|x| x.1).min().unwrap_or(0)
    };
    let mut best: Vec<Move> = scored
        .iter()
        .filter(|x| x.1 == score)
        .map(|x| x.0)
        .collect();
    if scored.is_empty() {
        best.push(Move::Pass);
    }
    best.sort();
    best.dedup();
    Found {
        best,
        score: Score::from_quarters(score),
        states: search.memo.len(),
    }
}
