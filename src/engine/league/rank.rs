//! Ranking a crosstable under a rule chain: [`rank`].
//!
//! The algorithm is in [`super::resolve`] (resolve the tied blocks, place, apply recorded
//! playoffs); while games are pending, [`super::settle`] then says of each playoff whether a
//! pending game can still break its tie. They are two files because settling ranks outcomes
//! with what-if's ranker, which itself ranks with the algorithm: this file sits above both.

use crate::engine::league::chain::RuleChain;
use crate::engine::league::ranking::Ranking;
use crate::engine::league::resolve::rank_now;
pub use crate::engine::league::resolve::{PlayoffResult, RankOptions};
use crate::engine::league::settle::settle;
use crate::engine::league::table::Crosstable;
use crate::error::Error;

/// Ranks `table` under `chain`. Fails only on an empty chain; recorded playoffs that do not apply
/// are set aside ([`Ranking::set_aside`]). While games are pending, each playoff says whether a
/// pending game can still break its tie ([`crate::engine::Playoff::breakable`]).
pub fn rank(
    table: &Crosstable,
    chain: &RuleChain,
    options: &RankOptions,
) -> Result<Ranking, Error> {
    let mut ranking = rank_now(table, chain, options)?;
    settle(table, chain, options.seats, &mut ranking);
    Ok(ranking)
}
