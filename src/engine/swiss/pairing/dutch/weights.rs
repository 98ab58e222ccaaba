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
    /// The bit position of each score group's sub-field (by score).
    shift: HashMap<Score, usize>,
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
        let mut cumulative = 0;
        let mut largest = 0;
        let mut run = 0;
        for i in (0..sorted.len()).rev() {
            run += 1;
            if i == 0 || sorted[i - 1].score > sorted[i].score {
                shift.insert(sorted[i].score, cumulative);
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

    /// The bits below the completion field.
    fn low_bits(&self) -> usize {
        let (g, s) = (self.group_bits, self.groups_shift);
        let mut total = g + s + g + s + 2 * g + 4 * g;
        if self.played >= 1 {
            total += 2 * g + 2 * s;
        }
        if self.played >= 2 {
            total += 2 * g + 2 * s;
        }
        total + 3 * g + 1 + self.chunk_bits()
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

    /// 64-bit limbs needed: the fields, the completion field and room for the solver.
    pub fn limbs(&self) -> usize {
        (self.low_bits() + 2 + 6).div_ceil(64)
    }

    /// Above every edge's weight: a pair fixed by the procedure.
    pub fn max_weight<const N: usize>(&self) -> Wide<N> {
        Wide::bit(self.low_bits() + 2) - Wide::from_u64(1)
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

    fn group_bit<const N: usize>(&self, score: Score) -> Wide<N> {
        Wide::bit(self.shift[&score])
    }

    /// The weight of pairing `h` (higher in the order) with `l`; `in_cur`: `l` is in the
    /// bracket being paired, `in_next`: in the score group after it.
    pub fn edge<const N: usize>(
        &self,
        h: usize,
        l: usize,
        in_cur: bool,
        in_next: bool,
        bye: Option<&Bye>,
    ) -> Wide<N> {
        if !self.compatible(h, l) {
            return Wide::ZERO;
        }
        let (g, s) = (self.group_bits, self.groups_shift);
        let (ph, pl) = (&self.players[h], &self.players[l]);
        let bye_score = bye.map_or(Score::ZERO, |b| b.score);
        let candidate = |p: &Facts| p.bye_eligible && p.score <= bye_score;
        let one = |b: bool| Wide::<N>::from_u64(u64::from(b));
        let mut w = Wide::<N>::from_u64(1 + u64::from(!candidate(ph)) + u64::from(!candidate(pl)));
        let field = |w: &mut Wide<N>, width: usize, value: Wide<N>| {
            *w = w.shl(width) + value;
        };
        field(&mut w, g, one(in_cur));
        let cur_group = if in_cur {
            self.group_bit(ph.score)
        } else {
            Wide::ZERO
        };
        field(&mut w, s, cur_group);
        field(&mut w, g, one(in_next));
        let next_group = if in_next {
            self.group_bit(ph.score)
        } else {
            Wide::ZERO
        };
        field(&mut w, s, next_group);
        let mut bye_value = 0;
        if let Some(b) = bye.filter(|b| b.single) {
            if ph.score == b.score {
                bye_value += b.ranks.get(&ph.games).copied().unwrap_or(0);
            }
            if pl.score == b.score {
                bye_value += b.ranks.get(&pl.games).copied().unwrap_or(0);
            }
        }
        field(&mut w, 2 * g, Wide::from_u64(bye_value));
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
        for x in [a, b, c, d] {
            field(&mut w, g, one(in_cur && x));
        }
        let floats = |back: usize, w: &mut Wide<N>| {
            let down = u64::from(pl.floats[back] == Float::Down)
                + u64::from(ph.score <= pl.score && ph.floats[back] == Float::Down);
            *w = w.shl(g) + Wide::from_u64(if in_cur { down } else { 0 });
            let up = !(ph.score > pl.score && pl.floats[back] == Float::Up);
            *w = w.shl(g) + one(in_cur && up);
        };
        if self.played >= 1 {
            floats(0, &mut w);
        }
        if self.played >= 2 {
            floats(1, &mut w);
        }
        let float_scores = |back: usize, w: &mut Wide<N>| {
            let mut down = Wide::ZERO;
            if in_cur {
                if pl.floats[back] == Float::Down {
                    down += self.group_bit(pl.score);
                }
                if ph.floats[back] == Float::Down {
                    down += self.group_bit(ph.score);
                }
            }
            *w = w.shl(s) + down;
            let up = in_cur && !(pl.floats[back] == Float::Up && ph.score > pl.score);
            *w = w.shl(s)
                + if up {
                    self.group_bit(ph.score)
                } else {
                    Wide::ZERO
                };
        };
        if self.played >= 1 {
            float_scores(0, &mut w);
        }
        if self.played >= 2 {
            float_scores(1, &mut w);
        }
        w.shl(3 * g + 1 + self.chunk_bits())
    }
}
