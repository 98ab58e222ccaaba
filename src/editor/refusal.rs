//! Why an edit was refused, as data: every page words it from [`crate::web::i18n`] (the
//! league page and the Swiss page alike), and the document is unchanged.

/// Why an edit was refused. The document is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// A player's name may not be empty.
    EmptyName {
        index: usize,
    },
    /// Another player already has this name.
    TakenName {
        index: usize,
        name: String,
    },
    /// The player index is out of range.
    NoSuchPlayer {
        index: usize,
    },
    /// A player cannot play themself.
    SelfGame {
        index: usize,
    },
    /// The recorded games need more meetings per pair than `cycles`: the pair `pair` (player
    /// indices) has `needed` games (`None`: `cycles` is 0, and every pair meets at least once).
    TooFewCycles {
        cycles: u32,
        needed: u32,
        pair: Option<(usize, usize)>,
    },
    /// A scoring value that is not a multiple of ½ between -100 and 100.
    InvalidScoring {
        field: String,
    },
    /// The winner of a playoff game must be one of its two players.
    WinnerNotPlaying {
        winner: String,
    },
    /// Nothing to undo or redo.
    NothingToUndo,
    NothingToRedo,
    /// No game `game` in round `round` (both 0-based).
    NoSuchGame {
        round: usize,
        game: usize,
    },
    /// No round `round` (0-based) to change yet.
    NoSuchRound {
        round: usize,
    },
    /// No player of this name.
    UnknownName {
        name: String,
    },
    /// The player has a game or a bye in a round: they can be absent from later rounds or
    /// withdraw, not leave the event.
    PlayerHasGames {
        index: usize,
    },
    /// Round `round` has a result: its players and pairs stay as they are (clear its results
    /// first).
    RoundLocked {
        round: usize,
    },
    /// The event has results: the pairing numbers stay as they are.
    EventStarted,
    /// Two players swapped must be two.
    SamePlayer {
        name: String,
    },
    /// A player swapped must be paired in the round (a game or the pairing-allocated bye).
    NotPaired {
        round: usize,
        name: String,
    },
    /// The round cannot be paired now, and why (an error with its place in the document).
    CannotPair {
        error: crate::error::Error,
    },
    /// The league cannot be scheduled, and why (an error with its place in the document).
    CannotSchedule {
        error: crate::error::Error,
    },
    /// A pasted list of players cannot be read (the error names the line).
    PlayerList {
        error: crate::error::Error,
    },
    /// Stage `stage`'s rules cannot be read, or would undo what later stages hold (an error with
    /// its place in the document).
    StageRules {
        stage: usize,
        error: crate::error::Error,
    },
    /// No pairing of round `round` without a rematch: these players cannot all be paired.
    PairingImpossible {
        round: usize,
        players: Vec<usize>,
    },
}
