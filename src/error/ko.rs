//! Why a ko endgame position cannot be analysed: the data of
//! [`ErrorKind::KoPosition`](super::ErrorKind::KoPosition), checked by `crate::engine::ko`
//! and by the readers of the position (the command line, a file, the page's form).

/// A field of the position (`../shared/spec/ko.md` §8.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum KoField {
    /// The ko's value, `k`.
    Ko,
    ToMove,
    State,
    /// The opponent's pending pure threat (state `connect`).
    Pending,
    /// The `i`-th value (0-based) of the yose list.
    Yose(usize),
    /// The `i`-th of Black's pure threats.
    Black(usize),
    /// The `i`-th of White's pure threats.
    White(usize),
}

/// What is wrong with a position (the codes of `../shared/spec/ko.md` §8.3).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum KoFault {
    /// A required field (`k`, `to_move`, `state`) is missing.
    Missing(KoField),
    /// A field the position does not have (a file's own text).
    Unknown(String),
    /// Not a number (the text as given).
    BadNumber(KoField, String),
    /// Zero or less (a 0-valued item is a neutral point: leave it out). The value in quarters.
    NotPositive(KoField, i64),
    /// Finer than a quarter point (the text as given).
    TooFine(KoField, String),
    /// Not one of `threat`, `connect`, `take`.
    BadState(String),
    /// Not Black or White.
    BadToMove(String),
    /// A pending threat in a state other than `connect`.
    PendingWithoutConnect,
    /// More yose and threats than allowed.
    TooManyItems { count: usize, max: usize },
}
