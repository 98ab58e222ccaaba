//! The edge weights: C.04.3's criteria packed into one number per pair of players.
//!
//! A matching's weight is the sum of its edges', so each criterion has a field wide enough
//! that the sum over a round cannot carry into the field above; comparing two matchings'
//! weights then compares the criteria in order. From the most significant field down:
//!
//! | field | width | what it counts (more is better) |
//! |---|---|---|
//! | completion | 2 | a pair (C4), and more for players who could not take the bye (C2) |
//! | pairs in the bracket | g | C5: pairs within the current bracket |
//! | scores paired | s | C6: the score groups of the higher players paired in the bracket, one sub-field per group |
//! | pairs in the next bracket | g | C7 |
//! | scores paired next | s | C7 |
//! | the bye's games | 2g | C9: the bye goes to the player with the fewest unplayed games (only while the bye's score group is the bracket's) |
//! | colours | 4g | C10 topscorers' colour difference beyond 2, C11 the same colour a third time, C12 colour preferences, C13 strong preferences |
//! | floats | 2g + 2g | C14–C17: a downfloat or upfloat repeated from one and two rounds before |
//! | float scores | 2s + 2s | C18–C21: the scores of those floaters (and upfloaters' opponents) |
//! | order | 3g + 1 | room for the generation order, set while fixing the pairs ([`super::run`]) |
//! | chunk | about 120 | room to fix several S1 players' opponents in one matching ([`super::run`]) |
//!
//! `g` is the bits of the largest score group's size, `s` the sum over the score groups of the
//! bits of each one's size (a sub-field per group, the higher groups above).

use std::collections::{HashMap, HashSet};

use super::players::{Facts, Float};
use super::wide::Wide;
use super::{Score, Setup};
use crate::engine::swiss::Event;

/// The bits set aside for fixing several players' opponents in one matching: more means fewer
/// matchings, and a wider weight for each.
const CHUNK_BITS: usize = 120;

fn bits(x: usize) -> usize {
    (usize::BITS - x.leading_zeros()) as usize
}

/// Where the bye will go, once the first matching has said: its score group, whether that
/// group's bye decides within its own bracket, and each count of games played's rank there.
#[derive(Clone, Debug)]
pub struct Bye {
    pub score: Score,
    pub single: bool,
    ranks: HashMap<u32, u64>,
}

impl Bye {
    pub fn none() -> Bye {
        Bye {
            score: Score::ZERO,
            single: false,
            ranks: HashMap::new(),
        }
    }
}

/// Why two players may not meet (the absolute criteria).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// C1 (and the organiser's forbidden pairs).
    Met,
    /// C3.
    SameAbsoluteColour(crate::engine::swiss::Colour),
}

pub struct Layout {
    players: Vec<Facts>,
    met: HashSet<(usize, usize)>,
    /// The bit position of each score group's sub-field (by score), over every group.
    shift: HashMap<Score, usize>,
    /// Each score group's size.
    group_size: HashMap<Score, usize>,
    group_bits: usize,
    groups_shift: usize,
    played: usize,
    last_round: bool,
    /// Topscorers (A.7) have more than this.
    top_threshold: Score,
}

impl Layout {
    pub fn new(
        event: &Event,
        setup: &Setup,
        sorted: &[Facts],
        met: &HashSet<(usize, usize)>,
    ) -> Layout {
        let mut shift = HashMap::new();
        let mut group_size = HashMap::new();
        let mut cumulative = 0;
        let mut largest = 0;
        let mut run = 0;
        for i in (0..sorted.len()).rev() {
            run += 1;
            if i == 0 || sorted[i - 1].score > sorted[i].score {
                shift.insert(sorted[i].score, cumulative);
                group_size.insert(sorted[i].score, run);
                cumulative += bits(run);
                largest = largest.max(run);
                run = 0;
            }
        }
        let played = event.rounds();
        let best = event.scoring.win.max(event.scoring.draw);
        let top_threshold = Score::from_quarters(best.quarters() * played as i64 / 2);
        Layout {
            players: sorted.to_vec(),
            met: met.clone(),
            shift,
            group_size,
            group_bits: bits(largest),
            groups_shift: cumulative,
            played,
            last_round: setup.planned_rounds >= 1 && played + 1 >= setup.planned_rounds,
            top_threshold,
        }
    }

    pub fn n(&self) -> usize {
        self.players.len()
    }

    pub fn score(&self, v: usize) -> Score {
        self.players[v].score
    }

    pub fn group_bits(&self) -> usize {
        self.group_bits
    }

    /// Bits below everything else, for fixing several S1 players' opponents in one matching:
    /// each of them a sub-field of [`Layout::candidate_bits`] ([`super::run`]).
    pub fn chunk_bits(&self) -> usize {
        let per = self.candidate_bits();
        per * (CHUNK_BITS / per).max(1)
    }

