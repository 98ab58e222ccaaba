//! Exact scores.
//!
//! A game gives 1, ½ or 0 points; Sonneborn-Berger halves an opponent's score for a draw. Every
//! score the engine handles is therefore a whole number of quarter points, and [`Score`] stores
//! exactly that. There are no floats anywhere in the engine.

use std::fmt;

use serde::{Deserialize, Serialize};
use std::iter::Sum;
use std::ops::{Add, AddAssign, Sub};

/// A score in quarter points: a win is `Score::WIN` (4 quarters), a draw `Score::DRAW` (2).
/// Serialized as the whole number of quarters.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Score(i64);

impl Score {
    pub const ZERO: Score = Score(0);
    pub const DRAW: Score = Score(2);
    pub const WIN: Score = Score(4);

    pub const fn from_quarters(quarters: i64) -> Score {
        Score(quarters)
    }

    pub const fn from_points(points: i64) -> Score {
        Score(points * 4)
    }

    pub const fn quarters(self) -> i64 {
        self.0
    }

    /// The whole points and the remaining quarters (0..=3), for front-ends that print `6½`.
    pub const fn split(self) -> (i64, u8) {
        (self.0.div_euclid(4), self.0.rem_euclid(4) as u8)
    }
}

/// Decimal form: `6`, `6.5`, `6.25`, `6.75`, `-0.5`.
impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let abs = self.0.unsigned_abs();
        let whole = abs / 4;
        let frac = match abs % 4 {
            0 => "",
            1 => ".25",
            2 => ".5",
            _ => ".75",
        };
        write!(f, "{sign}{whole}{frac}")
    }
}

impl Add for Score {
    type Output = Score;
    fn add(self, rhs: Score) -> Score {
        Score(self.0 + rhs.0)
    }
}

impl Sub for Score {
    type Output = Score;
    fn sub(self, rhs: Score) -> Score {
        Score(self.0 - rhs.0)
    }
}

impl AddAssign for Score {
    fn add_assign(&mut self, rhs: Score) {
        self.0 += rhs.0;
    }
}

impl Sum for Score {
    fn sum<I: Iterator<Item = Score>>(iter: I) -> Score {
        iter.fold(Score::ZERO, Add::add)
    }
}

#[cfg(test)]
mod tests {
    use super::Score;

    #[test]
    fn display_is_exact_decimal() {
        let cases = [
            (0, "0"),
            (2, "0.5"),
            (25, "6.25"),
            (26, "6.5"),
            (27, "6.75"),
            (-2, "-0.5"),
        ];
        for (q, want) in cases {
            assert_eq!(Score::from_quarters(q).to_string(), want, "{q} quarters");
        }
        assert_eq!(Score::from_quarters(26).split(), (6, 2));
    }
}
