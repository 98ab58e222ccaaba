//! The discriminant (判定式): the threat sequence, criterion 1 and the three procedures of
//! `../shared/spec/ko.md` §3, as the spec adopts them (§5: procedure 2 compares "k > Δ" the
//! right way round; ties of prescription 2 as the text says; ties between a pure threat and a
//! yose go to the yose).
//!
//! Everything works on a [`Board`]: the current yose and threats as slices of sorted lists, so
//! that [`super::line`] can ask for one decision after another as the lists are used up from
//! the top, and the suffix sums `e(s)` come from one table over the original yose list. The
//! sequence is generated only as far as the criterion needs it (to `X_{n+2}`), and at least ten
//! elements for the working shown.

use serde::{Deserialize, Serialize};

use super::{Decision, Move, Position, Rule, Side, State};
use crate::engine::score::Score;

/// How many elements of a sequence the working keeps at least.
pub const SHOWN: usize = 10;

/// What an element of the threat sequence is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ElementKind {
    /// A pure threat.
    Pure,
    /// A yose used as a threat: the `j`-th largest of the current yose (1-based), answered by
    /// the next one.
    Yose { j: usize },
    /// A virtual pure threat worth the largest yose (procedures 2 and 3).
    Virtual,
    /// The opponent's last move, a yose (procedure 1 with nothing pending).
    LastYose,
    /// The owner has nothing left.
    None,
}

/// One element of the sequence: its owner, kind, threat value `o`, answer value `o'` and the
/// index `r` (1-based) of the largest yose left once it has been answered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Element {
    pub owner: Side,
    #[serde(flatten)]
    pub kind: ElementKind,
    pub threat: Score,
    pub answer: Score,
    pub r: usize,
}

/// One evaluation of criterion 1 with its working.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Criterion {
    /// The sequence from `X_1`, at least as far as the criterion looked and [`SHOWN`] long.
    pub sequence: Vec<Element>,
    /// The transition count: `X_2 … X_{n+1}` have threat values above `o'(X_1)`.
    pub n: usize,
    /// The crossing threat `Y_p` (1-based among the `Y`s).
    pub p: usize,
    /// `o'(X_1)`.
    pub x1_answer: Score,
    /// `o'(Y_p)`.
    pub yp_answer: Score,
    /// `r(Y_p)` and `e(r(Y_p))`.
    pub e_from: usize,
    pub e: Score,
    /// Δ = `o'(X_1) + o'(Y_p) − e(r(Y_p))`.
    pub value: Score,
}

/// The comparison value: one criterion, or (state `take`) the smaller of two.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Delta {
    pub value: Score,
    pub criteria: Vec<Criterion>,
}

/// The current yose and threats, each a suffix of a sorted list, and the ko state.
#[derive(Clone, Copy, Debug)]
pub struct Board<'a> {
    pub ko: Score,
    pub mover: Side,
    pub state: State,
    pub pending: Option<Score>,
    /// The yose left, largest first.
    pub yose: &'a [Score],
    /// `alternating[i]` = `yose[i] − yose[i+1] + yose[i+2] − …` over the same slice.
    pub alternating: &'a [Score],
    pub black: &'a [Score],
    pub white: &'a [Score],
}

/// `alternating[i] = a[i] − a[i+1] + …`, with a trailing 0.
pub fn alternating(yose: &[Score]) -> Vec<Score> {
    let mut out = vec![Score::ZERO; yose.len() + 1];
    for i in (0..yose.len()).rev() {
        out[i] = yose[i] - out[i + 1];
    }
    out
}

impl Board<'_> {
    fn threats(&self, side: Side) -> &[Score] {
        match side {
            Side::Black => self.black,
            Side::White => self.white,
        }
    }

    /// The `j`-th yose (1-based), 0 past the end.
    fn a(&self, j: usize) -> Score {
        self.yose.get(j - 1).copied().unwrap_or(Score::ZERO)
    }

    /// `e(s)`: what moving first in the yose from index `s` on is worth.
    fn e(&self, s: usize) -> Score {
        self.alternating.get(s - 1).copied().unwrap_or(Score::ZERO)
    }
}

