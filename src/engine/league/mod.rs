//! Round-robin leagues: the crosstable, the criteria and rule chains, the ranking with its
//! explanation, what-if over the pending games, and the rule lab.
//!
//! - [`table`]: [`table::Crosstable`], the validated input;
//! - [`criteria`] and [`chain`]: what a rule chain compares, and the chains (presets and custom);
//! - [`rank`]: the algorithm, and [`ranking`] its output as plain data;
//! - [`settle`]: whether a pending game can still break a tie left to a playoff;
//! - [`whatif`]: every outcome of the pending games;
//! - [`lab`]: the rule lab.

pub mod chain;
pub mod criteria;
pub mod lab;
pub mod rank;
pub mod ranking;
pub mod resolve;
pub mod settle;
pub mod table;
pub mod whatif;
