//! What the Dutch system needs to know of each player before a round: score, colours,
//! preference, floats, whether a pairing-allocated bye is still allowed (C.04.3 A.6, A.4, and
//! C.04.1 for the bye). All of it is read from the event's records; nothing is stored.

use crate::engine::score::Score;
use crate::engine::swiss::{Colour, Event, Kind};

/// A float in an earlier round (A.4 b): the higher-scored player of a game between different
/// scores floated down, the lower one up; a round without a game that still gave more points
/// than a loss counts as a downfloat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Float {
    Down,
    Up,
    None,
}

/// One player as the Dutch system sees them before the round.
#[derive(Clone, Debug)]
pub struct Facts {
    pub player: usize,
    pub score: Score,
    /// Index among the players that count for pairing numbers (A.2: the pairing number less
    /// one, players who never took part left out), which decides colours by parity (5.2.5).
    pub rank: usize,
    /// |whites − blacks| over games played.
    pub imbalance: u32,
    /// The colour preference (A.6): `None` before any game.
    pub preference: Option<Colour>,
    /// The colour of the last two games when they were the same (A.6 a).
    pub repeated: Option<Colour>,
    /// A.6 b: a colour difference of ±1 without an absolute preference.
    pub strong: bool,
    pub games: u32,
    pub bye_eligible: bool,
    /// The float of the last round and of the one before it.
    pub floats: [Float; 2],
    /// Colours of the games played, oldest first (for 5.2.4, the latest difference).
    pub colours: Vec<Colour>,
}

impl Facts {
    pub fn absolute_imbalance(&self) -> bool {
        self.imbalance > 1
    }

    pub fn absolute(&self) -> bool {
        self.absolute_imbalance() || self.repeated.is_some()
    }
}

/// Player `p`'s facts before the round, `rank` counted over the players present now or paired
/// in an earlier round; `acc(p, r)` is the virtual points of an accelerated round `r` (C.04.5),
/// counted in the score the round is paired by and in the scores that tell floats.
pub fn facts(event: &Event, p: usize, rank: usize, acc: &dyn Fn(usize, usize) -> Score) -> Facts {
    let rounds = event.rounds();
    let (mut white, mut black, mut games) = (0u32, 0u32, 0u32);
    let mut colours = Vec::new();
    for r in 0..rounds {
        let rec = event.record(p, r);
        if rec.kind.played()
            && let Some(c) = rec.colour
        {
            games += 1;
            match c {
                Colour::White => white += 1,
                Colour::Black => black += 1,
            }
            colours.push(c);
        }
    }
    let lower = if white > black {
        Colour::Black
    } else {
        Colour::White
    };
    let imbalance = white.abs_diff(black);
    let last = colours.last().copied();
    let run = match last {
        Some(c) => colours.iter().rev().take_while(|&&x| x == c).count(),
        None => 0,
    };
    let preference = if imbalance > 1 {
        Some(lower)
    } else if run > 1 {
        last.map(Colour::other)
    } else if imbalance > 0 {
        Some(lower)
    } else {
        last.map(Colour::other)
    };
    let repeated = if run > 1 { last } else { None };
    let absolute = imbalance > 1 || repeated.is_some();
    let win = event.scoring.win;
    let loss = event.scoring.loss;
    let bye_eligible = (0..rounds).all(|r| {
        let rec = event.record(p, r);
        rec.kind.played() || !(event.points(p, r) >= win || rec.kind == Kind::PairingBye)
    });
    let float = |back: usize| -> Float {
        if rounds < back {
            return Float::None;
        }
        let r = rounds - back;
        let rec = event.record(p, r);
        if !rec.kind.played() {
            return if event.points(p, r) > loss {
                Float::Down
            } else {
                Float::None
            };
        }
        let Some(q) = rec.opponent else {
            return Float::None;
        };
        let (mine, theirs) = (
            event.score_after(p, r) + acc(p, r),
            event.score_after(q, r) + acc(q, r),
        );
        match mine.cmp(&theirs) {
            std::cmp::Ordering::Greater => Float::Down,
            std::cmp::Ordering::Less => Float::Up,
            std::cmp::Ordering::Equal => Float::None,
        }
    };
    Facts {
        player: p,
        score: event.score(p) + acc(p, rounds),
        rank,
        imbalance,
        preference,
        repeated,
        strong: !absolute && imbalance > 0,
        games,
        bye_eligible,
        floats: [float(1), float(2)],
        colours,
    }
}

/// Higher first: score, then the lower rank (A.2).
pub fn higher(a: &Facts, b: &Facts) -> bool {
    (a.score, std::cmp::Reverse(a.rank)) > (b.score, std::cmp::Reverse(b.rank))
}
