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

pub mod fide;
pub mod jishogi;
pub mod ko;
pub mod league;
pub mod outcomes;
pub mod rating;
pub(crate) mod rng;
pub mod schedule;
pub mod score;
pub mod sort;
pub mod stages;
pub mod swiss;

pub use league::chain::{Encounter, LabelScheme, PlayoffFormat, PlayoffScope, Reapply, RuleChain};
pub use league::criteria::{Criterion, Value};
pub use league::rank::{PlayoffResult, RankOptions, rank};
pub use league::ranking::{
    Block, Cycle, Decision, DecisionKind, MiniLeague, PlaceStatus, Playoff, PlayoffGame, Ranking,
    Record, SetAside, SetAsideReason, Stake, Standing, Step,
};
pub use league::table::{
    Crosstable, First, Game, MAX_CYCLES, MAX_PLAYERS, Outcome, PairStats, Player, Schedule,
    Scoring, Side,
};
pub use score::Score;