    /// Bits to rank one player's candidates.
    pub fn candidate_bits(&self) -> usize {
        bits(self.players.len())
    }

    /// The bits of the first matching's weights ([`Layout::completion_odd`]).
    pub fn completion_bits(&self) -> usize {
        2 + self.groups_shift + 1 + self.group_bits
    }

    fn topscorer(&self, v: usize) -> bool {
        self.players[v].score > self.top_threshold
    }

    /// The absolute criteria: C1 (and the organiser's forbidden pairs), C3 with its last-round
    /// exception for topscorers.
    pub fn compatible(&self, a: usize, b: usize) -> bool {
        self.incompatibility(a, b).is_none()
    }

    /// Why `a` and `b` may not meet, if they may not.
    pub fn incompatibility(&self, a: usize, b: usize) -> Option<Why> {
        let (pa, pb) = (&self.players[a], &self.players[b]);
        let key = (pa.player.min(pb.player), pa.player.max(pb.player));
        if self.met.contains(&key) {
            return Some(Why::Met);
        }
        let allowed = !pa.absolute()
            || !pb.absolute()
            || pa.preference != pb.preference
            || (self.last_round && (self.topscorer(a) || self.topscorer(b)));
        match (allowed, pa.preference) {
            (false, Some(colour)) => Some(Why::SameAbsoluteColour(colour)),
            _ => None,
        }
    }

    /// The first matching's weights for an odd number of players: pair everyone but one
    /// allowed the bye, the bye as low as can be.
    pub fn completion_odd<const N: usize>(&self, h: usize, l: usize) -> Wide<N> {
        if !self.compatible(h, l) {
            return Wide::ZERO;
        }
        let (ph, pl) = (&self.players[h], &self.players[l]);
        let first = 1 + u64::from(!pl.bye_eligible) + u64::from(!ph.bye_eligible);
        let w = Wide::<N>::from_u64(first).shl(self.groups_shift)
            + Wide::from_u64((self.shift[&pl.score] + self.shift[&ph.score]) as u64);
        w.shl(self.group_bits) + Wide::from_u64(u64::from(pl.score >= self.players[0].score))
    }

    /// At most one player unmatched, and allowed the bye.
    pub fn complete(&self, mate: &[usize]) -> bool {
        let single: Vec<usize> = (0..mate.len()).filter(|&v| mate[v] == v).collect();
        match single.as_slice() {
            [] => true,
            [v] => self.players[*v].bye_eligible,
            _ => false,
        }
    }

    /// The bye's score group from a complete matching.
    pub fn bye(&self, mate: &[usize]) -> Bye {
        let Some(v) = (0..mate.len()).find(|&v| mate[v] == v) else {
            return Bye::none();
        };
        let score = self.players[v].score;
        let top = self.players[0].score;
        let single = score >= top
            && (0..self.n())
                .take_while(|&u| self.players[u].score >= top)
                .all(|u| self.players[mate[u]].score >= top);
        let mut games: Vec<u32> = self
            .players
            .iter()
            .filter(|f| f.score == score)
            .map(|f| f.games)
            .collect();
        games.sort_by(|a, b| b.cmp(a));
        let mut ranks = HashMap::new();
        for (rank, g) in games.into_iter().enumerate() {
            ranks.insert(g, rank as u64);
        }
        Bye {
            score,
            single,
            ranks,
        }
    }

    /// The criteria of pairing `h` (higher in the order) with `l`, as values per field (see
    /// the table above); `None` when they may not meet. `in_cur`: `l` is in the bracket being
    /// paired, `in_next`: in the score group after it.
    pub fn edge(
        &self,
        h: usize,
        l: usize,
        in_cur: bool,
        in_next: bool,
        bye: Option<&Bye>,
    ) -> Option<Sym> {
        if !self.compatible(h, l) {
            return None;
        }
        let (ph, pl) = (&self.players[h], &self.players[l]);
        let bye_score = bye.map_or(Score::ZERO, |b| b.score);
        let candidate = |p: &Facts| p.bye_eligible && p.score <= bye_score;
        let mut sym = Sym {
            completion: 1 + u8::from(!candidate(ph)) + u8::from(!candidate(pl)),
            cur: in_cur,
            cur_group: in_cur.then_some(ph.score),
            next: in_next,
            next_group: in_next.then_some(ph.score),
            ..Sym::default()
        };
        if let Some(b) = bye.filter(|b| b.single) {
            if ph.score == b.score {
                sym.bye += b.ranks.get(&ph.games).copied().unwrap_or(0);
            }
            if pl.score == b.score {
                sym.bye += b.ranks.get(&pl.games).copied().unwrap_or(0);
            }
        }
        // Colours: the lower player against the higher.
        let (p, o) = (pl, ph);
        let same = p.preference == o.preference;
        let a = !p.absolute_imbalance() || !o.absolute_imbalance() || !same;
        let b = !p.absolute()
            || !o.absolute()
            || !same
            || if p.imbalance == o.imbalance {
                p.repeated.is_none() || p.repeated != o.repeated
            } else {
                let less = if p.imbalance > o.imbalance { o } else { p };
                less.repeated != p.preference.map(|c| c.other())
            };
        let c = p.preference.is_none() || o.preference.is_none() || !same;
        let d = (!p.strong && !p.absolute())
            || (!o.strong && !o.absolute())
            || (p.absolute() && o.absolute())
            || !same;
        sym.colours = [a, b, c, d].map(|x| in_cur && x);
        if in_cur {
            for back in 0..2 {
                sym.down[back] = u8::from(pl.floats[back] == Float::Down)
                    + u8::from(ph.score <= pl.score && ph.floats[back] == Float::Down);
                sym.up[back] = !(ph.score > pl.score && pl.floats[back] == Float::Up);
                sym.down_scores[back] = [
                    (pl.floats[back] == Float::Down).then_some(pl.score),
                    (ph.floats[back] == Float::Down).then_some(ph.score),
                ];
                sym.up_score[back] =
                    (!(pl.floats[back] == Float::Up && ph.score > pl.score)).then_some(ph.score);
            }
        }
        Some(sym)
    }

