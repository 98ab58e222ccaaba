//! The ranking engine: pure Rust, no I/O, no clock, no randomness, no web crates.
//!
//! Input is a validated [`Crosstable`] (players and games) and a [`RuleChain`] (an ordered list of
//! [`Criterion`]s with its re-application, playoff and label policies); [`rank`] returns a
//! [`Ranking`], plain data that says, for every player, the place, whether it is shared or awaits
//! a playoff, and the step that decided it with the values compared; and, for the league, the tree
//! of tied blocks with their mini-leagues, the cycles found and the playoffs required.
//!
//! Scores are exact: [`Score`] counts quarter points. Nothing here formats text for people; the
//! labels in the output (`3A`, `SB`) are the rules' own names. Front-ends (`crate::report`, the
//! web UI) turn the data into words.

pub mod chain;
pub mod criteria;
pub mod jishogi;
pub mod lab;
pub mod rank;
pub mod ranking;
pub mod rating;
pub mod score;
pub mod swiss;
pub mod table;
pub mod whatif;

pub use chain::{Encounter, LabelScheme, PlayoffFormat, PlayoffScope, Reapply, RuleChain};
pub use criteria::{Criterion, Value};
pub use rank::{PlayoffResult, RankOptions, rank};
pub use ranking::{
    Block, Cycle, Decision, DecisionKind, MiniLeague, PlaceStatus, Playoff, PlayoffGame, Ranking,
    Record, SetAside, SetAsideReason, Stake, Standing, Step,
};
pub use score::Score;
pub use table::{
    Crosstable, First, Game, MAX_CYCLES, MAX_PLAYERS, Outcome, PairStats, Player, Schedule,
    Scoring, Side,
};
