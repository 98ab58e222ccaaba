//! The best move in a Go endgame with one ko: the ko endgame helper.
//!
//! Source: `../shared/spec/ko.md`, a restatement of 二宮勘輔 (Kansuke Ninomiya), "コウを含むヨセ
//! の最適手判定方法" ("A Way to Select the Best Move in Go Endgame Including Ko"). The endgame has
//! one simple ko worth `k`, simple gote endgame moves ("yose", each worth its swing) and pure ko
//! threats for both sides; the paper shows that the choice between the two sensible moves of
//! each ko state depends on `k` only through one number, Δ, computed in a few passes over the
//! sorted values ([`discriminant`]). [`analyse`] gives the decision with its working, the
//! optimal score and the line that reaches it ([`line`]); [`search`] is an exhaustive minimax
//! over the same model, the tests' reference and the answer offered for small positions the
//! method does not cover, labelled as such.
//!
//! Scores are Black's: a spot's result is 0 when White plays it and its swing when Black does
//! (spec §1.1), so connecting the ko is worth `k` to Black and 0 to White, a yose `a` likewise,
//! and a threat's follow-up `+b` for Black's, `−w` for White's. All values are exact quarter
//! points ([`Score`]); the engine holds no words (`crate::report::ko` says it in Japanese and
//! English).
//!
//! The method's domain (spec §3.7): in state `connect`, a pending threat smaller than the
//! largest yose gives the holder a third candidate the method does not weigh; such a position is
//! answered [`Method::Refused`], not wrongly.

pub mod discriminant;
pub mod line;
pub mod search;

use serde::{Deserialize, Serialize};

use crate::engine::score::Score;
use crate::error::{Error, ErrorKind};
pub use crate::error::{KoFault, KoField};

pub use discriminant::{Criterion, Delta, Element, ElementKind};

/// The most yose and threats a position may have (a limit of the tool, not of the method).
pub const MAX_ITEMS: usize = 10_000;

/// Black or White.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    Black,
    White,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::Black => Side::White,
            Side::White => Side::Black,
        }
    }
}

/// The ko's state, from the player to move (spec §1.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum State {
    /// The opponent has just taken the ko: the mover must play elsewhere (a threat or a yose).
    Threat,
    /// The mover holds the ko and the opponent has just played elsewhere: connect, or answer.
    Connect,
    /// The opponent holds the ko and the mover may retake.
    Take,
}

impl State {
    pub const ALL: [State; 3] = [State::Threat, State::Connect, State::Take];

    pub fn id(self) -> &'static str {
        match self {
            State::Threat => "threat",
            State::Connect => "connect",
            State::Take => "take",
        }
    }
}

/// A checked position: every value positive, lists sorted largest first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Position {
    pub ko: Score,
    pub to_move: Side,
    pub state: State,
    /// State `connect`: the opponent's pure threat just played, by its follow-up value; `None`
    /// when the opponent's last move was a yose.
    pub pending: Option<Score>,
    pub yose: Vec<Score>,
    pub black: Vec<Score>,
    pub white: Vec<Score>,
}

impl Position {
    /// Checks and builds a position: the ko and every value positive, a pending threat only in
    /// state `connect`, at most [`MAX_ITEMS`] items. The lists may come in any order.
    pub fn new(
        ko: Score,
        to_move: Side,
        state: State,
        pending: Option<Score>,
        mut yose: Vec<Score>,
        mut black: Vec<Score>,
        mut white: Vec<Score>,
    ) -> Result<Position, Error> {
        let fault = |fault| Err(Error::new(ErrorKind::KoPosition { fault }));
        if ko <= Score::ZERO {
            return fault(KoFault::NotPositive(KoField::Ko, ko.quarters()));
        }
        if let Some(v) = pending {
            if state != State::Connect {
                return fault(KoFault::PendingWithoutConnect);
            }
            if v <= Score::ZERO {
                return fault(KoFault::NotPositive(KoField::Pending, v.quarters()));
            }
        }
        type Field = fn(usize) -> KoField;
        let lists: [(&[Score], Field); 3] = [
            (&yose, KoField::Yose),
            (&black, KoField::Black),
            (&white, KoField::White),
        ];
        for (list, field) in lists {
            if let Some(i) = list.iter().position(|v| *v <= Score::ZERO) {
                return fault(KoFault::NotPositive(field(i), list[i].quarters()));
            }
        }
        let count = yose.len() + black.len() + white.len() + usize::from(pending.is_some());
        if count > MAX_ITEMS {
            return fault(KoFault::TooManyItems {
                count,
                max: MAX_ITEMS,
            });
        }
        for list in [&mut yose, &mut black, &mut white] {
            crate::engine::sort::by(list, |a, b| b.cmp(a));
        }
        Ok(Position {
            ko,
            to_move,
            state,
            pending,
            yose,
            black,
            white,
        })
    }

