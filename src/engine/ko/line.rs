//! The optimal score and the line that reaches it (spec §3.7): both sides follow the
//! procedures (on a tie, the yose or the answer), with the forced moves; once the ko is
//! connected, the remaining yose and the pending follow-up are played largest first.
//!
//! Every list is used up from its top (each decision takes the largest yose, the largest
//! threat, or the opponent's largest threat to erase), so the line's state is a few offsets:
//! one decision costs what its criterion looks at, O(N) at worst.

use serde::{Deserialize, Serialize};

use super::discriminant::{Board, alternating, decide_with};
use super::{Move, Position, Side, State};
use crate::engine::score::Score;

/// One move of the line and Black's score after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Step {
    pub side: Side,
    #[serde(flatten)]
    pub play: Move,
    pub score: Score,
}

#[derive(Clone, Copy)]
enum Ko {
    Connected,
    Held { holder: Side, banned: bool },
}

/// Plays the line from `position`: Black's final score from the position on, and the moves.
pub fn play(position: &Position) -> (Score, Vec<Step>) {
    let alt = alternating(&position.yose);
    let m = position.to_move;
    let (holder, banned) = position.holder();
    let mut ko = Ko::Held { holder, banned };
    let mut pending: Option<(Side, Score)> = position.pending.map(|v| (m.other(), v));
    let mut mover = m;
    let mut t = 0; // yose used
    let mut used = [0usize, 0]; // threats used (played or erased), Black's and White's
    let slot = |s: Side| usize::from(s == Side::White);
    let mut score = Score::ZERO;
    let mut steps = Vec::new();
    let gain = |side: Side, v: Score| if side == Side::Black { v } else { Score::ZERO };
    while let Ko::Held { holder, banned } = ko {
        let state = if holder == mover {
            State::Connect
        } else if banned {
            State::Threat
        } else {
            State::Take
        };
        let board = Board {
            ko: position.ko,
            mover,
            state,
            pending: pending.filter(|_| state == State::Connect).map(|(_, v)| v),
            yose: &position.yose[t..],
            alternating: &alt[t..],
            black: &position.black[used[0]..],
            white: &position.white[used[1]..],
        };
        let decision = decide_with(&board, false);
        // On a tie the cold move (the yose, the answer): the last of `best`.
        let play = *decision.best.last().unwrap_or(&Move::Pass);
        let mut next_banned = false;
        match play {
            Move::Connect => {
                score += gain(mover, position.ko);
                ko = Ko::Connected;
            }
            Move::Take => {
                ko = Ko::Held {
                    holder: mover,
                    banned: true,
                };
                next_banned = true;
            }
            Move::Yose(a) => {
                t += 1;
                score += gain(mover, a);
            }
            Move::Threat(z) => {
                used[slot(mover)] += 1;
                pending = Some((mover, z));
            }
            Move::Answer(_) => pending = None,
            Move::Erase(_) => used[slot(mover.other())] += 1,
            Move::FollowUp(_) | Move::Pass => {}
        }
        if let Ko::Held { holder, .. } = ko
            && play != Move::Take
        {
            ko = Ko::Held {
                holder,
                banned: next_banned,
            };
        }
        steps.push(Step {
            side: mover,
            play,
            score,
        });
        mover = mover.other();
    }
    // The ko is connected: the yose left and the pending follow-up, largest first.
    let mut rest = position.yose[t..].iter().peekable();
    loop {
        let yose = rest.peek().copied().copied();
        let threat = pending.map(|(_, v)| v);
        let play = match (yose, threat) {
            (None, None) => break,
            (Some(a), Some(v)) if v > a => None,
            (Some(a), _) => Some(a),
            (None, Some(_)) => None,
        };
        let play = match play {
            Some(a) => {
                rest.next();
                score += gain(mover, a);
                Move::Yose(a)
            }
            None => {
                let (owner, v) = pending.take().unwrap_or((mover, Score::ZERO));
                if owner == mover {
                    score += match mover {
                        Side::Black => v,
                        Side::White => Score::ZERO - v,
                    };
                    Move::FollowUp(v)
                } else {
                    Move::Answer(v)
                }
            }
        };
        steps.push(Step {
            side: mover,
            play,
            score,
        });
        mover = mover.other();
    }
    (score, steps)
}