/// Generates the central tree's threats after the leading elements (spec §3.2).
struct Builder<'a, 'b> {
    board: &'b Board<'a>,
    owner: Side,
    r: usize,
    /// The next unused pure threat of Black and White (indices into the lists).
    next: [usize; 2],
}

fn slot(side: Side) -> usize {
    match side {
        Side::Black => 0,
        Side::White => 1,
    }
}

impl Builder<'_, '_> {
    fn element(&mut self) -> Element {
        let owner = self.owner;
        self.owner = owner.other();
        let z = self
            .board
            .threats(owner)
            .get(self.next[slot(owner)])
            .copied();
        let a = (self.r <= self.board.yose.len()).then(|| self.board.a(self.r));
        match (z, a) {
            (Some(z), a) if a.is_none_or(|a| z > a) => {
                self.next[slot(owner)] += 1;
                Element {
                    owner,
                    kind: ElementKind::Pure,
                    threat: z,
                    answer: z,
                    r: self.r,
                }
            }
            (_, Some(a)) => {
                let j = self.r;
                self.r += 2;
                Element {
                    owner,
                    kind: ElementKind::Yose { j },
                    threat: a,
                    answer: self.board.a(j + 1),
                    r: j + 2,
                }
            }
            _ => Element {
                owner,
                kind: ElementKind::None,
                threat: Score::ZERO,
                answer: Score::ZERO,
                r: self.r,
            },
        }
    }
}

/// Criterion 1 (prescriptions 1 and 2) over the sequence that starts with `lead` and goes on
/// from `builder`, read as a stream: `X_1, Y_1, X_2, Y_2, …` up to `X_{n+2}`, keeping the last
/// yose threat among the `Y`s passed. With `keep`, the elements read (and at least [`SHOWN`])
/// are kept for the working; without, nothing is stored (the line asks thousands of times).
fn criterion(board: &Board, lead: &[Element], mut builder: Builder, keep: bool) -> Criterion {
    let mut seq: Vec<Element> = Vec::new();
    let mut lead = lead.iter().copied();
    let mut next = |seq: &mut Vec<Element>| {
        let e = lead.next().unwrap_or_else(|| builder.element());
        if keep {
            seq.push(e);
        }
        e
    };
    let x1 = next(&mut seq).answer;
    let mut n = 0;
    // The last yose threat among Y_1 … Y_n, with its index.
    let mut last_yose: Option<(usize, Element)> = None;
    let mut y = next(&mut seq); // Y_{n+1}
    while next(&mut seq).threat > x1 {
        n += 1;
        if matches!(y.kind, ElementKind::Yose { .. }) {
            last_yose = Some((n, y));
        }
        y = next(&mut seq);
    }
    let (p, yp) = match (y.kind, last_yose) {
        (ElementKind::Pure | ElementKind::Virtual, Some((e, ye))) if y.threat > ye.answer => {
            (e, ye)
        }
        _ => (n + 1, y),
    };
    while keep && seq.len() < SHOWN {
        next(&mut seq);
    }
    let e = board.e(yp.r);
    Criterion {
        sequence: seq,
        n,
        p,
        x1_answer: x1,
        yp_answer: yp.answer,
        e_from: yp.r,
        e,
        value: x1 + yp.answer - e,
    }
}

/// The decision for `position` (spec §3.4–3.6).
pub fn decide(position: &Position) -> Decision {
    let alternating = alternating(&position.yose);
    decide_board(&Board {
        ko: position.ko,
        mover: position.to_move,
        state: position.state,
        pending: position.pending,
        yose: &position.yose,
        alternating: &alternating,
        black: &position.black,
        white: &position.white,
    })
}