    /// The side's pure threats, largest first.
    pub fn threats(&self, side: Side) -> &[Score] {
        match side {
            Side::Black => &self.black,
            Side::White => &self.white,
        }
    }

    /// The number of yose and threats (the pending one included).
    pub fn items(&self) -> usize {
        self.yose.len() + self.black.len() + self.white.len() + usize::from(self.pending.is_some())
    }

    /// Who holds the ko, and whether the player to move is barred from retaking this move
    /// (spec §1.2: `threat` just after the opponent's take; `connect` the mover holds it).
    pub fn holder(&self) -> (Side, bool) {
        match self.state {
            State::Threat => (self.to_move.other(), true),
            State::Connect => (self.to_move, false),
            State::Take => (self.to_move.other(), false),
        }
    }

    /// Inside the method's domain: not a pending threat smaller than the largest yose.
    pub fn in_domain(&self) -> bool {
        match (self.pending, self.yose.first()) {
            (Some(v), Some(&a)) => v >= a,
            _ => true,
        }
    }
}

/// A move, by the value of the spot it is played at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(tag = "move", content = "value", rename_all = "snake_case")]
pub enum Move {
    /// Connect the ko (ends it).
    Connect,
    /// Retake the ko.
    Take,
    /// Play a yose.
    Yose(Score),
    /// Play one's own pure threat.
    Threat(Score),
    /// Answer the opponent's played threat.
    Answer(Score),
    /// Play one's own played threat again (the follow-up).
    FollowUp(Score),
    /// Remove an opponent's unplayed threat.
    Erase(Score),
    /// No legal move.
    Pass,
}

impl Move {
    /// The spec's name of a move: `yose:6.5`, `threat:10`, `connect`.
    pub fn id(self) -> String {
        match self {
            Move::Connect => "connect".into(),
            Move::Take => "take".into(),
            Move::Yose(v) => format!("yose:{v}"),
            Move::Threat(v) => format!("threat:{v}"),
            Move::Answer(v) => format!("answer:{v}"),
            Move::FollowUp(v) => format!("follow_up:{v}"),
            Move::Erase(v) => format!("erase:{v}"),
            Move::Pass => "pass".into(),
        }
    }
}

/// Why the method gave its move: the rule that decided it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rule {
    /// `k` compared with Δ.
    Criterion,
    /// State `threat`: the largest pure threat is not above the largest yose (judgment 1).
    ThreatNotAboveYose,
    /// A single sensible move: nothing to answer and no yose (connect), no yose (retake), or
    /// only threats, only yose, or neither (state `threat`).
    Forced,
}

/// The method's decision.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decision {
    /// The two candidates compared: the "hot" one (pure threat, connect, retake) and the "cold"
    /// one (yose, answer); one when the move is forced.
    pub candidates: Vec<Move>,
    /// The move named, or both at `k = Δ` (hot first).
    pub best: Vec<Move>,
    pub rule: Rule,
    /// The comparison, when `k` decided.
    pub delta: Option<Delta>,
}

/// Why the method does not answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum Refusal {
    /// State `connect` with a pending pure threat smaller than the largest yose.
    PendingBelowLargestYose { pending: Score, largest_yose: Score },
}

/// What the method says.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "answer", rename_all = "snake_case")]
pub enum Method {
    Answered {
        decision: Decision,
        /// Black's score from the position on under best play (spec §3.7), and the line.
        score: Score,
        line: Vec<line::Step>,
    },
    Refused {
        refusal: Refusal,
    },
}

/// The whole answer: the method's, and the exhaustive search's when asked for or when the
/// method refuses a small position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Answer {
    pub position: Position,
    pub method: Method,
    /// Every optimal first move and the optimal score by exhaustive search; `None` above
    /// [`search::MAX_ITEMS`] or when not asked for.
    pub search: Option<search::Found>,
    /// The search was wanted (asked for, or the method refused) but the position has more than
    /// [`search::MAX_ITEMS`] items.
    pub search_too_large: bool,
}

/// The method's answer for `position`; with `search`, the exhaustive search's too (when the
/// position is small enough). A refused position gets the search whenever it is small enough.
pub fn analyse(position: &Position, search: bool) -> Answer {
    let method = if position.in_domain() {
        let decision = discriminant::decide(position);
        let (score, line) = line::play(position);
        Method::Answered {
            decision,
            score,
            line,
        }
    } else {
        Method::Refused {
            refusal: Refusal::PendingBelowLargestYose {
                pending: position.pending.unwrap_or(Score::ZERO),
                largest_yose: position.yose.first().copied().unwrap_or(Score::ZERO),
            },
        }
    };
    let wanted = search || matches!(method, Method::Refused { .. });
    let small = position.items() <= search::MAX_ITEMS;
    Answer {
        position: position.clone(),
        method,
        search: (wanted && small).then(|| search::best(position)),
        search_too_large: wanted && !small,
    }
}