    /// The sub-fields of the score-group fields for the groups `scores` (any order; others
    /// must not occur in the edges encoded with them): the higher groups above.
    pub fn shifts(&self, scores: &[Score]) -> Shifts {
        let mut scores = scores.to_vec();
        scores.sort();
        scores.dedup();
        let mut map = HashMap::new();
        let mut total = 0;
        for s in scores {
            map.insert(s, total);
            total += bits(self.group_size.get(&s).copied().unwrap_or(1));
        }
        Shifts { map, total }
    }

    /// The bits of the fields above the generation order's, with `shifts`' score groups,
    /// the completion field included.
    pub fn high_bits(&self, shifts: &Shifts) -> usize {
        let (g, s) = (self.group_bits, shifts.total);
        let mut total = 2 + g + s + g + s + 2 * g + 4 * g;
        if self.played >= 1 {
            total += 2 * g + 2 * s;
        }
        if self.played >= 2 {
            total += 2 * g + 2 * s;
        }
        total
    }

    /// The bits of the generation order's fields and the chunk's, below the criteria.
    pub fn order_bits(&self) -> usize {
        3 * self.group_bits + 1 + self.chunk_bits()
    }

    /// `sym` as a number (the fields above the generation order's), with `shifts`.
    pub fn encode<const M: usize>(&self, sym: &Sym, shifts: &Shifts) -> Wide<M> {
        let (g, s) = (self.group_bits, shifts.total);
        let group = |score: Option<Score>| -> Wide<M> {
            score.map_or(Wide::ZERO, |x| {
                Wide::bit(shifts.map.get(&x).copied().unwrap_or(0))
            })
        };
        let one = |b: bool| Wide::<M>::from_u64(u64::from(b));
        let mut w = Wide::<M>::from_u64(u64::from(sym.completion));
        let mut field = |width: usize, value: Wide<M>| {
            w = w.shl(width) + value;
        };
        field(g, one(sym.cur));
        field(s, group(sym.cur_group));
        field(g, one(sym.next));
        field(s, group(sym.next_group));
        field(2 * g, Wide::from_u64(sym.bye));
        for x in sym.colours {
            field(g, one(x));
        }
        for back in 0..self.played.min(2) {
            field(g, Wide::from_u64(u64::from(sym.down[back])));
            field(g, one(sym.up[back] && sym.cur));
        }
        for back in 0..self.played.min(2) {
            field(
                s,
                group(sym.down_scores[back][0]) + group(sym.down_scores[back][1]),
            );
            field(s, group(sym.up_score[back]));
        }
        w
    }
}

/// One edge's criteria, field by field (the table above): what [`Layout::encode`] packs into a
/// number once the score groups of the matching are known.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sym {
    pub completion: u8,
    pub cur: bool,
    pub cur_group: Option<Score>,
    pub next: bool,
    pub next_group: Option<Score>,
    pub bye: u64,
    pub colours: [bool; 4],
    /// Per round back (1, 2): repeated downfloats, no repeated upfloat.
    pub down: [u8; 2],
    pub up: [bool; 2],
    pub down_scores: [[Option<Score>; 2]; 2],
    pub up_score: [Option<Score>; 2],
}

impl Sym {
    /// The score groups the edge refers to.
    pub fn scores(&self) -> impl Iterator<Item = Score> + '_ {
        [self.cur_group, self.next_group]
            .into_iter()
            .chain(self.down_scores.iter().flatten().copied())
            .chain(self.up_score)
            .flatten()
    }
}

/// Where each score group's sub-field sits in a score-group field, and the field's width.
pub struct Shifts {
    map: HashMap<Score, usize>,
    total: usize,
}