/// Compares `k` with Δ: the hot move above, the cold one below, both at Δ.
fn by_delta(board: &Board, hot: Move, cold: Move, delta: Delta) -> Decision {
    let best = match board.ko.cmp(&delta.value) {
        std::cmp::Ordering::Greater => vec![hot],
        std::cmp::Ordering::Less => vec![cold],
        std::cmp::Ordering::Equal => vec![hot, cold],
    };
    Decision {
        candidates: vec![hot, cold],
        best,
        rule: Rule::Criterion,
        delta: Some(delta),
    }
}

fn forced(m: Move) -> Decision {
    Decision {
        candidates: vec![m],
        best: vec![m],
        rule: Rule::Forced,
        delta: None,
    }
}

/// The decision on a board, with its working.
pub fn decide_board(board: &Board) -> Decision {
    decide_with(board, true)
}

/// The decision on a board; with `keep`, the criteria keep their sequences for the working.
pub fn decide_with(board: &Board, keep: bool) -> Decision {
    let m = board.mover;
    let o = m.other();
    let a1 = board.yose.first().copied();
    let virtual_of = |owner: Side, v: Score| Element {
        owner,
        kind: ElementKind::Virtual,
        threat: v,
        answer: v,
        r: 1,
    };
    match board.state {
        // Procedure 1: connect or answer.
        State::Connect => {
            let (x1, cold) = match (board.pending, a1) {
                (None, None) => return forced(Move::Connect),
                (Some(v), _) => (
                    Element {
                        owner: o,
                        kind: ElementKind::Pure,
                        threat: v,
                        answer: v,
                        r: 1,
                    },
                    Move::Answer(v),
                ),
                (None, Some(a)) => (
                    Element {
                        owner: o,
                        kind: ElementKind::LastYose,
                        threat: Score::ZERO,
                        answer: a,
                        r: 2,
                    },
                    Move::Yose(a),
                ),
            };
            let builder = Builder {
                board,
                owner: m,
                r: x1.r,
                next: [0, 0],
            };
            let c = criterion(board, &[x1], builder, keep);
            let delta = Delta {
                value: c.value,
                criteria: vec![c],
            };
            by_delta(board, Move::Connect, cold, delta)
        }
        // Procedure 2: pure threat or yose.
        State::Threat => {
            let z = board.threats(m).first().copied();
            let (z, a) = match (z, a1) {
                (None, None) => {
                    return forced(match board.threats(o).first() {
                        Some(&w) => Move::Erase(w),
                        None => Move::Pass,
                    });
                }
                (Some(z), None) => return forced(Move::Threat(z)),
                (None, Some(a)) => return forced(Move::Yose(a)),
                (Some(z), Some(a)) => (z, a),
            };
            if z <= a {
                return Decision {
                    candidates: vec![Move::Threat(z), Move::Yose(a)],
                    best: vec![Move::Yose(a)],
                    rule: Rule::ThreatNotAboveYose,
                    delta: None,
                };
            }
            let mut next = [0, 0];
            next[slot(m)] = 1;
            let builder = Builder {
                board,
                owner: o,
                r: 1,
                next,
            };
            let c = criterion(board, &[virtual_of(m, a)], builder, keep);
            let delta = Delta {
                value: c.value,
                criteria: vec![c],
            };
            by_delta(board, Move::Threat(z), Move::Yose(a), delta)
        }
        // Procedure 3: retake or yose.
        State::Take => {
            let Some(a) = a1 else {
                return forced(Move::Take);
            };
            let yose_threat = |owner: Side| Element {
                owner,
                kind: ElementKind::Yose { j: 1 },
                threat: a,
                answer: board.a(2),
                r: 3,
            };
            let one = |first: Side| {
                let builder = Builder {
                    board,
                    owner: first,
                    r: 3,
                    next: [0, 0],
                };
                criterion(
                    board,
                    &[virtual_of(first, a), yose_threat(first.other())],
                    builder,
                    keep,
                )
            };
            let (d1, d2) = (one(m), one(o));
            let delta = Delta {
                value: d1.value.min(d2.value),
                criteria: vec![d1, d2],
            };
            by_delta(board, Move::Take, Move::Yose(a), delta)
        }
    }
}
